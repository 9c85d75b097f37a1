import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { json, makeTestApp, newPlayer, uniqueUser, type TestApp } from '../../test/helpers.js';

describe('signup, login, sessions', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('creates a player, logs in, and user/show answers for the token', async () => {
    const p = await newPlayer(t.app);
    const show = await t.app.inject({ method: 'GET', url: '/api/user/show', headers: p.auth });
    assert.equal(show.statusCode, 200);
    const user = json<{ data: { username: string; balance: number; session_id: string; referral_code: string } }>(show).data;
    assert.equal(user.username, p.username);
    assert.equal(user.balance, 0);
    assert.equal(user.session_id, '0');
    assert.match(user.referral_code, /^[A-Z0-9]{8}$/);
  });

  it('answers with the spec messages for bad signup input, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'short1' }, 'username', 'Username must be between 8 and 16 characters'],
      [{ username: 'abcdefghijklmnopq' }, 'username', 'Username must be between 8 and 16 characters'],
      [{ username: 'bad name 123' }, 'username', 'Invalid username (only letters and numbers)'],
      [{ email: 'nope' }, 'email', 'Invalid email address'],
      [{ phone: '12345' }, 'phone', 'Invalid phone number (10-15 digits)'],
      [{ phone: '1234567890123456' }, 'phone', 'Invalid phone number (10-15 digits)'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'password', 'Password must be at least 8 characters'],
      [{ password: 'abc!12345', confirmPassword: 'abc!12345' }, 'password', 'Password must contain only letters and numbers'],
      [{ confirmPassword: 'different1' }, 'confirmPassword', 'Passwords do not match'],
      [{ currency: 'USD' }, 'currency', 'Invalid currency'],
      [{ username: 12345678 }, 'username', 'Username must be between 8 and 16 characters'],
    ];
    for (const [patch, field, message] of cases) {
      const u = { ...uniqueUser(), ...patch };
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: u });
      assert.equal(res.statusCode, 422, JSON.stringify(patch));
      const body = json<{ errors: Record<string, string[]> }>(res);
      assert.deepEqual(body.errors[field], [message], JSON.stringify(patch));
      if (typeof u.username === 'string') {
        const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: u.username, password: u.password } });
        assert.equal(login.statusCode, 401);
      }
    }
  });

  it('refuses a taken username (any case), email and phone; email and phone with one answer naming neither', async () => {
    const p = await newPlayer(t.app);
    const again = { ...uniqueUser(), username: p.username.toUpperCase() };
    const r1 = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: again });
    assert.equal(r1.statusCode, 422);
    assert.deepEqual(json<{ errors: Record<string, string[]> }>(r1).errors.username, ['The username has already been taken.']);
    const r2 = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: { ...uniqueUser(), email: p.email } });
    const contact = 'This email or phone number cannot be used for a new account. If you already have an account, please log in.';
    assert.equal(r2.statusCode, 422);
    assert.deepEqual(json<{ errors: Record<string, string[]> }>(r2).errors, { contact: [contact] });
    const r3 = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: { ...uniqueUser(), phone: p.phone } });
    assert.deepEqual(json<{ errors: Record<string, string[]> }>(r3).errors, { contact: [contact] });
  });

  it('records the referrer', async () => {
    const referrer = await newPlayer(t.app);
    const show = await t.app.inject({ method: 'GET', url: '/api/user/show', headers: referrer.auth });
    const code = json<{ data: { referral_code: string } }>(show).data.referral_code;
    const downline = await newPlayer(t.app, { referral_code: code, agent_code: 'AGENT7' });
    const { players } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(players).where(eq(players.usernameLower, downline.username.toLowerCase()));
    assert.ok(row.referredBy);
    assert.equal(row.agentCode, 'AGENT7');
  });

  it('wrong password is 401 Invalid credentials; a new token at each login', async () => {
    const p = await newPlayer(t.app);
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: 'wrongpass1' } });
    assert.equal(bad.statusCode, 401);
    assert.equal(json(bad).message, 'Invalid credentials');
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
    const token = json<{ token: string; exchange: { token: string }[] }>(again);
    assert.notEqual(token.token, p.token);
    assert.match(token.token, /^[0-9a-f]{64}$/);
    assert.ok(token.exchange[0].token);
  });

  it('ignores the remote_id of another player', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/show?remote_id=${b.remote_id}`, headers: a.auth });
    assert.equal(json<{ data: { username: string } }>(res).data.username, a.username);
  });

  it('balance needs a live token; logout revokes it', async () => {
    const p = await newPlayer(t.app);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance' })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: { authorization: 'Bearer nonsense' } })).statusCode, 401);
    const ok = await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth });
    assert.deepEqual(json(ok), { success: true, balance: 0 });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: p.auth });
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).statusCode, 401);
  });

  it('bad bodies are 400 with a readable message, never 500', async () => {
    const badJson = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    assert.equal(badJson.statusCode, 400);
    assert.equal(json(badJson).message, 'The request body is not valid JSON.');
    const arrayBody = await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: [1, 2] });
    assert.equal(arrayBody.statusCode, 400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/create-players',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    assert.equal(huge.statusCode, 413);
    assert.equal(json(huge).message, 'The request body is too large.');
    const wrongTypes = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: { $gt: '' }, password: ['x'] } });
    assert.ok(wrongTypes.statusCode >= 400 && wrongTypes.statusCode < 500);
  });
});

describe('login rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ limits: { loginPerUser: 3, loginPerIp: 100 } });
  });
  after(async () => {
    await t.close();
  });

  it('answers 429 past the limit per username', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'demoplayer1', password: 'wrongpass1' } });
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429, 429]);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'demoplayer1', password: 'demopass123' } });
    assert.equal(res.statusCode, 429);
    assert.equal(json(res).message, 'Too many attempts, please try again later.');
  });
});
