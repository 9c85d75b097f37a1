// Operator-imposed limits (issue 56): the desk (support, managers) imposes a deposit, loss or play-time limit with a
// reason; stricter only (never above one it imposed before; the player's own lower limit stands); at once; the
// player may lower it but never raise it above the desk's or remove it; the deposits it allows end there; audited.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, newPlayer, signedInOperator, type TestApp } from '../../test/helpers.js';

type P = Awaited<ReturnType<typeof newPlayer>>;
interface Limit {
  kind: string;
  period: string;
  value: number | null;
  imposed?: number | null;
  pending: { value: number | null } | null;
}

describe('limits the desk imposes', () => {
  let t: TestApp;
  let care: Record<string, string>;
  let money: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    const boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    care = await signedInOperator(t, 'care', 'support', boss, 'another long operator password');
    money = await signedInOperator(t, 'money', 'finance', boss, 'a third long operator password');
  });
  after(async () => t.close());

  const impose = (p: P, body: Record<string, unknown>, as = care) =>
    t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/limits`, headers: as, payload: { reason: 'asked by the family', ...body } });
  const mine = async (p: P, kind: string, period: string) =>
    json<{ data: { limits: Limit[] } }>(await t.app.inject({ url: '/api/responsible', headers: p.auth })).data.limits.find(
      (l) => l.kind === kind && l.period === period,
    )!;
  const setOwn = (p: P, kind: string, period: string, value: string | null) =>
    t.app.inject({ method: 'POST', url: '/api/responsible/limits', headers: p.auth, payload: { kind, period, value } });
  const expect = (res: Awaited<ReturnType<typeof setOwn>>, status: number, message: string) => {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(json<{ message: string }>(res).message, message);
  };
  const IMPOSED = 'Our team set this limit for you: it cannot be raised above what they set, or removed.';

  it('imposed at once; the player may lower it, not raise it above the desk, nor remove it; stricter only; audited', async () => {
    const p = await newPlayer(t.app);
    const res = await impose(p, { kind: 'deposit', period: 'day', value: '5000' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json<{ data: unknown }>(res).data, { kind: 'deposit', period: 'day', value: 5000, imposed: 5000 });
    assert.deepEqual([(await mine(p, 'deposit', 'day')).value, (await mine(p, 'deposit', 'day')).imposed], [5000, 5000]);
    expect(await setOwn(p, 'deposit', 'day', '6000'), 409, IMPOSED);
    expect(await setOwn(p, 'deposit', 'day', null), 409, IMPOSED);
    assert.equal((await setOwn(p, 'deposit', 'day', '3000')).statusCode, 200);
    // back up to the desk's, not beyond: the player's raise waits its 24 hours as any raise does
    assert.equal((await setOwn(p, 'deposit', 'day', '5000')).statusCode, 200);
    assert.equal((await mine(p, 'deposit', 'day')).pending?.value, 5000);
    // stricter only: the desk cannot loosen what it imposed; lower is taken, and drops a waiting raise above it
    assert.equal((await impose(p, { kind: 'deposit', period: 'day', value: '8000' })).statusCode, 409);
    assert.equal((await impose(p, { kind: 'deposit', period: 'day', value: '2000' })).statusCode, 200);
    const after = await mine(p, 'deposit', 'day');
    assert.deepEqual([after.value, after.imposed, after.pending], [2000, 2000, null]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'player.limit'), eq(auditLog.target, p.username)));
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0].after, { kind: 'deposit', period: 'day', value: 5000_00, imposed: 5000_00, reason: 'asked by the family' });
  });

  it("the player's own lower limit stands; the desk's becomes its ceiling", async () => {
    const p = await newPlayer(t.app);
    assert.equal((await setOwn(p, 'loss', 'week', '1000')).statusCode, 200);
    assert.equal((await impose(p, { kind: 'loss', period: 'week', value: '4000' })).statusCode, 200);
    const l = await mine(p, 'loss', 'week');
    assert.deepEqual([l.value, l.imposed], [1000, 4000]);
    assert.equal((await setOwn(p, 'loss', 'week', '3000')).statusCode, 200); // a raise within the ceiling waits
    expect(await setOwn(p, 'loss', 'week', '4500'), 409, IMPOSED);
    // play time in minutes
    const s = await impose(p, { kind: 'session', period: 'session', value: '60' });
    assert.equal(s.statusCode, 200, s.body);
    assert.equal((await mine(p, 'session', 'session')).value, 60);
  });

  it('support and managers only; bad input is refused with nothing written', async () => {
    const p = await newPlayer(t.app);
    assert.equal((await impose(p, { kind: 'deposit', period: 'day', value: '500' }, money)).statusCode, 403);
    assert.equal((await impose(p, { kind: 'deposit', period: 'day', value: '500' }, p.auth)).statusCode, 401);
    assert.equal((await impose(p, { kind: 'deposit', period: 'hour', value: '500' })).statusCode, 400);
    assert.equal((await impose(p, { kind: 'deposit', period: 'day', value: 'lots' })).statusCode, 400);
    assert.equal((await impose(p, { kind: 'deposit', period: 'day', value: '500', reason: ' ' })).statusCode, 400);
    assert.equal((await impose(p, { kind: 'loss', period: 'session', value: '500' })).statusCode, 400);
    assert.equal((await mine(p, 'deposit', 'day')).value, null);
  });
});
