// Bonuses the desk grants and cancels (issue 56) against the real api and database: a grant credits the ledger and
// opens its turnover; above the four-eyes amount (split or not) it waits for a second operator; support cannot; bad
// input and a player on a break are refused with nothing written; a cancel takes back what is left of the bonus,
// never below zero, closes its turnover, once (two at once: one wins); every step audited; the ledger adds up.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, desc, eq } from 'drizzle-orm';
import { auditLog, bonuses, ledgerEntries, players } from '../../db/schema/index.js';
import { adminAuth, balanceOf, json, ledgerOk, makeTestApp, newPlayer, signedInOperator, type TestApp } from '../../test/helpers.js';

type P = Awaited<ReturnType<typeof newPlayer>>;
interface Bonus {
  id: number;
  amount: number;
  turnover: number;
  remaining_turnover: number;
  status: string;
  taken_back: number;
}

describe('bonuses the desk grants', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let money: Record<string, string>;
  let care: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    money = await signedInOperator(t, 'money', 'finance', adminAuth, 'another long operator password');
    care = await signedInOperator(t, 'care', 'support', boss, 'a third long operator password');
  });
  after(async () => t.close());

  const grant = (p: P, body: Record<string, unknown>, as = money) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/bonuses`,
      headers: as,
      payload: { reason: 'loyal player goodwill', turnover: 3, ...body },
    });
  const cancel = (p: P, id: number, as = money) =>
    t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/bonuses/${id}/cancel`, headers: as, payload: { reason: 'granted by mistake' } });
  const listed = async (p: P) => json<{ data: Bonus[] }>(await t.app.inject({ url: `/api/admin/players/${p.username}/bonuses`, headers: care })).data;
  const tickets = async (p: P) =>
    json<{ data: { status: string; required_turnover: number; remaining_turnover: number }[] }>(await t.app.inject({ url: '/api/turnovers', headers: p.auth }))
      .data;
  const written = async () => ({
    bonuses: Number((await t.database.db.select({ n: count() }).from(bonuses))[0].n),
    ledger: Number((await t.database.db.select({ n: count() }).from(ledgerEntries))[0].n),
  });

  it('a grant credits the ledger and opens its turnover; the desk lists it; audited', async () => {
    const p = await newPlayer(t.app);
    const res = await grant(p, { amount: '500.50' });
    assert.equal(res.statusCode, 200, res.body);
    const b = json<{ data: Bonus }>(res).data;
    assert.deepEqual([b.amount, b.turnover, b.remaining_turnover, b.status], [500.5, 3, 1501.5, 'active']);
    assert.equal(await balanceOf(t, p), 500.5);
    assert.deepEqual(
      (await tickets(p)).map((x) => [x.status, x.required_turnover, x.remaining_turnover]),
      [['active', 1501.5, 1501.5]],
    );
    assert.equal((await listed(p))[0].id, b.id);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'player.bonus')).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(row.actor, 'money');
    assert.equal(row.target, p.username);
    // support reads the list, cannot grant
    assert.equal((await grant(p, { amount: 10 }, care)).statusCode, 403);
    await ledgerOk(t);
  });

  it('bad input, an unknown player and a player on a break are refused with nothing written', async () => {
    const p = await newPlayer(t.app);
    const before = await written();
    for (const [body, status, message] of [
      [{ amount: 0 }, 400, 'The bonus must be an amount above 0 and at most 100,000, with at most two decimals.'],
      [{ amount: '-50' }, 400, 'The bonus must be an amount above 0 and at most 100,000, with at most two decimals.'],
      [{ amount: '100000.01' }, 400, 'The bonus must be an amount above 0 and at most 100,000, with at most two decimals.'],
      [{ amount: '1.234' }, 400, 'The bonus must be an amount above 0 and at most 100,000, with at most two decimals.'],
      [{ amount: 100, turnover: 51 }, 400, 'The turnover must be a whole number from 0 to 50.'],
      [{ amount: 100, reason: 'x' }, 400, 'A reason of at least 5 characters is required.'],
    ] as const) {
      const res = await grant(p, body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(json(res).message, message);
    }
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/players/nobody123/bonuses',
          headers: money,
          payload: { amount: 10, turnover: 1, reason: 'goodwill' },
        })
      ).statusCode,
      404,
    );
    await t.database.db
      .update(players)
      .set({ excludedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(players.usernameLower, p.username.toLowerCase()));
    const onBreak = await grant(p, { amount: 100 });
    assert.equal(onBreak.statusCode, 409, onBreak.body);
    assert.equal(json(onBreak).message, 'This player is on a break: no bonus until it ends.');
    assert.deepEqual(await written(), before);
  });

  it('above the four-eyes amount, or split under it, it waits for a second operator, who grants it', async () => {
    const p = await newPlayer(t.app);
    const big = await grant(p, { amount: 6000 });
    assert.equal(big.statusCode, 202, big.body);
    assert.equal(await balanceOf(t, p), 0);
    const id = json<{ data: { approval_id: number } }>(big).data.approval_id;
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: money })).statusCode, 409, 'not the one who asked');
    const ok = await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: boss });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(await balanceOf(t, p), 6000);
    assert.equal((await listed(p))[0].remaining_turnover, 18_000);
    // split: 3,000 then 3,000 more for the same player within the day is over 5,000 together
    const q = await newPlayer(t.app);
    assert.equal((await grant(q, { amount: 3000 })).statusCode, 200);
    assert.equal((await grant(q, { amount: 3000 }, boss)).statusCode, 202);
    assert.equal(await balanceOf(t, q), 3000);
    await ledgerOk(t);
  });

  it('a cancel takes back what is left of the bonus, never below zero, closes its turnover, once', async () => {
    const p = await newPlayer(t.app);
    const b = json<{ data: Bonus }>(await grant(p, { amount: 1000 })).data;
    // the player spent 700 of it meanwhile (a debit through the ledger)
    const spent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: boss,
      payload: { amount: -700, note: 'spent in play' },
    });
    assert.equal(spent.statusCode, 200, spent.body);
    const [a, c] = await Promise.all([cancel(p, b.id), cancel(p, b.id, boss)]);
    assert.deepEqual([a.statusCode, c.statusCode].sort(), [200, 409], `${a.body} ${c.body}`);
    const done = json<{ data: Bonus }>(a.statusCode === 200 ? a : c).data;
    assert.deepEqual([done.status, done.taken_back, done.remaining_turnover], ['cancelled', 300, 0]);
    assert.equal(await balanceOf(t, p), 0);
    assert.deepEqual(
      (await tickets(p)).map((x) => x.status),
      ['cancelled'],
    );
    assert.equal((await cancel(p, b.id)).statusCode, 409);
    assert.equal((await cancel(p, 999999)).statusCode, 404);
    // another player's bonus is not found under this player
    const other = await newPlayer(t.app);
    assert.equal((await cancel(other, b.id)).statusCode, 404);
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'player.bonus.cancel'));
    assert.equal(rows.filter((r) => r.target === p.username).length, 1);
    await ledgerOk(t);
  });
});
