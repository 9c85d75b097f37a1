// A fresh app per test file: in-memory PGlite, or a new PostgreSQL database when TEST_DATABASE_URL is set.
import { step } from '../modules/exchange/match/rng.js';
import * as OTPAuth from 'otpauth';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app.js';
import { openPglite, openPostgres, type Database } from '../db/client.js';
import type { AppContext, Limits } from '../context.js';
import { seed } from '../seed/index.js';
import { dayOf } from '@bet/shared/time';
import { operations, type Operation, type TSchema } from '@bet/shared/contract';
import { Check, Errors } from 'typebox/value';

// ---- which database a run uses ----

/** The PostgreSQL of this run (TEST_DATABASE_URL), or undefined on PGlite. */
export const pgUrl = process.env.TEST_DATABASE_URL || undefined;
/** `skip` for a suite that needs PostgreSQL (several processes on one database). */
export const POSTGRES_ONLY = !pgUrl && 'PostgreSQL only (TEST_DATABASE_URL)';
/**
 * `skip` for a suite that never touches a database (paytables, price models, the OpenAPI document): it runs once,
 * with PGlite, not again on PostgreSQL (CI runs every suite on both, on two cores).
 */
export const DATABASE_FREE = !!pgUrl && 'database-free (runs with PGlite)';

// ---- every answer a test receives is one the contract (and so api/openapi.json) documents ----

const byPath = Object.values(operations)
  .map((o) => ({ o, params: (o.url.match(/:/g) ?? []).length, re: new RegExp(`^${o.url.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/]+')}$`) }))
  // a fixed path before one with a parameter in the same place
  .sort((a, b) => a.params - b.params);

/** The operation a request is for, by its method and path; undefined for an address the contract does not have. */
function operationOf(method: string, path: string): Operation | undefined {
  return byPath.find((x) => x.o.method === method && x.re.test(path))?.o;
}

/** Why the answer is not one the operation documents, or null. */
export function undocumented(op: Operation, status: number, contentType: string, body: string): string | null {
  const responses = (op.schema.response ?? {}) as Record<string, TSchema>;
  const schema = responses[String(status)] ?? responses[`${String(status)[0]}xx`] ?? responses.default;
  if (!schema) return `${status} is not documented`;
  // an error is JSON whatever the operation answers when it succeeds (a script, an image, a stream), or, for a page a
  // person opens (the gateway's), an HTML page that says it (the document lists both)
  const htmlPage = status >= 400 && contentType.startsWith('text/html') && (op.produces ?? []).includes('text/html');
  if (status >= 400 && !contentType.startsWith('application/json') && !htmlPage) return `${status} is not JSON (${contentType || 'no content type'})`;
  if (htmlPage) return null;
  if (!contentType.startsWith('application/json') || status === 204 || status === 304) return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${status} is not JSON`;
  }
  if (Check(schema, value)) return null;
  const first = [...Errors(schema, value)][0] as { instancePath?: string; message?: string } | undefined;
  return `${status} does not match its schema (${first?.instancePath ?? ''} ${first?.message ?? ''})`;
}

/** Checks every answer the app gives through inject(); what is undocumented is collected in `found`. */
function checkAnswers(app: FastifyInstance, found: Set<string>) {
  const inject = app.inject.bind(app) as (opts: unknown) => Promise<LightMyRequestResponse>;
  (app as unknown as { inject: (opts: unknown) => Promise<LightMyRequestResponse> }).inject = async (opts: unknown) => {
    const res = await inject(opts);
    const method = res.raw.req.method ?? 'GET';
    const path = new URL(res.raw.req.url ?? '/', 'http://x').pathname;
    const op = operationOf(method, path);
    if (op) {
      const why = undocumented(op, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (why) found.add(`${op.method} ${op.url}: ${why}`);
    }
    return res;
  };
}

export const ADMIN = 'test-admin-token-0123456789abcdef0123';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  close: () => Promise<void>;
}

// Every test app starts from a template made once per version of the migrations and the seed (and reused by
// every test file and run until they change): a copy is ~10x faster than migrating and seeding each time.
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function templateKey(seeded: boolean): string {
  const hash = crypto.createHash('sha1');
  const files = [
    ...fs
      .readdirSync(path.join(srcDir, '..', 'drizzle'), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile())
      .map((f) => path.join(f.parentPath, f.name)),
    ...fs.readdirSync(path.join(srcDir, 'seed')).map((f) => path.join(srcDir, 'seed', f)),
  ].sort();
  for (const f of files) hash.update(f).update(fs.readFileSync(f));
  // the seed's promotions run from 30 days ago: a template is of its own day
  return `${hash.update(dayOf()).digest('hex').slice(0, 12)}${seeded ? 's' : 'm'}`;
}

/** A fresh in-memory PGlite from the template (made and written to the temp folder by the first process). */
async function freshPglite(seeded: boolean): Promise<Database> {
  // uncompressed (43 MB in the temporary folder): each test app loads it ~35 % faster than the gzipped 5 MB
  const file = path.join(os.tmpdir(), `bet-test-pglite-${templateKey(seeded)}.tar`);
  if (fs.existsSync(file)) return openPglite(null, { from: new Blob([fs.readFileSync(file)]) });
  const database = await openPglite(null);
  if (seeded) await seed(database.db, { demoPlayer: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await (await database.dump!('none')).arrayBuffer()));
  fs.renameSync(tmp, file);
  return database;
}

/** The PostgreSQL template database (made once, under an advisory lock, by whichever process comes first). */
async function postgresTemplate(url: string, seeded: boolean): Promise<string> {
  const name = `bet_tpl_${templateKey(seeded)}`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      await c.query(`CREATE DATABASE ${name}_new`);
      const u = new URL(url);
      u.pathname = `/${name}_new`;
      const database = await openPostgres(u.toString());
      if (seeded) await seed(database.db, { demoPlayer: true });
      await database.close();
      await c.query(`ALTER DATABASE ${name}_new RENAME TO ${name}`);
    }
  } finally {
    await c.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await c.end();
  }
  return name;
}

async function freshPostgres(url: string, seeded: boolean): Promise<{ database: Database; drop: () => Promise<void> }> {
  const template = await postgresTemplate(url, seeded);
  const name = `bet_test_${crypto.randomBytes(6).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: url });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await adminClient.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openPostgres(u.toString());
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function makeTestApp(opts: { limits?: Partial<Limits>; seed?: boolean; app?: Partial<AppOptions> } = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  const seeded = opts.seed !== false;
  if (url) ({ database, drop } = await freshPostgres(url, seeded));
  else database = await freshPglite(seeded);
  const { app, ctx } = await buildApp({
    db: database.db,
    notifications: database.notifications,
    leadership: database.leadership,
    adminToken: ADMIN,
    devOutbox: true,
    closeGraceMs: 100,
    demoGateway: true,
    limits: { loginPerUser: 1000, loginPerAccount: 1000, loginPerIp: 1000, signupPerIp: 100_000, ...opts.limits },
    // the feed ticks once a minute unless a test asks for more: a test moves it itself (a tick, a fast-forward),
    // and four ticks a second in every app of three suites cost ~40 CPU-s of a run
    ...opts.app,
    feed: { tickMs: 60_000, ...opts.app?.feed },
  });
  await app.ready();
  const found = new Set<string>();
  checkAnswers(app, found);
  return {
    app,
    ctx,
    database,
    close: async () => {
      // a test may have closed the app or the database already (a process that went away)
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      await drop();
      if (found.size) throw new Error(`answers the contract does not document:\n${[...found].join('\n')}`);
    },
  };
}

