import { criticalHints, LAYOUT_HINTS, mobileLayout } from './layout';

describe("the server's layout, as the browser's MOBILE_QUERY would answer", () => {
  it('follows the window width when the browser sends it', () => {
    expect(mobileLayout({ width: '390', mobile: '?0' })).toBe(true);
    expect(mobileLayout({ width: '768', mobile: '?0' })).toBe(true);
    expect(mobileLayout({ width: '1280', mobile: '?0' })).toBe(false);
    // a phone held sideways or a tablet, up to 1,366 px: the mobile site
    expect(mobileLayout({ width: '844', mobile: '?1' })).toBe(true);
    expect(mobileLayout({ width: '1366', mobile: '?1' })).toBe(true);
    expect(mobileLayout({ width: '1400', mobile: '?1' })).toBe(false);
  });
  it('without a width: the mobile hint, else the user agent, else the mobile site', () => {
    expect(mobileLayout({ mobile: '?0', agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156' })).toBe(false);
    expect(mobileLayout({ mobile: '?1' })).toBe(true);
    expect(mobileLayout({ agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1' })).toBe(true);
    expect(mobileLayout({ agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1' })).toBe(false);
    expect(mobileLayout({})).toBe(true);
    expect(mobileLayout({ width: 'wide', agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/156 Mobile' })).toBe(true);
  });
  it('asks for the width before the first answer (the only hint it waits for)', () => {
    expect(LAYOUT_HINTS.critical).toEqual(['Sec-CH-Viewport-Width']);
    for (const hint of LAYOUT_HINTS.critical) expect(LAYOUT_HINTS.accept).toContain(hint);
  });
  it("never holds a phone's first visit for a second request: its width changes nothing", () => {
    expect(criticalHints({ mobile: '?1' })).toEqual([]);
    expect(criticalHints({ mobile: '?0' })).toEqual(['Sec-CH-Viewport-Width']);
    expect(criticalHints({})).toEqual(['Sec-CH-Viewport-Width']);
    // what the server would draw for a phone without its width is what it draws with any phone's width
    for (const width of ['320', '390', '844', '1024', '1366']) expect(mobileLayout({ width, mobile: '?1' })).toBe(mobileLayout({ mobile: '?1' }));
  });
});
