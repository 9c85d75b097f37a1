// Defect 2 of the security issue: input that reached the database as a NUL byte, an id past the 32-bit range
// or a broken upload answered 500. Every one is a 4xx with a readable message now, and nothing is written.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import { adminAuth, json, makeTestApp, newPlayer, verifyPhoneDirect, type TestApp } from '../test/helpers.js';

describe('bad input is a 4xx, never a 500', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let phone: string;
  before(async () => {
    t = await makeTestApp();
    const p = await newPlayer(t.app);
    await verifyPhoneDirect(t, p.username);
    auth = p.auth;
    phone = p.phone;
  });
  after(async () => {
    await t.close();
  });

  const counts = async () => {
    const r = await t.database.db.execute(
      'select (select count(*) from players) p, (select count(*) from transactions) t, (select count(*) from ledger_entries) l, (select count(*) from inbox_messages) i',
    );
    return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
  };

  it('NUL bytes anywhere: body, path, query; with or without a session', async () => {
    const before = await counts();
    const cases: [string, InjectOptions][] = [
      ['login', { method: 'POST', url: '/api/login', payload: { username: 'demo\u0000player1', password: 'x' } }],
      [
        'signup',
        {
          method: 'POST',
          url: '/api/v1/create-players',
          payload: { username: 'abcdefgh1', password: 'pass12345', confirmPassword: 'pass12345', name: 'a\u0000b', phone: '01711111111', email: 'a@b.co' },
        },
      ],
      ['gateway page', { url: '/gateway/pay/%00' }],
      ['games', { url: '/api/get-games?type=a%00' }],
      ['systems', { url: '/api/get-system?type=%00' }],
      ['payment channels', { url: '/api/showpayment-menthod?name=bKash%00' }],
      ['wallet number', { url: '/api/get-wallet-number?name=%00&account_type=Agent', headers: auth }],
      ['withdraw', { method: 'POST', url: '/api/submit-withdraw', headers: auth, payload: { account_number: `${phone}\u0000`, amount: '600', payment_id: 1 } }],
      [
        'deposit json',
        {
          method: 'POST',
          url: '/api/submit-deposit',
          headers: auth,
          payload: { account_number: phone, transaction_id: 'TRX\u00001234', amount: '500', payment_id: 1 },
        },
      ],
      ['forgot password', { method: 'POST', url: '/api/usr-forgot-password', payload: { type: 'sms', phone: '017\u0000', username: 'x' } }],
      ['key with NUL', { method: 'POST', url: '/api/login', payload: { 'user\u0000name': 'x', password: 'y' } }],
      ['admin inbox', { method: 'POST', url: '/api/admin/inbox', headers: adminAuth, payload: { username: 'demoplayer1', title: 'a\u0000', message: 'b' } }],
      ['outbox', { url: '/api/dev/outbox?to=%00' }],
    ];
    for (const [what, req] of cases) {
      const res = await t.app.inject(req);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${what}: ${res.statusCode} ${res.body}`);
      if (res.headers['content-type']?.toString().includes('json')) assert.equal(json(res).message, 'The request contains an invalid character.', what);
    }
    assert.equal(await counts(), before);
  });

  it('ids past the 32-bit range, negative, fractional or not numbers', async () => {
    const before = await counts();
    for (const id of ['2147483648', '99999999999999999999', '-1', '1.5', '1e3', 'abc', '0']) {
      const cases: [string, InjectOptions, number][] = [
        ['promotion', { url: `/api/promotions/${id}` }, 404],
        ['inbox', { url: `/api/inbox/${id}`, headers: auth }, 404],
        ['inbox read', { method: 'PATCH', url: `/api/inbox/${id}/read`, headers: auth }, 404],
        ['inbox delete', { method: 'DELETE', url: `/api/inbox/${id}`, headers: auth }, 404],
        ['admin approve', { method: 'POST', url: `/api/admin/transactions/${id}/approve`, headers: adminAuth }, 404],
        ['admin reject', { method: 'POST', url: `/api/admin/transactions/${id}/reject`, headers: adminAuth, payload: { reason: 'x' } }, 404],
        ['session', { method: 'DELETE', url: `/api/sessions/${id}`, headers: auth }, 404],
        [
          'deposit payment_id',
          {
            method: 'POST',
            url: '/api/submit-deposit',
            headers: auth,
            payload: { account_number: phone, transaction_id: 'TRX1234567', amount: '500', payment_id: id },
          },
          400,
        ],
        [
          'deposit promotion_id',
          {
            method: 'POST',
            url: '/api/submit-deposit',
            headers: auth,
            payload: { account_number: phone, transaction_id: 'TRX1234567', amount: '500', payment_id: 1, promotion_id: id },
          },
          400,
        ],
        [
          'withdraw payment_id',
          { method: 'POST', url: '/api/submit-withdraw', headers: auth, payload: { account_number: phone, amount: '600', payment_id: id } },
          400,
        ],
      ];
      for (const [what, req, status] of cases) {
        if (what === 'deposit promotion_id' && id === '0') continue; // 0 means no promotion
        const res = await t.app.inject(req);
        assert.equal(res.statusCode, status, `${what} ${id}: ${res.body}`);
        assert.equal(typeof json(res).message, 'string');
      }
    }
    assert.equal(await counts(), before);
  });

  it('a malformed multipart deposit is a 400', async () => {
    const before = await counts();
    const boundary = '----broken';
    const bodies = [
      `--${boundary}\r\nContent-Disposition: form-data; name="amount"\r\n\r\n500`, // never closed
      `--${boundary}\r\nContent-Disposition: form-data; name="receipts"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
      'not multipart at all',
      `--${boundary}\r\nContent-Disposition: form-data; name="account_number"\r\n\r\n${phone}\u0000\r\n--${boundary}--\r\n`,
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/submit-deposit',
        headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      assert.equal(res.statusCode, 400, res.body);
    }
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/submit-deposit',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    assert.ok(noBoundary.statusCode >= 400 && noBoundary.statusCode < 500, noBoundary.body);
    assert.equal(await counts(), before);
  });

  it("a database refusal caused by input is a 4xx (values past a column's range)", async () => {
    const res = await t.app.inject({ url: '/api/convert-vipcoin?vip_coin=999999999', headers: auth });
    assert.equal(res.statusCode, 400);
    const settings = await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { vp_rate: 1e308 } });
    assert.ok(settings.statusCode < 500, settings.body);
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { vp_rate: 1 } });
  });
});
