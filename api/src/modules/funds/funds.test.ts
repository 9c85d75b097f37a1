import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { eq } from 'drizzle-orm';
import { players } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import {
  ADMIN,
  adminAuth,
  json,
  makeTestApp,
  newPlayer,
  verifyPhoneDirect,
  type TestApp,
  balanceOf,
  ledgerOk,
  verifiedPlayer,
  multipart,
} from '../../test/helpers.js';
import { recordTurnover } from './turnover.js';
import { checkForm, depositAmountForm, makePaymentForm, withdrawalRequestForm } from '@bet/shared/contract';

type P = Awaited<ReturnType<typeof newPlayer>>;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0c2a10000000049454e44ae426082',
  'hex',
);

describe('funds', () => {
  let t: TestApp;
  let bkashAgent: number;
  before(async () => {
    t = await makeTestApp();
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    bkashAgent = channels.find((c) => c.account_type === 'Agent')!.id;
  });
  after(async () => {
    await t.close();
  });

  const verified = () => verifiedPlayer(t);
  const deposit = (p: P, patch: Record<string, string> = {}, files: { name: string; type: string; data: Buffer }[] = [], key?: string) => {
    const body = multipart(
      { account_number: p.phone, transaction_id: `TRX${Math.random().toString(36).slice(2, 10)}`, amount: '1000', payment_id: String(bkashAgent), ...patch },
      files,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/submit-deposit',
      payload: body.payload,
      headers: { ...p.auth, ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  };
  const balance = (p: P) => balanceOf(t, p);
  const txs = async (p: P) =>
    json<{ data: { id: number; key: number; action: string; amount: number }[] }>(await t.app.inject({ url: '/api/transaction/show', headers: p.auth })).data;
  const approve = (id: number) => t.app.inject({ method: 'POST', url: `/api/admin/transactions/${id}/approve`, headers: adminAuth });
  const ledgerCheck = () => ledgerOk(t);

  it('lists channels and gives a wallet number', async () => {
    const p = await verified();
    const w = json<{ data: { account_number: string; id: number }[] }>(
      await t.app.inject({ url: '/api/get-wallet-number?name=bKash&account_type=Agent&amount=500', headers: p.auth }),
    ).data;
    assert.match(w[0].account_number, /^\d{11}$/);
  });

  it('needs a verified phone', async () => {
    const p = await newPlayer(t.app);
    const res = await deposit(p);
    assert.equal(res.statusCode, 403);
    assert.equal(json(res).message, 'Please verify your phone number first.');
  });

  it('enforces the amount limits at their edges', async () => {
    const p = await verified();
    for (const amount of ['99.99', '25000.01', 'abc', '100.001', '']) {
      const res = await deposit(p, { amount });
      assert.equal(res.statusCode, 400, amount);
    }
    assert.equal(json(await deposit(p, { amount: '' })).message, 'Please fill in your amount.');
    const low = await deposit(p, { amount: '100.00' });
    assert.equal(low.statusCode, 200, low.body);
    await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${(await txs(p))[0].id}/reject`, headers: adminAuth, payload: { reason: 'test' } });
    const high = await deposit(p, { amount: '25000.00' });
    assert.equal(high.statusCode, 200, high.body);
  });

  it('checks account number, TRX id, method and ownership of the number', async () => {
    const p = await verified();
    assert.equal(json(await deposit(p, { account_number: '0171' })).message, 'Please provide a valid 11-digit account number.');
    assert.equal(json(await deposit(p, { account_number: '01999999999' })).message, 'Only your own verified phone numbers can be used.');
    assert.equal(json(await deposit(p, { transaction_id: 'ABC12' })).message, 'Please provide your TRX ID. It should be valid.');
    assert.equal(json(await deposit(p, { payment_id: '9999' })).message, 'Please select a valid payment method.');
    assert.equal((await txs(p)).length, 0);
  });

  it("answers each field with the player's own form's sentence: the contract's forms are what the api checks with", async () => {
    const p = await verified();
    // the same values through the form the player fills (checkForm, as the page's resolver runs it) and the api
    const payment = (phone: string, trx: string) => Object.values(checkForm(makePaymentForm, { phone, trx }).errors)[0];
    const amount = (value: string) => checkForm(depositAmountForm, { amount: value }).errors.amount;
    for (const trx of ['ABC12', 'TRX$12345', ' TRX 1234 ']) assert.equal(json(await deposit(p, { transaction_id: trx })).message, payment(p.phone, trx), trx);
    for (const phone of ['0171', '0171234567x', '+8801712345678'])
      assert.equal(json(await deposit(p, { account_number: phone })).message, payment(phone, 'TRX1234567'), phone);
    for (const value of ['', '99.99', '1e3', '25000.01', '100.001']) assert.equal(json(await deposit(p, { amount: value })).message, amount(value), value);
    // a multipart field outside the contract's shape (a TRX ID longer than the form lets anyone type) is the same
    // 400 as in a JSON body
    assert.equal((await deposit(p, { transaction_id: 'A'.repeat(41) })).statusCode, 400);
    const long = await deposit(p, { remote_id: 'x'.repeat(65) });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(Object.keys(json<{ errors: object }>(long).errors), ['remote_id']);
    const withdrawal = (body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/submit-withdraw', headers: p.auth, payload: { payment_id: String(bkashAgent), ...body } });
    for (const [amountValue, account] of [
      ['', p.phone],
      ['500', ''],
      ['500', '01712'],
    ] as const)
      assert.equal(
        json(await withdrawal({ amount: amountValue, account_number: account })).message,
        Object.values(checkForm(withdrawalRequestForm, { amount: amountValue, account }).errors)[0],
        `${amountValue} ${account}`,
      );
    assert.equal((await txs(p)).length, 0);
  });

  it('refuses a receipt that is not an image, storing nothing', async () => {
    const p = await verified();
    const res = await deposit(p, {}, [{ name: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') }]);
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, 'Receipts must be images (PNG, JPEG, WebP or GIF).');
    const big = await deposit(p, {}, [{ name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]) }]);
    assert.equal(big.statusCode, 413);
    assert.equal((await txs(p)).length, 0);
  });

  it('deposit with a receipt -> pending -> approved once: balance, ledger, turnover ticket', async () => {
    const p = await verified();
    const res = await deposit(p, { amount: '1000' }, [{ name: 'r.png', type: 'image/png', data: PNG }]);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).message, 'Submission successful!');
    const [tx] = await txs(p);
    assert.equal(tx.key, 0);
    const second = await deposit(p);
    assert.equal(second.statusCode, 409);
    assert.equal(json(second).message, 'You already have a pending deposit request. Please wait until it is processed.');
    const list = json<{ data: { id: number; receipts: string[] }[] }>(
      await t.app.inject({ url: '/api/admin/transactions?status=pending', headers: adminAuth }),
    ).data;
    const mine = list.find((x) => x.id === tx.id)!;
    assert.equal(mine.receipts.length, 1);
    const img = await t.app.inject({ url: new URL(mine.receipts[0]).pathname, headers: adminAuth });
    assert.equal(img.statusCode, 200);
    assert.deepEqual(img.rawPayload, PNG);
    assert.equal((await t.app.inject({ url: new URL(mine.receipts[0]).pathname })).statusCode, 401);
    // another api process on the same database serves the same receipt (it lives in the database, not a folder)
    const { app: other } = await buildApp({ db: t.database.db, adminToken: ADMIN });
    try {
      const there = await other.inject({ url: new URL(mine.receipts[0]).pathname, headers: adminAuth });
      assert.equal(there.statusCode, 200);
      assert.equal(there.headers['content-type'], 'image/png');
      assert.deepEqual(there.rawPayload, PNG);
    } finally {
      await other.close();
    }
    assert.equal(json<{ data: { changed: boolean } }>(await approve(tx.id)).data.changed, true);
    assert.equal(json<{ data: { changed: boolean } }>(await approve(tx.id)).data.changed, false);
    assert.equal(await balance(p), 1000);
    assert.equal((await txs(p))[0].key, 1);
    const tickets = json<{ data: { status: string; required_turnover: number; remaining_turnover: number; transaction: { promotion: null } }[] }>(
      await t.app.inject({ url: '/api/turnovers', headers: p.auth }),
    ).data;
    assert.equal(tickets.length, 1);
    assert.equal(tickets[0].required_turnover, 1000);
    assert.equal(tickets[0].transaction.promotion, null);
    await ledgerCheck();
  });

  it("a promotion's dates are Dhaka calendar days: at 02:00 in Dhaka (still yesterday in UTC) today's is on, yesterday's over", async () => {
    const { promotions } = await import('../../db/schema/index.js');
    const promo = async (startDate: string, endDate: string) =>
      (
        await t.database.db
          .insert(promotions)
          .values({ name: `Dhaka days ${startDate}`, desc: '', thumbnail: '', startDate, endDate, depositBonusPercent: 10, turnoverMultiplier: 1 })
          .returning()
      )[0].id;
    const startsToday = await promo('2026-11-25', '2026-11-30');
    const endedYesterday = await promo('2026-11-20', '2026-11-24');
    const p = await verified();
    // the clock reads 2026-11-25 02:00 in Dhaka, 2026-11-24 20:00 UTC
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-11-25T02:00:00+06:00') });
    try {
      const ended = await deposit(p, { amount: '500', promotion_id: String(endedYesterday) });
      assert.equal(ended.statusCode, 400, ended.body);
      assert.equal(json(ended).message, 'This promotion is not available.');
      const today = await deposit(p, { amount: '500', promotion_id: String(startsToday) });
      assert.equal(today.statusCode, 200, today.body);
    } finally {
      mock.timers.reset();
    }
  });

  it('a promotion deposit credits the bonus and needs (amount + bonus) x multiplier', async () => {
    const p = await verified();
    const promos = json<{ data: { id: number; name: string; turnover: number; deposit_bouns: number }[] }>(await t.app.inject('/api/promotion')).data;
    const promo = promos.find((x) => x.name === '7,777 Sports Bonus')!;
    assert.equal((await deposit(p, { amount: '500', promotion_id: String(promo.id) })).statusCode, 200);
    await approve((await txs(p))[0].id);
    assert.equal(await balance(p), 1000);
    const [ticket] = json<{ data: { required_turnover: number; transaction: { promotion: { name: string } } }[] }>(
      await t.app.inject({ url: '/api/turnovers', headers: p.auth }),
    ).data;
    assert.equal(ticket.required_turnover, 1000 * promo.turnover);
    assert.equal(ticket.transaction.promotion.name, '7,777 Sports Bonus');
    await ledgerCheck();
  });

  it('20 concurrent deposits leave exactly one pending', async () => {
    const p = await verified();
    const results = await Promise.all(Array.from({ length: 20 }, () => deposit(p)));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1);
    assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409));
    assert.equal((await txs(p)).length, 1);
  });

  it('an Idempotency-Key retry returns the first answer and does nothing else', async () => {
    const p = await verified();
    const a = await deposit(p, { transaction_id: 'IDEMP00001' }, [], 'key-0000000001');
    const b = await deposit(p, { transaction_id: 'IDEMP00001' }, [], 'key-0000000001');
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.deepEqual(json(a), json(b));
    assert.equal((await txs(p)).length, 1);
  });

  it('another player never sees my transactions', async () => {
    const a = await verified();
    const b = await verified();
    await deposit(a);
    assert.equal((await txs(b)).length, 0);
    assert.equal((await t.app.inject({ url: '/api/transaction/show' })).statusCode, 401);
  });

  it('withdrawal: date of birth, turnover, hold, reject refunds, approve', async () => {
    const p = await verified();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: adminAuth,
      payload: { amount: '2000', note: 'funding for a test' },
    });
    const withdraw = (amount = '600', key?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/submit-withdraw',
        headers: { ...p.auth, ...(key ? { 'idempotency-key': key } : {}) },
        payload: { account_number: p.phone, amount, payment_id: bkashAgent, provider: 'bKash' },
      });
    const dob = await t.app.inject({ url: '/api/userwithdrawcheck', headers: p.auth });
    assert.equal(dob.statusCode, 400);
    assert.equal(json(dob).error, 'dofb');
    const [row] = await t.database.db.select().from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    await t.database.db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.id, row.id));
    // a deposit opens a turnover ticket: withdrawals wait for it
    await deposit(p, { amount: '100' });
    await approve((await txs(p)).find((x) => x.action === 'deposit')!.id);
    const blocked = await withdraw();
    assert.equal(blocked.statusCode, 400);
    assert.equal(json(blocked).message, 'Please complete your turnover and try again.');
    await recordTurnover(t.database.db, row.id, 10_000);
    assert.equal((await t.app.inject({ url: '/api/userwithdrawcheck', headers: p.auth })).statusCode, 200);
    assert.equal((await withdraw('499.99')).statusCode, 400);
    assert.equal((await withdraw('5000')).statusCode, 400); // more than the balance
    const ok = await withdraw('600', 'wd-key-00000001');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(json(ok).message, 'Withdrawal successful!');
    assert.equal((await withdraw('600', 'wd-key-00000001')).statusCode, 200);
    assert.equal(await balance(p), 1500);
    assert.equal((await withdraw('500')).statusCode, 409);
    const wd = (await txs(p)).find((x) => x.action === 'withdraw')!;
    await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${wd.id}/reject`, headers: adminAuth, payload: { reason: 'Wrong number' } });
    assert.equal(await balance(p), 2100);
    assert.equal(
      (await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${wd.id}/reject`, headers: adminAuth, payload: { reason: 'again' } })).json().data
        .changed,
      false,
    );
    assert.equal(await balance(p), 2100);
    const again = await withdraw('700');
    assert.equal(again.statusCode, 200);
    await approve((await txs(p)).find((x) => x.action === 'withdraw' && x.key === 0)!.id);
    assert.equal(await balance(p), 1400);
    await ledgerCheck();
  });

  it('withdrawals closed by withdrawal_status 0', async () => {
    const p = await verified();
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { withdrawal_status: 0 } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-withdraw',
      headers: p.auth,
      payload: { account_number: p.phone, amount: '600', payment_id: bkashAgent },
    });
    assert.equal(json(res).message, 'No widthdraw methods available. Try again later.');
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { withdrawal_status: 1 } });
  });
});

describe('birthday and the turnover stand-in', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('sets the birthday once, refusing bad dates and a second change', async () => {
    const p = await newPlayer(t.app);
    const set = (dofb: string) => t.app.inject({ method: 'POST', url: '/api/user/profile/update', headers: p.auth, payload: { remote_id: 'ignored', dofb } });
    assert.equal((await set('1990-02-30')).statusCode, 400);
    assert.equal((await set('2020-01-01')).statusCode, 400);
    const ok = await set('1990-05-17');
    assert.equal(ok.statusCode, 200);
    assert.equal(json(ok).dofb, '1990-05-17');
    assert.equal((await set('1991-01-01')).statusCode, 409);
  });

  it('recordTurnover completes tickets oldest first (through the admin stand-in)', async () => {
    const p = await newPlayer(t.app);
    await verifyPhoneDirect(t, p.username);
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    const pay = channels.find((c) => c.account_type === 'Agent')!.id;
    for (const amount of ['300', '200']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/submit-deposit',
        headers: p.auth,
        payload: { account_number: p.phone, transaction_id: `T${amount}XYZ123${Math.random().toString(36).slice(2, 6)}`, amount, payment_id: String(pay) },
      });
      assert.equal(res.statusCode, 200, res.body);
      const [tx] = json<{ data: { id: number }[] }>(await t.app.inject({ url: '/api/transaction/show', headers: p.auth })).data;
      await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${tx.id}/approve`, headers: adminAuth });
    }
    await t.app.inject({ method: 'POST', url: `/api/dev/players/${p.username}/turnover`, headers: adminAuth, payload: { amount: '350' } });
    const tickets = json<{ data: { status: string; remaining_turnover: number; required_turnover: number }[] }>(
      await t.app.inject({ url: '/api/turnovers', headers: p.auth }),
    ).data;
    const byRequired = Object.fromEntries(tickets.map((x) => [x.required_turnover, x]));
    assert.equal(byRequired[300].status, 'complete');
    assert.equal(byRequired[200].remaining_turnover, 150);
    assert.equal(byRequired[200].status, 'active');
  });
});
