// Every route in Bangla, as a guest and as a logged-in player: no English word outside names. A name (the brand, a
// team, a game, a provider, a player's username) is marked translate="no" where it is shown; a few words are the
// same in both languages (bKash, UPAY, TRX, BDT) and are allowed by name.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import {
  admin,
  API,
  axeClean,
  layersSettled,
  resetShift,
  screenProblems,
  signupApi,
  siteRoutes,
  submitLogin,
  watchShifts,
  type SiteRoute,
  startCricket,
} from './helpers';

/** Words that stay as they are in Bangla: wallet, app and browser names, and codes of two or three capitals (a
 * currency, a team's short name in a fancy line), and the T of a T20 match. */
const ALLOWED =
  /^(bKash|UPAY|Nagad|Rocket|TRX|GMT|BetBazar|VIP|VP|OTP|SMS|QR|P2P|ID|PNG|JPEG|WebP|GIF|USDT|BTC|Android|iOS|Windows|macOS|Linux|Chrome|Firefox|Safari|Edge|Opera|WhatsApp|Facebook|Telegram|T|[A-Z]{2,3})$/;

/** The visible English words of the page that are not inside translate="no". */
async function englishWords(page: Page | Frame, known: string[]): Promise<string[]> {
  return page.evaluate(
    ([allowed, knownNames]) => {
      const re = new RegExp(allowed);
      const out: string[] = [];
      const wordsOf = (text: string) => (text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).map((w) => w.replace(/[.'’-]+$/, ''));
      // the names the page shows (marked translate="no") may appear again inside a sentence or a control's name
      const names = new Set<string>();
      for (const el of document.querySelectorAll('[translate="no"]')) {
        for (const w of wordsOf(el.textContent ?? '')) names.add(w);
        for (const attr of ['aria-label', 'alt', 'title']) for (const w of wordsOf(el.getAttribute(attr) ?? '')) names.add(w);
      }
      for (const n of knownNames) for (const w of wordsOf(n)) names.add(w);
      const allowedWord = (w: string) => re.test(w) || names.has(w);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest('[translate="no"], script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none' || !el.getClientRects().length) continue;
        for (const word of wordsOf(n.textContent ?? '')) if (!allowedWord(word)) out.push(word);
      }
      // names given to controls (aria-label, placeholder, title, alt) are read out too
      for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (el.closest('[translate="no"]')) continue;
        for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = el.getAttribute(attr) ?? '';
          // an example in a field (name@example.com, XXXXXXXXX) is not a sentence
          if (attr === 'placeholder' && /@|^[X\d\s-]+$/.test(value)) continue;
          for (const word of wordsOf(value)) if (!allowedWord(word)) out.push(`${attr}:${word}`);
        }
      }
      return out;
    },
    [ALLOWED.source, known] as const,
  );
}

/** Names the api gives (every game's) and the player's own: they appear inside sentences too. */
async function knownNames(request: APIRequestContext, player?: string): Promise<string[]> {
  const games = (await (await request.get(`${API}/api/get-games`)).json()) as { data: { name: string }[] };
  return [...games.data.map((g) => g.name), ...(player ? [player] : [])];
}

