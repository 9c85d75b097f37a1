// npm run bench: the performance figures, measured (never asserted by timed tests).
// 1. gzipped JS bytes the browser downloads for the first load of / (guest) and of /account (after login), and what
//    opening each remote route from / adds,
// 2. Lighthouse's mobile profile on every public route (as a guest) and on /deposit and /account (logged in),
// 3. the api's requests per second for its public content calls and POST /api/balance beside a bare Fastify route
//    answering the same bytes, in turns in the same run (autocannon, 10 connections, 7 rounds of 2 s, loopback),
// 4. the load scenario (scripts/bench-load.mjs) on the embedded database, then on PostgreSQL with two api processes,
// 5. the Settled betting records of a player with 100,000 bets (api/src/tools/bench-records.ts).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildAll } from './build.mjs';
import { root } from './bootstrap.mjs';
import { lighthouseScores, medianOfRuns } from './lighthouse.mjs';
import { FLOOR_PREFIX, floorSite } from './lh-floor.mjs';
import { printTaps } from './bench-inp.mjs';
import { sourceRoutes } from './ports.mjs';

buildAll();
const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const API = 'http://localhost:4900';
const SITE = 'http://localhost:8980';

// the feed at real time, as `npm start` runs it
const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, FEED_SPEED: '1' },
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitFor(url, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}
await waitFor(`${API}/api/general`);
await waitFor(`${SITE}/config.json`);

