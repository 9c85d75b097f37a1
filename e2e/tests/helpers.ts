import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const API = 'http://localhost:4900';
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef01234';
export const CONTROL = 'http://127.0.0.1:8979';
export const DEMO = { username: 'demoplayer1', password: 'demopass123', phone: '01712345678' };

/** A fresh valid username (8-16 letters and digits). */
export function uniqueName(prefix = 'pl'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 16);
}

/** Digits only, 11 long, unique enough for a run. */
export function uniquePhone(): string {
  return `017${String(Date.now()).slice(-8)}`;
}

export async function admin(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await request.fetch(`${API}${path}`, { method, data, headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/**
 * A cricket match of the journey's own, started in play (the demo feed's dev call, admin token): a T20 with every
 * kind of fancy line, `minutes` of it played (19: about five overs, a session line about to close). The simulated
 * world's own matches depend on the hour the run starts (at night none may suit for minutes), so a journey that
 * needs a live match starts one.
 */
export async function startCricket(request: APIRequestContext, minutes = 19): Promise<{ eventId: string; marketId: string; name: string }> {
  const { data } = (await admin(request, 'POST', '/api/dev/feed/start', { sport: 'cricket', minutes })) as {
    data: { event_id: string; market_id: string; event: string };
  };
  return { eventId: data.event_id, marketId: data.market_id, name: data.event };
}

/** Fills and sends the (English) login screen; the player lands on / with the system notice open. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The public answers a page of the shell's server carries (shell/server/index.mjs, freshAnswers), by call. */
async function carriedAnswers(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const block = /id="bet-answers">([^<]*)</.exec(await (await request.get(path)).text())?.[1];
  const answers = block ? (JSON.parse(block) as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(answers).map(([a, body]) => [`${new URL(a).pathname}${new URL(a).search}`, body]));
}

/**
 * Asks the shell's server for a page until the page carries the answers of `calls` (the public answers the api lets
 * a shared cache keep), as it does for a site with players on it.
 */
export async function pageWithAnswers(request: APIRequestContext, path: string, calls: string[]) {
  await expect
    .poll(async () => {
      const answers = await carriedAnswers(request, path);
      return calls.filter((c) => !(c in answers));
    })
    .toEqual([]);
}

/**
 * After a back-office change to public content: asks the shell's server for a page until the answer of `call` it
 * carries, if any, shows the change (a page may carry one as old as a shared cache may serve it: the api's
 * CDN-Cache-Control, 35 s at most).
 */
export async function pageShows(request: APIRequestContext, path: string, call: string, changed: (answer: unknown) => boolean) {
  await expect
    .poll(
      async () => {
        const answers = await carriedAnswers(request, path);
        return !(call in answers) || changed(answers[call]);
      },
      { timeout: 40_000 },
    )
    .toBe(true);
}

/** What a guest is offered to log in: the guest bar's Login link, or the login page's own button. */
export function loginOffer(page: Page): Locator {
  return page
    .getByRole('link', { name: 'Login' })
    .or(page.getByRole('button', { name: 'Login' }))
    .first();
}

/** Logs in through the login screen and closes the system notice. */
export async function loginUi(page: Page, username = DEMO.username, password = DEMO.password) {
  await submitLogin(page, username, password);
  // the system notice shows once after login: read it and close it
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close' }).click();
  await layersSettled(page);
}

/**
 * A closed sheet gives its history entry back a moment later (so the phone's Back leaves the page, not an empty
 * sheet): wait for it before the next page.goto, which that Back would otherwise cancel.
 */
export async function layersSettled(page: Page) {
  await page.waitForFunction(() => !(history.state as { layer?: string } | null)?.layer && !document.documentElement.dataset.layers);
}

/** Creates a player through the api (the same call the signup screen makes). */
export async function signupApi(request: APIRequestContext, extra: Record<string, string> = {}) {
  const username = uniqueName();
  const password = 'pass12345';
  const res = await request.post(`${API}/api/v1/create-players`, {
    data: {
      username,
      password,
      confirmPassword: password,
      name: username,
      phone: uniquePhone(),
      email: `${username}@example.com`,
      referral_code: '',
      agent_code: '',
      currency: 'BDT',
      status: 'active',
      ...extra,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return { username, password };
}

/** A player with a verified phone (deposits need one), signed up through the api, with a token of theirs. */
export async function verifiedPlayer(request: APIRequestContext) {
  const phone = uniquePhone();
  const p = await signupApi(request, { phone });
  const token = (await (await request.post(`${API}/api/login`, { data: p })).json()).token as string;
  const auth = { Authorization: `Bearer ${token}` };
  expect((await request.post(`${API}/api/send-verification-code`, { headers: auth, data: { phone } })).ok()).toBeTruthy();
  const verified = await request.post(`${API}/api/verify-phone-number`, { headers: auth, data: { verification_code: await codeFor(request, phone) } });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  return { ...p, token };
}

export async function controlApp(action: 'stop' | 'start', dir: string) {
  const res = await fetch(`${CONTROL}/${action}/${dir}`);
  if (!res.ok) throw new Error(`control ${action} ${dir}: ${res.status}`);
}

/** The newest 6-digit code the dev outbox holds for `to` (a phone or an email). */
export async function codeFor(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const res = await request.get(`${API}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const rows = (await res.json()).data as { body: string }[];
    code = rows[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 5000 });
  return code;
}

/**
 * No serious or critical accessibility violation on the screen as it is now (`what` names it in a failure); `within`
 * checks only that part (a selector), when the rest was checked already.
 */
export async function axeClean(page: Page, what = '', within?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${what ? `${what}: ` : ''}${v.id}: ${v.help} ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('')}`).join(' | ')}`,
      ),
  ).toEqual([]);
}

/** The element is what a finger lands on at its centre: nothing floats over it (a button over a primary action). */
export async function uncovered(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const free = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top === el || el.contains(top);
  });
  expect(free).toBe(true);
}

/** The most a screen may move while it arrives (Lighthouse's good CLS is 0.1; ours is half). */
export const MAX_SHIFT = 0.05;

/** Counts the page's layout shift (CLS's sum, shifts right after input left out) from the first paint on. */
export async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** The layout shift since the page loaded or since the last `resetShift`. */
export const shiftSoFar = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);
export const resetShift = (page: Page) => page.evaluate(() => ((window as unknown as { shift: number }).shift = 0));

/**
 * What is wrong with the screen that has just arrived at `path`: it moved more than MAX_SHIFT since `resetShift`, or
 * axe finds a serious or critical violation in its main part (the frame around it is checked once, whole).
 */
export async function screenProblems(page: Page, path: string): Promise<string[]> {
  const out: string[] = [];
  const shift = await shiftSoFar(page);
  if (shift > MAX_SHIFT) out.push(`${path}: layout shift ${shift.toFixed(3)} (at most ${MAX_SHIFT})`);
  try {
    await axeClean(page, path, 'main');
  } catch (e) {
    out.push(
      ...String((e as Error).message)
        .split('\n')
        .filter((l) => l.includes(`${path}:`)),
    );
  }
  return out;
}

export interface SiteRoute {
  owner: string;
  path: string;
  title: string;
  login: boolean;
  sample?: string;
}

/**
 * The site's routes as the running site publishes them: the shell's own pages (its build's routes.json) and what each
 * remote publishes with its release (config.json's `routes`, which the shell's server read).
 */
export async function siteRoutes(request: APIRequestContext): Promise<SiteRoute[]> {
  const shell = (await (await request.get('/routes.json')).json()) as Omit<SiteRoute, 'owner'>[];
  const { routes } = (await (await request.get('/config.json')).json()) as { routes: Record<string, Omit<SiteRoute, 'owner'>[] | null> };
  return [
    ...shell.map((r) => ({ ...r, owner: 'shell' })),
    ...Object.entries(routes).flatMap(([owner, list]) => {
      if (!list) throw new Error(`${owner} published no routes`);
      return list.map((r) => ({ ...r, owner }));
    }),
  ];
}