let counter = 0;
export function uniqueUser(prefix = 'player') {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-4)}${counter}${crypto.randomInt(100, 999)}`;
  return {
    username: `${prefix}${tag}`.slice(0, 16),
    password: 'pass12345',
    confirmPassword: 'pass12345',
    name: 'Test Player',
    phone: `017${crypto.randomInt(10_000_000, 99_999_999)}`,
    email: `${prefix}${tag}@example.com`,
    referral_code: '',
    agent_code: '',
    currency: 'BDT',
    status: 'active',
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => res.json() as T;

/** Signs up and logs in a new player; returns its token and username. */
export async function newPlayer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const u = { ...uniqueUser(), ...overrides };
  const created = await app.inject({ method: 'POST', url: '/api/v1/create-players', payload: u });
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.body}`);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: u.username, password: u.password } });
  const body = json<{ token: string; remote_id: string }>(login);
  return { ...u, token: body.token, remote_id: body.remote_id, auth: { authorization: `Bearer ${body.token}` } };
}

export const adminAuth = { authorization: `Bearer ${ADMIN}` };

/** Marks a player's own phone verified (the profile issue verifies it by code). */
export async function verifyPhoneDirect(t: TestApp, username: string) {
  const { players } = await import('../db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  await t.database.db.update(players).set({ phoneVerified: true }).where(eq(players.usernameLower, username.toLowerCase()));
}

/** A new player with a verified phone (deposits and withdrawals need one). */
export async function verifiedPlayer(t: TestApp) {
  const p = await newPlayer(t.app);
  await verifyPhoneDirect(t, p.username);
  return p;
}

export async function balanceOf(t: TestApp, p: { auth: Record<string, string> }): Promise<number> {
  return json<{ balance: number }>(await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).balance;
}

/** Every balance equals the sum of its ledger entries. */
export async function ledgerOk(t: TestApp): Promise<void> {
  const res = json<{ success: boolean; data: unknown }>(await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth }));
  if (!res.success) throw new Error(`ledger mismatch: ${JSON.stringify(res.data)}`);
}

