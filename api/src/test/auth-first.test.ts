// 401 before 400 (issue 32): every private operation of the contract authenticates before it reads or checks any
// input, so an anonymous caller learns nothing of a private call's rules, and nothing is written.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { operations } from '@bet/shared/contract';
import { json, makeTestApp, newPlayer, type TestApp } from './helpers.js';

/** Every table a call could write to but the rate limiter's counters (a wrong admin token is counted, by design). */
const TABLES = [
  'players',
  'sessions',
  'transactions',
  'ledger_entries',
  'turnovers',
  'idempotency_keys',
  'exchange_bets',
  'exchange_positions',
  'exchange_sessions',
  'game_rounds',
  'game_launches',
  'game_seeds',
  'game_favourites',
  'chats',
  'chat_messages',
  'inbox_messages',
  'extra_phones',
  'verification_codes',
  'market_blocks',
  'settings',
  'outbox',
];

describe('private calls authenticate before they validate', () => {
  let t: TestApp;
  before(async () => {
    // (the back office's wrong-token limit would answer 429 after ten: it is tested on its own in hardening.test.ts)
    t = await makeTestApp({ limits: { adminFailsPerIp: 1_000_000 } });
  });
  after(async () => t.close());

  const rows = async () => {
    const counts: Record<string, number> = {};
    for (const table of TABLES) {
      const r = await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      counts[table] = Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
    }
    return counts;
  };

  it('every private operation answers 401 to no token, a made-up token and a token of the wrong kind, with input it would refuse', async () => {
    const p = await newPlayer(t.app);
    const privateOps = Object.values(operations).filter((op) => op.auth !== 'none');
    assert.ok(privateOps.length > 40, `${privateOps.length} private operations`);
    const before = await rows();
    const wrong: string[] = [];
    for (const op of privateOps) {
      const url = op.url.replace(/:[A-Za-z_]+/g, 'not-an-id');
      // a site token on an exchange call, an exchange-shaped token on a player call: the wrong kind of caller
      const wrongKind = op.auth === 'exchange' ? p.auth.authorization : 'Bearer ' + 'e'.repeat(64);
      for (const authorization of [undefined, 'Bearer not-a-token', wrongKind]) {
        const res = await t.app.inject({
          method: op.method,
          url: `${url}?bogus=%00`,
          headers: { ...(authorization ? { authorization } : {}), ...(op.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
          ...(op.method === 'GET' ? {} : { payload: '{"bogus": true, "amount": "-1"}' }),
        });
        if (res.statusCode !== 401)
          wrong.push(`${op.method} ${op.url} (${authorization ? 'bad token' : 'no token'}): ${res.statusCode} ${res.body.slice(0, 80)}`);
        else assert.equal(typeof json<{ message: string }>(res).message, 'string');
      }
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(await rows(), before);
  });
});