const login = await (
  await fetch(`${API}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demoplayer1', password: 'demopass123' }),
  })
).json();

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// BENCH_ONLY=api measures the api alone (no browser, no Lighthouse); BENCH_ONLY=bytes the bytes on the wire alone;
// BENCH_ONLY=lighthouse the bytes and Lighthouse
if (process.env.BENCH_ONLY !== 'api') {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });

  /** A context at the phone's viewport, with a player's session in localStorage when given. */
  async function phone(session) {
    // (the installed app's worker is blocked: it registers 3 s after the load and would serve later steps from its cache,
    // so they would not count what the wire carries)
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    if (session) {
      await context.addInitScript((s) => {
        localStorage.setItem('token', s.token);
        localStorage.setItem('username', s.username);
        localStorage.setItem('remote_id', String(s.remote_id));
      }, session);
      // what the site's client writes beside a session (FIRST_SCREEN_COOKIES): a player's page is the client's
      await context.addCookies([{ name: 'bet_player', value: '1', url: SITE }]);
    }
    return context;
  }

  /**
   * Every JavaScript and CSS file the page downloads, with its size on the wire (the server's precompressed copy)
   * and when it was asked for. The goals count JavaScript; the stylesheets are reported beside it.
   */
  function watchScripts(page) {
    const files = [];
    page.on('response', async (res) => {
      const type = res.headers()['content-type'] ?? '';
      const css = type.includes('text/css');
      // the page itself (its markup and the answers it carries, as the shell's server compresses it), reported beside
      const html = type.includes('text/html') && res.request().isNavigationRequest();
      if (!type.includes('javascript') && !css && !html) return;
      const at = Date.now();
      try {
        const body = await res.body();
        const gz = (await res.request().sizes()).responseBodySize;
        // a script the page prefetched is asked for again when it runs, and taken from the cache (a size of 0 or
        // less): nothing more came over the wire
        if (gz <= 0) return;
        files.push({ url: res.url(), css, html, raw: body.length, gz, at });
      } catch {
        /* redirected */
      }
    });
    return files;
  }
  const sum = (all) => {
    const files = all.filter((f) => !f.css && !f.html);
    const css = all.filter((f) => f.css).reduce((a, f) => a + f.gz, 0);
    const html = all.filter((f) => f.html).reduce((a, f) => a + f.gz, 0);
    return { raw: files.reduce((a, f) => a + f.raw, 0), gz: files.reduce((a, f) => a + f.gz, 0), count: files.length, css, html };
  };
  const list = (files, title) => {
    if (!process.env.BENCH_FILES || !files.length) return;
    console.log(`    ${title}`);
    for (const f of [...files].sort((a, b) => b.gz - a.gz)) console.log(`    ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  };

  /**
   * The first load of `route`: the scripts that arrive until the page's load event and its first calls are done
   * (network idle). What the page asks for later on purpose (the chat button, 1.5 s after the load event) is not
   * the first load; it is counted apart, so the figure does not depend on how fast this machine is that second.
   */
  async function firstLoad(route, session) {
    const context = await phone(session);
    const page = await context.newPage();
    const files = watchScripts(page);
    let loadAt = Infinity;
    page.on('load', () => (loadAt = Date.now()));
    await page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    await context.close();
    const first = files.filter((f) => f.at <= loadAt + 1000);
    const later = files.filter((f) => f.at > loadAt + 1000);
    list(first, `${route}: first load`);
    list(later, `${route}: after the first load`);
    return { ...sum(first), later: sum(later) };
  }

  /** A player on / who then opens each remote's route in the page (no reload): the scripts each one adds. */
  async function remoteSteps(session, routes) {
    const context = await phone(session);
    const page = await context.newPage();
    const files = watchScripts(page);
    await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(2500);
    const steps = [];
    for (const route of routes) {
      const before = files.length;
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const added = files.slice(before);
      list(added, `${route}: added`);
      steps.push({ route, ...sum(added) });
    }
    await context.close();
    return steps;
  }

  /**
   * BENCH_EACH=1: every remote route of the route table opened from / by a player in a fresh browser (nothing cached
   * from another route), and the scripts it adds: the goal is per route, not per walk.
   */
  async function eachRemote(session) {
    const table = sourceRoutes();
    const routes = table.filter((r) => r.owner !== 'shell' && !r.path.includes(':')).map((r) => r.path);
    const out = [];
    for (const route of routes) {
      const [step] = await remoteSteps(session, [route]);
      out.push(step);
    }
    return out;
  }

  const session = { token: login.token, username: 'demoplayer1', remote_id: login.remote_id };
  const tapSession = { ...session, exchangeToken: login.exchange?.[0]?.token };
  // BENCH_ONLY=inp: the taps alone, at 4x and at the slowdown calibrated to this host (one Lighthouse run of / reads it)
  if (process.env.BENCH_ONLY === 'inp') {
    const [probe] = await lighthouseScores(SITE, [{ route: '/', session: null }]);
    await printTaps(browser, { site: SITE, api: API, session: tapSession, benchmarkIndex: probe.benchmarkIndex });
    await browser.close();
    process.exit(0);
  }
  const each = process.env.BENCH_EACH ? await eachRemote(session) : [];
  const home = await firstLoad('/', null);
  const account = await firstLoad('/account', session);
  const steps = await remoteSteps(session, ['/account', '/deposit', '/games', '/exchange', '/chat']);
  await browser.close();
  console.log('\nFirst load, JavaScript the browser downloads (production build, up to the load event and its first calls):');
  console.log(
    `  /         guest   ${String(home.count).padStart(3)} files  ${kb(home.raw).padStart(10)} raw  ${kb(home.gz).padStart(9)} on the wire   (goal 150 KB)  + CSS ${kb(home.css)}, the page ${kb(home.html)}`,
  );
  console.log(
    `  /account  player  ${String(account.count).padStart(3)} files  ${kb(account.raw).padStart(10)} raw  ${kb(account.gz).padStart(9)} on the wire                 + CSS ${kb(account.css)}, the page ${kb(account.html)}`,
  );
  console.log(`  (after the first load, on purpose: the chat button and the banners' slider, ${kb(home.later.gz)} on /)`);
  console.log('Opening a remote route from / (a player, in the page):');
  for (const s of steps)
    console.log(`  ${s.route.padEnd(10)} adds ${String(s.count).padStart(2)} files  ${kb(s.gz).padStart(9)} on the wire   (goal 30 KB)  + CSS ${kb(s.css)}`);

  if (each.length) {
    console.log('Each remote route opened from / alone (a player, in the page, nothing cached from another route):');
    for (const s of each) console.log(`  ${s.route.padEnd(20)} adds ${String(s.count).padStart(2)} files  ${kb(s.gz).padStart(9)} on the wire   (goal 30 KB)`);
  }

  // BENCH_ONLY=bytes stops here (the bytes on the wire alone)
  if (process.env.BENCH_ONLY === 'bytes') process.exit(0);
  const RUNS = Number(process.env.BENCH_LH_RUNS || 3);
  // every public route of the route table as a guest, and a player's /deposit, /account, /exchange and /games (BENCH_LH_ROUTES=a,b
  // measures some of them); a route with a parameter is measured at its sample
  const table = sourceRoutes();
  const measured = [
    ...table.filter((r) => !r.login).map((r) => ({ route: r.sample ?? r.path, session: null })),
    { route: '/deposit', session },
    { route: '/account', session },
    { route: '/exchange', session },
    { route: '/games', session, as: '/games (player)' },
  ].filter((r) => !process.env.BENCH_LH_ROUTES || process.env.BENCH_LH_ROUTES.split(',').includes(r.route));
  const plan = [];
  for (let i = 0; i < RUNS; i++) plan.push(...measured);
  const scores = medianOfRuns(await lighthouseScores(SITE, plan));
  console.log(`\nLighthouse 12, mobile profile (simulated slow 4G, 4x CPU), Debian chromium; median of ${RUNS} runs each:`);
  const goal = '(goal: 95, LCP <= 2500, CLS <= 0.05)';
  for (const r of scores) {
    console.log(
      `  ${r.route.padEnd(18)} performance ${String(r.performance).padStart(3)} (runs ${r.runs.join(', ')})  accessibility ${r.accessibility}  ` +
        `best practices ${r.bestPractices}  FCP ${r.fcp} ms  LCP ${r.lcp} ms  TBT ${r.tbt} ms  CLS ${r.cls}  ${goal}`,
    );
  }
  // the same loads audited again at the CPU slowdown Lighthouse's calibration gives this host (scripts/lighthouse.mjs)
  console.log(`\nThe same loads at the CPU slowdown calibrated to this host (Lighthouse's CPU benchmark of it; 4x assumes ~1533):`);
  for (const r of scores) {
    const c = r.calibrated;
    console.log(
      `  ${r.route.padEnd(18)} benchmark ${String(r.benchmarkIndex).padStart(4)} -> ${r.slowdown}x  performance ${String(c.performance).padStart(3)} (runs ${c.runs.join(', ')})  ` +
        `FCP ${c.fcp} ms  LCP ${c.lcp} ms  TBT ${c.tbt} ms  CLS ${c.cls}  ${goal}`,
    );
  }
  // the same loads at the calibrated slowdown once more, every traced event at its thread time (threadTimeTrace in
  // scripts/lighthouse.mjs): the page's own work, the host's waiting (font lookups, a busy core) left out
  console.log(`\nThe same, every task at its thread time (its wall time on this host is mostly waiting; a reading beside the line above):`);
  for (const r of scores) {
    const c = r.threadTime;
    console.log(
      `  ${r.route.padEnd(18)} ${r.slowdown}x  performance ${String(c.performance).padStart(3)} (runs ${c.runs.join(', ')})  ` +
        `FCP ${c.fcp} ms  LCP ${c.lcp} ms  TBT ${c.tbt} ms  CLS ${c.cls}  ${goal}`,
    );
  }
  // BENCH_LH_FLOOR=1 (or =/a,/b): each guest route's page again with every script taken out (scripts/lh-floor.mjs),
  // the same runs: what the markup, stylesheets and pictures cost alone, the floor no JavaScript change goes under
  if (process.env.BENCH_LH_FLOOR) {
    const wanted = process.env.BENCH_LH_FLOOR === '1' ? null : process.env.BENCH_LH_FLOOR.split(',');
    const guests = measured.filter((r) => !r.session && (!wanted || wanted.includes(r.route)));
    const floor = await floorSite(SITE);
    const floorPlan = [];
    for (let i = 0; i < RUNS; i++) floorPlan.push(...guests.map((r) => ({ route: `${FLOOR_PREFIX}${r.route}`, as: r.route })));
    const floors = medianOfRuns(await lighthouseScores(floor.origin, floorPlan));
    floor.close();
    console.log(`\nThe same pages with every script taken out (the markup alone), at 4x and at the calibrated slowdown:`);
    for (const r of floors) {
      const c = r.calibrated;
      console.log(
        `  ${r.route.padEnd(18)} 4x: performance ${String(r.performance).padStart(3)}  TBT ${r.tbt} ms   ` +
          `benchmark ${String(r.benchmarkIndex).padStart(4)} -> ${r.slowdown}x: performance ${String(c.performance).padStart(3)} (runs ${c.runs.join(', ')})  FCP ${c.fcp} ms  LCP ${c.lcp} ms  TBT ${c.tbt} ms` +
          `   at thread time: performance ${String(r.threadTime.performance).padStart(3)}  TBT ${r.threadTime.tbt} ms`,
      );
    }
  }
  const tapsBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  await printTaps(tapsBrowser, { site: SITE, api: API, session: tapSession, benchmarkIndex: scores[0]?.benchmarkIndex });
  await tapsBrowser.close();
  // BENCH_ONLY=lighthouse stops here (the bytes and Lighthouse, no api figures)
  if (process.env.BENCH_ONLY === 'lighthouse') process.exit(0);
}

