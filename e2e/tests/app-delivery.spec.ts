// The installed app (issue 58) at 390x844 with its service worker: the manifest and the worker register, the site
// loads offline after one visit, a page that needs the network (a money page) shows the offline page instead of an
// old copy, the api's answers are never kept, and a new release of a remote is a new worker whose cache replaces the
// old one. In the shared-state project: it switches a release in under the running servers (scripts/e2e-server.mjs).
import { expect, test, type Page } from '@playwright/test';
import { axeClean, CONTROL, loginUi } from './helpers';

test.use({ serviceWorkers: 'allow' });

async function control(path: string) {
  const res = await fetch(`${CONTROL}${path}`);
  if (!res.ok) throw new Error(`control ${path}: ${res.status}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The page is controlled by the site's worker (registered 3 s after the load, its release's files kept). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}
const caches = (page: Page) => page.evaluate(async () => (await window.caches.keys()).filter((k) => k.startsWith('bet-')));
/** Every address the site's caches hold. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await window.caches.keys()) for (const r of await (await window.caches.open(name)).keys()) out.push(r.url);
    return out;
  });

test.afterEach(async () => {
  await control('/activate/mf-games/-');
});

test('installable: the manifest, the worker; offline after one visit, the offline page for a money page; no api answer kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  await loginUi(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()));
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=app' });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Deposit', 'Exchange', 'Games']);
  await controlled(page);
  expect(await caches(page)).toHaveLength(1);
  // Chromium's own installability check (what Lighthouse's installable audit asked): nothing missing
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  // (a test's browser context is a private window, where Chromium installs nothing: that is the one error allowed)
  expect(installabilityErrors.filter((e) => (e as { errorId: string }).errorId !== 'in-incognito')).toEqual([]);
  // a visit to the games (the player's answers come from the api, never from the worker's cache)
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  const urls = await kept(page);
  expect(urls.some((u) => u.endsWith('/offline.html'))).toBe(true);
  expect(urls.some((u) => /\/remoteEntry\.js$/.test(u))).toBe(true);
  expect(urls.filter((u) => u.startsWith('http://localhost:4900/'))).toEqual([]);

  // offline: the site's frame loads from the kept release
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.screenshot({ path: '../docs/screens/offline-home.png' });
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // a money page: the offline page, in English and Bangla, never an old copy
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('আপনি অফলাইনে আছেন')).toBeVisible();
  await axeClean(page, 'the offline page');
  await page.screenshot({ path: '../docs/screens/offline-deposit.png' });
  // back online, the same address is the deposit page
  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/deposit$/);
});

test("a remote's new release is a new worker: its cache replaces the old release's, never beside it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await controlled(page);
  const [before] = await caches(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);
  // release N+1 of mf-games switched in (its manifest changes): the shell's server reads it within 2 s
  const { version } = (await control('/variant-major/mf-games')) as { version: string };
  await control(`/activate/mf-games/${encodeURIComponent(version)}`);
  await expect(async () => {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const now = await caches(page);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(before);
  }).toPass({ timeout: 30_000 });
  // the new worker is in control of the open page, with only its own release's files
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
});
