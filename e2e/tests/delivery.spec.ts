// Independent delivery (docs/operations.md, "Release a remote"): a remote on another origin under a CDN path, a
// release switched in and rolled back under running servers (no restart) while a page stays open, and version skew
// both ways against the previous release (scripts/skew-baseline.json, built by scripts/skew.mjs). The e2e server
// (scripts/e2e-server.mjs) packages every build as a release and switches pointers and the deployment as a team would.
import { expect, test, type Page } from '@playwright/test';
import sharedPackage from '../../shared/package.json' with { type: 'json' };
import { ADMIN_TOKEN, API, axeClean, CONTROL, loginUi, uncovered } from './helpers';

interface Releases {
  build: Record<string, string>;
  baseline: Record<string, string>;
  baselineError: string | null;
  baselineCommit: string;
  baselineShared: string | null;
  cdn: string;
}

async function control(path: string, body?: unknown) {
  const res = await fetch(`${CONTROL}${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  const answer = await res.json();
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}
const releases = (): Promise<Releases> => control('/releases');
const activate = (dir: string, version: string) => control(`/activate/${dir}/${encodeURIComponent(version)}`);
const REMOTES = ['mf-account', 'mf-funds', 'mf-games', 'mf-exchange', 'mf-support'];

/** Moves within the open page (no load), as a link would. */
async function visitInPage(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** No section of the page failed: neither the unavailable panel nor the updated one. */
async function noFallback(page: Page) {
  await expect(page.getByText('This section is unavailable')).toHaveCount(0);
  await expect(page.getByText('This section has been updated')).toHaveCount(0);
}

test.afterEach(async () => {
  await control('/deploy', {});
  for (const dir of ['shell', ...REMOTES]) await activate(dir, '-');
});

test('a remote on another origin under a CDN path: the page loads it from there and its policy names that origin', async ({ page }) => {
  const r = await releases();
  const manifest = `${r.cdn}/mf-games/${r.build['mf-games']}/mf-manifest.json`;
  await control('/deploy', { remotes: { mf_games: manifest } });
  const asked: string[] = [];
  page.on('request', (req) => asked.push(req.url()));
  const res = await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  await noFallback(page);
  // the manifest, the entry and the page's chunks came from the second host name, under the release's path
  const fromCdn = asked.filter((u) => u.startsWith(`${r.cdn}/mf-games/${r.build['mf-games']}/`));
  expect(fromCdn.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(fromCdn.some((u) => u.endsWith('/remoteEntry.js'))).toBe(true);
  expect(asked.some((u) => u.startsWith('http://localhost:8983/'))).toBe(false);
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(new RegExp(`script-src [^;]*${r.cdn.replace(/[.:/]/g, '\\$&')}`));
  expect(res?.headers().link ?? '').toContain(`<${manifest}>; rel=preload`);
});

test('redeploy with no restart: the open page keeps working, a reload shows the new release (its new page), a rollback the old', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const r = await releases();
  await activate('mf-games', r.build['mf-games']);
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();

  // release N+1 of mf-games: it adds a page, published with its release (no shell release)
  const next = (await control('/variant/mf-games')) as { version: string };
  expect(next.version).not.toBe(r.build['mf-games']);
  await activate('mf-games', next.version);

  // the page open before keeps working: a page of release N loaded on demand now (its chunk from the old release)
  await visitInPage(page, '/fairness');
  await expect(page.getByRole('heading', { name: 'Check a round' })).toBeVisible();
  await noFallback(page);

  // a new page load gets release N+1 and its new page (the shell's server reads what a remote publishes every 2 s)
  const fresh = await browser.newPage();
  await expect(async () => {
    await fresh.goto('/tournaments');
    await expect(fresh.getByText('Coming soon')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(fresh.getByRole('heading', { name: 'Tournaments' })).toBeVisible();
  // and its entry in the menu, which the shell composes from what the remotes publish
  await fresh.getByRole('button', { name: 'Menu' }).click();
  await expect(fresh.getByRole('link', { name: 'Tournaments' })).toBeVisible();
  await fresh.waitForTimeout(400); // the drawer's slide
  await fresh.screenshot({ path: '../docs/screens/drawer-remote-page.png' });
  await fresh.getByRole('link', { name: 'Tournaments' }).click();
  await expect(fresh.getByText('Coming soon')).toBeVisible();
  // its first-load hints name files that are there (the new release's, within a few seconds)
  await expect(async () => {
    const res = await fresh.request.get('/games');
    const scripts = [...(res.headers().link ?? '').matchAll(/<(http:\/\/localhost:8983\/[^>]+\.js)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect((await fresh.request.get(s)).status(), s).toBe(200);
    const load = (await (await fresh.request.get('http://localhost:8983/first-load.json')).json()) as { start: string[] };
    expect(scripts.map((s) => s.replace('http://localhost:8983/', ''))).toEqual(expect.arrayContaining(load.start));
  }).toPass({ timeout: 10_000 });

  // rolled back: the page is gone again for a new load
  await activate('mf-games', r.build['mf-games']);
  await expect(async () => {
    await fresh.goto('/tournaments');
    await expect(fresh.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await fresh.close();
});

test('a remote built against another major version of @bet/shared: its section says so with Reload, is reported, and none of its code runs', async ({
  browser,
  page,
  request,
}) => {
  const r = await releases();
  const major = (await control('/variant-major/mf-games')) as { version: string };
  await activate('mf-games', major.version);
  await expect(async () => {
    await page.goto('/games?type=SLOT&title=Slot');
    await expect(page.getByText('This section has been updated')).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Reload the page to continue.')).toBeVisible();
  await axeClean(page, 'the updated panel');
  // the panel's one action is free at 390x844 and on a phone turned (844x390, a touch screen): the chat button floats
  // beside it, never over it
  await page.waitForTimeout(2_000); // the chat button comes 1.5 s after the page's load
  await uncovered(page.getByRole('button', { name: 'Reload' }));
  await page.screenshot({ path: '../docs/screens/remote-updated.png' });
  const turned = await browser.newContext({ viewport: { width: 844, height: 390 }, hasTouch: true });
  const landscape = await turned.newPage();
  await landscape.goto('/games?type=SLOT&title=Slot');
  await expect(landscape.getByText('This section has been updated')).toBeVisible();
  await landscape.waitForTimeout(2_000);
  await uncovered(landscape.getByRole('button', { name: 'Reload' }));
  await landscape.screenshot({ path: '../docs/screens/remote-updated-landscape.png' });
  await turned.close();
  // the remote's entry never ran (it would have set its container on the window)
  expect(await page.evaluate(() => 'mf_games' in window)).toBe(false);
  // the rest of the page works: the header, the menu
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // reported to the api's metrics
  await expect(async () => {
    const text = await (await request.get(`${API}/api/admin/metrics`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
    expect(text).toMatch(/bet_remote_problems_total\{remote="mf_games",reason="incompatible"\} [1-9]/);
  }).toPass({ timeout: 5_000 });
  // the team rolls back: Reload shows the section again
  await activate('mf-games', r.build['mf-games']);
  await page.waitForTimeout(2_500); // the shell's server reads a remote's files every 2 s
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  // (the section comes drawn by the server: the remote's code runs a moment later, and takes it)
  await expect.poll(() => page.evaluate(() => 'mf_games' in window)).toBe(true);
});

/** The main journeys a player makes, with every section shown by its remote. */
async function mainJourneys(page: Page) {
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  await page.goto('/exchange-sports');
  await expect(page.getByRole('region', { name: 'Cricket' }).getByRole('link').first()).toBeVisible();
  await loginUi(page);
  await page.goto('/account');
  await expect(page.getByLabel('Main wallet balance')).toBeVisible();
  await page.goto('/deposit');
  await expect(page.getByRole('button', { name: 'bKash' })).toBeVisible();
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
  // the support remote's widget on every page
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible({ timeout: 15_000 });
  await noFallback(page);
}

test("version skew both ways: the current shell with the previous release's remotes, that release's shell with the current remotes", async ({ browser }) => {
  test.setTimeout(240_000);
  const r = await releases();
  expect(r.baselineError).toBeNull();
  expect(Object.keys(r.baseline)).toEqual(expect.arrayContaining(['shell', ...REMOTES]));
  // the policy (docs/architecture.md, "Versions and compatibility"): a remote runs on a shell whose @bet/shared has
  // its major version and at least its minor; otherwise the section shows the updated panel
  const [baseMajor, baseMinor] = (r.baselineShared ?? '0.0.0').split('.').map(Number);
  const [major, minor] = sharedPackage.version.split('.').map(Number);
  const runs = {
    "the previous release's remotes": baseMajor === major,
    "the previous release's shell": baseMajor === major && baseMinor >= minor,
  };
  for (const [what, dirs] of [
    ["the previous release's remotes", REMOTES],
    ["the previous release's shell", ['shell']],
  ] as const) {
    await test.step(`${what} (@bet/shared ${r.baselineShared} and ${sharedPackage.version})`, async () => {
      for (const dir of dirs) await activate(dir, r.baseline[dir]);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      if (runs[what]) {
        await mainJourneys(page);
        expect(errors).toEqual([]);
      } else {
        await page.goto('/games?type=SLOT&title=Slot');
        await expect(page.getByText('This section has been updated')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
      }
      await context.close();
      for (const dir of dirs) await activate(dir, '-');
    });
  }
});
