// The taps that matter, measured as a phone feels them: the latency of each interaction (the Event Timing API's
// duration: from the tap to the next frame painted after its handlers, what INP takes the worst of) for opening the
// bet slip, placing a bet, submitting a deposit and switching the language, at a given CPU slowdown (Chrome's
// DevTools throttling, as Lighthouse's devtools mode applies it). npm run bench prints them at Lighthouse's default
// 4x and at the slowdown calibrated to this host (scripts/lighthouse.mjs, calibratedSlowdown).
import { calibratedSlowdown } from './lighthouse.mjs';
import { E2E } from './ports.mjs';

/**
 * The worst latency of each tap (ms; Event Timing reports only interactions of 16 ms or more, so a faster one
 * reads as "< 16"), with the player's session, at `slowdown`. `startMatch()` answers an in-play cricket event id.
 */
export async function tapLatencies(browser, { site, session, slowdown, startMatch }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // what the site's client writes beside a session (FIRST_SCREEN_COOKIES): the server draws a player's page for it
  await context.addCookies([{ name: 'bet_player', value: '1', url: site }]);
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('username', s.username);
    localStorage.setItem('remote_id', String(s.remote_id));
    // the exchange's sign-in token of the login answer (the odds view trades it for its own)
    if (s.exchangeToken) localStorage.setItem('exchangeToken', s.exchangeToken);
    // every interaction's entries (a tap is pointerdown, pointerup and click: one interaction id)
    const taps = [];
    Object.defineProperty(window, '__taps', { value: taps });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) taps.push({ id: e.interactionId, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  }, session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });

  /** Runs `act` (one tap) and waits for `done`; the worst duration of the interactions it made. */
  async function measure(act, done) {
    const before = await page.evaluate(() => window.__taps.length);
    await act();
    await done();
    // an interaction's entry is queued after the frame that follows it
    await page.waitForTimeout(500 * Math.max(1, slowdown / 4));
    const entries = await page.evaluate((n) => window.__taps.slice(n), before);
    return entries.length ? Math.max(...entries.map((e) => e.duration)) : null;
  }
  // the page's first work done (the odds view's stream keeps the network busy: no "network idle" to wait for)
  const settle = () => page.waitForLoadState('load').then(() => page.waitForTimeout(2000 * Math.max(1, slowdown / 4)));
  const out = {};
  const timeout = 60_000 * Math.max(1, slowdown / 4);

  // open the bet slip on a match in play, then place a bet from it
  const eventId = await startMatch();
  await page.goto(`${site}/odds-view?eventId=${eventId}`);
  const price = page
    .getByRole('region', { name: 'Match Odds' })
    .getByRole('button', { name: / Back / })
    .first();
  await price.waitFor({ timeout });
  await settle();
  const slip = page.getByRole('form', { name: 'Bet slip' });
  out['open the bet slip'] = await measure(
    () => price.click({ timeout }),
    () => slip.waitFor({ timeout }),
  );
  await slip.getByLabel('Stake', { exact: true }).fill('100');
  await page.waitForTimeout(500);
  out['place a bet'] = await measure(
    () => slip.getByRole('button', { name: 'Place Bet' }).click({ timeout }),
    () => page.locator('.bet-messages .bet-message').first().waitFor({ timeout }),
  );

  // submit a deposit (an agent's, the demo's default mode): the tap that sends the amount
  await page.goto(`${site}/deposit`);
  await page.getByRole('button', { name: 'bKash' }).click({ timeout });
  await page.getByRole('button', { name: 'CashOut' }).click({ timeout });
  await page.getByRole('button', { name: '1K', exact: true }).click({ timeout });
  await settle();
  out['submit a deposit'] = await measure(
    () => page.getByRole('button', { name: 'Deposit', exact: true }).click({ timeout }),
    () => page.waitForURL(/\/make-payment$/, { timeout }),
  );

  // switch the language in the member menu (and back, so the demo player stays English). A choice in a <select>
  // is no pointer interaction on the page (the phone's own picker), so Event Timing has no entry for it: measured
  // the same way by hand, from the change to the first frame painted with the page in Bangla
  await page.goto(`${site}/account`);
  await page.getByRole('combobox', { name: 'Language' }).waitFor({ timeout });
  await settle();
  const choose = (lang) =>
    page.evaluate(async (to) => {
      const select = [...document.querySelectorAll('select')].find((s) => [...s.options].some((o) => o.value === 'bn'));
      const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
      const t0 = performance.now();
      select.value = to;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      // the next frame (what INP would count of a tap), then the first frame with the page in the new language
      await frame();
      const next = performance.now() - t0;
      while (!document.documentElement.lang.startsWith(to)) await frame();
      await frame();
      return { next, whole: performance.now() - t0 };
    }, lang);
  const switched = await choose('bn');
  out['switch the language'] = switched.next;
  out['the page in Bangla'] = switched.whole;
  await page.waitForTimeout(1000);
  await choose('en');
  await page.waitForTimeout(1000);
  await context.close();
  return out;
}

/**
 * The four taps' latencies (scripts/bench-inp.mjs) at Lighthouse's default 4x and at the slowdown calibrated to
 * this host's CPU benchmark index, each tap the worst of two walks.
 */
export async function printTaps(b, { site, api, session, benchmarkIndex }) {
  const calibrated = Math.round(calibratedSlowdown(benchmarkIndex) * 10) / 10;
  const startMatch = async () => {
    const res = await fetch(`${api}/api/dev/feed/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E.adminToken}` },
      body: JSON.stringify({ sport: 'cricket', minutes: 19 }),
    });
    return (await res.json()).data.event_id;
  };
  console.log(`\nThe taps that matter, latency from the tap to the next frame (Event Timing; INP is the worst), a player, 390x844:`);
  for (const slowdown of [4, calibrated]) {
    const runs = [];
    for (let i = 0; i < 2; i++) runs.push(await tapLatencies(b, { site, session, slowdown, startMatch }));
    const line = Object.keys(runs[0])
      .map((tap) => {
        const worst = Math.max(...runs.map((r) => r[tap] ?? 0));
        return `${tap} ${worst ? `${Math.round(worst)} ms` : '< 16 ms'}`;
      })
      .join(', ');
    console.log(
      `  ${String(slowdown).padStart(4)}x${slowdown === calibrated ? ` (calibrated, benchmark ${Math.round(benchmarkIndex)})` : ' (default)'}: ${line}  (goal 200 ms)`,
    );
  }
}
