// The insider's paths to money (issue 52), beside the players' attack tests: four eyes that cannot be walked around.
// Each measured defect is a test: a split amount, an accomplice the requester made, a merged request, a threshold
// the api's limits never reach, a request nobody can stop.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as OTPAuth from 'otpauth';
import { eq, sql } from 'drizzle-orm';
import { FOUR_EYES_TAKA, MONEY_LIMITS } from '@bet/shared/contract';
import { approvals, players } from '../db/schema/index.js';
import { insertTransaction } from '../modules/funds/store.js';
import { pendingTransaction } from '../modules/funds/requests.js';
import { adminAuth, balanceOf, json, makeTestApp, newPlayer, signedInOperator, type TestApp } from './helpers.js';

const codeOf = (secret: string) => new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate();
const password = 'a long operator password';

describe('four eyes that hold against an insider', () => {
  let t: TestApp;
  const as: Record<string, Record<string, string>> = {};

  /** An operator made by `by`, signed in. */
  const operator = (username: string, role: string, by: Record<string, string>) => signedInOperator(t, username, role, by, password);
  const adjust = (who: string, username: string, amount: number) =>
    t.app.inject({ method: 'POST', url: `/api/admin/players/${username}/adjust`, headers: as[who], payload: { amount, note: 'insider test' } });
  const decide = (who: string, id: number, verb: 'approve' | 'reject') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/approvals/${id}/${verb}`,
      headers: as[who],
      ...(verb === 'reject' ? { payload: { reason: 'not justified' } } : {}),
    });
  const idOf = (res: { body: string }) => (JSON.parse(res.body) as { data: { approval_id: number } }).data.approval_id;
  const playerId = async (username: string) => (await t.database.db.select({ id: players.id }).from(players).where(eq(players.username, username)))[0].id;

  before(async () => {
    t = await makeTestApp();
    // two managers and a finance operator made at the bootstrap (trusted, no cooling-off)
    as.boss = await operator('boss', 'manager', adminAuth);
    as.second = await operator('second', 'manager', adminAuth);
    as.cashier = await operator('cashier', 'finance', adminAuth);
  });
  after(async () => t.close());

  it("every kind's four-eyes amount is one the api's own limits can reach", () => {
    assert.ok(FOUR_EYES_TAKA.withdraw * 100 < MONEY_LIMITS.withdrawMax, 'a withdrawal can be above it');
    assert.ok(FOUR_EYES_TAKA.deposit * 100 < MONEY_LIMITS.depositMax, 'a deposit can be above it');
  });

  it('a withdrawal and a deposit the api allows go to a second operator above their amounts', async () => {
    const p = await newPlayer(t.app);
    const id = await playerId(p.username);
    for (const action of ['withdraw', 'deposit'] as const) {
      const tx = await insertTransaction(t.database.db, { playerId: id, action, amountPoisha: 1_500_000, accountNumber: '01700000000' });
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${tx.id}/approve`, headers: as.cashier });
      assert.equal(res.statusCode, 202, `${action}: ${res.body}`);
      assert.ok(await pendingTransaction(t.database.db, tx.id), 'still pending');
    }
  });

  it('splitting does not escape it: per operator and per player, over the last 24 hours', async () => {
    const [a, b, c] = [await newPlayer(t.app), await newPlayer(t.app), await newPlayer(t.app)];
    // one operator, three players: 30,000 + 30,000 crosses 50,000
    assert.equal((await adjust('cashier', a.username, 30_000)).statusCode, 200);
    assert.equal((await adjust('cashier', b.username, 30_000)).statusCode, 202);
    // one player, two operators: the same
    assert.equal((await adjust('boss', c.username, 30_000)).statusCode, 200);
    assert.equal((await adjust('second', c.username, 30_000)).statusCode, 202);
    assert.equal(await balanceOf(t, b), 0);
    // three at once by a fresh operator for a fresh player: they take turns, so the third counts the first two
    as.third = await operator('third', 'manager', adminAuth);
    const d = await newPlayer(t.app);
    const burst = await Promise.all([adjust('third', d.username, 20_000), adjust('third', d.username, 20_000), adjust('third', d.username, 20_000)]);
    assert.deepEqual(burst.map((r) => r.statusCode).sort(), [200, 200, 202]);
    assert.equal(await balanceOf(t, d), 40_000);
  });

  it('every request is its own row: a second one for the same player never becomes the first', async () => {
    const p = await newPlayer(t.app);
    const first = idOf(await adjust('boss', p.username, -70_000 + 140_000)); // +70,000
    const second = idOf(await adjust('cashier', p.username, 60_000));
    assert.notEqual(first, second);
    const rows = await t.database.db
      .select()
      .from(approvals)
      .where(sql`${approvals.id} in (${first}, ${second})`);
    assert.deepEqual(rows.map((r) => r.amountPoisha).sort(), [6_000_000, 7_000_000]);
  });

  it("a manager invites: the new operator's password and authenticator are theirs alone; an invitation is good once and lapses", async () => {
    // a manager cannot make an operator with a password they chose
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: as.boss,
      payload: { username: 'puppet', password, role: 'finance' },
    });
    assert.equal(direct.statusCode, 403);
    assert.equal(json(direct).message, 'A manager invites operators: the new operator sets their own password and authenticator.');
    const invited = await t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: as.boss, payload: { username: 'newcomer', role: 'support' } });
    assert.equal(invited.statusCode, 200, invited.body);
    const body = json<{ data: Record<string, string> }>(invited).data;
    assert.ok(!('totp_secret' in body) && !('password' in body), 'the manager sees neither');
    const state = async () =>
      json<{ data: { username: string; invited: boolean }[] }>(await t.app.inject({ url: '/api/admin/operators', headers: as.boss })).data.find(
        (o) => o.username === 'newcomer',
      )?.invited;
    assert.equal(await state(), true);
    // before enrolling, nobody signs in as them
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'newcomer', password: '', code: '000000' } })).statusCode,
      400,
    );
    const enrol = (invitation: string, pw: string) => t.app.inject({ method: 'POST', url: '/api/admin/enrol', payload: { invitation, password: pw } });
    assert.equal((await enrol(body.invitation, 'password1234')).statusCode, 400, 'the policy holds');
    const done = await enrol(body.invitation, 'copper lantern orbit meadow');
    assert.equal(done.statusCode, 200, done.body);
    const { totp_secret } = json<{ data: { totp_secret: string } }>(done).data;
    assert.equal(await state(), false);
    const again = await enrol(body.invitation, 'another long phrase here');
    assert.equal(again.statusCode, 400);
    assert.equal(json(again).message, 'This invitation is not valid: it was used, it lapsed, or it was mistyped. Ask your manager for a new one.');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'newcomer', password: 'copper lantern orbit meadow', code: codeOf(totp_secret) },
    });
    assert.equal(login.statusCode, 200, login.body);
    // an invitation that lapsed
    const late = json<{ data: { invitation: string } }>(
      await t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: as.boss, payload: { username: 'latecomer', role: 'support' } }),
    ).data.invitation;
    await t.database.db.execute(sql`UPDATE operators SET invitation_expires_at = now() - interval '1 minute' WHERE username = 'latecomer'`);
    assert.equal((await enrol(late, 'copper lantern orbit meadow')).statusCode, 400);
  });

  it('an operator the requester made cannot approve their requests, nor one made by another operator in its first 24 hours', async () => {
    const p = await newPlayer(t.app);
    as.accomplice = await operator('accomplice', 'finance', as.boss);
    const id = idOf(await adjust('boss', p.username, 90_000));
    const byAccomplice = await decide('accomplice', id, 'approve');
    assert.equal(byAccomplice.statusCode, 409);
    assert.equal(json(byAccomplice).message, 'An operator made by the one who asked cannot approve their requests.');
    // made by boss, new: cannot approve second's request either, for 24 hours
    const other = idOf(await adjust('second', (await newPlayer(t.app)).username, 90_000));
    const early = await decide('accomplice', other, 'approve');
    assert.equal(early.statusCode, 409);
    assert.equal(json(early).message, 'An operator made by another operator approves nothing in their first 24 hours.');
    assert.equal(await balanceOf(t, p), 0);
    // a trusted second person can
    assert.equal((await decide('second', id, 'approve')).statusCode, 200);
    assert.equal(await balanceOf(t, p), 90_000);
  });

  it('a four-eyes amount changes only through four eyes: a manager asks, another manager approves; it stays reachable', async () => {
    const ask = (who: string, kind: string, amount: number) =>
      t.app.inject({ method: 'POST', url: '/api/admin/four-eyes', headers: as[who], payload: { kind, amount } });
    const unreachable = await ask('boss', 'withdraw', 25_000);
    assert.equal(unreachable.statusCode, 400);
    assert.equal(json(unreachable).message, "A withdrawal's or deposit's four-eyes amount must stay below the most the api allows.");
    assert.equal((await ask('cashier', 'withdraw', 5_000)).statusCode, 403, 'finance cannot ask');
    const id = idOf(await ask('boss', 'withdraw', 5_000));
    assert.equal((await decide('boss', id, 'approve')).statusCode, 409, 'not the one who asked');
    assert.equal((await decide('cashier', id, 'approve')).statusCode, 403, 'a manager approves it');
    assert.equal((await decide('second', id, 'approve')).statusCode, 200);
    // a withdrawal of 6,000 now goes to a second operator
    const p = await newPlayer(t.app);
    const tx = await insertTransaction(t.database.db, {
      playerId: await playerId(p.username),
      action: 'withdraw',
      amountPoisha: 600_000,
      accountNumber: '01700000000',
    });
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${tx.id}/approve`, headers: as.cashier })).statusCode, 202);
  });

  it("an authenticator reset is four eyes: a manager asks, another approves; its link needs the operator's own password", async () => {
    const signIn = (code: string, pw = password) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'lostphone', password: pw, code } });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: adminAuth,
      payload: { username: 'lostphone', password, role: 'support' },
    });
    const old = json<{ data: { totp_secret: string; recovery_codes: string[] } }>(made).data;
    const session = await signIn(codeOf(old.totp_secret));
    assert.equal(session.statusCode, 200, session.body);
    const lostphone = { authorization: `Bearer ${json<{ data: { token: string } }>(session).data.token}` };
    const ask = (who: string, username: string, reason = 'lost phone and codes') =>
      t.app.inject({ method: 'POST', url: `/api/admin/operators/${username}/second-factor/reset`, headers: as[who], payload: { reason } });
    assert.equal((await ask('cashier', 'lostphone')).statusCode, 403, 'finance cannot ask');
    const self = await ask('boss', 'boss');
    assert.equal(self.statusCode, 400);
    assert.equal(json(self).message, 'Another manager asks for a reset of your authenticator: you cannot ask for your own.');
    assert.equal((await ask('boss', 'lostphone', 'x')).statusCode, 400, 'a reason is required');
    assert.equal((await ask('boss', 'nobody')).statusCode, 404);
    const asked = await ask('boss', 'lostphone');
    assert.equal(asked.statusCode, 202, asked.body);
    assert.equal(json(asked).message, 'Another manager must approve this reset before it is done.');
    const id = idOf(asked);
    // nothing happened yet: the operator still works
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/admin/chats', headers: lostphone })).statusCode, 200);
    // not the one who asked, not finance
    assert.equal((await decide('boss', id, 'approve')).statusCode, 409);
    const byFinance = await decide('cashier', id, 'approve');
    assert.equal(byFinance.statusCode, 403);
    assert.equal(json(byFinance).message, 'An authenticator reset is approved by another manager.');
    const approved = await decide('second', id, 'approve');
    assert.equal(approved.statusCode, 200, approved.body);
    const reset = json<{ data: { reset: { username: string; invitation: string } } }>(approved).data.reset;
    assert.equal(reset.username, 'lostphone');
    // sessions ended, the old authenticator and recovery codes stop
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/admin/chats', headers: lostphone })).statusCode, 401);
    assert.equal((await signIn(old.recovery_codes[0])).statusCode, 401);
    const team = json<{ data: { username: string; second_factor_reset: boolean }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/admin/operators', headers: as.boss }),
    ).data;
    assert.equal(team.find((o) => o.username === 'lostphone')?.second_factor_reset, true);
    // the approver holds the link but not the password: the link refuses them (and stays good for the operator)
    const enrol = (pw: string) => t.app.inject({ method: 'POST', url: '/api/admin/enrol', payload: { invitation: reset.invitation, password: pw } });
    const wrong = await enrol('the approvers own guess here');
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, 'Your current password is not right.');
    const fresh = await enrol(password);
    assert.equal(fresh.statusCode, 200, fresh.body);
    const secret = json<{ data: { totp_secret: string } }>(fresh).data.totp_secret;
    assert.notEqual(secret, old.totp_secret);
    assert.equal((await enrol(password)).statusCode, 400, 'the link works once');
    assert.equal((await signIn(codeOf(old.totp_secret))).statusCode, 401, 'the old authenticator is gone');
    assert.equal((await signIn(codeOf(secret))).statusCode, 200, 'the new one signs in, with the same password');
    const trail = await t.database.db.execute(
      sql`SELECT action, actor FROM audit_log WHERE target IN ('lostphone', 'operator.second-factor lostphone') AND action NOT LIKE 'operator.login%' ORDER BY id`,
    );
    assert.deepEqual(
      (trail as unknown as { rows: { action: string; actor: string }[] }).rows.map((r) => `${r.action} ${r.actor}`),
      ['operator.create automation', 'approval.request boss', 'operator.second-factor.reset second', 'operator.second-factor.enrol lostphone'],
    );
  });

  it('a request can be rejected by another operator, cancelled by its maker, and expires; none moves money afterwards', async () => {
    const p = await newPlayer(t.app);
    const rejected = idOf(await adjust('boss', p.username, 80_000));
    assert.equal(json(await decide('second', rejected, 'reject')).message, 'Rejected.');
    assert.equal((await decide('second', rejected, 'approve')).statusCode, 404);
    const cancelled = idOf(await adjust('boss', p.username, 80_000));
    assert.equal(json(await decide('boss', cancelled, 'reject')).message, 'Cancelled.');
    assert.equal((await decide('second', cancelled, 'approve')).statusCode, 404);
    const old = idOf(await adjust('boss', p.username, 80_000));
    await t.database.db.execute(sql`UPDATE approvals SET created_at = now() - interval '25 hours' WHERE id = ${old}`);
    const late = await decide('second', old, 'approve');
    assert.equal(late.statusCode, 409);
    assert.match(json(late).message as string, /expired/);
    const waiting = json<{ data: { id: number }[] }>(await t.app.inject({ url: '/api/admin/approvals', headers: as.second })).data.map((a) => a.id);
    for (const id of [rejected, cancelled, old]) assert.ok(!waiting.includes(id));
    assert.equal(await balanceOf(t, p), 0);
    // a reason is required to decline
    const another = idOf(await adjust('boss', p.username, 80_000));
    const bare = await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${another}/reject`, headers: as.second, payload: { reason: ' ' } });
    assert.equal(bare.statusCode, 400);
  });
});

