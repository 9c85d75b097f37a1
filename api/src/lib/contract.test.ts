// Walks every operation of the contract with malformed requests: missing fields, wrong types, arrays for
// scalars, empty, 100 KB and NUL strings, negative, 1e309 and string amounts, invalid JSON, a wrong content type,
// unknown fields, path ids that are not ids, bad tokens. Every answer is a 4xx a person can read, never a 5xx,
// and nothing is written (row counts and the ledger check unchanged). On PGlite, and on PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { operations, type Operation, type TSchema } from '@bet/shared/contract';
import { adminAuth, json, makeTestApp, newPlayer, verifyPhoneDirect, type TestApp } from '../test/helpers.js';

type Props = Record<string, TSchema & { type?: string }>;
const propsOf = (s: TSchema | undefined): Props => (s as { properties?: Props } | undefined)?.properties ?? {};
const requiredOf = (s: TSchema | undefined): string[] => (s as { required?: string[] } | undefined)?.required ?? [];
const big = 'x'.repeat(100 * 1024);

/** A plausible value per field, so that one malformed field is what the request gets wrong. */
function plausible(name: string): unknown {
  if (/amount/.test(name)) return '500';
  if (/phone|number|account/.test(name)) return '01712345678';
  if (/email/.test(name)) return 'someone@example.com';
  if (/password/.test(name)) return 'pass12345';
  if (/code|otp|captcha/.test(name)) return '123456';
  if (/_id$|^id$/.test(name)) return 1;
  return 'text';
}

function variants(op: Operation): { what: string; req: Partial<InjectOptions> }[] {
  const out: { what: string; req: Partial<InjectOptions> }[] = [];
  const url = op.url.replace(/:(\w+)/g, (_, p: string) =>
    p === 'id' && op.url.startsWith('/gateway')
      ? 'GPAAAAAAAAAAAAAAAAAAAAAAAA'
      : p === 'file'
        ? '0123456789abcdef01234567.png'
        : p === 'username'
          ? 'demoplayer1'
          : '1',
  );
  // path parameters that are not ids
  for (const bad of ['abc', '-1', '2147483648', '%00', '1.5', 'x'.repeat(300)]) {
    if (op.url.includes(':'))
      out.push({ what: `path ${bad.slice(0, 12)}`, req: { url: op.url.replace(/:(\w+)/, encodeURIComponent(bad) === '%2500' ? '%00' : bad) } });
  }
  // query strings: unknown parameters of every odd shape; NUL, 100 KB and repeated (an array for a scalar) values
  const q = propsOf(op.schema.querystring);
  const qName = Object.keys(q)[0] ?? 'zz';
  const odd = [
    'zz_unknown=1',
    '__proto__[polluted]=1',
    'constructor=1',
    'a[b]=1',
    '=1',
    'zz=%E0%A4%A',
    'zz=1&zz=2',
    `zz=${'y'.repeat(1000)}`,
    'remote_id[]=1',
    'zz=%00',
  ];
  for (const o of odd) out.push({ what: `query ${o.slice(0, 20)}`, req: { url: `${url}?${o}` } });
  out.push({ what: 'NUL in the query', req: { url: `${url}?${qName}=%00` } });
  out.push({ what: '100 KB query value', req: { url: `${url}?${qName}=${'y'.repeat(100 * 1024)}` } });
  out.push({ what: 'repeated query parameter', req: { url: `${url}?${qName}=1&${qName}=2` } });
  // headers
  if (op.schema.headers) out.push({ what: 'bad Idempotency-Key', req: { url, headers: { 'idempotency-key': 'no' } } });
  // bodies
  const props = propsOf(op.schema.body);
  const names = Object.keys(props);
  // an operation that takes no body ignores one (logout, balance, ...): bodies are tried where a body is read
  const hasBody = Boolean(op.schema.body || op.consumes);
  if (hasBody) {
    const base = Object.fromEntries(names.map((n) => [n, plausible(n)]));
    out.push({ what: 'invalid JSON', req: { url, payload: '{"a":', headers: { 'content-type': 'application/json' } } });
    out.push({ what: 'NaN', req: { url, payload: '{"amount": NaN}', headers: { 'content-type': 'application/json' } } });
    out.push({ what: 'wrong content type', req: { url, payload: 'a=b', headers: { 'content-type': 'text/csv' } } });
    out.push({ what: 'an array body', req: { url, payload: '[1,2]', headers: { 'content-type': 'application/json' } } });
    if (op.schema.body) {
      out.push({ what: 'unknown field', req: { url, payload: { ...base, zz_unknown: 1 } } });
      if (requiredOf(op.schema.body).length) out.push({ what: 'empty body', req: { url, payload: {} } });
      for (const n of names) {
        const rest = { ...base };
        delete rest[n];
        if (requiredOf(op.schema.body).includes(n)) out.push({ what: `missing ${n}`, req: { url, payload: rest } });
        out.push({ what: `${n}: object`, req: { url, payload: { ...base, [n]: { $gt: '' } } } });
        out.push({ what: `${n}: array`, req: { url, payload: { ...base, [n]: [plausible(n), plausible(n)] } } });
        out.push({ what: `${n}: 100 KB`, req: { url, payload: { ...base, [n]: big } } });
        out.push({ what: `${n}: NUL`, req: { url, payload: { ...base, [n]: 'a\u0000b' } } });
        out.push({ what: `${n}: -1`, req: { url, payload: { ...base, [n]: -1 } } });
        out.push({
          what: `${n}: 1e309`,
          req: { url, payload: JSON.stringify({ ...base, [n]: 0 }).replace(`"${n}":0`, `"${n}":1e309`), headers: { 'content-type': 'application/json' } },
        });
        if (/amount|_id$|^promotion$/.test(n)) out.push({ what: `${n}: 'abc'`, req: { url, payload: { ...base, [n]: 'abc' } } });
      }
    }
  }
  // the caller: no token and a malformed one, for the calls that need one
  if (op.auth !== 'none') {
    out.push({ what: 'no token', req: { url, headers: { authorization: '' } } });
    out.push({ what: 'malformed token', req: { url, headers: { authorization: "Bearer x'; drop table players; --" } } });
  }
  return out;
}

