// Responsible gaming (issue 33): limits that tighten at once and loosen only after 24 hours and a confirmation
// (a frozen clock), deposit limits under 30 concurrent requests, a loss limit that refuses a bet and writes
// nothing, the reality check, the session limit, breaks that end every session and cannot be shortened, and the
// activity statement from the ledger.
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { and, eq, isNull } from 'drizzle-orm';
import { fillTemplate, RG_MSG, RG_RULES, RG_TEMPLATES, type RgStatus } from '@bet/shared/contract';
import { formatUntil, periodStart } from '@bet/shared/time';
import { exchangeBets, gameRounds, rgChanges, sessions, transactions } from '../../db/schema/index.js';
import {
  adminAuth,
  balanceOf,
  fundPlayer,
  json,
  launchGame,
  ledgerOk,
  makeTestApp,
  multipart,
  newPlayer,
  verifiedPlayer,
  type TestApp,
} from '../../test/helpers.js';

type Player = Awaited<ReturnType<typeof newPlayer>>;
const SLOT = { platform: 'JILI', gameCode: 'JILI-SLOT-SUPERACE' };

describe('responsible gaming', () => {
  let t: TestApp;
  let bkashAgent: number;
  before(async () => {
    // sessions outlive the clock moved a day or more ahead (PGlite's now() follows the mocked clock too)
    t = await makeTestApp({ limits: { sessionIdleMs: 7 * 24 * 3_600_000, sessionMaxMs: 30 * 24 * 3_600_000 } });
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    bkashAgent = channels.find((c) => c.account_type === 'Agent')!.id;
  });
  after(async () => {
    mock.timers.reset();
    await t.close();
  });

  const status = async (p: Player) => json<{ data: RgStatus }>(await t.app.inject({ url: '/api/responsible', headers: p.auth })).data;
  const limitOf = (s: RgStatus, kind: string, period: string) => s.limits.find((l) => l.kind === kind && l.period === period)!;
  const setLimit = (p: Player, kind: string, period: string, value: string | number | null) =>
    t.app.inject({ method: 'POST', url: '/api/responsible/limits', headers: p.auth, payload: { kind, period, value } });
  const confirm = (p: Player, kind: string, period: string, cancel = false) =>
    t.app.inject({ method: 'POST', url: '/api/responsible/limits/confirm', headers: p.auth, payload: { kind, period, cancel } });
  const deposit = (p: Player, amount: string) => {
    const body = multipart({
      account_number: p.phone,
      transaction_id: `TRX${Math.random().toString(36).slice(2, 12)}`,
      amount,
      payment_id: String(bkashAgent),
    });
    return t.app.inject({ method: 'POST', url: '/api/submit-deposit', payload: body.payload, headers: { ...p.auth, ...body.headers } });
  };
  const approveAll = async (p: Player) => {
    const id = await playerId(p);
    const pending = json<{ data: { id: number; player_id: number }[] }>(
      await t.app.inject({ url: '/api/admin/transactions?status=pending', headers: adminAuth }),
    ).data;
    for (const row of pending.filter((r) => r.player_id === id))
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${row.id}/approve`, headers: adminAuth })).statusCode, 200);
  };
  const fund = (p: Player, amount: number) => fundPlayer(t, p.username, amount);
  const launch = async (p: Player) => (await launchGame(t, p.auth, SLOT)).token;
  const spin = (token: string, stake: number) =>
    t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: { 'x-launch-token': token }, payload: { stake } });
  const playerId = async (p: Player) => json<{ data: { id: number } }>(await t.app.inject({ url: '/api/user/show', headers: p.auth })).data.id;

  it('a lower limit applies at once; a higher one or a removal waits 24 hours and a confirmation (frozen clock)', async () => {
    const p = await newPlayer(t.app);
    assert.equal(json(await setLimit(p, 'deposit', 'day', '5000')).message, RG_MSG.lowered);
    assert.equal(limitOf(await status(p), 'deposit', 'day').value, 5000);
    assert.equal(json(await setLimit(p, 'deposit', 'day', '3000')).message, RG_MSG.lowered);
    assert.equal(limitOf(await status(p), 'deposit', 'day').value, 3000);

    const start = Date.now();
    mock.timers.enable({ apis: ['Date'], now: start });
    try {
      // higher: the limit in force stays; the change waits until 24 hours from now
      assert.equal(json(await setLimit(p, 'deposit', 'day', '8000')).message, RG_MSG.pending);
      let l = limitOf(await status(p), 'deposit', 'day');
      assert.equal(l.value, 3000);
      assert.deepEqual(l.pending, { value: 8000, from: new Date(start + 24 * 3_600_000).toISOString() });
      mock.timers.setTime(start + 23 * 3_600_000);
      const early = await confirm(p, 'deposit', 'day');
      assert.equal(early.statusCode, 409);
      assert.equal(json(early).message, RG_MSG.notYet);
      assert.equal(limitOf(await status(p), 'deposit', 'day').value, 3000);
      mock.timers.setTime(start + 24 * 3_600_000 + 1000);
      // still not applied by itself: the player confirms a second time
      assert.equal(limitOf(await status(p), 'deposit', 'day').value, 3000);
      assert.equal(json(await confirm(p, 'deposit', 'day')).message, RG_MSG.confirmed);
      l = limitOf(await status(p), 'deposit', 'day');
      assert.equal(l.value, 8000);
      assert.equal(l.pending, null);

      // removal waits too; cancelling keeps the limit
      assert.equal(json(await setLimit(p, 'deposit', 'day', null)).message, RG_MSG.pending);
      assert.deepEqual(limitOf(await status(p), 'deposit', 'day').pending?.value, null);
      assert.equal(json(await confirm(p, 'deposit', 'day', true)).message, RG_MSG.cancelled);
      assert.equal(limitOf(await status(p), 'deposit', 'day').value, 8000);
      assert.equal(json(await setLimit(p, 'deposit', 'day', '')).message, RG_MSG.pending);
      mock.timers.setTime(start + 49 * 3_600_000);
      await confirm(p, 'deposit', 'day');
      assert.equal(limitOf(await status(p), 'deposit', 'day').value, null);
    } finally {
      mock.timers.reset();
    }
    // the history keeps every change, newest first
    const history = (await status(p)).history.map((h) => `${h.status} ${h.from}->${h.to}`);
    assert.deepEqual(history, [
      'confirmed 8000->null',
      'pending 8000->null',
      'cancelled 8000->null',
      'pending 8000->null',
      'confirmed 3000->8000',
      'pending 3000->8000',
      'applied 5000->3000',
      'applied null->5000',
    ]);
  });

  it('bad input is a clear 400 and writes nothing', async () => {
    const p = await newPlayer(t.app);
    for (const [kind, period, value, message] of [
      ['deposit', 'session', '100', RG_MSG.kind],
      ['session', 'day', '60', RG_MSG.kind],
      ['gamble', 'day', '100', RG_MSG.kind],
      ['deposit', 'day', '99.99', RG_MSG.amount],
      ['deposit', 'day', '-5', RG_MSG.amount],
      ['loss', 'week', '1.005', RG_MSG.amount],
      ['session', 'session', '10', RG_MSG.minutes],
      ['session', 'session', '30.5', RG_MSG.minutes],
    ] as const) {
      const res = await setLimit(p, kind, period, value);
      assert.equal(res.statusCode, 400, `${kind} ${period} ${value}`);
      assert.equal(json(res).message, message);
    }
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/responsible/reality', headers: p.auth, payload: { minutes: 20 } })).statusCode, 400);
    const id = await playerId(p);
    assert.equal((await t.database.db.select().from(rgChanges).where(eq(rgChanges.playerId, id))).length, 0);
    assert.equal(
      (await status(p)).limits.every((l) => l.value === null),
      true,
    );
    assert.equal((await t.app.inject({ url: '/api/responsible' })).statusCode, 401);
  });

  it('30 concurrent deposits never together pass the daily limit', async () => {
    const p = await verifiedPlayer(t);
    await setLimit(p, 'deposit', 'day', '2500');
    // one approved deposit of 1,000, then 30 at once of 1,000 each: at most one more fits
    const first = await deposit(p, '1000');
    assert.equal(first.statusCode, 200, first.body);
    await approveAll(p);
    const answers = await Promise.all(Array.from({ length: 30 }, () => deposit(p, '1000')));
    const ok = answers.filter((r) => r.statusCode === 200);
    assert.equal(ok.length, 1, answers.map((r) => r.statusCode).join(','));
    await approveAll(p);
    // 2,000 asked for today: 30 more at once, none fits
    const more = await Promise.all(Array.from({ length: 30 }, () => deposit(p, '1000')));
    assert.deepEqual(new Set(more.map((r) => `${r.statusCode} ${json(r).message}`)), new Set([`403 ${RG_MSG.depositLimit('daily', '৳ 2,500.00')}`]));
    const id = await playerId(p);
    const rows = await t.database.db.select().from(transactions).where(eq(transactions.playerId, id));
    assert.equal(rows.length, 2);
    assert.equal(
      rows.reduce((s, r) => s + r.amountPoisha, 0),
      200_000,
    );
    // the limit counts what was asked for today: 2,000 of 2,500; 600 more is refused, 500 fits
    const over = json(await deposit(p, '600'));
    assert.equal(over.message, RG_MSG.depositLimit('daily', '৳ 2,500.00'));
    // the template and its values come too: the client shows the message in its reader's language
    assert.deepEqual([over.template, over.values], [RG_TEMPLATES.depositLimit, { period: 'daily', amount: '৳ 2,500.00' }]);
    assert.equal(limitOf(await status(p), 'deposit', 'day').used, 2000);
    assert.equal((await deposit(p, '500')).statusCode, 200);
  });

  it('a game round that would pass the loss limit is refused, and nothing is written', async () => {
    const p = await newPlayer(t.app);
    await fund(p, 1000);
    await setLimit(p, 'loss', 'day', '100');
    const token = await launch(p);
    const id = await playerId(p);
    // a stake past the limit is refused; nothing is written
    const before = await balanceOf(t, p);
    const refused = await spin(token, 150);
    assert.equal(refused.statusCode, 403);
    assert.equal(json(refused).message, RG_MSG.lossLimit('daily', '৳ 100.00'));
    assert.equal(await balanceOf(t, p), before);
    assert.equal((await t.database.db.select().from(gameRounds).where(eq(gameRounds.playerId, id))).length, 0);
    // within it, the round plays; the limit follows the net loss
    assert.equal((await spin(token, 60)).statusCode, 200);
    const loss = limitOf(await status(p), 'loss', 'day');
    assert.equal(loss.used, Math.max(0, Math.round((1000 - (await balanceOf(t, p))) * 100) / 100));
    await ledgerOk(t);
  });

  it('the reality check stops bets until the player answers; Continue sets the next one', async () => {
    const p = await newPlayer(t.app);
    await fund(p, 1000);
    const token = await launch(p);
    assert.equal((await spin(token, 10)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/responsible/reality', headers: p.auth, payload: { minutes: 15 } })).statusCode, 200);
    let s = await status(p);
    assert.equal(s.reality_minutes, 15);
    assert.equal(s.session.reality_due, false);
    assert.ok(typeof s.session.net === 'number');
    // 16 minutes on
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 16 * 60_000 });
    try {
      s = await status(p);
      assert.equal(s.session.reality_due, true);
      const stopped = await spin(token, 10);
      assert.equal(stopped.statusCode, 403);
      assert.equal(json(stopped).message, RG_MSG.realityDue);
      // an exchange bet is stopped the same way (before any validation of the market it names)
      const bets = (
        await t.database.db
          .select()
          .from(exchangeBets)
          .where(eq(exchangeBets.playerId, await playerId(p)))
      ).length;
      assert.equal(bets, 0);
      s = json<{ data: RgStatus }>(await t.app.inject({ method: 'POST', url: '/api/responsible/reality/continue', headers: p.auth })).data;
      assert.equal(s.session.reality_due, false);
      assert.equal((await spin(token, 10)).statusCode, 200);
    } finally {
      mock.timers.reset();
    }
  });

  it('the play-time limit counts the day across logins: reached, the session ends and a new login waits for the next day and a cooling-off', async () => {
    const p = await newPlayer(t.app);
    await setLimit(p, 'session', 'session', 30);
    assert.equal(limitOf(await status(p), 'session', 'session').value, 30);
    const db = t.database.db;
    const pid = await playerId(p);
    const day = periodStart('day', 'BDT', new Date());
    // a moment of today at least two hours in, so the day holds the play below
    const now = Math.max(Date.now(), day.valueOf() + 2 * 3_600_000);
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    mock.timers.enable({ apis: ['Date'], now });
    try {
      // an earlier login today played 20 minutes and ended
      await db
        .update(sessions)
        .set({ createdAt: at(40), lastUsedAt: at(20), revokedAt: at(20) })
        .where(eq(sessions.playerId, pid));
      // a new login: 20 minutes played today, under the limit
      const login = () => t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
      const first = await login();
      assert.equal(first.statusCode, 200, first.body);
      const auth = { authorization: `Bearer ${json<{ token: string }>(first).token}` };
      // the database stamped the login with its own clock: on the test's (2 hours into the day, ahead of the real
      // one in Dhaka's first two hours) it starts now (else it has lasted that gap already: CI failed at 00:40)
      await db
        .update(sessions)
        .set({ createdAt: at(0), lastUsedAt: at(0) })
        .where(and(eq(sessions.playerId, pid), isNull(sessions.revokedAt)));
      assert.equal((await t.app.inject({ url: '/api/responsible', headers: auth })).statusCode, 200);
      // it has lasted 11 minutes: 31 minutes today in all, past the 30 (each login alone is under it)
      await db
        .update(sessions)
        .set({ createdAt: at(11), lastUsedAt: at(1) })
        .where(and(eq(sessions.playerId, pid), isNull(sessions.revokedAt)));
      const until = Math.max(day.add(1, 'day').valueOf(), now + RG_RULES.sessionCoolOffMinutes * 60_000);
      const message = fillTemplate(RG_TEMPLATES.sessionLimit, { minutes: '30', until: formatUntil(until, 'BDT') });
      const ended = await t.app.inject({ url: '/api/responsible', headers: auth });
      assert.equal(ended.statusCode, 401);
      assert.equal(json(ended).message, message);
      // the session is over, and logging in again is refused until the next day (and the cooling-off)
      assert.equal((await t.app.inject({ url: '/api/responsible', headers: auth })).statusCode, 401);
      const again = await login();
      assert.equal(again.statusCode, 403);
      assert.equal(json(again).message, message);
      mock.timers.reset();
      mock.timers.enable({ apis: ['Date'], now: until + 60_000 });
      const tomorrow = await login();
      assert.equal(tomorrow.statusCode, 200, tomorrow.body);
    } finally {
      mock.timers.reset();
    }
  });

  it('a time-out needs the password, ends every session, refuses login and deposits, and cannot be shortened', async () => {
    const p = await verifiedPlayer(t);
    const second = json<{ token: string }>(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } }),
    ).token;
    const take = (length: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/responsible/break', headers: p.auth, payload: { length, password } });
    const wrong = await take('24h', 'not-my-password');
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, RG_MSG.password);
    assert.equal((await take('3d', p.password)).statusCode, 400);
    const id = await playerId(p);
    const ok = await take('24h', p.password);
    assert.equal(ok.statusCode, 200);
    assert.equal(json(ok).message, RG_MSG.breakTaken);
    // every session ended
    assert.equal((await t.app.inject({ url: '/api/user/show', headers: p.auth })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/user/show', headers: { authorization: `Bearer ${second}` } })).statusCode, 401);
    const live = (await t.database.db.select().from(sessions).where(eq(sessions.playerId, id))).filter((s) => !s.revokedAt);
    assert.equal(live.length, 0);
    // no login to play
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
    assert.equal(login.statusCode, 403);
    assert.match(json(login).message as string, /^Your account is on a break until \d\d\/\d\d\/\d{4} \d\d:\d\d GMT\+6\./);
    // a wrong password still says only that
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: 'wrongpass1' } })).statusCode, 401);
    // after the day, the player is back
    mock.timers.enable({ apis: ['Date'], now: Date.now() + 24 * 3_600_000 + 60_000 });
    try {
      const back = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
      assert.equal(back.statusCode, 200, back.body);
      const auth = { authorization: `Bearer ${json<{ token: string }>(back).token}` };
      // a longer self-exclusion then; a shorter break on top never shortens it
      assert.equal(
        (await t.app.inject({ method: 'POST', url: '/api/responsible/break', headers: auth, payload: { length: '6m', password: p.password } })).statusCode,
        200,
      );
      const until = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } })).json<{
        message: string;
      }>().message;
      assert.match(until, /on a break until/);
    } finally {
      mock.timers.reset();
    }
  });

  it('the back office sees a break and cannot lift it; a message to all players skips those on a break', async () => {
    const p = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/responsible/break', headers: p.auth, payload: { length: '7d', password: p.password } })).statusCode,
      200,
    );
    const view = json<{ data: { excluded_until: string | null; breaks: { kind: string; length: string }[] } }>(
      await t.app.inject({ url: `/api/admin/players/${p.username}/responsible`, headers: adminAuth }),
    ).data;
    assert.ok(view.excluded_until && Date.parse(view.excluded_until) > Date.now() + 6 * 24 * 3_600_000);
    assert.deepEqual(
      view.breaks.map((b) => `${b.kind} ${b.length}`),
      ['timeout 7d'],
    );
    // unlocking the account is no way around it
    assert.equal(
      (await t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/status`, headers: adminAuth, payload: { status: 'active' } })).statusCode,
      200,
    );
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } })).statusCode, 403);
    // a message to all: the other player gets it, the one on a break does not
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inbox',
      headers: adminAuth,
      payload: { all: true, title: 'Weekend bonus', message: 'Deposit now for 50% more.' },
    });
    assert.equal(sent.statusCode, 200);
    const { inboxMessages, players } = await import('../../db/schema/index.js');
    const idOf = async (u: string) => (await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, u.toLowerCase())))[0].id;
    const titles = async (id: number) => (await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.playerId, id))).map((m) => m.title);
    assert.ok((await titles(await idOf(other.username))).includes('Weekend bonus'));
    assert.ok(!(await titles(await idOf(p.username))).includes('Weekend bonus'));
  });

  it('a deposit during a break is refused with the break text', async () => {
    const p = await verifiedPlayer(t);
    const id = await playerId(p);
    const { players } = await import('../../db/schema/index.js');
    // the break taken on another device a moment ago: this session has not been ended yet
    await t.database.db
      .update(players)
      .set({ excludedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(players.id, id));
    const res = await deposit(p, '500');
    assert.equal(res.statusCode, 401);
    assert.match(json(res).message as string, /on a break until/);
    assert.equal((await t.database.db.select().from(transactions).where(eq(transactions.playerId, id))).length, 0);
  });

  it('the activity statement: deposits, withdrawals, stakes, winnings and net per month, from the ledger', async () => {
    const p = await verifiedPlayer(t);
    const first = await deposit(p, '1500');
    assert.equal(first.statusCode, 200, first.body);
    await approveAll(p);
    const token = await launch(p);
    for (let i = 0; i < 5; i++) assert.equal((await spin(token, 20)).statusCode, 200);
    const res = await t.app.inject({ url: '/api/responsible/statement', headers: p.auth });
    assert.equal(res.statusCode, 200, res.body);
    const rows = json<{ data: { month: string; deposits: number; withdrawals: number; stakes: number; winnings: number; net: number }[] }>(res).data;
    // newest first: this month, then the eleven before it
    assert.equal(rows.length, 12);
    const now = rows[0];
    assert.equal(now.deposits, 1500);
    assert.equal(now.stakes, 100);
    assert.equal(Math.round((now.winnings - now.stakes) * 100), Math.round(now.net * 100));
    assert.equal(Math.round((1500 + now.net) * 100), Math.round((await balanceOf(t, p)) * 100));
    assert.ok(rows.slice(1).every((r) => r.deposits === 0 && r.net === 0));
  });
});
