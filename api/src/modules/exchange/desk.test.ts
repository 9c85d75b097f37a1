// The risk desk's controls (issue 56) against the real api and database: an operator suspends, resumes, closes and
// voids a market; players see it and their bets are refused at once; a void refunds every open bet through the
// ledger exactly once (two voids and the settlement pass at once), above its four-eyes amount only with a second
// operator; a liability limit suspends the market when the house's worst outcome crosses it. Roles, bad input (4xx,
// nothing written) and an audit row for each action. The feed runs frozen, as in betting.test.ts.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, exchangeBets, marketControls, players } from '../../db/schema/index.js';
import { adminAuth, exchangePlayer, json, ledgerOk, makeTestApp, POSTGRES_ONLY, secondProcess, signedInOperator, type TestApp } from '../../test/helpers.js';
import type { CricketState } from './match/cricket.js';
import type { FeedEvent } from './match/state.js';
import { bookmaker, fancyLines } from './model.js';
import { settleDue } from './settle.js';
import type { RiskMarket } from './risk.js';
import { putSetting } from '../content/service.js';
import { backOffice } from '../admin/approvals.js';

type Player = Awaited<ReturnType<typeof exchangePlayer>> & { id: number };
interface Wallet {
  main_balance: number;
  exposure: number;
  available_balance: number;
}

