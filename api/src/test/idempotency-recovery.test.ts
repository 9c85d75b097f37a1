// Idempotency keys recover (issue 32): a keyed request whose process died before it answered leaves its key
// reserved; once the reservation's lock time (idempotencyStaleMs) has passed, a retry with the same key runs the
// request exactly once, and every later retry gets that answer. Never two effects, never stuck.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { players } from '../db/schema/index.js';
import { reserveKey } from '../modules/funds/store.js';
import { adminAuth, json, makeTestApp, verifiedPlayer, type TestApp } from './helpers.js';

const STALE_MS = 400;

describe('a keyed withdrawal whose process died mid-request', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ limits: { idempotencyStaleMs: STALE_MS } });
  });
  after(async () => t.close());

  it('is retried once the lock time has passed: one withdrawal, the same answer to every retry', async () => {
    const p = await verifiedPlayer(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: adminAuth,
      payload: { amount: '2000', note: 'funding for a test' },
    });
    const [row] = await t.database.db.select().from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    await t.database.db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.id, row.id));
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    const paymentId = channels.find((c) => c.account_type === 'Agent')!.id;
    const key = 'crash-key-000000001';
    // the first process took the key and died before answering (its reservation stays behind)
    assert.equal(await reserveKey(t.database.db, row.id, 'submit-withdraw', key), true);
    // a new process on the same database
    const { app: restarted } = await buildApp({ db: t.database.db, adminToken: 'z'.repeat(40), limits: { idempotencyStaleMs: STALE_MS } });
    try {
      const withdraw = () =>
        restarted.inject({
          method: 'POST',
          url: '/api/submit-withdraw',
          headers: { ...p.auth, 'idempotency-key': key },
          payload: { account_number: p.phone, amount: '600', payment_id: paymentId, provider: 'bKash' },
        });
      await new Promise((r) => setTimeout(r, STALE_MS + 100));
      const [first, second] = await Promise.all([withdraw(), withdraw()]);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(second.statusCode, 200, second.body);
      assert.deepEqual(json(first), json(second));
      const third = await withdraw();
      assert.deepEqual(json(third), json(first));
      const txs = json<{ data: { action: string }[] }>(await restarted.inject({ url: '/api/transaction/show', headers: p.auth })).data;
      assert.equal(txs.filter((x) => x.action === 'withdraw').length, 1);
      assert.equal(json<{ balance: number }>(await restarted.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).balance, 1400);
    } finally {
      await restarted.close();
    }
  });
});
