// The load scenario of `npm run bench` (issue 32): for 60 s, with arrivals spread evenly (autocannon's overall
// rate, not bursts): 1,000 open tabs of 40 players polling their balance and inbox every 10 s (200 calls a
// second), 200 odds viewers on the event stream, and 50 fast pollers of the match odds every 300 ms with their
// ETag (167 calls a second). Reports p50/p99 and errors per kind, and how many streams stayed open.
import autocannon from 'autocannon';

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

const line = (title, r) => {
  const errors = r.errors + r.timeouts + r['4xx'] + r['5xx'];
  return `  ${title.padEnd(44)} ${String(r.requests.total).padStart(6)} calls  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}`;
};

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
  let n = 0;
  const tabs = autocannon({
    url: api,
    duration: SECONDS,
    connections: 40,
    overallRate: 200,
    requests: [
      {
        setupRequest: (req) => {
          const token = tokens[n++ % tokens.length];
          return n % 2
            ? { ...req, method: 'POST', path: '/api/balance', headers: { authorization: `Bearer ${token}` } }
            : { ...req, method: 'GET', path: '/api/inbox?page=1', headers: { authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  const pollers = autocannon({ url: odds, duration: SECONDS, connections: 50, overallRate: 167, headers: { 'if-none-match': etag ?? '' } });
  const [t, p] = await Promise.all([tabs, pollers]);
  const stillOpen = open;
  for (const c of controllers) c.abort();
  console.log(`\nLoad (${SECONDS} s, arrivals spread evenly; the feed at real time):`);
  console.log(line('1,000 tabs polling balance and inbox (200/s)', t));
  console.log(line('50 fast pollers of the match odds (167/s)', p));
  console.log(`  ${'200 odds viewers on the event stream'.padEnd(44)} ${stillOpen} open at the end, ${streamErrors} refused`);
  return { tabs: t, pollers: p, streams: stillOpen };
}
