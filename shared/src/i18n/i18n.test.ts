// The site's messages in both languages through Lingui: plurals by each language's rules, values, the catalogue of
// an app added later, and a message no catalogue holds.
import { act } from '@testing-library/react';
import { langAtom, sessionStore } from '../session';
import { addCatalog, i18n, languageReady } from './index';
import { readerValues } from '../api/client';
import { RG_TEMPLATES } from '../contract/responsible-rules';

const BETS = '{n, plural, one {# bet} other {# bets}}'; // mf-account's catalogue (the betting records)

async function inLanguage(lang: 'en' | 'bn') {
  await act(async () => {
    sessionStore.set(langAtom, lang);
    await languageReady();
  });
}

describe('messages in both languages', () => {
  afterEach(() => inLanguage('en'));

  it('English: plurals, values and plain sentences', async () => {
    await inLanguage('en');
    expect(i18n._(BETS, { n: 1 })).toBe('1 bet');
    expect(i18n._(BETS, { n: 2 })).toBe('2 bets');
    expect(i18n._(BETS, { n: 1000 })).toBe('1,000 bets');
    expect(i18n._('Deposit')).toBe('Deposit');
    expect(i18n._('Hi {name}, how can we help?', { name: 'rahim' })).toBe('Hi rahim, how can we help?');
    expect(document.documentElement.lang).toBe('en');
  });

  it('Bangla: its plural rule, its digits, values in place', async () => {
    await inLanguage('bn');
    expect(i18n._(BETS, { n: 1 })).toBe('১টি বাজি');
    expect(i18n._(BETS, { n: 1000 })).toBe('১,০০০টি বাজি');
    expect(i18n._('Deposit')).toBe('ডিপোজিট');
    expect(i18n._('Hi {name}, how can we help?', { name: 'rahim' })).toBe('হ্যালো rahim, আমরা কীভাবে সাহায্য করতে পারি?');
    expect(document.documentElement.lang).toBe('bn-BD');
  });

  it("a refusal's numbers in the reader's digits: the api's '10,000,000' is Bangla's ১,০০,০০,০০০ on the Bangla site", async () => {
    const values = { min: '100', max: '10,000,000' };
    await inLanguage('en');
    expect(readerValues(values)).toEqual({ min: '100', max: '10,000,000' });
    await inLanguage('bn');
    expect(readerValues(values)).toEqual({ min: '১০০', max: '১,০০,০০,০০০' });
    const said = i18n._(RG_TEMPLATES.amount, readerValues(values));
    expect(said).toContain('১,০০,০০,০০০');
    expect(said).not.toMatch(/[0-9]/);
    // a value that is not a whole number is translated as a sentence, or kept
    expect(readerValues({ until: '28 Nov 2026, 00:00' })).toEqual({ until: '28 Nov 2026, 00:00' });
  });

  it('a text no catalogue holds (a server’s own) shows as it came', async () => {
    await inLanguage('bn');
    expect(i18n._('Some operator text')).toBe('Some operator text');
  });
});

describe("a player's switch to Bangla", () => {
  afterEach(() => inLanguage('en'));

  it("asks for the catalogues after the frame that shows the choice, not in the tap's own task", async () => {
    await inLanguage('en');
    // an app whose Bangla has not come yet (as each app's is on an English page)
    const bn = jest.fn(async () => ({ messages: {} }));
    addCatalog({ en: {}, bn });
    let frame: FrameRequestCallback | undefined;
    const rAF = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frame = cb;
      return 1;
    });
    jest.useFakeTimers();
    sessionStore.set(langAtom, 'bn');
    await Promise.resolve();
    expect(bn).not.toHaveBeenCalled(); // not while the tap's task runs
    frame?.(0);
    jest.advanceTimersByTime(16);
    jest.useRealTimers();
    rAF.mockRestore();
    await act(() => languageReady());
    expect(bn).toHaveBeenCalledTimes(1);
    expect(i18n.locale).toBe('bn');
  });
});
