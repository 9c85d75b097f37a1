import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';
import { applyLedger, ledgerMismatches } from './ledger.js';

describe('ledger', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('an admin adjustment moves the balance and writes an entry', async () => {
    const p = await newPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: adminAuth,
      payload: { amount: '150.25', note: 'a test credit' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json<{ balance: number }>(await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).balance, 150.25);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: adminAuth,
      payload: { amount: '1.234', note: 'funding for a test' },
    });
    assert.equal(bad.statusCode, 400);
    const over = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: adminAuth,
      payload: { amount: '-1000', note: 'funding for a test' },
    });
    assert.equal(over.statusCode, 400);
    assert.equal(json(over).message, 'Insufficient balance');
  });

  it('20 concurrent debits never take a balance below zero', async () => {
    const p = await newPlayer(t.app);
    const [row] = await t.database.db.select().from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    await t.database.db.transaction((tx) => applyLedger(tx, row.id, 1000, 'admin_adjustment'));
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => t.database.db.transaction((tx) => applyLedger(tx, row.id, -300, 'bet'))));
    assert.equal(results.filter((r) => r.status === 'fulfilled').length, 3);
    const [after] = await t.database.db.select().from(players).where(eq(players.id, row.id));
    assert.equal(after.balancePoisha, 100);
    assert.deepEqual(await ledgerMismatches(t.database.db), []);
    const check = await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth });
    assert.equal(json(check).success, true);
  });
});
