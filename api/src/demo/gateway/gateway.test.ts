// The e-wallet path end to end, as an attacker tried it: a deposit is credited only after the payer signs in at
// the gateway and pays, only through a notice signed with the gateway's key, only once, only in e-wallet mode.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { transactions } from '../../db/schema/index.js';
import { signNotice } from '../../modules/funds/notice.js';
import { adminAuth, json, makeTestApp, newPlayer, verifyPhoneDirect, type TestApp, balanceOf, ledgerOk, verifiedPlayer } from '../../test/helpers.js';

type P = Awaited<ReturnType<typeof newPlayer>>;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('e-wallet deposits and the demo gateway', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { deposit_mode: 'ewallet' } });
  });
  after(async () => {
    await t.close();
  });

  const verified = () => verifiedPlayer(t);
  const balance = (p: P) => balanceOf(t, p);
  const ledgerCheck = () => ledgerOk(t);
  const request = (p: P, payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ewa/request',
      headers: p.auth,
      payload: { amount: '25000', provider: 'Nagad', type: 'ewallet', promotion: 1, return_url: 'http://localhost:8080/payment-request', ...payload },
    });
  const checkout = async (p: P) => {
    const res = await request(p);
    assert.equal(res.statusCode, 200, res.body);
    const body = json<{ url: string; transaction: string; number: string }>(res);
    return { ...body, path: new URL(body.url).pathname };
  };
  const lastCode = async (phone: string) => {
    const out = json<{ data: { body: string }[] }>(await t.app.inject({ url: `/api/dev/outbox?to=${phone}` })).data;
    return /code is (\d{6})/.exec(out[0]?.body ?? '')?.[1] ?? '';
  };
  const cookie = (res: LightMyRequestResponse) => String(res.headers['set-cookie'] ?? '').split(';')[0];
  /** The payer's own gateway session: a code by SMS to the wallet number, then the code. */
  const signIn = async (path: string, phone: string) => {
    assert.equal((await t.app.inject({ method: 'POST', url: `${path}/code` })).statusCode, 303);
    const res = await t.app.inject({ method: 'POST', url: `${path}/verify`, headers: form, payload: `code=${await lastCode(phone)}` });
    assert.equal(res.statusCode, 303);
    assert.match(cookie(res), /^gw_session=[0-9a-f]{64}$/);
    return cookie(res);
  };

  it('confirm records the TRX id of the checkout for its own paying number only, and the payment still credits', async () => {
    const p = await verified();
    const other = await verified();
    const c = await checkout(p);
    const confirm = (who: P, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/ewa/confirm', headers: who.auth, payload });
    assert.equal((await confirm(other, { trx_id: c.transaction, trxid: 'ABC12345', number: p.phone })).statusCode, 404);
    const wrong = await confirm(p, { trx_id: c.transaction, trxid: 'ABC12345', number: '01999999999' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(json(wrong).message, 'This is not the wallet number of this payment.');
    assert.equal((await confirm(p, { trx_id: c.transaction, trxid: 'x', number: p.phone })).statusCode, 400);
    assert.equal((await confirm(p, { trx_id: c.transaction, trxid: 'abc12345', number: p.phone })).statusCode, 200);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayRef, c.transaction));
    assert.equal(tx.trxId, 'ABC12345');
    assert.equal(tx.accountNumber, p.phone);
    const session = await signIn(c.path, p.phone);
    assert.equal((await t.app.inject({ method: 'POST', url: c.path, headers: { ...form, cookie: session }, payload: 'action=pay' })).statusCode, 303);
    assert.ok((await balance(p)) >= 25000);
    await ledgerCheck();
  });

  it('an anonymous post to the gateway pays nothing (the hole that was open)', async () => {
    const p = await verified();
    const c = await checkout(p);
    const pay = await t.app.inject({ method: 'POST', url: c.path, headers: form, payload: 'action=pay' });
    assert.equal(pay.statusCode, 403);
    assert.equal(await balance(p), 0);
    // a made-up session cookie does not either
    const forged = await t.app.inject({ method: 'POST', url: c.path, headers: { ...form, cookie: `gw_session=${'a'.repeat(64)}` }, payload: 'action=pay' });
    assert.equal(forged.statusCode, 403);
    assert.equal(await balance(p), 0);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayRef, c.transaction));
    assert.equal(tx.status, 0);
  });

  it('the signed-in payer pays once: amount and bonus credited, a replayed notice changes nothing', async () => {
    const p = await verified();
    const c = await checkout(p);
    assert.equal(c.number, p.phone);
    const page = await t.app.inject({ url: c.path });
    assert.match(page.body, /Send code/);
    assert.doesNotMatch(page.body, /Confirm payment/);
    const session = await signIn(c.path, p.phone);
    assert.match((await t.app.inject({ url: c.path, headers: { cookie: session } })).body, /Confirm payment/);
    const pay = await t.app.inject({ method: 'POST', url: c.path, headers: { ...form, cookie: session }, payload: 'action=pay' });
    assert.equal(pay.statusCode, 303);
    assert.match(String(pay.headers.location), /^http:\/\/localhost:8080\/payment-request\?status=paid&ref=GW/);
    assert.equal(await balance(p), 50000); // 25,000 and the 100% bonus of promotion 1, only because it was paid
    const again = await t.app.inject({ method: 'POST', url: c.path, headers: { ...form, cookie: session }, payload: 'action=pay' });
    assert.equal(again.statusCode, 403);
    assert.equal(await balance(p), 50000);
    await ledgerCheck();
  });

  it('refuses notices not signed by the gateway, or not matching the request', async () => {
    const p = await verified();
    const c = await checkout(p);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayRef, c.transaction));
    const base = { ref: c.transaction, payment_id: 'GP0', status: 'paid' as const, amount: row.amountPoisha, payer: p.phone, ts: Date.now() };
    const stranger = crypto.generateKeyPairSync('ed25519').privateKey;
    const cases: [string, unknown, number][] = [
      ['signed by another key', signNotice(stranger, base), 401],
      ['no signature', { ...base, signature: '' }, 401],
      ["old HMAC style (not even the notice's shape)", { ref: c.transaction, status: 'paid', amount: '25000', signature: 'f'.repeat(64) }, 400],
      ['tampered amount', { ...signNotice(stranger, base), amount: 1 }, 401],
    ];
    for (const [what, body, status] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/ewa/notify', payload: body as object });
      assert.equal(res.statusCode, status, what);
    }
    assert.equal(await balance(p), 0);
  });

  it('refuses e-wallet requests outside e-wallet mode, for unverified players and foreign return addresses', async () => {
    const p = await verified();
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { deposit_mode: 'manual' } });
    try {
      const res = await request(p);
      assert.equal(res.statusCode, 400);
      assert.equal(json(res).message, 'E-wallet deposits are not available. Please choose another deposit method.');
    } finally {
      await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { deposit_mode: 'ewallet' } });
    }
    const evil = await request(p, { return_url: 'https://evil.example/steal' });
    assert.equal(evil.statusCode, 400);
    assert.equal(json(evil).message, 'The return address must be a page of this site.');
    const foreignNumber = await request(p, { number: '01999999999' });
    assert.equal(json(foreignNumber).message, 'Only your own verified phone numbers can be used.');
    const unverified = await newPlayer(t.app);
    assert.equal((await request(unverified)).statusCode, 403);
    assert.equal((await t.database.db.select().from(transactions).where(eq(transactions.playerId, -1))).length, 0);
  });

  it('a wrong code five times locks the sign-in; cancelling needs the session too and fails the deposit', async () => {
    const p = await verified();
    const c = await checkout(p);
    await t.app.inject({ method: 'POST', url: `${c.path}/code` });
    const right = await lastCode(p.phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: `${c.path}/verify`, headers: form, payload: `code=${wrong}` });
      assert.match(String(res.headers.location), /e=code$/);
    }
    const late = await t.app.inject({ method: 'POST', url: `${c.path}/verify`, headers: form, payload: `code=${right}` });
    assert.match(String(late.headers.location), /e=tries$/);
    assert.equal(late.headers['set-cookie'], undefined);
    const anonymousCancel = await t.app.inject({ method: 'POST', url: c.path, headers: form, payload: 'action=cancel' });
    assert.equal(anonymousCancel.statusCode, 403);
    // a new code a minute later (the gateway's rule), then cancel
    await t.database.db.execute(`update gateway_payments set otp_expires_at = now() where merchant_ref = '${c.transaction}'`);
    const session = await signIn(c.path, p.phone);
    const cancel = await t.app.inject({ method: 'POST', url: c.path, headers: { ...form, cookie: session }, payload: 'action=cancel' });
    assert.match(String(cancel.headers.location), /status=cancelled/);
    const [tx] = await t.database.db.select().from(transactions).where(eq(transactions.gatewayRef, c.transaction));
    assert.equal(tx.status, 2);
    assert.equal(await balance(p), 0);
  });

  it('30 concurrent pays with the right session credit once', async () => {
    const p = await verified();
    const c = await checkout(p);
    const session = await signIn(c.path, p.phone);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => t.app.inject({ method: 'POST', url: c.path, headers: { ...form, cookie: session }, payload: 'action=pay' })),
    );
    assert.equal(answers.filter((a) => a.statusCode === 303).length, 1);
    assert.equal(await balance(p), 50000);
    await ledgerCheck();
  });
});

