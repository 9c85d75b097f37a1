// No money, reward or back-office change without a trace (issue 52): every operation of the contract that an operator
// can call to write something leaves exactly one audit row naming that operator, written with the change. A new
// admin write operation without a case here fails this test until it has one (and is audited).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq, gt } from 'drizzle-orm';
import { operations } from '@bet/shared/contract';
import { auditLog, exchangeBets, kycDocuments, players } from '../db/schema/index.js';
import { insertTransaction } from '../modules/funds/store.js';
import { BANNER, PNG, PROMOTION } from './fixtures.js';
import { adminAuth, fundPlayer, json, makeTestApp, multipart, newPlayer, signedInOperator, type TestApp } from './helpers.js';

const password = 'a long operator password';

interface Call {
  url: string;
  payload?: Record<string, unknown>;
  /** A multipart body (an upload) instead of a JSON one. */
  form?: { payload: Buffer; headers: Record<string, string> };
  /** A different operator's session (the call ends it, or must not be its maker's), or the ADMIN_TOKEN's automation. */
  as?: 'other' | 'token';
}

describe('every admin write operation leaves exactly one audit row naming its operator', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  let player: { username: string; auth: Record<string, string> };

  const operator = (username: string, role: string, by: Record<string, string>) => signedInOperator(t, username, role, by, password);
  const playerId = async (username: string) =>
    (await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, username.toLowerCase())))[0].id;

  before(async () => {
    t = await makeTestApp();
    auth.boss = await operator('boss', 'manager', adminAuth);
    auth.cashier = await operator('cashier', 'finance', auth.boss);
    auth.leaver = await operator('leaver', 'manager', auth.boss);
    player = await newPlayer(t.app);
    await fundPlayer(t, player.username, 1000);
  });
  after(async () => t.close());

  /** A market on the risk desk: one open bet of the player's on it (as the api writes it). */
  let market: string | null = null;
  const deskMarket = async () => {
    if (market) return market;
    market = '1.424242';
    await t.database.db.insert(exchangeBets).values({
      playerId: await playerId(player.username),
      transactionId: 'EXAUDIT',
      eventId: 424242,
      eventName: 'Dhaka Capitals v Sylhet Strikers',
      sport: 'cricket',
      marketId: market,
      marketKind: 'odds',
      marketName: 'Match Odds',
      selectionId: '4242421',
      selectionName: 'Dhaka Capitals',
      runner: 0,
      side: 'back',
      odds: 200,
      stakePoisha: 10_000,
      profitPoisha: 10_000,
      liabilityPoisha: 10_000,
      matched: true,
    });
    return market;
  };

  /** A pending identity check of a new player's (its row as the upload writes it): its id. */
  const kycWaiting = async () => {
    const p = await newPlayer(t.app);
    const [row] = await t.database.db
      .insert(kycDocuments)
      .values({ playerId: await playerId(p.username), documentType: 'nid', files: [] })
      .returning();
    return row.id;
  };

  /** A finance operator's adjustment above the four-eyes amount: the waiting request's id. */
  const bigRequest = async () => {
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.username}/adjust`,
      headers: auth.cashier,
      payload: { amount: 60_000, note: 'large correction' },
    });
    assert.equal(asked.statusCode, 202, asked.body);
    return json<{ data: { approval_id: number } }>(asked).data.approval_id;
  };

  /** The call that exercises each admin write operation (made by boss, a manager, unless it says otherwise). */
  const cases: Record<string, () => Promise<Call>> = {
    'POST /api/admin/players/:username/adjust': async () => ({
      url: `/api/admin/players/${player.username}/adjust`,
      payload: { amount: 10, note: 'goodwill credit' },
    }),
    'POST /api/admin/players/:username/status': async () => ({ url: `/api/admin/players/${player.username}/status`, payload: { status: 'active' } }),
    'POST /api/admin/market-block': async () => ({ url: '/api/admin/market-block', payload: { username: player.username, exchange_market: 1, cs_market: 0 } }),
    'POST /api/admin/settings': async () => ({ url: '/api/admin/settings', payload: { system_notice: 'Audited notice' } }),
    'POST /api/admin/inbox': async () => ({ url: '/api/admin/inbox', payload: { username: player.username, title: 'Hello', message: 'A message' } }),
    'POST /api/admin/wallet-numbers': async () => ({
      url: '/api/admin/wallet-numbers',
      payload: { provider: 'bKash', account_type: 'Agent', account_number: '01799999999' },
    }),
    'POST /api/admin/chats/:chatId/messages': async () => {
      const { chat } = json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/api/chats', headers: player.auth, payload: {} }));
      return { url: `/api/admin/chats/${chat.id}/messages`, payload: { content: 'How can we help?' } };
    },
    'POST /api/admin/transactions/:id/approve': async () => {
      const tx = await insertTransaction(t.database.db, {
        playerId: await playerId(player.username),
        action: 'deposit',
        amountPoisha: 50_000,
        accountNumber: '01700000000',
      });
      return { url: `/api/admin/transactions/${tx.id}/approve` };
    },
    'POST /api/admin/transactions/:id/reject': async () => {
      const tx = await insertTransaction(t.database.db, {
        playerId: await playerId(player.username),
        action: 'deposit',
        amountPoisha: 50_000,
        accountNumber: '01700000000',
      });
      return { url: `/api/admin/transactions/${tx.id}/reject`, payload: { reason: 'No such payment' } };
    },
    'POST /api/admin/approvals/:id/approve': async () => ({ url: `/api/admin/approvals/${await bigRequest()}/approve` }),
    'POST /api/admin/approvals/:id/reject': async () => ({ url: `/api/admin/approvals/${await bigRequest()}/reject`, payload: { reason: 'not justified' } }),
    'POST /api/admin/four-eyes': async () => ({ url: '/api/admin/four-eyes', payload: { kind: 'adjust', amount: 40_000 } }),
    'POST /api/admin/risk/markets/:market_id': async () => ({
      url: `/api/admin/risk/markets/${await deskMarket()}`,
      payload: { action: 'suspend', reason: 'a suspicious run of bets' },
    }),
    'POST /api/admin/players/:username/limits': async () => ({
      url: `/api/admin/players/${player.username}/limits`,
      payload: { kind: 'deposit', period: 'month', value: '20000', reason: 'asked by the family' },
    }),
    'POST /api/admin/kyc/:id/approve': async () => ({ url: `/api/admin/kyc/${await kycWaiting()}/approve` }),
    'POST /api/admin/kyc/:id/reject': async () => ({ url: `/api/admin/kyc/${await kycWaiting()}/reject`, payload: { reason: 'The photo is blurred' } }),
    'POST /api/admin/risk/markets/:market_id/limit': async () => ({ url: `/api/admin/risk/markets/${await deskMarket()}/limit`, payload: { limit: 100_000 } }),
    'POST /api/admin/operators': async () => ({ url: '/api/admin/operators', payload: { username: 'newhire', password, role: 'support' }, as: 'token' }),
    'POST /api/admin/invitations': async () => ({ url: '/api/admin/invitations', payload: { username: 'invitee', role: 'support' } }),
    'POST /api/admin/operators/:username/status': async () => ({ url: '/api/admin/operators/newhire/status', payload: { active: false } }),
    'POST /api/admin/operators/:username/second-factor/reset': async () => ({
      url: '/api/admin/operators/cashier/second-factor/reset',
      payload: { reason: 'lost phone and codes' },
    }),
    'POST /api/admin/password': async () => ({
      url: '/api/admin/password',
      payload: { current_password: password, new_password: 'copper lantern orbit meadow' },
    }),
    'POST /api/admin/logout': async () => ({ url: '/api/admin/logout', as: 'other' }),
    'POST /api/dev/players/:username/turnover': async () => ({ url: `/api/dev/players/${player.username}/turnover`, payload: { amount: 100 } }),
    'POST /api/dev/feed/fast-forward': async () => {
      const events = json<{ EventId: string }[]>(await t.app.inject({ url: '/api/sports-events/cricket' }));
      return { url: '/api/dev/feed/fast-forward', payload: { event_id: events[0].EventId, minutes: 5 } };
    },
    'POST /api/dev/feed/start': async () => ({ url: '/api/dev/feed/start', payload: { sport: 'cricket', minutes: 19 } }),
    'POST /api/admin/players/:username/notes': async () => ({ url: `/api/admin/players/${player.username}/notes`, payload: { body: 'A note.' } }),
    'POST /api/admin/players/:username/tags': async () => ({ url: `/api/admin/players/${player.username}/tags`, payload: { tags: ['vip'] } }),
    'POST /api/admin/players/:username/bonuses': async () => ({
      url: `/api/admin/players/${player.username}/bonuses`,
      payload: { amount: 50, turnover: 2, reason: 'loyal player goodwill' },
    }),
    'POST /api/admin/players/:username/bonuses/:id/cancel': async () => {
      const granted = await t.app.inject({
        method: 'POST',
        url: `/api/admin/players/${player.username}/bonuses`,
        headers: auth.boss,
        payload: { amount: 20, turnover: 1, reason: 'to be cancelled' },
      });
      const { id } = json<{ data: { id: number } }>(granted).data;
      return { url: `/api/admin/players/${player.username}/bonuses/${id}/cancel`, payload: { reason: 'granted by mistake' } };
    },
    'POST /api/admin/notice/schedule': async () => ({
      url: '/api/admin/notice/schedule',
      payload: { system_notice: 'Eid offers', publish_at: new Date(Date.now() + 3_600_000).toISOString() },
    }),
    'POST /api/admin/promotions': async () => ({ url: '/api/admin/promotions', payload: PROMOTION }),
    'POST /api/admin/banners': async () => ({ url: '/api/admin/banners', payload: BANNER }),
    'POST /api/admin/content/images': async () => ({
      url: '/api/admin/content/images',
      form: multipart({}, [{ name: 'banner.png', type: 'image/png', data: PNG }]),
    }),
    'POST /api/admin/players/:username/exclusion': async () => {
      // its own player: the break ends the player's sessions, which the other cases use
      const other = await newPlayer(t.app);
      return { url: `/api/admin/players/${other.username}/exclusion`, payload: { length: '24h', reason: 'Asked us to on the phone' } };
    },
  };

  const writes = Object.entries(operations)
    .filter(([, op]) => op.auth === 'admin' && op.method !== 'GET')
    .map(([key]) => key);

  it('has a case for every admin write operation of the contract', () => {
    assert.deepEqual(
      writes.filter((k) => !cases[k]),
      [],
      'an admin write operation without a case here: add one',
    );
  });

  for (const key of writes) {
    it(key, async (c) => {
      if (!cases[key]) return c.skip('no case (the test above fails)');
      const call = await cases[key]();
      const [who, headers] = call.as === 'other' ? ['leaver', auth.leaver] : call.as === 'token' ? ['automation', adminAuth] : ['boss', auth.boss];
      const [newest] = await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      const mark = newest?.id ?? 0;
      const res = await t.app.inject({
        method: key.split(' ')[0] as 'POST',
        url: call.url,
        headers: { ...headers, ...call.form?.headers },
        payload: call.form?.payload ?? call.payload ?? {},
      });
      assert.ok(res.statusCode < 300, `${key}: ${res.statusCode} ${res.body}`);
      const rows = await t.database.db.select().from(auditLog).where(gt(auditLog.id, mark));
      assert.equal(rows.length, 1, `${key}: ${JSON.stringify(rows.map((r) => r.action))}`);
      assert.equal(rows[0].actor, who);
      assert.equal(rows[0].operatorId === null, who === 'automation');
    });
  }
});

describe("the insider's path to money without a trace is closed", () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => t.close());

  it("the back office has no turnover stand-in; the tests' turnover tool exists only with the dev outbox (never in production)", async () => {
    const p = await newPlayer(t.app);
    const old = await t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/turnover`, headers: adminAuth, payload: { amount: 100000 } });
    assert.equal(old.statusCode, 404);
    const prod = await makeTestApp({ seed: false, app: { devOutbox: false, demoGateway: false } });
    try {
      const dev = await prod.app.inject({ method: 'POST', url: `/api/dev/players/${p.username}/turnover`, headers: adminAuth, payload: { amount: 100000 } });
      assert.equal(dev.statusCode, 404);
    } finally {
      await prod.close();
    }
  });

  it('an adjustment without a reason is refused, with nothing moved and nothing written', async () => {
    const p = await newPlayer(t.app);
    for (const payload of [{ amount: 500 }, { amount: 500, note: '' }, { amount: 500, note: '    ' }, { amount: 500, note: 'ok' }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/adjust`, headers: adminAuth, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json(res).message, 'A reason of at least 5 characters is required.');
    }
    const balance = json<{ balance: number }>(await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).balance;
    assert.equal(balance, 0);
  });
});