describe('operator sign-in that resists theft', () => {
  let t: TestApp;
  let secret = '';
  const signIn = (username: string, code: string, remoteAddress: string, pw = password) =>
    t.app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { username, password: pw, code } });
  before(async () => {
    t = await makeTestApp({ limits: { adminFailsPerIp: 10 } });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: adminAuth,
      payload: { username: 'boss', password, role: 'manager' },
    });
    secret = json<{ data: { totp_secret: string } }>(made).data.totp_secret;
    await t.app.inject({ method: 'POST', url: '/api/admin/operators', headers: adminAuth, payload: { username: 'target', password, role: 'finance' } });
  });
  after(async () => t.close());

  it('wrong codes spread over addresses meet the account limit; the right code is then refused too, until a manager lifts it', async () => {
    for (let i = 0; i < 10; i++) assert.equal((await signIn('target', '000000', `10.9.${i}.1`)).statusCode, 401);
    const locked = await signIn('target', '000000', '10.9.99.1');
    assert.equal(locked.statusCode, 429);
    assert.equal(json(locked).message, 'Too many wrong attempts. Try again in 15 minutes, or ask a manager to enable your account again.');
    // every failure is on the record
    const failed = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'operator.login.failed' AND target = 'target'`);
    assert.equal((failed as unknown as { rows: { n: number }[] }).rows[0].n, 10);
    // a manager lifts it
    const boss = await signIn('boss', codeOf(secret), '10.8.0.1');
    assert.equal(boss.statusCode, 200, boss.body);
    const headers = { authorization: `Bearer ${json<{ data: { token: string } }>(boss).data.token}` };
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/operators/target/status', headers, payload: { active: true } })).statusCode, 200);
    assert.equal((await signIn('target', '000000', '10.9.100.1')).statusCode, 401);
  });

  it("an operator's password is long and not a guessable one (common lists, their own name)", async () => {
    const make = (username: string, pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/operators', headers: adminAuth, payload: { username, password: pw, role: 'support' } });
    for (const [name, pw] of [
      ['weak1', 'aaaaaaaaaaaa'],
      ['weak2', 'password1234'],
      ['weak3', 'qwertyuiop12'],
      ['sameasname12', 'sameasname12'],
    ]) {
      const res = await make(name, pw);
      assert.equal(res.statusCode, 400, pw);
      assert.equal(json(res).message, 'This password is too easy to guess: use a longer phrase of unrelated words.');
    }
    assert.equal(json(await make('short', 'Xk9#vQ2!')).message, 'An operator password has at least 12 characters.');
    assert.equal((await make('strong', 'copper lantern orbit meadow')).statusCode, 200);
  });

  it('an operator changes their own password: the current one first, a strong new one; their other sessions end', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/operators',
      headers: adminAuth,
      payload: { username: 'mover', password, role: 'support' },
    });
    const { totp_secret, recovery_codes } = json<{ data: { totp_secret: string; recovery_codes: string[] } }>(made).data;
    const one = json<{ data: { token: string } }>(await signIn('mover', codeOf(totp_secret), '10.6.1.1')).data.token;
    const two = json<{ data: { token: string } }>(await signIn('mover', recovery_codes[0], '10.6.1.2')).data.token;
    const change = (current_password: string, new_password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/password', headers: { authorization: `Bearer ${one}` }, payload: { current_password, new_password } });
    const wrong = await change('not my password', 'copper lantern orbit meadow');
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, 'Your current password is not right.');
    assert.equal((await change(password, 'mover1234567')).statusCode, 400);
    const ok = await change(password, 'copper lantern orbit meadow');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(json<{ data: unknown }>(ok).data, { sessions_ended: 1 });
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: { authorization: `Bearer ${two}` } })).statusCode, 401, 'the other session ended');
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: { authorization: `Bearer ${one}` } })).statusCode, 200, 'this one goes on');
    assert.equal((await signIn('mover', recovery_codes[1], '10.6.1.3')).statusCode, 401, 'the old password no longer signs in');
    assert.equal((await signIn('mover', recovery_codes[1], '10.6.1.3', 'copper lantern orbit meadow')).statusCode, 200);
    const rows = await t.database.db.execute(sql`SELECT after FROM audit_log WHERE action = 'operator.password' AND target = 'mover'`);
    assert.equal((rows as unknown as { rows: unknown[] }).rows.length, 1);
    assert.ok(!JSON.stringify((rows as unknown as { rows: unknown[] }).rows).includes('copper'), 'no password in the log');
  });

  it('an unknown name checks a password hash like a known one', async () => {
    const { passwordChecks } = await import('../lib/metrics.js');
    const before = (await passwordChecks.get()).values[0]?.value ?? 0;
    await signIn('nobody-here', '123456', '10.7.0.1');
    await signIn('target', '123456', '10.7.0.2', 'wrong password');
    assert.equal(((await passwordChecks.get()).values[0]?.value ?? 0) - before, 2);
  });
});
