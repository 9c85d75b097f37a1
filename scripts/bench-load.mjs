// The load scenario of `npm run bench` (issue 32): for 60 s, with arrivals spread evenly: 1,000 open tabs of 40
// players polling their balance and inbox every 10 s (200 calls a second), 200 odds viewers on the event stream,
// and 50 fast pollers of the match odds every 300 ms with their ETag (167 calls a second). Reports p50/p99 and
// errors per kind, and how many streams stayed open.
//
// An open loop: each call leaves at its own moment, 1/rate after the one before, whether or not earlier calls have
// been answered, as independent players' tabs do. (autocannon's rate gives each connection a budget per second that
// it spends at once, at the start of each second: 200 calls arriving together every second, a burst that measured
// queueing, p50 40 ms, on an api idle 60 % of the time.)
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const SECONDS = Number(process.env.LOAD_SECONDS) || 60;

async function players(api, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const username = `load${Date.now().toString(36)}${i}`;
    const password = 'pass12345';
    const phone = `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const res = await fetch(`${api}/api/v1/create-players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, confirmPassword: password, name: username, phone, email: `${username}@example.com`, currency: 'BDT' }),
    });
    if (!res.ok) throw new Error(`signup ${res.status}: ${await res.text()}`);
    const login = await (
      await fetch(`${api}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) })
    ).json();
    out.push(login.token);
  }
  return out;
}

/**
 * Makes `call(i)` `rate` times a second for `seconds`, each at its own evenly spaced moment; the latency of a call
 * is from that moment to the end of its answer's body. `call` resolves with the response; a status other than
 * 200 and 304 counts as an error.
 */
async function openLoop(rate, seconds, call) {
  const latencies = [];
  let errors = 0;
  const calls = [];
  const start = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    calls.push(
      call(i)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.status !== 200 && res.status !== 304) errors += 1;
        })
        .catch(() => (errors += 1))
        .finally(() => latencies.push(performance.now() - due)),
    );
  }
  await Promise.all(calls);
  latencies.sort((a, b) => a - b);
  const at = (q) => Number(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1));
  return { calls: latencies.length, p50: at(0.5), p99: at(0.99), errors };
}

const line = (title, r) => `  ${title.padEnd(44)} ${String(r.calls).padStart(6)} calls  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}`;

export async function loadScenario(api) {
  const tokens = await players(api, 40);
  const cricket = await (await fetch(`${api}/api/sports-events/cricket`)).json();
  const live = cricket.find((e) => e.InPlay) ?? cricket[0];
  const odds = `${api}/api/match-odds/${live.MarketId}`;
  const etag = (await fetch(odds)).headers.get('etag');

  // 200 odds viewers on the event stream
  const controllers = [];
  let open = 0;
  let streamErrors = 0;
  for (let i = 0; i < 200; i++) {
    const c = new AbortController();
    controllers.push(c);
    let counted = false;
    fetch(`${api}/api/stream/event/${live.EventId}`, { signal: c.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        open += 1;
        counted = true;
        const reader = res.body.getReader();
        for (;;) if ((await reader.read()).done) break;
      })
      .catch((e) => {
        if (e.name !== 'AbortError') streamErrors += 1;
      })
      .finally(() => {
        if (counted) open -= 1;
      });
  }
  const tabs = openLoop(200, SECONDS, (i) => {
    const headers = { authorization: `Bearer ${tokens[i % tokens.length]}` };
    return i % 2 ? fetch(`${api}/api/balance`, { method: 'POST', headers }) : fetch(`${api}/api/inbox?page=1`, { headers });
  });
  // each poller sends the ETag of the last answer it read, as the odds view does
  let tag = etag ?? '';
  const pollers = openLoop(167, SECONDS, async () => {
    const res = await fetch(odds, { headers: { 'if-none-match': tag } });
    tag = res.headers.get('etag') ?? tag;
    return res;
  });
  const [t, p] = await Promise.all([tabs, pollers]);
  const stillOpen = open;
  for (const c of controllers) c.abort();
  console.log(`\nLoad (${SECONDS} s, arrivals spread evenly; the feed at real time):`);
  console.log(line('1,000 tabs polling balance and inbox (200/s)', t));
  console.log(line('50 fast pollers of the match odds (167/s)', p));
  console.log(`  ${'200 odds viewers on the event stream'.padEnd(44)} ${stillOpen} open at the end, ${streamErrors} refused`);
  return { tabs: t, pollers: p, streams: stillOpen };
}

/**
 * The same scenario on PostgreSQL with two api processes on one port (`npm run start:cluster`), on a new database
 * beside `adminUrl`'s (dropped afterwards). Skipped (returns null) when no PostgreSQL answers there.
 */
export async function loadOnPostgres(root, adminUrl) {
  const { createRequire } = await import('node:module');
  const { spawn } = await import('node:child_process');
  const path = await import('node:path');
  const pg = createRequire(path.join(root, 'api', 'package.json'))('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    console.log(`\nLoad on PostgreSQL: skipped (no PostgreSQL at ${adminUrl})`);
    return null;
  }
  const name = `bench_load_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const port = 4950;
  const cluster = spawn(process.execPath, [path.join(root, 'scripts', 'api-cluster.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url.href, API_PROCESSES: '2', PORT: String(port), FEED_SPEED: '1', SIGNUPS_PER_IP: '1000' },
  });
  const api = `http://localhost:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 240) throw new Error('the cluster did not answer');
      if (
        await fetch(`${api}/api/general`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await sleep(500);
    }
    // both processes up and the follower holding the leader's feed state (a new database: the feed starts now)
    await sleep(10_000);
    console.log('\nThe same load on PostgreSQL, two api processes on one port (npm run start:cluster):');
    return await loadScenario(api);
  } finally {
    cluster.kill('SIGTERM');
    await new Promise((r) => cluster.once('exit', r));
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
  }
}