describe('the risk desk`s controls', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let chief: Record<string, string>;
  let money: Record<string, string>;
  let care: Record<string, string>;
  before(async () => {
    t = await makeTestApp({ app: { feed: { seed: 11, speed: 0.000001, tickMs: 60_000, refillMs: 1e12 }, betDelayMs: 0 } });
    boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    chief = await signedInOperator(t, 'chief', 'manager', adminAuth, 'another long operator password');
    money = await signedInOperator(t, 'money', 'finance', boss, 'a third long operator password');
    care = await signedInOperator(t, 'care', 'support', boss, 'a fourth long operator password');
  });
  after(async () => t.close());

  const feed = () => t.ctx.feed;
  /** A new in-play T20 (a few overs in) with fancy lines and a bookmaker, open for the next ball: each test its own. */
  const freshCricket = () => {
    const e = feed().startMatch('cricket', 40 * 60_000);
    assert.ok(e && e.fancy && bookmaker(e), 'an in-play cricket match');
    (e.match as CricketState).phase = 'open';
    return e;
  };
  const player = async (amount: number): Promise<Player> => {
    const p = await exchangePlayer(t, amount);
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    return { ...p, id: row.id };
  };
  const wallet = async (p: Player) => json<{ data: Wallet }>(await t.app.inject({ url: '/api/exchange/wallet', headers: p.ex })).data;
  const place = (p: Player, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/exchange/bets', headers: p.ex, payload });
  const oddsBet = (e: FeedEvent, side: 'back' | 'lay', stake: number) => {
    const r = feed().marketBookOf(e).runners[0];
    const price = side === 'back' ? r.ex.availableToBack[0].price : r.ex.availableToLay[0].price;
    return { event_id: String(e.id), market_id: `1.${e.id}`, selection_id: String(r.selectionId), side, price, stake };
  };
  const act = (as: Record<string, string>, marketId: string, action: string, reason = 'rain in Mirpur, pitch inspection') =>
    t.app.inject({ method: 'POST', url: `/api/admin/risk/markets/${marketId}`, headers: as, payload: { action, reason } });
  const limit = (as: Record<string, string>, marketId: string, value: number | null) =>
    t.app.inject({ method: 'POST', url: `/api/admin/risk/markets/${marketId}/limit`, headers: as, payload: { limit: value } });
  const desk = async () => json<{ data: RiskMarket[] }>(await t.app.inject({ url: '/api/admin/risk', headers: money })).data;
  const oddsStatus = async (e: FeedEvent) => json<{ status: string }[]>(await t.app.inject({ url: `/api/match-odds/1.${e.id}` }))[0].status;
  const audits = async (action: string, target: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
  const expect = async (res: Awaited<ReturnType<typeof place>>, status: number, message: string) => {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(json<{ message: string }>(res).message, message);
  };

  let first: FeedEvent;
  it('only finance and managers act, on a market on the desk, with an action and a reason; bad input writes nothing', async () => {
    const e = (first = freshCricket());
    const p = await player(1000);
    assert.equal((await place(p, oddsBet(e, 'back', 100))).statusCode, 200);
    const id = `1.${e.id}`;
    assert.equal(
      (await t.app.inject({ method: 'POST', url: `/api/admin/risk/markets/${id}`, payload: { action: 'suspend', reason: 'a reason' } })).statusCode,
      401,
    );
    assert.equal((await act(p.auth, id, 'suspend')).statusCode, 401);
    assert.equal((await act(care, id, 'suspend')).statusCode, 403);
    assert.equal((await limit(care, id, 100)).statusCode, 403);
    await expect(await act(money, '1.999999', 'suspend'), 404, 'No such market: the feed does not show it open and nobody has bet on it.');
    await expect(await act(money, id, 'pause'), 400, 'Choose suspend, resume, close or void.');
    await expect(await act(money, id, 'suspend', ' x '), 400, 'A reason of at least 5 characters is required.');
    await expect(await limit(money, id, 0), 400, 'The liability limit must be a whole number of taka above 0, or empty for none.');
    await expect(await limit(money, id, 10.5), 400, 'The liability limit must be a whole number of taka above 0, or empty for none.');
    await expect(await act(money, id, 'resume'), 409, 'This market is open: it cannot be resumed.');
    assert.deepEqual(await t.database.db.select().from(marketControls).where(eq(marketControls.state, 'suspended')), []);
    assert.equal((await audits('market.suspend', id)).length, 0);
  });

  it('suspend: players see it suspended and every process refuses bets at once; resume opens it again; each audited', async () => {
    const e = first;
    const p = await player(2000);
    assert.equal((await place(p, oddsBet(e, 'back', 100))).statusCode, 200);
    const id = `1.${e.id}`;
    const bet = oddsBet(e, 'back', 100);
    const res = await act(money, id, 'suspend');
    await expect(res, 200, 'Market suspended.');
    assert.deepEqual(json<{ data: unknown }>(res).data, { market_id: id, state: 'suspended', refunded: 0 });
    assert.equal(await oddsStatus(e), 'SUSPENDED');
    await expect(await place(p, bet), 409, 'This market is suspended.');
    const row = (await desk()).find((m) => m.market_id === id);
    assert.deepEqual([row?.state, row?.reason, row?.auto], ['suspended', 'rain in Mirpur, pitch inspection', false]);
    const [audit] = await audits('market.suspend', id);
    assert.deepEqual([audit.actor, audit.before, (audit.after as { state: string }).state], ['money', { state: 'open' }, 'suspended']);
    await expect(await act(money, id, 'suspend'), 409, 'This market is suspended: it cannot be suspended.');
    // the bet's transaction reads the desk's row: a process whose memory has not heard yet still refuses
    (feed() as unknown as { controls: Map<string, unknown> }).controls.delete(id);
    await expect(await place(p, bet), 409, 'This market is suspended.');
    await feed().reloadControls();
    await expect(await act(boss, id, 'resume', 'the covers are off'), 200, 'Market resumed.');
    assert.equal(await oddsStatus(e), 'OPEN');
    assert.equal((await place(p, oddsBet(e, 'back', 100))).statusCode, 200);
    assert.equal((await audits('market.resume', id)).length, 1);
  });

  it('a suspended bookmaker or fancy line is shown suspended alone; the match odds stay open', async () => {
    const e = freshCricket();
    const p = await player(2000);
    const bm = bookmaker(e)!;
    const f = fancyLines(e)[0].market;
    const bmBet = { event_id: String(e.id), market_id: bm.id, selection_id: bm.runners[0].id, side: 'back', price: bm.runners[0].backPrice, stake: 100 };
    const fancyBet = { event_id: String(e.id), market_id: f.id, selection_id: f.id, side: 'back', price: f.yes_rate, run: f.yes, stake: 100 };
    assert.equal((await place(p, bmBet)).statusCode, 200);
    assert.equal((await place(p, fancyBet)).statusCode, 200);
    await expect(await act(money, f.id, 'suspend'), 200, 'Market suspended.');
    type Detail = {
      data: { items: Record<string, { fancy2: Record<string, { suspended: number }>; bookmaker: Record<string, { runners: { suspended: number }[] }> }> };
    };
    const detail = json<Detail>(await t.app.inject({ url: `/api/event/${e.id}` })).data.items;
    const item = Object.values(detail)[0];
    assert.equal(item.fancy2[f.id].suspended, 1);
    assert.ok(
      Object.entries(item.fancy2).some(([k, x]) => k !== f.id && x.suspended === 0),
      'the other lines open',
    );
    assert.ok(
      item.bookmaker[bm.id].runners.some((r) => r.suspended === 0),
      'the bookmaker open',
    );
    await expect(await place(p, fancyBet), 409, 'This market is suspended.');
    assert.equal((await place(p, bmBet)).statusCode, 200);
    assert.equal(await oddsStatus(e), 'OPEN');
  });

  it('close: no more bets, shown closed; its bets stay to settle on the result; a void after it refunds them', async () => {
    const e = freshCricket();
    const p = await player(1000);
    assert.equal((await place(p, oddsBet(e, 'back', 300))).statusCode, 200);
    const id = `1.${e.id}`;
    await expect(await act(money, id, 'close'), 200, 'Market closed.');
    assert.equal(await oddsStatus(e), 'CLOSED');
    await expect(await place(p, oddsBet(e, 'back', 100)), 409, 'This market is closed.');
    await expect(await act(money, id, 'resume'), 409, 'This market is closed: it cannot be resumed.');
    await settleDue(t.database.db, feed());
    assert.equal((await wallet(p)).exposure, 300, 'still open: the match goes on');
    const res = await act(money, id, 'void', 'the match was abandoned by the umpires');
    await expect(res, 200, 'Market voided.');
    assert.equal(json<{ data: { refunded: number } }>(res).data.refunded, 1);
    assert.deepEqual(await wallet(p), { ...(await wallet(p)), main_balance: 1000, exposure: 0, available_balance: 1000 });
    await ledgerOk(t);
  });

  it('void: every open bet on the market refunded through the ledger exactly once, with two voids and the settlement pass at once', async () => {
    const e = freshCricket();
    const id = `1.${e.id}`;
    const a = await player(1000);
    const b = await player(1000);
    assert.equal((await place(a, oddsBet(e, 'back', 200))).statusCode, 200);
    const waiting = await place(a, { ...oddsBet(e, 'back', 150), price: 900 });
    assert.equal(waiting.statusCode, 200, waiting.body); // unmatched, waiting
    assert.equal((await place(b, oddsBet(e, 'lay', 100))).statusCode, 200);
    const held = [(await wallet(a)).exposure, (await wallet(b)).exposure];
    assert.ok(held[0] >= 350 && held[1] > 0, JSON.stringify(held));
    const [one, two] = await Promise.all([act(money, id, 'void'), act(boss, id, 'void'), settleDue(t.database.db, feed())]);
    const codes = [one.statusCode, two.statusCode].sort();
    assert.deepEqual(codes, [200, 409], `${one.body} ${two.body}`);
    for (const p of [a, b]) assert.deepEqual(await wallet(p), { ...(await wallet(p)), main_balance: 1000, exposure: 0, available_balance: 1000 });
    const rows = await t.database.db.select().from(exchangeBets).where(eq(exchangeBets.marketId, id));
    assert.ok(rows.length >= 3);
    assert.ok(
      rows.every((r) => r.status === 'void' && r.resultPoisha === 0),
      JSON.stringify(rows.map((r) => r.status)),
    );
    assert.equal((await audits('market.void', id)).length, 1);
    assert.equal(await oddsStatus(e), 'CLOSED');
    await expect(await place(a, oddsBet(e, 'back', 100)), 409, 'This market is closed.');
    // a bet that slipped in while the void committed is voided by the next settlement pass
    const [late] = await t.database.db
      .insert(exchangeBets)
      .values({ ...rows[0], id: undefined, transactionId: 'EXLATE', status: 'open', resultPoisha: null, settledAt: null, matched: false })
      .returning();
    await settleDue(t.database.db, feed());
    const [after] = await t.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, late.id));
    assert.equal(after.status, 'void');
    await ledgerOk(t);
  });

  it('void above the four-eyes amount waits for a second operator; the one who asked cannot approve it', async () => {
    const e = freshCricket();
    const id = `1.${e.id}`;
    // the void's four-eyes amount lowered to 500 taka (the back office's setting)
    await putSetting(t.database.db, 'back_office', { ...(await backOffice(t.database.db)), four_eyes_void_taka: 500 });
    const p = await player(1000);
    const placed = await place(p, oddsBet(e, 'back', 600));
    assert.equal(placed.statusCode, 200, placed.body);
    const asked = await act(boss, id, 'void', 'a data feed error priced this match');
    await expect(asked, 202, 'A second operator must approve this: it is above the four-eyes amount.');
    const approvalId = json<{ data: { approval_id: number } }>(asked).data.approval_id;
    // nothing done yet: the market open, the bet held
    assert.equal(await oddsStatus(e), 'OPEN');
    assert.ok((await wallet(p)).exposure > 0);
    const self = await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${approvalId}/approve`, headers: boss });
    await expect(self, 409, 'The second approval must come from another operator.');
    const done = await t.app.inject({ method: 'POST', url: `/api/admin/approvals/${approvalId}/approve`, headers: chief });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(await oddsStatus(e), 'CLOSED');
    assert.deepEqual(await wallet(p), { ...(await wallet(p)), main_balance: 1000, exposure: 0, available_balance: 1000 });
    const [audit] = await audits('market.void', id);
    assert.equal(audit.actor, 'chief');
    assert.deepEqual([(audit.after as { approval: number }).approval, (audit.after as { amount_poisha: number }).amount_poisha], [approvalId, 60_000]);
    await ledgerOk(t);
  });

  it('a liability limit suspends the market once the house stands to lose more than it, and the next bet is refused', async () => {
    const e = freshCricket();
    const id = `1.${e.id}`;
    const p = await player(5000);
    assert.equal((await place(p, oddsBet(e, 'back', 100))).statusCode, 200);
    const res = await limit(money, id, 1000);
    await expect(res, 200, 'Liability limit saved.');
    assert.equal((await desk()).find((m) => m.market_id === id)?.limit, 1000);
    // a back of 1,000 at the best price (above 1.01): the house's worst outcome is now a loss above 1,000
    const crossing = await place(p, oddsBet(e, 'back', 1000));
    assert.equal(crossing.statusCode, 200, crossing.body);
    const row = (await desk()).find((m) => m.market_id === id);
    assert.ok(row && row.worst < -1000, JSON.stringify(row));
    assert.deepEqual([row?.state, row?.auto, row?.reason], ['suspended', true, 'Market suspended: the house stands to lose more than its liability limit.']);
    assert.equal(await oddsStatus(e), 'SUSPENDED');
    await expect(await place(p, oddsBet(e, 'back', 100)), 409, 'This market is suspended.');
    const [audit] = await audits('market.suspend', id);
    assert.deepEqual([audit.actor, audit.role], ['liability limit', 'automation']);
    // a limit already crossed when it is set suspends at once: the bookmaker of the same match
    const bm = bookmaker(e)!;
    const bmBet = { event_id: String(e.id), market_id: bm.id, selection_id: bm.runners[0].id, side: 'back', price: bm.runners[0].backPrice, stake: 500 };
    assert.equal((await place(p, bmBet)).statusCode, 200);
    await expect(await limit(money, bm.id, 1), 200, 'Market suspended: the house stands to lose more than its liability limit.');
    await expect(await place(p, bmBet), 409, 'This market is suspended.');
    // cleared
    await expect(await limit(money, bm.id, null), 200, 'Liability limit removed.');
    assert.equal((await desk()).find((m) => m.market_id === bm.id)?.limit, null);
    assert.equal((await audits('market.limit', bm.id)).length, 2);
  });

  it('a market nobody has bet on yet, as the feed shows it, can be suspended ahead and resumed', async () => {
    const e = freshCricket();
    const id = `1.${e.id}`;
    await expect(await act(money, id, 'suspend', 'team news expected'), 200, 'Market suspended.');
    assert.equal(await oddsStatus(e), 'SUSPENDED');
    const p = await player(500);
    await expect(await place(p, oddsBet(e, 'back', 100)), 409, 'This market is suspended.');
    const held = (await desk()).find((m) => m.market_id === id);
    assert.deepEqual([held?.state, held?.bets, held?.event], ['suspended', 0, `${e.teams[0]} v ${e.teams[1]}`]);
    await expect(await act(money, id, 'resume', 'team news is out'), 200, 'Market resumed.');
    assert.equal((await place(p, oddsBet(e, 'back', 100))).statusCode, 200);
    assert.equal((await audits('market.suspend', id)).length, 1);
  });
});

describe('the risk desk`s controls on every process', { skip: POSTGRES_ONLY }, () => {
  it('a market suspended on one process is shown suspended by the other and refused there; resumed, both take bets', async () => {
    const opts = { feed: { seed: 17, speed: 0.000001, tickMs: 60_000, refillMs: 1e12 }, betDelayMs: 0 };
    const t = await makeTestApp({ app: opts });
    const second = await secondProcess(t, opts);
    try {
      const boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
      const e = t.ctx.feed.startMatch('cricket', 40 * 60_000);
      assert.ok(e);
      (e.match as CricketState).phase = 'open';
      const id = `1.${e.id}`;
      // the follower reads the leader's state (the new match) before betting on it
      const follower = second.ctx.feed;
      for (let i = 0; i < 100 && !follower.event(String(e.id)); i++) await new Promise((r) => setTimeout(r, 50));
      const p = await exchangePlayer(t, 1000);
      const bet = () => {
        const r = t.ctx.feed.marketBookOf(e).runners[0];
        return { event_id: String(e.id), market_id: id, selection_id: String(r.selectionId), side: 'back', price: r.ex.availableToBack[0].price, stake: 100 };
      };
      const placeOn = (app: typeof t.app) => app.inject({ method: 'POST', url: '/api/exchange/bets', headers: p.ex, payload: bet() });
      assert.equal((await placeOn(t.app)).statusCode, 200);
      const status = async (app: typeof t.app) => json<{ status: string }[]>(await app.inject({ url: `/api/match-odds/${id}` }))[0].status;
      const suspended = await t.app.inject({
        method: 'POST',
        url: `/api/admin/risk/markets/${id}`,
        headers: boss,
        payload: { action: 'suspend', reason: 'a suspicious run of bets' },
      });
      assert.equal(suspended.statusCode, 200, suspended.body);
      // the other process refuses at once (its bet reads the row) and shows it within a moment (NOTIFY)
      const refused = await placeOn(second.app);
      assert.equal(refused.statusCode, 409, refused.body);
      for (let i = 0; i < 100 && (await status(second.app)) !== 'SUSPENDED'; i++) await new Promise((r) => setTimeout(r, 50));
      assert.equal(await status(second.app), 'SUSPENDED');
      const resumed = await t.app.inject({
        method: 'POST',
        url: `/api/admin/risk/markets/${id}`,
        headers: boss,
        payload: { action: 'resume', reason: 'checked: the bets are fine' },
      });
      assert.equal(resumed.statusCode, 200, resumed.body);
      for (let i = 0; i < 100 && (await status(second.app)) !== 'OPEN'; i++) await new Promise((r) => setTimeout(r, 50));
      assert.equal(await status(second.app), 'OPEN');
      const taken = await placeOn(second.app);
      assert.equal(taken.statusCode, 200, taken.body);
    } finally {
      await second.close();
      await t.close();
    }
  });
});
