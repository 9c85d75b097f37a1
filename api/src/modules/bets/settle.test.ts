// One settlement service for every kind of bet: win, turnover, VP and the referrer's reward in one transaction.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { players, turnovers } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';
import { settle } from './service.js';

describe('settlement', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  const row = async (username: string) => (await t.database.db.select().from(players).where(eq(players.usernameLower, username.toLowerCase())))[0];

  it('credits the win, counts the stake as turnover, earns VP and pays the referrer, all at once', async () => {
    const referrer = await newPlayer(t.app);
    const code = json<{ data: { referral_code: string } }>(await t.app.inject({ url: '/api/user/show', headers: referrer.auth })).data.referral_code;
    const p = await newPlayer(t.app, { referral_code: code });
    const me = await row(p.username);
    await t.database.db.insert(turnovers).values({ playerId: me.id, requiredPoisha: 100_000, remainingPoisha: 100_000 });
    await settle(t.database.db, { playerId: me.id, stakePoisha: 50_000, winPoisha: 120_000, ref: 'round:1' });
    const after = await row(p.username);
    assert.equal(after.balancePoisha, 120_000);
    assert.equal(after.vipCoin, 5); // 1 VP per 100 BDT of 500 BDT
    const [ticket] = await t.database.db.select().from(turnovers).where(eq(turnovers.playerId, me.id));
    assert.equal(ticket.remainingPoisha, 50_000);
    assert.equal((await row(referrer.username)).cashBonusPoisha, 500); // 1 % of 500 BDT
    assert.equal(json(await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth })).success, true);
  });

  it('writes nothing when any part fails', async () => {
    const p = await newPlayer(t.app);
    const me = await row(p.username);
    await t.database.db.insert(turnovers).values({ playerId: me.id, requiredPoisha: 100_000, remainingPoisha: 100_000 });
    await assert.rejects(settle(t.database.db, { playerId: me.id, stakePoisha: 50_000, winPoisha: -1, ref: 'round:2' }), /whole, non-negative/);
    // the win cannot be credited (the balance would overflow its column): the turnover and VP must not stay either
    await t.database.db.execute(`update players set balance_poisha = 9223372036854775000 where id = ${me.id}`);
    await assert.rejects(settle(t.database.db, { playerId: me.id, stakePoisha: 50_000, winPoisha: 100_000, ref: 'round:3' }));
    const [ticket] = await t.database.db.select().from(turnovers).where(eq(turnovers.playerId, me.id));
    assert.equal(ticket.remainingPoisha, 100_000);
    assert.equal((await row(p.username)).vipCoin, 0);
  });
});