describe('every operation refuses malformed requests with a readable 4xx and writes nothing', () => {
  let t: TestApp;
  let player: Record<string, string>;
  before(async () => {
    t = await makeTestApp({ limits: { adminFailsPerIp: 1_000_000, signupPerIp: 1_000_000, codeChecksPerWindow: 1_000_000 } });
    const p = await newPlayer(t.app);
    await verifyPhoneDirect(t, p.username);
    player = p.auth;
  });
  after(async () => {
    await t.close();
  });

  const snapshot = async () => {
    const tables = [
      'players',
      'sessions',
      'transactions',
      'ledger_entries',
      'turnovers',
      'inbox_messages',
      'extra_phones',
      'verification_codes',
      'gateway_payments',
      'market_blocks',
      'wallet_numbers',
      'settings',
      'idempotency_keys',
      'captchas',
    ];
    const r = await t.database.db.execute(`select ${tables.map((x) => `(select count(*) from ${x}) as ${x}`).join(', ')}`);
    const ledger = json<{ success: boolean }>(await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth }));
    return JSON.stringify({ counts: (r as unknown as { rows: unknown[] }).rows[0], ledger: ledger.success });
  };

  it('walks every operation', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    let sent = 0;
    for (const op of Object.values(operations)) {
      const list = variants(op);
      assert.ok(list.length >= 10, `${op.method} ${op.url} has only ${list.length} variants`);
      for (const v of list) {
        const auth = op.auth === 'admin' ? adminAuth : op.auth === 'player' ? player : {};
        const req = { method: op.method, ...v.req, headers: { ...auth, ...(v.req.headers ?? {}) } } as InjectOptions;
        if ((req.headers as Record<string, string>).authorization === '') delete (req.headers as Record<string, string>).authorization;
        const res: LightMyRequestResponse = await t.app.inject(req);
        sent += 1;
        const where = `${op.method} ${op.url} [${v.what}] -> ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode < 400 || res.statusCode >= 500) {
          failures.push(where);
          continue;
        }
        if (String(res.headers['content-type'] ?? '').includes('json')) {
          const message = (res.json() as { message?: unknown }).message;
          // a sentence, never the validator's own text ("must be string", "must NOT have more than")
          if (
            typeof message !== 'string' ||
            !/^[A-Z]/.test(message) ||
            /must (be (string|number|integer|boolean|object|array|equal)|NOT|match|have)/.test(message)
          )
            failures.push(`${where} (message not readable)`);
        } else if (!res.body) failures.push(`${where} (empty)`);
      }
    }
    assert.deepEqual(failures, []);
    assert.ok(sent > 1000, `${sent} requests`);
    assert.equal(await snapshot(), before);
  });
});
