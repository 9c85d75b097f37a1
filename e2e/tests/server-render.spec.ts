// The first screen from the server (shell/src/server-render.tsx): a guest's page, and a player's frame, are drawn by
// the shell's server and hydrated by the client.
import { expect, test, type Page } from '@playwright/test';
import { API, axeClean, loginUi, signupApi, verifiedPlayer } from './helpers';

/**
 * Keeps the remote's section as the document brought it, before any script (its first element): hydration keeps
 * that element, a render by the client would put another in its place (sectionKept).
 */
const keepDrawnSection = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Element | null }).drawn = document.querySelector('.remote-section')?.firstElementChild ?? null;
    });
  });
/** Whether the document brought the remote's section drawn (keepDrawnSection). */
const sectionDrawn = (page: Page) => page.evaluate(() => Boolean((window as unknown as { drawn: Element | null }).drawn));
const sectionKept = (page: Page) =>
  page.evaluate(() => {
    const drawn = (window as unknown as { drawn: Element | null }).drawn;
    return Boolean(drawn?.isConnected && drawn === document.querySelector('.remote-section')?.firstElementChild);
  });
/** Whether the remote's code has come and taken its section (React marks the element's first child it hydrated). */
const sectionTaken = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('.remote-section')?.firstElementChild ?? {}).some((k) => k.startsWith('__react')));

/**
 * What went wrong on the page while the journey walked it: errors in the console (React's, a mismatch among them),
 * uncaught errors, and a file of the site that did not load (named). An api call's refusal is the page's to handle
 * (an event another journey closed meanwhile answers 404), so not counted; the console's line for it neither.
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().startsWith(`${API}/api/`)) errors.push(`${page.url()}: ${r.status()} ${r.url()}`);
  });
  return errors;
}

/** Whether the shell's root has been taken by React (hydrateRoot or createRoot mark the element). */
const reactHasRoot = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test("a guest's pages are there, styled, before any script runs", async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Welcome back! Log in to play.')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    // the server's stylesheet: the primary button is the brand's yellow, not the browser's grey
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCSS('background-color', 'rgb(255, 180, 0)');

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Casino' })).toBeVisible();
    // the home's first banner and the site's notice come with the page (the answers the server drew them from)
    await expect(page.locator('.banner img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Favourites' })).toBeVisible();
    await page.screenshot({ path: '../docs/screens/server-drawn-home.png' });
  });

  test("a guest's page of a remote is drawn by the remote's own render on the shell's server, styled", async ({ page }) => {
    await page.goto('/games?type=SLOT&system=JILI&title=Slot');
    await expect(page.getByRole('heading', { name: 'Slot' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Play Super Ace' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    // the remote's styles, inline in the page: the games are a grid of three
    const tiles = page.locator('.remote-section').getByRole('button', { name: /^Play / });
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(second?.y).toBe(first?.y);
    await page.screenshot({ path: '../docs/screens/server-drawn-games.png' });
    await page.goto('/exchange-sports');
    await expect(page.getByRole('tab', { name: 'Cricket' })).toBeVisible();
    await page.goto('/fairness');
    await expect(page.getByRole('heading', { name: 'Check a round' })).toBeVisible();
    await page.goto('/responsible-gaming');
    await expect(page.locator('.remote-section').getByRole('heading').first()).toBeVisible();
  });

  test("a guest on a player's page, or on Make Payment, gets the login form drawn by the server", async ({ page, request }) => {
    for (const path of ['/deposit', '/make-payment', '/account']) {
      // the server sends the guest on (never kept by a cache: the answer depends on the player cookie)
      const answer = await request.get(path, { headers: { 'sec-ch-ua-mobile': '?1' }, maxRedirects: 0 });
      expect(answer.status(), path).toBe(302);
      expect(answer.headers().location, path).toBe(`/login?next=${encodeURIComponent(path)}`);
      expect(answer.headers()['cache-control'], path).toBe('no-store');
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?next=/);
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await expect(page.getByLabel('Username')).toBeVisible();
    }
    // the desktop site shows a guest its promotions and sends no one to the login
    const desktop = await request.get('/promotions', { headers: { 'sec-ch-viewport-width': '1280', 'sec-ch-ua-mobile': '?0' }, maxRedirects: 0 });
    expect(desktop.status()).toBe(200);
  });

  test('a Bangla reader gets the page in Bangla', async ({ page, context }) => {
    await context.addCookies([{ name: 'bet_lang', value: 'bn', url: 'http://localhost:8980' }]);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(page.getByRole('heading', { name: 'লগইন' })).toBeVisible();
  });

  test("a player's page comes with a player's frame: the balance loading, the toolbar, no guest's header", async ({ page, context }) => {
    await context.addCookies([{ name: 'bet_player', value: '1', url: 'http://localhost:8980' }]);
    await page.goto('/deposit');
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', /"player":true/);
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    // the server never has the player's token: the balance is drawn loading, as the client's first render draws it
    await expect(page.getByRole('link', { name: /Balance/ })).toHaveText(/…/);
    await expect(page.getByRole('link', { name: 'Deposit' }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Account' })).toBeVisible();
    await page.screenshot({ path: '../docs/screens/server-drawn-player-frame.png' });
  });
});

test('hydration keeps what a player typed into the server-drawn login form, and the form sends it', async ({ page, request }) => {
  const player = await signupApi(request);
  // the shell's app code waits until the player has typed into the page the server sent
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/bootstrap\.[0-9a-f]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const username = page.getByLabel('Username');
  await username.fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  expect(await reactHasRoot(page)).toBe(false);
  // the same input element before and after: hydration keeps the server's DOM (a client render would replace it)
  await page.evaluate(() => ((window as unknown as { typedInto: Element | null }).typedInto = document.querySelector('input[name="username"]')));
  release();
  await expect.poll(() => reactHasRoot(page)).toBe(true);
  await expect(username).toHaveValue(player.username);
  expect(await page.evaluate(() => (window as unknown as { typedInto: Element | null }).typedInto === document.querySelector('input[name="username"]'))).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /Balance/ })).toBeVisible();
  expect(errors).toEqual([]);
  // now a player: the next page is the client's, and the cookie says so
  expect((await page.context().cookies()).find((c) => c.name === 'bet_player')?.value).toBe('1');
});