// a bare Fastify route in its own process (as the api is) for each call measured, answering that call's bytes and
// its ETag's 304 (the same job without the api's routing, validation and headers)
const BARE = 'http://127.0.0.1:4990';
const liveEvent = (await (await fetch(`${API}/api/sports-events/cricket`)).json()).find((e) => e.InPlay);
const calls = {
  general: '/api/general',
  sliders: '/api/sliders',
  promotion: '/api/promotion',
  odds: `/api/match-odds/${liveEvent.MarketId}`,
  event: `/api/event/${liveEvent.EventId}`,
  cricket: '/api/sports-events/cricket',
};
const answers = {};
for (const [name, call] of Object.entries(calls)) {
  const res = await fetch(`${API}${call}`);
  answers[name] = { body: await res.text(), etag: res.headers.get('etag') };
}
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const answers = JSON.parse(process.env.ANSWERS); const app = Fastify();
     for (const [name, { body, etag }] of Object.entries(answers))
       app.get('/' + name, (req, reply) =>
         req.headers['if-none-match'] === etag ? reply.code(304).send() : reply.type('application/json; charset=utf-8').send(body));
     await app.listen({ port: 4990, host: '127.0.0.1' });`,
  ],
  { cwd: path.join(root, 'scripts'), env: { ...process.env, ANSWERS: JSON.stringify(answers) }, stdio: ['ignore', 'ignore', 'inherit'] },
);
process.on('exit', () => bare.kill('SIGTERM'));
await waitFor(`${BARE}/general`);

async function rps(title, opts) {
  const r = await autocannon({ duration: 10, connections: 10, ...opts });
  const errors = r.errors + r['4xx'] + r['5xx'];
  console.log(
    `  ${title.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}`,
  );
  return r.requests.average;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/**
 * The api call and the bare route in turns (7 rounds of 2 s each, the ratio of each round's pair), so a busy
 * second of this shared 2-core machine hits both sides of a pair: with rounds of 4 s the bare route alone moved
 * by half between runs.
 */
async function beside(title, opts, bareOpts) {
  const api = [];
  const base = [];
  const ratios = [];
  let errors = 0;
  let p99 = 0;
  for (let i = 0; i < 7; i++) {
    base.push((await autocannon({ duration: 2, connections: 10, ...bareOpts })).requests.average);
    const r = await autocannon({ duration: 2, connections: 10, ...opts });
    api.push(r.requests.average);
    ratios.push(r.requests.average / base[i]);
    errors += r.errors + r['4xx'] + r['5xx'];
    p99 = Math.max(p99, r.latency.p99);
  }
  const [a, b] = [median(api), median(base)];
  console.log(
    `  ${title.padEnd(34)} ${String(Math.round(a)).padStart(6)} req/s  p99 ${p99} ms  errors ${errors}  bare route ${Math.round(b)} req/s: ` +
      `${Math.round(median(ratios) * 100)}% (goal: 70%; rounds ${Math.round(Math.min(...ratios) * 100)}-${Math.round(Math.max(...ratios) * 100)}%)`,
  );
}
console.log('\nApi throughput (autocannon, 10 connections, loopback; each call in turns with a bare Fastify route');
console.log("answering the same bytes, 7 rounds of 2 s, median of the rounds' ratios):");
// both servers warmed up first (JIT), so the order of the runs does not decide the figures
for (const url of [`${BARE}/general`, `${API}/api/general`]) await autocannon({ url, duration: 3, connections: 10 });
const notModified = { 'if-none-match': answers.general.etag };
for (const [title, name, headers] of [
  ['GET /api/general', 'general', {}],
  ['GET /api/general (304)', 'general', notModified],
  ['GET /api/sliders', 'sliders', {}],
  ['GET /api/promotion', 'promotion', {}],
  // the exchange feed: answers built once per tick, served from memory
  ['GET /api/match-odds/{marketId}', 'odds', {}],
  ['GET /api/event/{eventId}', 'event', {}],
  ['GET /api/sports-events/cricket', 'cricket', {}],
]) {
  await beside(title, { url: `${API}${calls[name]}`, headers }, { url: `${BARE}/${name}`, headers });
}
await rps('POST /api/balance', { url: `${API}/api/balance`, method: 'POST', headers: { authorization: `Bearer ${login.token}` } });
bare.kill('SIGTERM');

// one odds-view viewer for 30 s, both ways: the event stream, and polling match odds and the event every
// 300 ms with ETags (as the browser's cache does); bytes are bodies plus response headers
const headerBytes = (res) => [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0) + 17;
async function pollBytes(ms) {
  let bytes = 0;
  const tags = new Map();
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (const u of [`${API}/api/match-odds/${liveEvent.MarketId}`, `${API}/api/event/${liveEvent.EventId}`]) {
      const res = await fetch(u, { headers: tags.has(u) ? { 'if-none-match': tags.get(u) } : {} });
      const body = await res.arrayBuffer();
      if (res.headers.get('etag')) tags.set(u, res.headers.get('etag'));
      bytes += headerBytes(res) + body.byteLength;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return bytes;
}
async function streamBytes(ms) {
  const controller = new AbortController();
  const res = await fetch(`${API}/api/stream/event/${liveEvent.EventId}`, { signal: controller.signal });
  let bytes = headerBytes(res);
  const reader = res.body.getReader();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
    }
  } catch {
    /* aborted */
  }
  clearTimeout(timer);
  return bytes;
}
const [streamed, polled] = await Promise.all([streamBytes(30_000), pollBytes(30_000)]);
const { loadScenario, loadOnPostgres } = await import('./bench-load.mjs');
console.log('\nOne odds-view viewer, 30 s of a live cricket match at real time (FEED_SPEED 1), per minute:');
console.log(`  event stream (SSE)          ${kb(streamed * 2).padStart(9)}`);
console.log(`  polling every 300 ms (ETag) ${kb(polled * 2).padStart(9)}`);
await loadScenario(API);
stop();
// and on PostgreSQL with two api processes (BENCH_DATABASE_URL, or the local one when it answers)
await loadOnPostgres(root, process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/bench-records.ts'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
// the odds view's rendering, with the React Profiler (a development build of React: a pessimistic figure)
console.log('\nOdds view rendering (React Profiler, jsdom):');
spawnSync(process.execPath, [require.resolve('jest/bin/jest', { paths: [root] }), '--testMatch', '**/*.bench.tsx', '--silent=false', '--verbose=false'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(0);
