import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { players, verificationCodes } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';

type P = Awaited<ReturnType<typeof newPlayer>>;

describe('account: verification, phones, password, inbox, VIP, referral', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  const post = (p: P | null, url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: p?.auth ?? {}, payload: payload as object });
  const codeFor = async (to: string) => {
    const out = json<{ data: { body: string }[] }>(await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).data;
    return /(\d{6})/.exec(out[0].body)![1];
  };
  const user = async (p: P) =>
    json<{
      data: {
        session_id: string;
        email_verified_at: string | null;
        phone_verified: boolean;
        vip_coin: number;
        vip_earned: number;
        balance: number;
        cash_bonus: number;
      };
    }>(await t.app.inject({ url: '/api/user/show', headers: p.auth })).data;

  it('keeps the language the player chose: at signup, on change, in the profile and at every login', async () => {
    const p = await newPlayer(t.app, { lang: 'bn' });
    const login = async () => json<{ lang: string }>(await post(null, '/api/login', { username: p.username, password: p.password })).lang;
    assert.equal(await login(), 'bn');
    assert.equal(json<{ data: { lang: string } }>(await t.app.inject({ url: '/api/user/show', headers: p.auth })).data.lang, 'bn');
    // the token decides whose language changes; a guest has none to keep
    assert.equal((await post(null, '/api/user/language', { lang: 'en' })).statusCode, 401);
    for (const bad of [{ lang: 'fr' }, { lang: 1 }, { lang: 'en', username: 'someoneelse' }]) {
      const res = await post(p, '/api/user/language', bad);
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
      if (typeof bad.lang === 'string' && bad.lang !== 'en') assert.equal(json(res).message, 'Please choose English or Bangla.');
    }
    assert.equal((await post(p, '/api/user/language', {})).statusCode, 400);
    assert.equal(await login(), 'bn'); // nothing written by a refused call
    assert.deepEqual(json(await post(p, '/api/user/language', { lang: 'en' })), { success: true, lang: 'en' });
    assert.equal(await login(), 'en');
    // a player who signed up without choosing reads English
    const q = await newPlayer(t.app);
    assert.equal(json<{ lang: string }>(await post(null, '/api/login', { username: q.username, password: q.password })).lang, 'en');
    assert.equal((await post(null, '/api/v1/create-players', { lang: 'de' })).statusCode, 422);
  });

  it('verifies the phone with a single-use 6-digit code, rate limited per target', async () => {
    const p = await newPlayer(t.app);
    assert.equal((await post(p, '/api/send-verification-code', { phone: '01999999999' })).statusCode, 400);
    assert.equal((await post(p, '/api/send-verification-code', { phone: p.phone })).statusCode, 200);
    const again = await post(p, '/api/send-verification-code', { phone: p.phone });
    assert.equal(again.statusCode, 429);
    const code = await codeFor(p.phone);
    assert.equal(
      json(await post(p, '/api/verify-phone-number', { verification_code: code === '000000' ? '111111' : '000000' })).message,
      'The verification code is invalid.',
    );
    assert.equal((await post(p, '/api/verify-phone-number', { verification_code: code })).statusCode, 200);
    assert.equal((await user(p)).session_id, '1');
    assert.equal((await post(p, '/api/verify-phone-number', { verification_code: code })).statusCode, 400);
  });

  it('refuses expired codes and stops after 5 wrong tries', async () => {
    const p = await newPlayer(t.app);
    await post(p, '/api/send-verification-code', { email: p.email });
    const code = await codeFor(p.email);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, p.email));
    assert.equal(json(await post(p, '/api/verify-email', { code })).message, 'The verification code has expired. Please request a new one.');
    const q = await newPlayer(t.app);
    await post(q, '/api/send-verification-code', { email: q.email });
    const good = await codeFor(q.email);
    const wrong = good === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await post(q, '/api/verify-email', { code: wrong });
    const blocked = await post(q, '/api/verify-email', { code: good });
    assert.equal(blocked.statusCode, 429);
    assert.equal((await user(q)).email_verified_at, null);
  });

  it('adds at most 2 extra phones, refuses taken numbers, verifies them', async () => {
    const p = await newPlayer(t.app);
    const other = await newPlayer(t.app);
    assert.equal(json(await post(p, '/api/add/number', { phone: other.phone })).message, 'This phone number is already in use.');
    assert.equal(json(await post(p, '/api/add/number', { phone: '12345' })).message, 'Please enter a valid 11-digit phone number.');
    const a = `018${String(Date.now()).slice(-8)}`;
    const b = `019${String(Date.now()).slice(-8)}`;
    assert.equal((await post(p, '/api/add/number', { phone: a })).statusCode, 200);
    assert.equal((await post(p, '/api/add/number', { phone: b })).statusCode, 200);
    assert.equal(json(await post(p, '/api/add/number', { phone: `016${String(Date.now()).slice(-8)}` })).message, 'You can add at most 2 extra phone numbers.');
    assert.equal((await post(p, '/api/add/send-verification-code', { phone: a })).statusCode, 200);
    assert.equal((await post(other, '/api/add/verify-phone-number', { phone: a, verification_code: await codeFor(a) })).statusCode, 404);
    assert.equal((await post(p, '/api/add/verify-phone-number', { phone: a, verification_code: await codeFor(a) })).statusCode, 200);
    const list = json<{ data: { contract_value: string; isverify: number }[] }>(await t.app.inject({ url: '/api/get/other/phone', headers: p.auth })).data;
    assert.deepEqual(
      list.map((x) => [x.contract_value, x.isverify]),
      [
        [a, 1],
        [b, 0],
      ],
    );
    assert.equal((await user(p)).phone_verified, true);
  });

  it('changes the password with the spec messages and revokes every session', async () => {
    const p = await newPlayer(t.app);
    assert.equal(
      json(await post(p, '/api/user-pwd', { old_password: '', new_password: 'abc12345', new_password_confirmation: 'abc12345' })).message,
      'Please enter your current password.',
    );
    assert.equal(
      json(await post(p, '/api/user-pwd', { old_password: p.password, new_password: 'abcdefgh', new_password_confirmation: 'abcdefgh' })).message,
      'New Password must contain at least one number, one letter, and 8 characters long.',
    );
    assert.equal(
      json(await post(p, '/api/user-pwd', { old_password: p.password, new_password: 'abc12345', new_password_confirmation: '' })).message,
      'Please confirm your new password.',
    );
    assert.equal(
      json(await post(p, '/api/user-pwd', { old_password: p.password, new_password: 'abc12345', new_password_confirmation: 'abc12346' })).message,
      'Passwords do not match.',
    );
    assert.equal(
      json(await post(p, '/api/user-pwd', { old_password: 'wrong1234', new_password: 'abc12345', new_password_confirmation: 'abc12345' })).message,
      'Your current password is incorrect.',
    );
    const ok = await post(p, '/api/user-pwd', { old_password: p.password, new_password: 'abc12345', new_password_confirmation: 'abc12345' });
    assert.equal(json(ok).message, 'Password changed successfully. Please login with your new password.');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).statusCode, 401);
    assert.equal((await post(null, '/api/login', { username: p.username, password: 'abc12345' })).statusCode, 200);
  });

  it('resets a forgotten password by SMS with a single-use OTP', async () => {
    const p = await newPlayer(t.app);
    // details that match no account get the same answer, and nothing is sent
    const stranger = await post(null, '/api/usr-forgot-password', { type: 'sms', phone: '01000000000', username: p.username });
    assert.equal(stranger.statusCode, 200);
    assert.equal(json(stranger).message, 'OTP sent successfully. Please check your sms.');
    assert.equal(json<{ data: unknown[] }>(await t.app.inject('/api/dev/outbox?to=01000000000')).data.length, 0);
    const sent = await post(null, '/api/usr-forgot-password', { type: 'sms', phone: p.phone, username: p.username });
    assert.equal(json(sent).message, 'OTP sent successfully. Please check your sms.');
    const otp = await codeFor(p.phone);
    assert.equal(
      json(await post(null, '/api/usr-reset-password', { otp: '', password: 'new12345', password_confirmation: 'new12345', username: p.username })).message,
      'Please enter the OTP.',
    );
    assert.equal(
      (await post(null, '/api/usr-reset-password', { otp, password: 'new12345', password_confirmation: 'new12345', username: p.username })).statusCode,
      200,
    );
    assert.equal(
      (await post(null, '/api/usr-reset-password', { otp, password: 'new54321', password_confirmation: 'new54321', username: p.username })).statusCode,
      400,
    );
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).statusCode, 401);
    assert.equal((await post(null, '/api/login', { username: p.username, password: 'new12345' })).statusCode, 200);
  });

  it('inbox: paged, read, delete; another player gets 404', async () => {
    const p = await newPlayer(t.app);
    const q = await newPlayer(t.app);
    // posts without the admin token create nothing (5 of them: wrong admin tokens are limited to 10 per address)
    for (let i = 1; i <= 5; i++)
      await post(null, '/api/admin/inbox', { username: p.username, title: `Title ${i}`, message: `Message number ${i} with some words` });
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/api/admin/inbox', payload: { username: p.username, title: 'x', message: 'y' } })).statusCode,
      401,
    );
    const sendAll = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inbox',
      headers: adminAuth,
      payload: { username: p.username, title: 'Hello', message: 'Welcome aboard' },
    });
    assert.equal(sendAll.statusCode, 200);
    const page1 = json<{ data: { data: { id: number; title: string; is_read: number }[]; last_page: number; unread: number } }>(
      await t.app.inject({ url: '/api/inbox?page=1', headers: p.auth }),
    ).data;
    assert.equal(page1.data[0].title, 'Hello');
    assert.equal(page1.unread, 1);
    const id = page1.data[0].id;
    assert.equal((await t.app.inject({ url: `/api/inbox/${id}`, headers: q.auth })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/api/inbox/${id}/read`, headers: q.auth })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/inbox/${id}`, headers: q.auth })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'PATCH', url: `/api/inbox/${id}/read`, headers: p.auth })).statusCode, 200);
    assert.equal(json<{ data: { unread: number } }>(await t.app.inject({ url: '/api/inbox', headers: p.auth })).data.unread, 0);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/inbox/${id}`, headers: p.auth })).statusCode, 200);
    assert.equal(json<{ data: { data: unknown[] } }>(await t.app.inject({ url: '/api/inbox', headers: p.auth })).data.data.length, 0);
  });

  it('VP conversion: minimum 10, never below zero under 20 concurrent requests', async () => {
    const p = await newPlayer(t.app);
    await t.database.db.update(players).set({ vipCoin: 35 }).where(eq(players.usernameLower, p.username.toLowerCase()));
    assert.equal(json(await t.app.inject({ url: '/api/convert-vipcoin?vip_coin=9', headers: p.auth })).message, 'Minimum VP Required: 10');
    const results = await Promise.all(Array.from({ length: 20 }, () => t.app.inject({ url: '/api/convert-vipcoin?vip_coin=10&remote_id=x', headers: p.auth })));
    assert.equal(results.filter((r) => r.statusCode === 200).length, 3);
    assert.equal(json(results.find((r) => r.statusCode === 400)!).message, 'Not enough points. Points must follow minimum VP required to convert.');
    const u = await user(p);
    assert.equal(u.vip_coin, 5);
    assert.equal(u.balance, 30);
    assert.equal(json(await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth })).success, true);
  });

  it('referral: downlines, rewards from settled turnover, Claim All once', async () => {
    const ref = await newPlayer(t.app);
    const code = json<{ data: { referral_code: string } }>(await t.app.inject({ url: '/api/referral', headers: ref.auth })).data.referral_code;
    const down = await newPlayer(t.app, { referral_code: code });
    assert.equal(json(await post(ref, '/api/cash-claim', {})).message, 'You need at least 10 to claim all.');
    await post(null, '/api/dev/players/x/turnover', {}).then(() => undefined);
    await t.app.inject({ method: 'POST', url: `/api/dev/players/${down.username}/turnover`, headers: adminAuth, payload: { amount: '2500' } });
    const summary = json<{ data: { active_downlines: number; cash_bonus: number; lifetime_cash_rewards: number; referral_turnover: number } }>(
      await t.app.inject({ url: '/api/referral', headers: ref.auth }),
    ).data;
    assert.deepEqual([summary.active_downlines, summary.cash_bonus, summary.lifetime_cash_rewards, summary.referral_turnover], [1, 25, 25, 2500]);
    assert.equal((await user(down)).vip_coin, 25);
    // the VP ever earned (the VIP level follows it) rise with turnover and stay when points are converted
    assert.equal((await user(down)).vip_earned, 25);
    assert.equal((await t.app.inject({ url: '/api/convert-vipcoin?vip_coin=10', headers: down.auth })).statusCode, 200);
    assert.deepEqual([(await user(down)).vip_coin, (await user(down)).vip_earned], [15, 25]);
    const claims = await Promise.all(Array.from({ length: 20 }, () => post(ref, '/api/cash-claim', {})));
    assert.equal(claims.filter((r) => r.statusCode === 200).length, 1);
    const u = await user(ref);
    assert.equal(u.balance, 25);
    assert.equal(u.cash_bonus, 0);
    assert.equal(json(await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth })).success, true);
  });
});
