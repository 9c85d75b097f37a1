// Defect 3 of the security issue: 60 simultaneous guesses at one code were all checked on PostgreSQL. The
// attempt is now counted by one conditional update before the comparison, and checks are limited per window.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/index.js';
import { json, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';

type P = Awaited<ReturnType<typeof newPlayer>>;

describe('verification codes under a race', () => {
  let t: TestApp;
  // a high window limit, so that only the per-code tries decide
  before(async () => {
    t = await makeTestApp({ limits: { codeChecksPerWindow: 1000 } });
  });
  after(async () => {
    await t.close();
  });

  const code = async (to: string) =>
    /(\d{6})/.exec(json<{ data: { body: string }[] }>(await t.app.inject(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).data[0].body)![1];
  const wrongs = (right: string, n: number) => Array.from({ length: n }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'));

  async function race(p: P, url: string, field: string, right: string, extra: Record<string, unknown> = {}) {
    // 59 wrong guesses and the right one last, all at once
    const guesses = [...wrongs(right, 59), right];
    const answers = await Promise.all(guesses.map((g) => t.app.inject({ method: 'POST', url, headers: p.auth, payload: { ...extra, [field]: g } })));
    const checked = answers.filter((a) => a.statusCode !== 429 && json(a).message !== 'Too many wrong codes. Please request a new one.');
    return { answers, checked, rightAnswer: answers[answers.length - 1] };
  }

  it('phone: of 60 simultaneous guesses at most 5 are compared', async () => {
    const p = await newPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/send-verification-code', headers: p.auth, payload: { phone: p.phone } });
    const right = await code(p.phone);
    const { answers, checked, rightAnswer } = await race(p, '/api/verify-phone-number', 'verification_code', right);
    assert.ok(checked.length <= 5, `${checked.length} guesses were compared`);
    assert.ok(answers.every((a) => a.statusCode < 500));
    const [row] = await t.database.db.select().from(verificationCodes).where(eq(verificationCodes.target, p.phone));
    assert.ok(row.attempts <= 5, `attempts ${row.attempts}`);
    // the right code only counts when it was among the five compared
    const verified = json<{ data: { phone_verified: boolean } }>(await t.app.inject({ url: '/api/user/show', headers: p.auth })).data.phone_verified;
    assert.equal(verified, rightAnswer.statusCode === 200);
    if (!verified) {
      const late = await t.app.inject({ method: 'POST', url: '/api/verify-phone-number', headers: p.auth, payload: { verification_code: right } });
      assert.equal(late.statusCode, 429);
    }
  });

  it('email and extra phones: the same', async () => {
    const p = await newPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/send-verification-code', headers: p.auth, payload: { email: p.email } });
    const e = await race(p, '/api/verify-email', 'code', await code(p.email));
    assert.ok(e.checked.length <= 5, `email: ${e.checked.length}`);
    const extra = `018${String(Date.now()).slice(-8)}`;
    await t.app.inject({ method: 'POST', url: '/api/add/number', headers: p.auth, payload: { phone: extra } });
    await t.app.inject({ method: 'POST', url: '/api/add/send-verification-code', headers: p.auth, payload: { phone: extra } });
    const x = await race(p, '/api/add/verify-phone-number', 'verification_code', await code(extra), { phone: extra });
    assert.ok(x.checked.length <= 5, `extra phone: ${x.checked.length}`);
  });

  it('password reset: the same, and the password changes only when the right code was compared', async () => {
    const p = await newPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/usr-forgot-password', payload: { type: 'sms', phone: p.phone, username: p.username } });
    const right = await code(p.phone);
    const guesses = [...wrongs(right, 59), right];
    const answers = await Promise.all(
      guesses.map((otp, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/usr-reset-password',
          remoteAddress: `10.1.${i}.1`,
          payload: { otp, password: `new${i}pass1`, password_confirmation: `new${i}pass1`, username: p.username },
        }),
      ),
    );
    const compared = answers.filter((a) => a.statusCode === 200 || json(a).message === 'The OTP is invalid or has expired.');
    assert.ok(compared.length <= 5, `${compared.length} compared`);
    const changed = answers[59].statusCode === 200;
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: changed ? 'new59pass1' : p.password } });
    assert.equal(login.statusCode, 200);
  });
});

describe('verification code checks per window', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ limits: { codeChecksPerWindow: 3, codeSendIntervalMs: 0 } });
  });
  after(async () => {
    await t.close();
  });

  it('past the window limit even a new, right code is refused', async () => {
    const p = await newPlayer(t.app);
    const send = () => t.app.inject({ method: 'POST', url: '/api/send-verification-code', headers: p.auth, payload: { phone: p.phone } });
    const check = (c: string) => t.app.inject({ method: 'POST', url: '/api/verify-phone-number', headers: p.auth, payload: { verification_code: c } });
    await send();
    for (let i = 0; i < 3; i++) assert.equal((await check('000000')).statusCode, 400);
    await send(); // a fresh code resets the per-code tries, not the window
    const c = /(\d{6})/.exec(json<{ data: { body: string }[] }>(await t.app.inject(`/api/dev/outbox?to=${p.phone}`)).data[0].body)![1];
    const blocked = await check(c);
    assert.equal(blocked.statusCode, 429);
    assert.equal(json(blocked).message, 'Too many wrong codes. Please request a new one.');
  });
});
