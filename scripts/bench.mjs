// npm run bench: the performance figures, measured (never asserted by timed tests).
// 1. gzipped JS bytes the browser downloads for the first load of / (guest) and of /account (after login),
// 2. Lighthouse's mobile profile on /, /games and /deposit (logged in),
// 3. the api's requests per second for its public content calls and POST /api/balance beside a bare Fastify route
//    answering the same bytes, in turns in the same run (autocannon, 10 connections, 3 rounds of 4 s, loopback),
// 4. the Settled betting records of a player with 100,000 bets (api/src/tools/bench-records.ts).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildAll } from './build.mjs';
import { root } from './bootstrap.mjs';
import { lighthouseScores } from './lighthouse.mjs';

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

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});

async function jsBytes(route, session) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (session) {
    await context.addInitScript((s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('username', s.username);
      localStorage.setItem('remote_id', String(s.remote_id));
    }, session);
  }
  const page = await context.newPage();
  const files = [];
  page.on('response', async (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await res.body();
      // what came over the wire (the server's precompressed copy), beside the decoded size
      const wire = (await res.request().sizes()).responseBodySize;
      files.push({ url: res.url(), raw: body.length, gz: wire });
    } catch {
      /* redirected */
    }
  });
  await page.goto(`${SITE}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await context.close();
  if (process.env.BENCH_FILES) for (const f of files.sort((a, b) => b.gz - a.gz)) console.log(`    ${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.url}`);
  return { raw: files.reduce((a, f) => a + f.raw, 0), gz: files.reduce((a, f) => a + f.gz, 0), count: files.length };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const home = await jsBytes('/', null);
const account = await jsBytes('/account', login);
await browser.close();
console.log('\nFirst load, JavaScript the browser downloads (production build):');
console.log(
  `  /         guest   ${String(home.count).padStart(3)} files  ${kb(home.raw).padStart(10)} raw  ${kb(home.gz).padStart(9)} on the wire   (goal 150 KB)`,
);
console.log(`  /account  player  ${String(account.count).padStart(3)} files  ${kb(account.raw).padStart(10)} raw  ${kb(account.gz).padStart(9)} on the wire`);

const session = { token: login.token, username: 'demoplayer1', remote_id: login.remote_id };
const scores = await lighthouseScores(SITE, [
  { route: '/', session: null },
  { route: '/games', session },
  { route: '/deposit', session },
]);
console.log('\nLighthouse 12, mobile profile (simulated slow 4G, 4x CPU), Debian chromium:');
for (const r of scores) {
  const goal = r.route === '/' ? '(goal: 95, LCP <= 2000, CLS <= 0.05, TBT <= 150)' : '(goal: 90)';
  console.log(
    `  ${r.route.padEnd(9)} performance ${String(r.performance).padStart(3)}  accessibility ${r.accessibility}  best practices ${r.bestPractices}  ` +
      `FCP ${r.fcp} ms  LCP ${r.lcp} ms  TBT ${r.tbt} ms  CLS ${r.cls}  ${goal}`,
  );
}

// a bare Fastify route in its own process (as the api is), answering the same bytes as /api/general
const BARE = 'http://127.0.0.1:4990';
const generalBody = await (await fetch(`${API}/api/general`)).text();
// and, beside it, the bytes of one live match's odds (the exchange's hottest call)
const liveEvent = (await (await fetch(`${API}/api/sports-events/cricket`)).json()).find((e) => e.InPlay);
const oddsBody = await (await fetch(`${API}/api/match-odds/${liveEvent.MarketId}`)).text();
const bare = spawn(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import Fastify from 'fastify'; const body = process.env.BODY; const app = Fastify();
     app.get('/', (req, reply) => reply.type('application/json; charset=utf-8').send(body));
     app.get('/odds', (req, reply) => reply.type('application/json; charset=utf-8').send(process.env.ODDS));
     await app.listen({ port: 4990, host: '127.0.0.1' });`,
  ],
  { cwd: path.join(root, 'scripts'), env: { ...process.env, BODY: generalBody, ODDS: oddsBody }, stdio: ['ignore', 'ignore', 'inherit'] },
);
process.on('exit', () => bare.kill('SIGTERM'));
await waitFor(BARE);

async function rps(title, opts) {
  const r = await autocannon({ duration: 10, connections: 10, ...opts });
  const errors = r.errors + r['4xx'] + r['5xx'];
  console.log(
    `  ${title.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}`,
  );
  return r.requests.average;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The api call and the bare route in turns (3 rounds of 4 s each), so a busy second on this 2-core machine hits both. */
async function beside(title, opts, bareUrl) {
  const api = [];
  const base = [];
  let errors = 0;
  let p99 = 0;
  for (let i = 0; i < 3; i++) {
    base.push((await autocannon({ url: bareUrl, duration: 4, connections: 10 })).requests.average);
    const r = await autocannon({ duration: 4, connections: 10, ...opts });
    api.push(r.requests.average);
    errors += r.errors + r['4xx'] + r['5xx'];
    p99 = Math.max(p99, r.latency.p99);
  }
  const [a, b] = [median(api), median(base)];
  console.log(
    `  ${title.padEnd(34)} ${String(Math.round(a)).padStart(6)} req/s  p99 ${p99} ms  errors ${errors}  bare route ${Math.round(b)} req/s: ` +
      `${Math.round((a / b) * 100)}% (goal: 70%)`,
  );
}
console.log('\nApi throughput (autocannon, 10 connections, loopback; each call in turns with a bare Fastify route');
console.log('answering the same bytes, 3 rounds of 4 s, medians):');
// both servers warmed up first (JIT), so the order of the runs does not decide the figures
for (const url of [BARE, `${API}/api/general`]) await autocannon({ url, duration: 3, connections: 10 });
const etag = (await fetch(`${API}/api/general`)).headers.get('etag');
for (const [title, opts] of [
  ['GET /api/general', { url: `${API}/api/general` }],
  ['GET /api/general (304)', { url: `${API}/api/general`, headers: { 'if-none-match': etag } }],
  ['GET /api/sliders', { url: `${API}/api/sliders` }],
  ['GET /api/promotion', { url: `${API}/api/promotion` }],
]) {
  await beside(title, opts, BARE);
}
// the exchange feed: answers built once per tick, served from memory
for (const [title, opts] of [
  ['GET /api/match-odds/{marketId}', { url: `${API}/api/match-odds/${liveEvent.MarketId}` }],
  ['GET /api/event/{eventId}', { url: `${API}/api/event/${liveEvent.EventId}` }],
  ['GET /api/sports-events/cricket', { url: `${API}/api/sports-events/cricket` }],
]) {
  await beside(title, opts, `${BARE}/odds`);
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
console.log('\nOne odds-view viewer, 30 s of a live cricket match at real time (FEED_SPEED 1), per minute:');
console.log(`  event stream (SSE)          ${kb(streamed * 2).padStart(9)}`);
console.log(`  polling every 300 ms (ETag) ${kb(polled * 2).padStart(9)}`);
stop();
spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/bench-records.ts'], { cwd: path.join(root, 'api'), stdio: 'inherit' });
// the odds view's rendering, with the React Profiler (a development build of React: a pessimistic figure)
console.log('\nOdds view rendering (React Profiler, jsdom):');
spawnSync(process.execPath, [require.resolve('jest/bin/jest', { paths: [root] }), '--testMatch', '**/*.bench.tsx', '--silent=false', '--verbose=false'], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(0);