test("a player's pages hydrate the server's frame without a mismatch, and the balance comes", async ({ page, request }) => {
  const errors = pageErrors(page);
  // a player of its own: a journey that logs the demo player in meanwhile ends the demo player's other sessions
  const player = await verifiedPlayer(request);
  await loginUi(page, player.username, player.password);
  // the balance as this device last saw it and hidden: what only the device knows is drawn after hydration
  await page.getByRole('banner').getByRole('button', { name: 'Hide balance' }).click();
  await keepDrawnSection(page);
  for (const path of ['/deposit', '/', '/account', '/games?type=SLOT', '/exchange']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', /"player":true/);
    await expect.poll(() => reactHasRoot(page)).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Show balance' })).toBeVisible();
    // a remote's page: its section drawn by the server (the player's own answers loading) and hydrated, not redrawn
    if (path === '/') continue;
    expect(await sectionDrawn(page), `${path}: the server drew the section`).toBe(true);
    await expect.poll(() => sectionTaken(page)).toBe(true);
    await expect.poll(() => sectionKept(page)).toBe(true);
  }
  await page.getByRole('banner').getByRole('button', { name: 'Show balance' }).click();
  await page.goto('/deposit');
  await expect(page.getByRole('link', { name: /Balance/ })).toHaveText(/৳ [\d,]+\.\d\d/);
  await expect(page.getByText('PAYMENT METHOD')).toBeVisible();
  await axeClean(page, "a player's page hydrated from the server's frame");
  expect(errors).toEqual([]);
});

test('every public page of the shell hydrates without a mismatch', async ({ page }) => {
  const errors = pageErrors(page);
  for (const path of ['/', '/login', '/signup', '/forgot-password', '/games?type=SLOT']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', /"lang":"en"/);
    await expect.poll(() => reactHasRoot(page)).toBe(true);
    // the page works as an app: the header's menu opens
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('complementary', { name: 'Menu' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test("a guest's page of a remote: the client hydrates the remote's section the server drew, and it works", async ({ page }) => {
  const errors = pageErrors(page);
  await keepDrawnSection(page);
  const sameElement = () => sectionKept(page);
  for (const path of ['/games?type=SLOT&system=JILI&title=Slot', '/fairness', '/exchange-sports', '/responsible-gaming']) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-ssr', /"lang":"en"/);
    await expect(page.locator('.remote-section')).toHaveCount(1);
    expect(await sectionDrawn(page), `${path}: the server drew the section`).toBe(true);
    await expect.poll(() => sectionTaken(page)).toBe(true);
    await expect.poll(sameElement).toBe(true);
  }
  // the games page works: another provider's games come
  await page.goto('/games?type=SLOT&system=JILI&title=Slot');
  await expect.poll(sameElement).toBe(true);
  await page.getByRole('tab', { name: 'JDB' }).click();
  await expect(page.getByRole('tab', { name: 'JDB' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/system=JDB/);
  expect(errors).toEqual([]);
});

test("a tap on a remote's section before its code has come is not lost: it takes effect once the section is hydrated", async ({ page }) => {
  // the games remote's code is held until the tap is made; its section, drawn by the server, is there at once
  let held = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/:\d+\/(.*\/)?remoteEntry\.js(\?.*)?$/, async (route) => {
    if (/:8983\/|mf-games/.test(route.request().url())) {
      held++;
      await released;
    }
    await route.continue();
  });
  // not until the load event: the held entry, asked for before it, holds it too. The server draws the providers'
  // tabs when the api answers within its wait (ANSWERS_WAIT_MS): on a loaded host it may not, and the page is asked
  // for again (its section then waits for its code, held here past the remote's deadline)
  await expect(async () => {
    await page.goto('/games?type=SLOT&system=JILI&title=Slot', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('tab', { name: 'JILI' })).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => reactHasRoot(page)).toBe(true);
  await expect.poll(() => held).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'JDB' }).click();
  // the section is still the server's, its code held: the tap waits for it
  expect(await sectionTaken(page)).toBe(false);
  await expect(page).toHaveURL(/system=JILI/);
  release();
  await expect(page).toHaveURL(/system=JDB/);
  await expect(page.getByRole('tab', { name: 'JDB' })).toHaveAttribute('aria-selected', 'true');
});