describe('without the demo gateway (production)', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ app: { demoGateway: false, devOutbox: false } });
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { deposit_mode: 'ewallet' } });
  });
  after(async () => {
    await t.close();
  });

  it('has no gateway pages, no outbox, refuses e-wallet requests and every notice', async () => {
    const p = await newPlayer(t.app);
    await verifyPhoneDirect(t, p.username);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/gateway/pay/GPAAAAAAAAAAAAAAAAAAAAAAAA', headers: form, payload: 'action=pay' })).statusCode,
      404,
    );
    assert.equal((await t.app.inject({ url: '/api/dev/outbox?to=x' })).statusCode, 404);
    const req = await t.app.inject({
      method: 'POST',
      url: '/api/ewa/request',
      headers: p.auth,
      payload: { amount: '500', provider: 'Nagad', type: 'ewallet' },
    });
    assert.equal(req.statusCode, 400);
    const key = crypto.generateKeyPairSync('ed25519').privateKey;
    const notice = await t.app.inject({
      method: 'POST',
      url: '/api/ewa/notify',
      payload: signNotice(key, { ref: 'GW1', payment_id: 'GP1', status: 'paid', amount: 100, payer: p.phone, ts: Date.now() }),
    });
    assert.equal(notice.statusCode, 401);
  });

  it('refuses to start in production with the demo gateway, the dev outbox or a short admin token', async () => {
    const { buildApp } = await import('../../app.js');
    const long = 'x'.repeat(40);
    await assert.rejects(buildApp({ db: t.database.db, adminToken: long, production: true, demoGateway: true }), /demo payment gateway/);
    await assert.rejects(buildApp({ db: t.database.db, adminToken: long, production: true, devOutbox: true }), /dev outbox/);
    await assert.rejects(buildApp({ db: t.database.db, adminToken: 'short-token' }), /at least 32/);
  });
});
