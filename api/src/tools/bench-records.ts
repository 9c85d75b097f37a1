// Part of npm run bench: the Settled betting records of a player with 100,000 settled bets, on the embedded
// database (PGlite, in memory) or on PostgreSQL (DATABASE_URL), through the api's own request handling.
// Prints the median and 95th percentile of the group list (Last 7 days) and of one group's first page.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { openPglite, openPostgres } from '../db/client.js';
import { seed } from '../seed/index.js';

const BETS = Number(process.argv[2]) || 100_000;
const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(null);
await seed(database.db, { demoPlayer: true });
const { app } = await buildApp({ db: database.db, adminToken: 'bench-admin-token-0123456789abcdef0123456' });
await app.ready();
const login = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'demoplayer1', password: 'demopass123' } })).json<{
  token: string;
}>();
const player = sql`(select id from players where username_lower = 'demoplayer1')`;
// 100,000 bets over the last 7 days, across every game of the catalogue (the demo provider's own rows)
await database.db.execute(sql`
  insert into game_seeds (player_id, server_seed, server_seed_hash, client_seed, active) values (${player}, 'bench', 'bench', 'bench', false)`);
await database.db.execute(sql`
  insert into game_rounds (player_id, game_id, game_name, game_type, platform, engine, bet_poisha, win_poisha, status, seed_id, nonce, outcome, created_at, settled_at)
  select ${player}, g.id, g.name, g.type, g.platform, 'slot', 1000, case when n % 3 = 0 then 2500 else 0 end, 'settled',
         (select max(id) from game_seeds), n, '{}'::jsonb, now() - (n % 600000) * interval '1 second', now()
  from generate_series(1, ${BETS}) n
  join (select id, name, type, platform, row_number() over (order by id) - 1 as k, count(*) over () as c from games) g on g.k = n % g.c`);
await database.db.execute(sql`
  insert into game_round_days (player_id, day, platform, game_type, count, bet_poisha, win_poisha)
  select player_id, to_char(created_at at time zone 'Asia/Dhaka', 'YYYY-MM-DD'), platform, game_type, count(*), sum(bet_poisha), sum(win_poisha)
  from game_rounds group by 1, 2, 3, 4`);
await database.db.execute(sql`analyze game_rounds`);

async function measure(url: string, times = 40) {
  const ms: number[] = [];
  let status = 0;
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { authorization: `Bearer ${login.token}` } });
    ms.push(performance.now() - t0);
    status = res.statusCode;
  }
  ms.sort((a, b) => a - b);
  return { status, p50: ms[Math.floor(times / 2)], p95: ms[Math.floor(times * 0.95)] };
}
const groups = await measure('/api/betting-record?date=last7');
const first = (await app.inject({ url: '/api/betting-record?date=last7', headers: { authorization: `Bearer ${login.token}` } })).json<{
  data: { date: string; platform: string; game_type: string }[];
}>().data[0];
const group = await measure(`/api/betting-record/group?date=${first.date}&platform=${first.platform}&game_type=${first.game_type}`);
const line = (name: string, r: { status: number; p50: number; p95: number }) =>
  console.log(`  ${name.padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (status ${r.status}, budget 200 ms)`);
console.log(`\nSettled betting records, a player with ${BETS.toLocaleString('en-US')} bets (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`);
line('GET /api/betting-record (7 days)', groups);
line('GET /api/betting-record/group', group);
await app.close();
await database.close();
