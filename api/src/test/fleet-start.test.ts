// A fleet starts together (issue 32): api processes started at the same moment on an empty PostgreSQL all come
// up: the migrations and the seed run under an advisory lock, one process after another.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../db/client.js';
import { seed } from '../seed/index.js';
import { emptyPostgres, POSTGRES_ONLY } from './helpers.js';

describe('processes started together on an empty PostgreSQL', { skip: POSTGRES_ONLY }, () => {
  it('three processes migrate and seed at the same moment: all come up, the data is there once', async () => {
    const empty = await emptyPostgres('bet_fleet');
    try {
      const opened = await Promise.allSettled([0, 1, 2].map(() => openPostgres(empty.url, { setup: (db) => seed(db, { demoPlayer: true }) })));
      const failed = opened.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as Error).message)] : []));
      assert.deepEqual(failed, []);
      const dbs = opened.map((o) => (o as PromiseFulfilledResult<Awaited<ReturnType<typeof openPostgres>>>).value);
      const r = (await dbs[0].db.execute(sql`SELECT count(*)::int AS n FROM players WHERE username = 'demoplayer1'`)) as unknown as { rows: { n: number }[] };
      assert.equal(r.rows[0].n, 1);
      await Promise.all(dbs.map((d) => d.close()));
    } finally {
      await empty.drop();
    }
  });
});
