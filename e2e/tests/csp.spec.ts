// The pages work under their Content-Security-Policy (issue 11): every page a player opens, the remotes it
// mounts and a game in its frame load with no policy violation reported by the browser.
import { expect, test, type Page } from '@playwright/test';
import { API, loginUi } from './helpers';

/** Collects the browser's CSP violations: console reports and securitypolicyviolation events. */
async function watchViolations(page: Page) {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) seen.push(msg.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Refused to load ${e.blockedURI} (${e.violatedDirective})`);
    });
  });
  return seen;
}

test('pages, remotes and a game load under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const first = await page.goto('/');
  const csp = first?.headers()['content-security-policy'] ?? '';
  // scripts from the site and the remotes, and one inline script: the shell's first, allowed by its hash alone
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=' http:\/\/localhost:8981 /);
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(csp.split('; ').find((d) => d.startsWith('script-src '))).not.toMatch(/unsafe-inline/);
  expect(await page.evaluate(() => (window as unknown as { __betEarly?: { firstScreenRan: boolean } }).__betEarly?.firstScreenRan)).toBe(true);
  // the home page's first banner comes in the page itself, drawn by the server (it paints before the scripts run),
  // under the policy; asked for as a phone's browser asks (its window's width, Client Hints)
  const firstBanner = (await (await page.request.get(`${API}/api/sliders`)).json()).data.main[0].thubmnail;
  const home = async () => (await page.request.get('/', { headers: { 'sec-ch-viewport-width': '390' } })).text();
  await expect.poll(home, { timeout: 10_000 }).toContain(`src="${firstBanner}"`);
  await expect(page.locator('img[src*="/storage/"]').first()).toBeVisible();

  await loginUi(page);
  for (const [path, text] of [
    ['/account', 'demoplayer1'],
    ['/deposit', 'Deposit'],
    ['/promotions', 'Promotions'],
    ['/betting-record', 'Betting Records'],
    ['/games?type=SLOT&system=JILI&title=Slot', 'Super Ace'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Play Super Ace' }).click();
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Super Ace' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeEnabled();
  // the support chat (its own remote) opens from the Help button
  await page.goto('/account');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('button', { name: 'Send us a Message' })).toBeVisible();
  expect(violations).toEqual([]);
});
