// The back office's operators against the real api and database: the first manager made with the ADMIN_TOKEN,
// TOTP and recovery codes at login, sessions that end, every admin call refused (403, nothing written) for a role
// that lacks it, money and settings changes audited in their own transaction, and an audit log nobody can change.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as OTPAuth from 'otpauth';
import { sql } from 'drizzle-orm';
import { operations, OPERATOR_ROLES, type OperatorRole } from '@bet/shared/contract';
import { adminAuth, balanceOf, fundPlayer, invitedOperator, json, ledgerOk, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';
import { auditLog, operatorSessions, players } from '../../db/schema/index.js';
import { insertTransaction } from '../funds/store.js';
import { pendingTransaction } from '../funds/requests.js';

interface Made {
  username: string;
  totp_secret: string;
  recovery_codes: string[];
}
const codeOf = (secret: string) => new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate();

describe('operators', () => {
  let t: TestApp;
  const tokens = {} as Record<OperatorRole, Record<string, string>>;
  const made = {} as Record<OperatorRole, Made>;
  const password = 'a long operator password';

  const create = async (auth: Record<string, string>, username: string, role: OperatorRole) =>
    t.app.inject({ method: 'POST', url: '/api/admin/operators', headers: auth, payload: { username, password, role } });
  /** A sign-in; `later`: as after the authenticator moved on (a code is good once: the step it used is stored). */
  const login = async (username: string, code: string, pw = password, later = true) => {
    if (later) await t.database.db.execute(sql`UPDATE operators SET totp_last_step = totp_last_step - 2 WHERE username = ${username}`);
    return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: pw, code } });
  };
  const auditCount = async () =>
    Number(((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM audit_log`)) as unknown as { rows: { n: number }[] }).rows[0].n);

  before(async () => {
    t = await makeTestApp();
    // the first manager: made with the ADMIN_TOKEN
    const first = await create(adminAuth, 'boss', 'manager');
    assert.equal(first.statusCode, 200, first.body);
    made.manager = json<{ data: Made }>(first).data;
    const ok = await login('boss', codeOf(made.manager.totp_secret));
    assert.equal(ok.statusCode, 200, ok.body);
    tokens.manager = { authorization: `Bearer ${json<{ data: { token: string } }>(ok).data.token}` };
    // the manager makes the team
    for (const [name, role] of [
      ['cashier', 'finance'],
      ['helper', 'support'],
    ] as const) {
      // a manager invites; the operator enrols with their own password
      made[role] = await invitedOperator(t, tokens.manager, name, role, password);
      tokens[role] = { authorization: `Bearer ${json<{ data: { token: string } }>(await login(name, codeOf(made[role].totp_secret))).data.token}` };
    }
  });
  after(async () => {
    await t.close();
  });

  it('an authenticator code signs in once: again, or twice at once, it is refused', async () => {
    const code = codeOf(made.support.totp_secret);
    const first = await login('helper', code);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal((await login('helper', code, password, false)).statusCode, 401, 'the same code again');
    // two sign-ins with a fresh code at the same moment: one wins
    await t.database.db.execute(sql`UPDATE operators SET totp_last_step = totp_last_step - 2 WHERE username = 'helper'`);
    const both = await Promise.all([login('helper', code, password, false), login('helper', code, password, false)]);
    assert.deepEqual(both.map((r) => r.statusCode).sort(), [200, 401]);
  });

  it('creating an operator answers, once, the authenticator secret (an otpauth address) and ten recovery codes', async () => {
    const badRole = await create(tokens.manager, 'someone', 'owner' as OperatorRole);
    assert.equal(badRole.statusCode, 400);
    assert.equal(json(badRole).message, 'Choose support, finance or manager.');
    assert.match(made.manager.totp_secret, /^[A-Z2-7]{32}$/);
    assert.equal(made.manager.recovery_codes.length, 10);
    assert.ok(made.manager.recovery_codes.every((c) => /^[0-9a-f]{5}-[0-9a-f]{5}$/.test(c)));
  });

  it('login needs the password and a current code; a recovery code works once; every refusal says the same', async () => {
    const wrong = 'Wrong username, password or code.';
    for (const res of [
      await login('cashier', '000000'),
      await login('cashier', codeOf(made.finance.totp_secret), 'not the password'),
      await login('nobody', '123456'),
    ]) {
      assert.equal(res.statusCode, 401, res.body);
      assert.equal(json(res).message, wrong);
    }
    const code = made.finance.recovery_codes[0];
    assert.equal((await login('cashier', code.toUpperCase())).statusCode, 200);
    assert.equal((await login('cashier', code)).statusCode, 401, 'a recovery code is spent once used');
    assert.equal((await login('cashier', 'x'.repeat(40))).statusCode, 400);
  });

  it('every admin call is refused with 403 for a role that lacks it, before its input is read, and nothing is written', async () => {
    const p = await newPlayer(t.app);
    await fundPlayer(t, p.username, 100);
    const before = { audit: await auditCount(), balance: await balanceOf(t, p) };
    let checked = 0;
    for (const op of Object.values(operations).filter((o) => o.auth === 'admin')) {
      const allowed = op.roles ?? ['manager'];
      const url = op.url.replace(':username', p.username).replace(':id', '1').replace(':chatId', '1').replace(':file', 'x.png');
      for (const role of OPERATOR_ROLES.filter((r) => !allowed.includes(r))) {
        const res = await t.app.inject({ method: op.method, url, headers: tokens[role], payload: op.method === 'GET' ? undefined : { amount: 50 } });
        assert.equal(res.statusCode, 403, `${role} ${op.method} ${op.url}: ${res.body}`);
        assert.equal(json(res).message, 'Your role cannot do this.');
        checked += 1;
      }
    }
    assert.ok(checked >= 20, `${checked} refusals checked`);
    assert.deepEqual({ audit: await auditCount(), balance: await balanceOf(t, p) }, before);
    // and a role that has it is let through
    assert.equal((await t.app.inject({ url: `/api/admin/players/${p.username}/responsible`, headers: tokens.support })).statusCode, 200);
  });

  it('a finance adjustment and its audit row commit together: who, from where, before and after; a refused one writes neither', async () => {
    const p = await newPlayer(t.app);
    const adjust = (amount: number | string) =>
      t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/adjust`, headers: tokens.finance, payload: { amount, note: 'goodwill' } });
    assert.equal((await adjust(25)).statusCode, 200);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'player.adjust' AND ${auditLog.target} = ${p.username}`);
    assert.equal(row.actor, 'cashier');
    assert.equal(row.role, 'finance');
    assert.ok(row.ip);
    assert.deepEqual(row.before, { balance_poisha: 0 });
    assert.deepEqual(row.after, { balance_poisha: 2_500, amount_poisha: 2_500, note: 'goodwill', player_id: (row.after as { player_id: number }).player_id });
    assert.ok(Number.isInteger((row.after as { player_id: number }).player_id));
    // taking more than the balance is refused: no ledger entry, no audit row
    const n = await auditCount();
    assert.equal((await adjust(-1000)).statusCode, 400);
    assert.equal(await auditCount(), n);
    assert.equal(await balanceOf(t, p), 25);
    // the ADMIN_TOKEN's automation is audited as such
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/players/${p.username}/adjust`,
          headers: adminAuth,
          payload: { amount: 1, note: 'funding for a test' },
        })
      ).statusCode,
      200,
    );
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} = ${p.username}`);
    assert.deepEqual(
      rows.map((r) => r.actor),
      ['cashier', 'automation'],
    );
    await ledgerOk(t);
  });

  it('four eyes: an adjustment above the four-eyes amount waits for a second operator; the one who asked cannot approve it', async () => {
    const p = await newPlayer(t.app);
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: tokens.finance,
      payload: { amount: 60_000, note: 'jackpot fix' },
    });
    assert.equal(big.statusCode, 202, big.body);
    assert.equal(json(big).message, 'A second operator must approve this: it is above the four-eyes amount.');
    const id = json<{ data: { approval_id: number } }>(big).data.approval_id;
    assert.equal(await balanceOf(t, p), 0, 'nothing moved yet');
    const waiting = json<{ data: { id: number; requested_by: string; amount: number }[] }>(
      await t.app.inject({ url: '/api/admin/approvals', headers: tokens.manager }),
    ).data;
    assert.ok(waiting.some((w) => w.id === id && w.requested_by === 'cashier' && w.amount === 60_000));
    const self = await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: tokens.finance });
    assert.equal(self.statusCode, 409);
    assert.equal(json(self).message, 'The second approval must come from another operator.');
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: tokens.support })).statusCode, 403);
    const second = await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: tokens.manager });
    assert.equal(second.statusCode, 200, second.body);
    assert.equal(await balanceOf(t, p), 60_000);
    // once only
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: tokens.manager })).statusCode, 404);
    assert.equal(await balanceOf(t, p), 60_000);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} LIKE ${'%' + p.username}`);
    assert.deepEqual(
      trail.map((r) => [r.action, r.actor]),
      [
        ['approval.request', 'cashier'],
        ['player.adjust', 'boss'],
      ],
    );
    // above the finance limit (200,000 by default) finance cannot even ask; a manager can
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: tokens.finance,
      payload: { amount: 200_001, note: 'funding for a test' },
    });
    assert.equal(huge.statusCode, 403);
    assert.equal(json(huge).message, 'This adjustment is above the finance limit: a manager must make it.');
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/players/${p.username}/adjust`,
          headers: tokens.manager,
          payload: { amount: 200_001, note: 'funding for a test' },
        })
      ).statusCode,
      202,
    );
    // below the amount (for a player nobody moved money for today), one operator is enough
    const other = await newPlayer(t.app);
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/players/${other.username}/adjust`,
          headers: tokens.finance,
          payload: { amount: 100, note: 'funding for a test' },
        })
      ).statusCode,
      200,
    );
    await ledgerOk(t);
  });

  it('four eyes on a withdrawal: above the amount, finance`s approval waits and a manager`s completes it, once', async () => {
    const p = await newPlayer(t.app);
    const [row] = await t.database.db
      .select({ id: players.id })
      .from(players)
      .where(sql`${players.username} = ${p.username}`);
    // a withdrawal request of 60,000 waiting (the request took the money from the balance when it was made)
    const tx = await insertTransaction(t.database.db, { playerId: row.id, action: 'withdraw', amountPoisha: 6_000_000, accountNumber: '01700000000' });
    const first = await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${tx.id}/approve`, headers: tokens.finance });
    assert.equal(first.statusCode, 202, first.body);
    const id = json<{ data: { approval_id: number } }>(first).data.approval_id;
    assert.equal((await pendingTransaction(t.database.db, tx.id))?.id, tx.id, 'still pending');
    // asking again is a request of its own (requests are never merged)
    const again = json<{ data: { approval_id: number } }>(
      await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${tx.id}/approve`, headers: tokens.finance }),
    ).data.approval_id;
    assert.notEqual(again, id);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: tokens.finance })).statusCode, 409);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${id}/approve`, headers: tokens.manager })).statusCode, 200);
    assert.equal(await pendingTransaction(t.database.db, tx.id), undefined, 'approved');
    // the second request finds nothing left to approve: the money moved once
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${again}/approve`, headers: tokens.manager })).statusCode, 409);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.target} LIKE ${'%tx:' + tx.id}`);
    assert.deepEqual(
      trail.map((r) => [r.action, r.actor]),
      [
        ['approval.request', 'cashier'],
        ['approval.request', 'cashier'],
        ['transaction.approve.withdraw', 'boss'],
      ],
    );
  });

  it('support sees a player read-only: balance, exposure, limits, the latest ledger entries', async () => {
    const p = await newPlayer(t.app);
    await fundPlayer(t, p.username, 321);
    const res = await t.app.inject({ url: `/api/admin/players/${p.username}`, headers: tokens.support });
    assert.equal(res.statusCode, 200, res.body);
    const v = json<{ data: { username: string; balance: number; exposure: number; ledger: { amount: number; reason: string }[] } }>(res).data;
    assert.equal(v.username, p.username);
    assert.equal(v.balance, 321);
    assert.equal(v.exposure, 0);
    assert.deepEqual(v.ledger[0], { ...v.ledger[0], amount: 321, reason: 'admin_adjustment' });
    assert.equal((await t.app.inject({ url: '/api/admin/players/nobody1', headers: tokens.support })).statusCode, 404);
  });

  it('the console finds players by username or phone, and sees their deposits and withdrawals beside a request', async () => {
    const p = await newPlayer(t.app);
    await fundPlayer(t, p.username, 700);
    const [row] = await t.database.db
      .select()
      .from(players)
      .where(sql`username = ${p.username}`);
    const txId = (
      await insertTransaction(t.database.db, { playerId: row.id, action: 'deposit', amountPoisha: 50_000, channel: 'bkash', accountNumber: '01712345678' })
    ).id;
    const search = async (q: string, auth = tokens.support) => t.app.inject({ url: `/api/admin/players?q=${encodeURIComponent(q)}`, headers: auth });
    const byName = await search(p.username.slice(0, 6).toUpperCase());
    assert.equal(byName.statusCode, 200, byName.body);
    const found = json<{ data: { username: string; balance: number; status: string }[] }>(byName).data.find((x) => x.username === p.username);
    assert.deepEqual(found && { balance: found.balance, status: found.status }, { balance: 700, status: 'active' });
    if (row.phone) {
      const byPhone = json<{ data: { username: string }[] }>(await search(row.phone.slice(-6))).data;
      assert.ok(byPhone.some((x) => x.username === p.username));
    }
    for (const bad of ['a', 'x y', "o'brien", 'z'.repeat(65)]) assert.equal((await search(bad)).statusCode, 400, bad);
    assert.equal((await t.app.inject({ url: '/api/admin/players?q=ab' })).statusCode, 401, 'authenticated before validated');
    // the queue: the request names its player; the player's view lists the request
    const queue = json<{ data: { id: number; username: string }[] }>(await t.app.inject({ url: '/api/admin/transactions', headers: tokens.finance })).data;
    assert.equal(queue.find((x) => x.id === txId)?.username, p.username);
    const view = json<{ data: { transactions: { id: number; action: string; amount: number; status: string }[] } }>(
      await t.app.inject({ url: `/api/admin/players/${p.username}`, headers: tokens.finance }),
    ).data;
    assert.deepEqual(view.transactions[0], { ...view.transactions[0], id: txId, action: 'deposit', amount: 500, status: 'pending' });
    // the manager reads the settings the console edits
    const settings = await t.app.inject({ url: '/api/admin/settings', headers: tokens.manager });
    assert.equal(settings.statusCode, 200);
    assert.equal(json<{ data: { deposit_mode: string } }>(settings).data.deposit_mode, 'manual');
  });

  it("the console's live inbox: every chat's new messages reach a support operator's stream, which ends at logout", async () => {
    const res = await login('helper', codeOf(made.support.totp_secret));
    const token = json<{ data: { token: string } }>(res).data.token;
    t.ctx.limits.streamCheckMs = 200;
    const p = await newPlayer(t.app);
    const chat = json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/api/chats', headers: p.auth, payload: {} })).chat.id;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    assert.equal((await fetch(`${address}/api/admin/chats/events`, { headers: tokens.finance })).status, 403);
    const stream = await fetch(`${address}/api/admin/chats/events`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(stream.status, 200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // reads the stream until `pred` holds (3 s at most)
    const until = async (pred: () => boolean, what: string) => {
      const deadline = Date.now() + 3000;
      while (!pred()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${what} within 3 s: ${text}`);
        const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
        if (next?.value) text += decoder.decode(next.value);
      }
    };
    await new Promise((r) => setTimeout(r, 100));
    await t.app.inject({ method: 'POST', url: '/api/messages', headers: p.auth, payload: { chat_id: chat, content: 'Where is my deposit?' } });
    await until(() => text.includes('Where is my deposit?'), "the player's message");
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/chats/${chat}/messages`,
      headers: { authorization: `Bearer ${token}` },
      payload: { content: 'Checking now.' },
    });
    await until(() => text.includes('Checking now.'), "the desk's answer");
    const events = text
      .split('\n')
      .filter((l) => l.startsWith('data: '))
      .map((l) => JSON.parse(l.slice(6)) as { chat_id: number; message: { sender: string; content: string } });
    assert.deepEqual(
      events.map((e) => [e.chat_id, e.message.sender, e.message.content]),
      [
        [chat, 'player', 'Where is my deposit?'],
        [chat, 'support', 'Checking now.'],
      ],
    );
    // logout: the stream ends within a check
    await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    const ended = await Promise.race([
      (async () => {
        for (;;) if ((await reader.read()).done) return true;
      })(),
      new Promise<boolean>((r) => setTimeout(() => r(false), 3000)),
    ]);
    assert.ok(ended, 'the stream ends after logout');
  });

  it('a manager lists the operators and disables one: its sessions end at once, audited; never their own account', async () => {
    const name = 'leaver';
    const made = await invitedOperator(t, tokens.manager, name, 'support', password);
    const auth = { authorization: `Bearer ${json<{ data: { token: string } }>(await login(name, codeOf(made.totp_secret))).data.token}` };
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: auth })).statusCode, 200);
    const list = json<{ data: { username: string; role: string; active: boolean }[] }>(
      await t.app.inject({ url: '/api/admin/operators', headers: tokens.manager }),
    ).data;
    assert.deepEqual(
      list.find((o) => o.username === name),
      { ...list.find((o) => o.username === name), role: 'support', active: true },
    );
    assert.ok(list.every((o) => !('totp_secret' in o) && !('password_hash' in o)));
    const status = (who: string, active: unknown, by = tokens.manager) =>
      t.app.inject({ method: 'POST', url: `/api/admin/operators/${who}/status`, headers: by, payload: { active } });
    const before = await auditCount();
    for (const [who, active, code] of [
      [name, 'no', 400],
      ['nobody-here', false, 404],
      ['boss', false, 400],
    ] as const) {
      const res = await status(who, active);
      assert.equal(res.statusCode, code, `${who} ${active}: ${res.body}`);
    }
    assert.equal(json(await status('boss', false)).message, 'You cannot disable your own account.');
    assert.equal(await auditCount(), before, 'a refusal writes nothing');
    assert.equal((await status(name, false, tokens.finance)).statusCode, 403);
    const off = await status(name, false);
    assert.equal(off.statusCode, 200, off.body);
    assert.deepEqual(json<{ data: unknown }>(off).data, { username: name, active: false, sessions_ended: 1 });
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: auth })).statusCode, 401, 'the session ended');
    assert.equal((await login(name, codeOf(made.totp_secret))).statusCode, 401, 'a disabled operator cannot log in');
    // the change, and the refused sign-in (every failed sign-in is on the record)
    assert.equal(await auditCount(), before + 2);
    assert.equal(json<{ data: { active: boolean } }>(await status(name, true)).data.active, true);
    assert.equal((await login(name, codeOf(made.totp_secret))).statusCode, 200);
  });

  it('ADMIN_TOKEN_SCOPE=bootstrap (the only scope production allows): once an operator exists the ADMIN_TOKEN is refused for everything; a METRICS_TOKEN reads the monitoring only', async () => {
    const p = await newPlayer(t.app);
    t.ctx.adminTokenScope = 'bootstrap';
    try {
      const adjust = await t.app.inject({
        method: 'POST',
        url: `/api/admin/players/${p.username}/adjust`,
        headers: adminAuth,
        payload: { amount: 5, note: 'funding for a test' },
      });
      assert.equal(adjust.statusCode, 403);
      assert.equal(await balanceOf(t, p), 0);
      // operators exist: the token makes no more of them, not even a manager (the team is made by managers, signed in)
      const more = await create(adminAuth, 'night-manager', 'manager');
      assert.equal(more.statusCode, 403);
      assert.equal(json(more).message, 'The back-office token only makes the first manager: sign in as a manager to make operators.');
      for (const url of ['/api/admin/ledger/check', '/api/admin/metrics', '/api/admin/operators']) {
        const refused = await t.app.inject({ url, headers: adminAuth });
        assert.equal(refused.statusCode, 403, url);
      }
      // the scraper's own token: the monitoring, nothing else
      const metrics = { authorization: `Bearer ${'m'.repeat(40)}` };
      t.ctx.metricsToken = 'm'.repeat(40);
      assert.equal((await t.app.inject({ url: '/api/admin/metrics', headers: metrics })).statusCode, 200);
      assert.equal((await t.app.inject({ url: '/api/admin/ledger/check', headers: metrics })).statusCode, 200);
      assert.equal((await t.app.inject({ url: '/api/admin/audit', headers: metrics })).statusCode, 403);
      assert.equal(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/players/${p.username}/adjust`,
            headers: metrics,
            payload: { amount: 5, note: 'a scraper tries' },
          })
        ).statusCode,
        403,
      );
      // operators work as before
      assert.equal(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/admin/players/${p.username}/adjust`,
            headers: tokens.finance,
            payload: { amount: 5, note: 'funding for a test' },
          })
        ).statusCode,
        200,
      );
    } finally {
      t.ctx.adminTokenScope = 'all';
      t.ctx.metricsToken = null;
    }
  });

  it('the audit log is append-only: no call edits it and the database refuses to change or delete a row', async () => {
    // (the driver's error wraps the database's)
    const appendOnly = (e: unknown) => /append-only/.test(`${(e as Error).message} ${((e as { cause?: Error }).cause ?? {}).message ?? ''}`);
    await assert.rejects(t.database.db.execute(sql`UPDATE audit_log SET actor = 'someone else'`), appendOnly);
    await assert.rejects(t.database.db.execute(sql`DELETE FROM audit_log`), appendOnly);
    // the manager reads it, filtered; finance may not
    const list = await t.app.inject({ url: '/api/admin/audit?action=player.adjust', headers: tokens.manager });
    assert.equal(list.statusCode, 200, list.body);
    const rows = json<{ data: { action: string; actor: string }[] }>(list).data;
    assert.ok(rows.length >= 2 && rows.every((r) => r.action === 'player.adjust'));
    assert.equal((await t.app.inject({ url: '/api/admin/audit', headers: tokens.finance })).statusCode, 403);
    assert.ok(Object.values(operations).every((o) => !(o.url.startsWith('/api/admin/audit') && o.method !== 'GET')));
  });

  it('a session ends at logout, when idle too long, and an unknown token is refused', async () => {
    const res = await login('helper', codeOf(made.support.totp_secret));
    const auth = { authorization: `Bearer ${json<{ data: { token: string } }>(res).data.token}` };
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: auth })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: auth })).statusCode, 200);
    const ended = await t.app.inject({ url: '/api/admin/chats', headers: auth });
    assert.equal(ended.statusCode, 401);
    assert.equal(json(ended).message, 'Your back-office session has ended. Please log in again.');
    // idle for 31 minutes
    await t.database.db.update(operatorSessions).set({ lastUsedAt: new Date(Date.now() - 31 * 60_000) });
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: tokens.support })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/admin/chats', headers: { authorization: `Bearer ${'a'.repeat(64)}` } })).statusCode, 401);
  });

  it('the bootstrap token makes the first manager of an empty back office, and only a manager', async () => {
    const fresh = await makeTestApp({ seed: false, app: { adminTokenScope: 'bootstrap' } });
    try {
      const make = (username: string, role: string) =>
        fresh.app.inject({ method: 'POST', url: '/api/admin/operators', headers: adminAuth, payload: { username, password, role } });
      assert.equal((await fresh.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth })).statusCode, 200, 'monitoring before the first');
      assert.equal((await make('first-finance', 'finance')).statusCode, 403);
      assert.equal((await make('first-boss', 'manager')).statusCode, 200);
      const second = await make('second-boss', 'manager');
      assert.equal(second.statusCode, 403);
      assert.equal(json(second).message, 'The back-office token only makes the first manager: sign in as a manager to make operators.');
      assert.equal((await fresh.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth })).statusCode, 403, 'and nothing after');
    } finally {
      await fresh.close();
    }
  });

  it('production refuses to start with an unscoped ADMIN_TOKEN, or without the key that seals the authenticator seeds', async () => {
    const { buildApp } = await import('../../app.js');
    const base = { db: t.database.db, adminToken: 'x'.repeat(40), production: true };
    await assert.rejects(buildApp({ ...base, secretKey: Buffer.alloc(32, 1) }), /ADMIN_TOKEN_SCOPE=bootstrap/);
    await assert.rejects(buildApp({ ...base, adminTokenScope: 'bootstrap' }), /OPERATOR_SECRET_KEY/);
  });

  it('authenticator seeds are sealed at rest, open with the key before a rotation and are sealed again with the new one', async () => {
    const { secretBox, keyFrom } = await import('../../lib/secrets.js');
    const [rows] = [await t.database.db.execute(sql`SELECT totp_secret FROM operators WHERE username = 'boss'`)];
    const stored = (rows as unknown as { rows: { totp_secret: string }[] }).rows[0].totp_secret;
    assert.notEqual(stored, made.manager.totp_secret, 'not the seed itself');
    assert.ok(!stored.includes(made.manager.totp_secret));
    const [oldKey, newKey] = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const sealed = secretBox(oldKey).seal('JBSWY3DPEHPK3PXP');
    const rotated = secretBox(newKey, oldKey).open(sealed);
    assert.deepEqual(rotated, { plain: 'JBSWY3DPEHPK3PXP', stale: true });
    assert.deepEqual(secretBox(newKey).open(secretBox(newKey).seal('x')), { plain: 'x', stale: false });
    assert.throws(() => secretBox(newKey).open(sealed), /OPERATOR_SECRET_KEY_OLD/);
    assert.throws(() => keyFrom('OPERATOR_SECRET_KEY', 'c2hvcnQ='), /32 bytes/);
    // a seed stored before sealing existed signs in, and is sealed at that sign-in
    await t.database.db.execute(sql`UPDATE operators SET totp_secret = ${made.support.totp_secret} WHERE username = 'helper'`);
    assert.equal((await login('helper', codeOf(made.support.totp_secret))).statusCode, 200);
    const after = (await t.database.db.execute(sql`SELECT totp_secret FROM operators WHERE username = 'helper'`)) as unknown as {
      rows: { totp_secret: string }[];
    };
    assert.match(after.rows[0].totp_secret, /^v1\./);
  });
});
