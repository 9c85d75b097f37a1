import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { json, makeTestApp, uniqueUser, type TestApp } from '../../test/helpers.js';

async function captcha(app: FastifyInstance): Promise<{ id: string; answer: string; image: string }> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha' });
  assert.equal(res.statusCode, 200);
  const { captcha_id, image } = json<{ data: { captcha_id: string; image: string } }>(res).data;
  const out = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(`captcha:${captcha_id}`)}` });
  return { id: captcha_id, answer: json<{ data: { body: string }[] }>(out).data[0].body, image };
}

function form(over: Record<string, unknown> = {}) {
  const u = uniqueUser('desk');
  return {
    username: u.username,
    password: 'pass12345',
    confirmPassword: 'pass12345',
    currencyType: '8',
    friendReferCode: '',
    realName: 'Karim Hossain',
    callingCode: '880',
    phoneNumber: u.phone.slice(1),
    email: u.email,
    ageCheck: true,
    ...over,
  };
}

describe('desktop registration with a captcha', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('serves an SVG image of 4 digits', async () => {
    const c = await captcha(t.app);
    assert.match(c.answer, /^\d{4}$/);
    assert.match(c.image, /^data:image\/svg\+xml;base64,/);
    assert.match(Buffer.from(c.image.split(',')[1], 'base64').toString(), /<svg/);
  });

  it('creates a real account with the right captcha; the phone is kept as 01XXXXXXXXX and the currency mapped', async () => {
    const c = await captcha(t.app);
    const f = form({ currencyType: '17', captcha_id: c.id, captcha: c.answer });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: f });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(json<{ message: string }>(res).message, 'Registration Successful');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: f.username, password: f.password } });
    assert.equal(login.statusCode, 200);
    const show = await t.app.inject({ method: 'GET', url: '/api/user/show', headers: { authorization: `Bearer ${json<{ token: string }>(login).token}` } });
    const user = json<{ data: { phone: string; currency: string; name: string } }>(show).data;
    assert.equal(user.phone, `0${f.phoneNumber}`);
    assert.equal(user.currency, 'PKR');
    assert.equal(user.name, 'Karim Hossain');
  });

  it('refuses a wrong captcha and then the same captcha again (single use); nothing is created', async () => {
    const c = await captcha(t.app);
    const wrong = c.answer === '0000' ? '1111' : '0000';
    const f = form({ captcha_id: c.id, captcha: wrong });
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: f });
    assert.equal(res.statusCode, 422);
    assert.equal(json<{ message: string }>(res).message, 'The captcha is incorrect. Please try again.');
    const again = await t.app.inject({ method: 'POST', url: '/api/register', payload: { ...f, captcha: c.answer } });
    assert.equal(again.statusCode, 422);
    assert.equal(json<{ message: string }>(again).message, 'The captcha has expired. Please reload it.');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: f.username, password: f.password } });
    assert.equal(login.statusCode, 401);
  });

  it('a used captcha cannot register a second account', async () => {
    const c = await captcha(t.app);
    const first = await t.app.inject({ method: 'POST', url: '/api/register', payload: form({ captcha_id: c.id, captcha: c.answer }) });
    assert.equal(first.statusCode, 201);
    const second = await t.app.inject({ method: 'POST', url: '/api/register', payload: form({ captcha_id: c.id, captcha: c.answer }) });
    assert.equal(second.statusCode, 422);
  });

  it('gives the spec messages for missing fields, mismatch, age and a non-880 code', async () => {
    const c = await captcha(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '' }, 'Please fill in all fields.'],
      [{ confirmPassword: 'other12345' }, 'Passwords do not match.'],
      [{ realName: '' }, 'Please fill in all fields for step 2.'],
      [{ ageCheck: false }, 'You must confirm that you are 18 years old.'],
      [{ callingCode: '91' }, 'Only +880 phone numbers are accepted.'],
      [{ username: 'ab' }, 'Username must be between 8 and 16 characters'],
    ];
    for (const [over, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/register', payload: form({ captcha_id: c.id, captcha: c.answer, ...over }) });
      assert.ok(res.statusCode === 400 || res.statusCode === 422, res.body);
      assert.equal(json<{ message: string }>(res).message, message);
    }
    // none of those spent the captcha
    const ok = await t.app.inject({ method: 'POST', url: '/api/register', payload: form({ captcha_id: c.id, captcha: c.answer }) });
    assert.equal(ok.statusCode, 201, ok.body);
  });
});
