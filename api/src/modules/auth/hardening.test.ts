// The hardening rules of the security issue: what a trusted site does beyond the defects.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { idempotencyKeys, players, sessions } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { seed } from '../../seed/index.js';
import { ADMIN, adminAuth, json, makeTestApp, newPlayer, uniqueUser, verifyPhoneDirect, type TestApp } from '../../test/helpers.js';
import { passwordChecks } from '../../lib/metrics.js';

const login = (t: TestApp, username: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, headers, payload: { username, password } });

describe('sessions expire, renew on use, and can be listed and revoked', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });
  const balance = (auth: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/balance', headers: auth });
  const sessionOf = async (token: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, crypto.createHash('sha256').update(token).digest('hex')))
    )[0];

  it('idle past 30 minutes: dead; used within them: renewed; past 24 hours: dead whatever happens', async () => {
    const p = await newPlayer(t.app);
    const s = await sessionOf(p.token);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.id, s.id));
    assert.equal((await balance(p.auth)).statusCode, 200);
    const renewed = await sessionOf(p.token);
    assert.ok(Date.now() - renewed.lastUsedAt.getTime() < 10_000, 'renewed on use');
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, s.id));
    assert.equal((await balance(p.auth)).statusCode, 401);
    const q = await newPlayer(t.app);
    const qs = await sessionOf(q.token);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '25 hours'`, lastUsedAt: sql`now()` })
      .where(eq(sessions.id, qs.id));
    assert.equal((await balance(q.auth)).statusCode, 401);
  });

  it("lists the live sessions with the current one marked; revokes one, then all others; never another player's", async () => {
    const p = await newPlayer(t.app);
    const second = json<{ token: string }>(await login(t, p.username, p.password, '10.0.0.7', { 'user-agent': 'Phone B' })).token;
    const auth2 = { authorization: `Bearer ${second}` };
    const list = json<{ data: { id: number; current: boolean; ip: string; user_agent: string | null }[] }>(
      await t.app.inject({ url: '/api/sessions', headers: p.auth }),
    ).data;
    assert.equal(list.length, 2);
    assert.equal(list.filter((x) => x.current).length, 1);
    const other = list.find((x) => !x.current)!;
    assert.equal(other.ip, '10.0.0.7');
    assert.equal(other.user_agent, 'Phone B');
    const stranger = await newPlayer(t.app);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${other.id}`, headers: stranger.auth })).statusCode, 404);
    assert.equal((await balance(auth2)).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/sessions/${other.id}`, headers: p.auth })).statusCode, 200);
    assert.equal((await balance(auth2)).statusCode, 401);
    const third = json<{ token: string }>(await login(t, p.username, p.password)).token;
    const res = await t.app.inject({ method: 'POST', url: '/api/sessions/revoke-others', headers: p.auth });
    assert.equal(json<{ data: { revoked: number } }>(res).data.revoked, 1);
    assert.equal((await balance({ authorization: `Bearer ${third}` })).statusCode, 401);
    assert.equal((await balance(p.auth)).statusCode, 200);
  });
});

describe('limits', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ limits: { loginPerAccount: 4, loginPerUser: 100, loginPerIp: 100, signupPerIp: 3, adminFailsPerIp: 10 } });
  });
  after(async () => {
    await t.close();
  });

  it('login: per account across addresses', async () => {
    const p = await newPlayer(t.app);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(t, p.username, 'wrongpass1', `10.9.0.${i}`)).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429, 429, 429]);
    assert.equal((await login(t, p.username, p.password, '10.9.9.9')).statusCode, 429);
  });

  it('login: an unknown username costs a password hash like a known one', async () => {
    const p = await newPlayer(t.app);
    // a login with an unknown name checks a password hash (a dummy of the same kind) exactly as one with a known
    // name does, so both take as long: counted by the process's metric, which no machine load can blur
    const checks = async () => (await passwordChecks.get()).values[0]?.value ?? 0;
    for (const [name, base] of [
      [p.username, '10.8.1'],
      ['nosuchuser99', '10.8.2'],
    ]) {
      const before = await checks();
      assert.equal((await login(t, name, 'wrongpass1', `${base}.1`)).statusCode, 401);
      assert.equal(await checks(), before + 1, name);
    }
  });

  it('signup: per address, mobile and desktop together', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: 'POST', url: '/api/v1/create-players', remoteAddress: '10.7.0.1', payload: uniqueUser() })).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429]);
    const desktop = await t.app.inject({ method: 'POST', url: '/api/register', remoteAddress: '10.7.0.1', payload: {} });
    assert.equal(desktop.statusCode, 429);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/create-players', remoteAddress: '10.7.0.2', payload: uniqueUser() })).statusCode, 201);
  });

  it('admin: ten wrong tokens from an address lock out the wrong tokens, never a valid one (an office shares an address)', async () => {
    for (let i = 0; i < 10; i++)
      assert.equal(
        (await t.app.inject({ url: '/api/admin/ledger/check', remoteAddress: '10.6.0.1', headers: { authorization: `Bearer guess${i}` } })).statusCode,
        401,
      );
    assert.equal(
      (await t.app.inject({ url: '/api/admin/ledger/check', remoteAddress: '10.6.0.1', headers: { authorization: 'Bearer guess10' } })).statusCode,
      429,
    );
    assert.equal((await t.app.inject({ url: '/api/admin/ledger/check', remoteAddress: '10.6.0.1', headers: adminAuth })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/admin/ledger/check', remoteAddress: '10.6.0.2', headers: adminAuth })).statusCode, 200);
  });

  it('field lengths are bounded (codes of 1 MB were accepted)', async () => {
    for (const field of ['agent_code', 'affiliate_code', 'referral_code']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/create-players',
        remoteAddress: '10.5.0.1',
        payload: { ...uniqueUser(), [field]: 'A'.repeat(100_000) },
      });
      assert.equal(res.statusCode, 422, field);
      assert.deepEqual(json<{ errors: Record<string, string[]> }>(res).errors[field], ['Codes may be at most 32 characters.']);
    }
  });

  it('limits live in the database: a second api process on it sees the same counts', async () => {
    const other = await buildApp({ db: t.database.db, adminToken: ADMIN, limits: { loginPerAccount: 4, loginPerUser: 100, loginPerIp: 100 } });
    const p = await newPlayer(t.app);
    for (let i = 0; i < 4; i++) await login(t, p.username, 'wrongpass1', `10.4.0.${i}`);
    const res = await other.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.4.1.1',
      payload: { username: p.username, password: p.password },
    });
    assert.equal(res.statusCode, 429);
    await other.app.close();
  });
});

describe('client address from a trusted proxy only', () => {
  it('X-Forwarded-For counts only when TRUST_PROXY names the proxy', async () => {
    for (const [trustProxy, separate] of [
      [false, false],
      ['127.0.0.1', true],
    ] as const) {
      const t = await makeTestApp({ limits: { loginPerIp: 2, loginPerUser: 100, loginPerAccount: 100 }, app: { trustProxy } });
      try {
        const hit = (xff: string) =>
          t.app.inject({ method: 'POST', url: '/api/login', headers: { 'x-forwarded-for': xff }, payload: { username: 'nobody123', password: 'x1234567' } });
        await hit('1.1.1.1');
        await hit('1.1.1.1');
        const third = await hit('2.2.2.2');
        assert.equal(third.statusCode, separate ? 401 : 429, `trustProxy ${trustProxy}`);
      } finally {
        await t.close();
      }
    }
  });
});

describe('demo data, addresses, headers, hashes, idempotency', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ seed: false, app: { publicBase: 'https://api.betbazar.example' } });
    await seed(t.database.db);
  });
  after(async () => {
    await t.close();
  });

  it('the demo player exists only when asked for', async () => {
    const [none] = await t.database.db.select().from(players).where(eq(players.usernameLower, 'demoplayer1'));
    assert.equal(none, undefined);
    await seed(t.database.db, { demoPlayer: true });
    const [demo] = await t.database.db.select().from(players).where(eq(players.usernameLower, 'demoplayer1'));
    assert.ok(demo);
  });

  it('absolute addresses come from configuration, never from the Host header', async () => {
    const res = await t.app.inject({ url: '/api/logo', headers: { host: 'evil.example' } });
    for (const url of Object.values(json<Record<string, string>[]>(res)[0])) assert.match(url, /^https:\/\/api\.betbazar\.example\/storage\//);
  });

  it("CORS follows the deployment's configuration: the site it names is granted, and a new one once the file changes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-deploy-'));
    const file = path.join(dir, 'deployment.json');
    fs.writeFileSync(file, JSON.stringify({ siteRoot: 'https://www.betbazar.example' }));
    const prod = await makeTestApp({
      seed: false,
      app: { production: true, adminTokenScope: 'bootstrap', secretKey: Buffer.alloc(32, 7), devOutbox: false, demoGateway: false, deploymentFile: file },
    });
    try {
      const grant = async (origin: string) => (await prod.app.inject({ url: '/api/general', headers: { origin } })).headers['access-control-allow-origin'];
      assert.equal(await grant('https://www.betbazar.example'), 'https://www.betbazar.example');
      assert.equal(await grant('https://evil.example'), undefined);
      assert.equal(await grant('http://localhost:3000'), undefined); // production: no localhost
      fs.writeFileSync(`${file}.tmp`, JSON.stringify({ siteRoot: 'https://m.betbazar.example' }));
      fs.renameSync(`${file}.tmp`, file);
      assert.equal(await grant('https://m.betbazar.example'), 'https://m.betbazar.example');
      assert.equal(await grant('https://www.betbazar.example'), undefined);
    } finally {
      await prod.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('CORS: the site origins may call from the browser (preflight included), other origins get no grant', async () => {
    const site = 'http://localhost:3000';
    const ok = await t.app.inject({ url: '/api/general', headers: { origin: site } });
    assert.equal(ok.headers['access-control-allow-origin'], site);
    assert.equal(ok.headers.vary, 'Origin');
    const evil = await t.app.inject({ url: '/api/general', headers: { origin: 'https://evil.example' } });
    assert.equal(evil.statusCode, 200);
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/submit-withdraw',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, idempotency-key' },
      });
    const granted = await preflight(site);
    assert.equal(granted.statusCode, 204);
    assert.equal(granted.headers['access-control-allow-origin'], site);
    assert.match(String(granted.headers['access-control-allow-methods']), /POST/);
    assert.match(String(granted.headers['access-control-allow-headers']), /Idempotency-Key/);
    // the grant is reused for two hours, not a preflight before every call after 5 s
    assert.equal(granted.headers['access-control-max-age'], '7200');
    const refused = await preflight('https://evil.example');
    assert.equal(refused.headers['access-control-allow-origin'], undefined);
    assert.equal(refused.headers['access-control-allow-methods'], undefined);
    assert.equal(refused.headers['access-control-max-age'], undefined);
  });

  it('security headers on JSON and pages; HSTS behind TLS', async () => {
    const res = await t.app.inject({ url: '/api/general' });
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'no-referrer');
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    assert.equal(res.headers['strict-transport-security'], undefined);
    const missing = await t.app.inject({ url: '/nothing-here' });
    assert.equal(missing.headers['x-content-type-options'], 'nosniff');
    // an answer from memory writes them itself: its 304, and its errors, have them too
    const again = await t.app.inject({ url: '/api/general', headers: { 'if-none-match': String(res.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers['x-content-type-options'], 'nosniff');
    assert.equal(again.headers.etag, res.headers.etag);
    const unknown = await t.app.inject({ url: '/api/promotions/999999' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.headers['x-frame-options'], 'DENY');
    const badAddress = await t.app.inject({ url: '/api/%E0%A4%A' });
    assert.equal(badAddress.statusCode, 400);
    assert.equal(badAddress.headers['x-content-type-options'], 'nosniff');
    const tls = await makeTestApp({ app: { trustProxy: true } });
    try {
      const r = await tls.app.inject({ url: '/api/general', headers: { 'x-forwarded-proto': 'https' } });
      assert.match(String(r.headers['strict-transport-security']), /max-age=31536000/);
    } finally {
      await tls.close();
    }
  });

  it('an old password hash is replaced by Argon2id at the next login', async () => {
    const p = await newPlayer(t.app);
    const salt = crypto.randomBytes(16);
    const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, o: crypto.ScryptOptions) => Promise<Buffer>;
    const old = `scrypt$32768$8$1$${salt.toString('base64')}$${(await scrypt(p.password, salt, 32, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })).toString('base64')}`;
    await t.database.db.update(players).set({ passwordHash: old }).where(eq(players.usernameLower, p.username.toLowerCase()));
    assert.equal((await login(t, p.username, p.password)).statusCode, 200);
    const [row] = await t.database.db.select().from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    assert.match(row.passwordHash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.equal((await login(t, p.username, p.password)).statusCode, 200);
    assert.equal((await login(t, p.username, 'wrongpass1')).statusCode, 401);
  });

  it('an Idempotency-Key reserved by a request that crashed is released after a timeout', async () => {
    const p = await newPlayer(t.app);
    await verifyPhoneDirect(t, p.username);
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    const key = 'crashed-request-key-1';
    await t.database.db
      .insert(idempotencyKeys)
      .values({ playerId: row.id, route: 'submit-withdraw', key, statusCode: 0, response: {}, createdAt: new Date(Date.now() - 60_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-withdraw',
      headers: { ...p.auth, 'idempotency-key': key },
      payload: { account_number: p.phone, amount: '600', payment_id: 1 },
    });
    assert.notEqual(res.statusCode, 409, res.body);
    assert.equal(typeof json(res).message, 'string');
  });

  it("withdrawals go only to the player's own verified numbers", async () => {
    const p = await newPlayer(t.app);
    await verifyPhoneDirect(t, p.username);
    await t.database.db.update(players).set({ dofb: '1990-01-01', balancePoisha: 0 }).where(eq(players.usernameLower, p.username.toLowerCase()));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/submit-withdraw',
      headers: p.auth,
      payload: { account_number: '01999999999', amount: '600', payment_id: 1 },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(json(res).message, 'Only your own verified phone numbers can be used.');
  });
});