async function walk(page: Page, paths: string[], known: string[]) {
  const found: Record<string, string[]> = {};
  // one load, then the routes as a player moves between them (in the page): the floating chat button, mounted
  // after the first load, is on every screen it belongs to
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // a player's first page brings the system notice: read with it open, then close it
  const notice = page.getByRole('dialog');
  if (await notice.isVisible()) {
    const words = await englishWords(page, known);
    if (words.length) found['/ (notice)'] = [...new Set(words)];
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'সাপোর্টের সঙ্গে চ্যাট করুন' })).toBeVisible();
  // accessibility and layout shift are checked on the same walk (axe: the frame once, then each screen's main part)
  await axeClean(page, 'the frame, in Bangla');
  for (const path of paths) {
    await resetShift(page);
    await page.evaluate((to) => {
      history.pushState({}, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    // the screen has come: its skeletons and loaders gave way to what arrived
    await page.waitForFunction(() => !document.querySelector('.skeleton, .loader, [aria-busy="true"]'), null, { timeout: 5000 }).catch(() => undefined);
    await page.waitForTimeout(400);
    const words = await englishWords(page, known);
    if (words.length) found[path] = [...new Set(words)];
    const problems = await screenProblems(page, path);
    if (problems.length) found[`${path} (axe, layout shift)`] = problems;
  }
  if (process.env.BANGLA_REPORT) fs.appendFileSync(process.env.BANGLA_REPORT, JSON.stringify(found) + '\n');
  return found;
}

const paths = (routes: SiteRoute[], login: boolean) => routes.filter((r) => r.login === login || !r.login).map((r) => r.sample ?? r.path);

test.beforeEach(async ({ page }, info) => {
  if (!info.title.startsWith('a player switches')) await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await watchShifts(page);
});

/** The walks are cut in parts (every third route), each a test of its own: one walk of every route ran past its limit
 * when CI ran every suite at once on two cores; parts run on both workers and each has its own limit. */
const PARTS = 3;
const part = (list: string[], i: number) => list.filter((_, k) => k % PARTS === i);

for (let i = 0; i < PARTS; i++) {
  test(`every public route in Bangla shows no English word outside names; axe and layout shift on each (part ${i + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    const routes = await siteRoutes(request);
    const publicPaths = paths(routes, false).filter((p) => !routes.find((r) => (r.sample ?? r.path) === p)?.login);
    const found = await walk(page, part(publicPaths, i), await knownNames(request));
    expect(await page.locator('html').getAttribute('lang')).toBe('bn-BD');
    expect(found).toEqual({});
  });
}

/** Logs in on the Bangla login screen (its labels in Bangla). */
async function loginBangla(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('ইউজারনেম').fill(username);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A new Bangla player with a message the desk wrote in both languages (the inbox shows its Bangla; its English
 * would be found), logged in on the Bangla login screen. */
async function banglaPlayer(page: Page, request: APIRequestContext) {
  const p = await signupApi(request, { lang: 'bn' });
  await admin(request, 'POST', '/api/admin/inbox', {
    username: p.username,
    title: 'Weekend cashback',
    message: 'Ten percent back on Sunday',
    title_bn: 'সাপ্তাহিক ক্যাশব্যাক',
    message_bn: 'রবিবারে দশ শতাংশ ফেরত',
  });
  await loginBangla(page, p.username, p.password);
  return p;
}

for (let i = 0; i < PARTS; i++) {
  test(`every route of a logged-in player in Bangla shows no English word outside names; axe and layout shift on each (part ${i + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    // ~10 routes with axe on each
    test.setTimeout(150_000);
    const p = await banglaPlayer(page, request);
    const found = await walk(page, part(paths(await siteRoutes(request), true), i), await knownNames(request, p.username));
    expect(found).toEqual({});
  });
}

test('a match in play in Bangla: its odds, its live frames and the bet slip show no English word outside names', async ({ page, request }) => {
  const p = await banglaPlayer(page, request);
  const known = await knownNames(request, p.username);
  const found: Record<string, string[]> = {};
  // the system notice a player's first page brings is read by the walks; here it is closed
  await page.waitForLoadState('networkidle');
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  // a match in play, its odds and its score (the live frames too), and the bet slip open on a price: a match of its
  // own (the simulated world's may end while the walk goes on)
  const match = await startCricket(request);
  await page.evaluate((url) => {
    history.pushState({}, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/odds-view?eventId=${match.eventId}&marketId=${match.marketId}`);
  let slipOpen = false;
  for (let i = 0; i < 4 && !slipOpen; i++) {
    if (i > 0) await page.waitForTimeout(3000);
    await expect(page).toHaveURL(/odds-view/);
    await expect(page.locator('button.odds-cell.back').first()).toBeVisible();
    await page.waitForTimeout(1500); // the live frames' first score
    const odds = await englishWords(page, known);
    // the frames show the teams the page names
    const teams = await page.evaluate(() => [...document.querySelectorAll('[translate="no"]')].map((el) => el.textContent ?? ''));
    for (const frame of page.frames().filter((f) => f.url().includes('/api/live/'))) odds.push(...(await englishWords(frame, [...known, ...teams])));
    if (odds.length) found[`/odds-view (match ${i + 1})`] = [...new Set(odds)];
    // the match odds suspended (a wicket, an innings break) take no bet: a moment later
    const matchOdds = page.getByRole('region', { name: 'ম্যাচ অডস' });
    if (!(await matchOdds.locator('.odds-overlay').first().isVisible())) {
      // the prices move as the feed ticks: the tap goes to the button wherever it is now
      await matchOdds
        .locator('button.odds-cell.back')
        .first()
        .evaluate((b: HTMLButtonElement) => b.click());
      slipOpen = await page
        .getByRole('button', { name: 'বাজি ধরুন' })
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false);
    }
  }
  expect(slipOpen).toBe(true);
  const slip = await englishWords(page, known);
  if (slip.length) found['/odds-view (bet slip)'] = [...new Set(slip)];
  if (process.env.BANGLA_REPORT) fs.appendFileSync(process.env.BANGLA_REPORT, JSON.stringify(found) + '\n');
  expect(found).toEqual({});
});

test('a player switches language in the member menu; it stays after a reload and comes back at the next login on a new device', async ({ page, request }) => {
  const p = await signupApi(request);
  await submitLogin(page, p.username, p.password);
  // the system notice after login holds the page (a modal): read and closed first
  await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'Close' }).click();
  await layersSettled(page);
  await page.goto('/account');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/language'));
  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  // at once, without a reload
  await expect(page.getByRole('link', { name: 'ব্যক্তিগত তথ্য' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
  expect((await saved).ok()).toBe(true);
  // the member menu with its language row, in Bangla: no serious or critical accessibility violation
  await axeClean(page, 'the member menu in Bangla');
  await page.reload();
  await expect(page.getByRole('link', { name: 'ব্যক্তিগত তথ্য' })).toBeVisible();
  // a new device: nothing stored; the login screen is English until the profile's language arrives with the login
  const fresh = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto('/login');
  await other.getByLabel('Username').fill(p.username);
  await other.getByLabel('Password', { exact: true }).fill(p.password);
  await other.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(other).toHaveURL(/\/$/);
  await other.goto('/account');
  await expect(other.getByRole('link', { name: 'ব্যক্তিগত তথ্য' })).toBeVisible();
  await fresh.close();
});

test('the Bangla web font is fetched for Bangla text; an English page with ৳ loads only the taka sign’s font', async ({ browser }) => {
  const fonts = async (lang: string | null) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (lang) await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('.woff2')) asked.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('.marquee')).toContainText('৳');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    // the faces of the page's web font the browser has loaded, by the characters each covers (the taka sign's comes
    // inside the stylesheet, a font of one glyph: no request of its own)
    const loaded = await page.evaluate(() => {
      const faces: string[] = [];
      document.fonts.forEach((f) => {
        if (f.family.includes('Bangla Web') && f.status === 'loaded') faces.push(f.unicodeRange.toUpperCase());
      });
      return faces;
    });
    await context.close();
    return { asked, loaded };
  };
  const english = await fonts(null);
  expect(english.loaded).toEqual(['U+9F3']);
  expect(english.asked.some((f) => /bengali-400/.test(f))).toBe(false);
  const bangla = await fonts('bn');
  expect(bangla.asked.some((f) => /bengali-400/.test(f))).toBe(true);
});
