// `npm run start:cluster` (issue 32): the cluster script runs two api processes on one port and one PostgreSQL;
// one of them leads the feed; the leader killed (SIGKILL), the other takes the feed over within 10 s and the
// cluster starts a replacement.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import pg from 'pg';
import { emptyPostgres, pgUrl, POSTGRES_ONLY } from './helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN = 'c'.repeat(40);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the cluster start', { skip: POSTGRES_ONLY }, () => {
  it('two processes listen on one port, one leads the feed; the leader killed, the other leads within 10 s', async () => {
    const empty = await emptyPostgres('bet_cluster');
    const name = new URL(empty.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const port = 4800 + crypto.randomInt(0, 150);
    const cluster = spawn(process.execPath, [path.join(root, 'scripts/api-cluster.mjs')], {
      env: { ...process.env, DATABASE_URL: empty.url, API_PORT: String(port), PORT: String(port), ADMIN_TOKEN: ADMIN, API_PROCESSES: '2', FEED_SPEED: '10' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    cluster.stdout.on('data', (d) => (log += String(d)));
    cluster.stderr.on('data', (d) => (log += String(d)));
    /** The api process holding the feed's lock, as PostgreSQL names its connection (bet-api-<pid>). */
    const leaderPid = async (): Promise<number | null> => {
      const r = await admin.query<{ app: string }>(
        `SELECT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
         WHERE l.locktype = 'advisory' AND l.granted AND a.datname = $1`,
        [name],
      );
      const m = /^bet-api-(\d+)$/.exec(r.rows[0]?.app ?? '');
      return m ? Number(m[1]) : null;
    };
    try {
      // two cold starts of tsx; on a CI machine busy with every other suite they took over 40 s
      for (let i = 0; i < 360 && (log.match(/listening on/g) ?? []).length < 2; i++) await sleep(250);
      assert.equal((log.match(/listening on/g) ?? []).length, 2, log);
      const workers = [...log.matchAll(/api worker (\d+) started/g)].map((m) => Number(m[1]));
      const first = await leaderPid();
      assert.ok(first !== null && workers.includes(first), `the feed's lock is held by a worker (${first}; workers ${workers})`);
      process.kill(first, 'SIGKILL');
      let next: number | null = null;
      for (let i = 0; i < 40 && (next === null || next === first); i++) {
        await sleep(250);
        next = await leaderPid();
      }
      assert.ok(next !== null && next !== first, `another process leads within 10 s (${next})`);
      for (let i = 0; i < 40 && !/starting another/.test(log); i++) await sleep(250);
      assert.match(log, /starting another/);
      // and the port keeps answering
      const res = await fetch(`http://127.0.0.1:${port}/api/general`);
      assert.equal(res.status, 200);
    } finally {
      cluster.kill('SIGTERM');
      await new Promise((r) => cluster.once('exit', r));
      await admin.end();
      await empty.drop();
    }
  });
});