/** The connection string of a test app's own PostgreSQL database (TEST_DATABASE_URL runs). */
export async function dbUrlOf(t: TestApp): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const rows = (await t.database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] };
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${rows.rows[0].name}`;
  return u.toString();
}

/** Another api process on a test app's PostgreSQL database (its own connections, its own feed service). */
export async function secondProcess(
  t: TestApp,
  opts: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; close: () => Promise<void> }> {
  const database = await openPostgres(await dbUrlOf(t));
  const { app, ctx } = await buildApp({
    db: database.db,
    notifications: database.notifications,
    leadership: database.leadership,
    adminToken: 'x'.repeat(40),
    ...opts,
  });
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A new, empty PostgreSQL database beside TEST_DATABASE_URL (not migrated): its url and how to drop it. */
export async function emptyPostgres(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(process.env.TEST_DATABASE_URL!);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A multipart/form-data body (the deposit form: its fields and receipt files). */
export function multipart(fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[] = []) {
  const boundary = '----bet' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="receipts"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`),
      f.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Credits a player through the back office (a signed adjustment through the ledger). */
export async function fundPlayer(t: TestApp, username: string, amount: number): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/players/${username}/adjust`,
    headers: adminAuth,
    payload: { amount, note: 'funding for a test' },
  });
  if (res.statusCode !== 200) throw new Error(`adjust failed: ${res.body}`);
}

/** Launches a game for a signed-in player; returns the game page's address and its launch token. */
export async function launchGame(t: TestApp, auth: Record<string, string>, game: { platform: string; gameCode: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/game-run',
    headers: { ...auth, origin: 'http://localhost:4900' },
    payload: { ...game, isMobileLogin: true },
  });
  if (res.statusCode !== 200) throw new Error(`game-run failed: ${res.body}`);
  const url = new URL(json<{ url: string }>(res).url);
  return { token: url.searchParams.get('token') ?? '', url };
}

/** An operator a manager invites (POST /api/admin/invitations), enrolled with `password`: the enrolment's answer. */
export async function invitedOperator(t: TestApp, managerAuth: Record<string, string>, username: string, role: string, password: string) {
  const invited = await t.app.inject({ method: 'POST', url: '/api/admin/invitations', headers: managerAuth, payload: { username, role } });
  if (invited.statusCode !== 200) throw new Error(`invitation failed: ${invited.body}`);
  const invitation = json<{ data: { invitation: string } }>(invited).data.invitation;
  const enrolled = await t.app.inject({ method: 'POST', url: '/api/admin/enrol', payload: { invitation, password } });
  if (enrolled.statusCode !== 200) throw new Error(`enrolment failed: ${enrolled.body}`);
  return json<{ data: { username: string; role: string; totp_secret: string; otpauth_url: string; recovery_codes: string[] } }>(enrolled).data;
}

/**
 * An operator made by `by` and signed in (its bearer header): the ADMIN_TOKEN makes one itself; a manager invites,
 * and the operator enrols with `password`.
 */
export async function signedInOperator(t: TestApp, username: string, role: string, by: Record<string, string>, password: string) {
  let secret: string;
  if (by === adminAuth) {
    const made = await t.app.inject({ method: 'POST', url: '/api/admin/operators', headers: by, payload: { username, password, role } });
    if (made.statusCode !== 200) throw new Error(`operator not made: ${made.body}`);
    secret = json<{ data: { totp_secret: string } }>(made).data.totp_secret;
  } else secret = (await invitedOperator(t, by, username, role, password)).totp_secret;
  const code = new OTPAuth.TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) }).generate();
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password, code } });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  return { authorization: `Bearer ${json<{ data: { token: string } }>(login).data.token}` };
}

/** A player signed in to the site and to the exchange (its token), funded with `amount` BDT by the ADMIN_TOKEN. */
export async function exchangePlayer(t: TestApp, amount = 0) {
  const p = await newPlayer(t.app);
  if (amount)
    await t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/adjust`, headers: adminAuth, payload: { amount, note: 'funding for a test' } });
  const login = json<{ token: string; exchange: { token: string }[] }>(
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } }),
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const ok = json<{ access_token: string }>(
    await t.app.inject({ method: 'POST', url: '/api/player-login', headers: auth, payload: { user_id: login.exchange[0].token } }),
  );
  return { ...p, auth, ex: { authorization: `Bearer ${ok.access_token}` } };
}

/**
 * A fast, seeded source of floats in [0, 1) for the games' simulations: the exchange's mulberry32 (`step`); the demo
 * games are functions of a round's floats alone.
 */
export function seededFloats(seed: number): (n: number) => number[] {
  let state = seed >>> 0;
  return (n) => {
    const out = new Array<number>(n);
    for (let i = 0; i < n; i++) [out[i], state] = step(state);
    return out;
  };
}
