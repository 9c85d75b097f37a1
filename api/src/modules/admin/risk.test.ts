// The risk desk (issue 56): the house's profit or loss on each outcome of a market, from every player's matched bets,
// against books computed by hand; unmatched bets count in no outcome; the largest positions with their players;
// finance and managers only.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { exchangeBets, exchangePositions, players } from '../../db/schema/index.js';
import type { RiskMarket } from '../exchange/risk.js';
import { adminAuth, json, makeTestApp, newPlayer, signedInOperator, type TestApp } from '../../test/helpers.js';

type Market = RiskMarket;

describe('the risk desk', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let desk: Record<string, string>;
  let money: Record<string, string>;
  const ids: Record<string, number> = {};
  const names: string[] = [];
  let n = 0;
  /** A bet as the api writes it: stake, odds (x100), what it wins and loses, in poisha. */
  const bet = (
    who: string,
    b: {
      market: string;
      kind?: string;
      runner?: number | null;
      selection?: string;
      side: 'back' | 'lay';
      odds: number;
      stake: number;
      profit: number;
      liability: number;
      matched?: boolean;
      run?: number | null;
      rule?: unknown;
    },
  ) => ({
    playerId: ids[who],
    transactionId: `risk-${++n}`,
    eventId: 91001,
    eventName: 'Dhaka Capitals v Sylhet Strikers',
    sport: 'cricket',
    marketId: b.market,
    marketKind: b.kind ?? 'odds',
    marketName: b.kind === 'fancy' ? '6 over runs DC' : 'Match Odds',
    selectionId: String(b.runner ?? b.run),
    selectionName: b.selection ?? (b.runner === 0 ? 'Dhaka Capitals' : 'Sylhet Strikers'),
    runner: b.runner ?? null,
    side: b.side,
    odds: b.odds,
    run: b.run ?? null,
    rule: b.rule ?? null,
    stakePoisha: b.stake,
    profitPoisha: b.profit,
    liabilityPoisha: b.liability,
    matched: b.matched ?? true,
  });
  const risk = async (as = boss) => {
    const res = await t.app.inject({ url: '/api/admin/risk', headers: as });
    assert.equal(res.statusCode, 200, res.body);
    return json<{ data: Market[] }>(res).data;
  };

  before(async () => {
    t = await makeTestApp();
    boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    desk = await signedInOperator(t, 'desk', 'support', boss, 'another long operator password');
    money = await signedInOperator(t, 'money', 'finance', boss, 'a third long operator password');
    for (const who of ['ana', 'bo', 'cy']) {
      const p = await newPlayer(t.app);
      names.push(p.username);
      const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.username, p.username));
      ids[who] = row.id;
    }
  });
  after(async () => t.close());

  it('match odds: the house wins what its players lose on each runner, from matched bets only, the worst market first', async () => {
    const db = t.database.db;
    await db.insert(exchangeBets).values([
      // ana backs Dhaka 1,000 at 2.50: wins 1,500 if Dhaka win, loses 1,000 otherwise
      bet('ana', { market: '1.91001', runner: 0, side: 'back', odds: 250, stake: 100_000, profit: 150_000, liability: 100_000 }),
      // bo lays Dhaka 400 at 2.50: wins 400 unless Dhaka win, then pays 600
      bet('bo', { market: '1.91001', runner: 0, side: 'lay', odds: 250, stake: 40_000, profit: 40_000, liability: 60_000 }),
      // cy backs Sylhet 200 at 1.80: wins 160 if Sylhet win, loses 200 otherwise
      bet('cy', { market: '1.91001', runner: 1, side: 'back', odds: 180, stake: 20_000, profit: 16_000, liability: 20_000 }),
      // an unmatched back on Sylhet: in no outcome (it is no bet until matched)
      bet('cy', { market: '1.91001', runner: 1, side: 'back', odds: 900, stake: 50_000, profit: 400_000, liability: 50_000, matched: false }),
      // a small fancy market: ana says Yes to 48 runs (rate 100: wins 100, loses 100)
      bet('ana', {
        market: 'f-91001-6',
        kind: 'fancy',
        side: 'back',
        odds: 100,
        run: 48,
        stake: 10_000,
        profit: 10_000,
        liability: 10_000,
        selection: '6 over runs DC',
        rule: { innings: 0, balls: 36, test: 'atLeast' },
      }),
    ]);
    await db.insert(exchangePositions).values([
      { playerId: ids.ana, marketId: '1.91001', eventId: 91001, exposurePoisha: 100_000 },
      { playerId: ids.bo, marketId: '1.91001', eventId: 91001, exposurePoisha: 60_000 },
      { playerId: ids.cy, marketId: '1.91001', eventId: 91001, exposurePoisha: 70_000 },
    ]);
    const [odds, fancy] = await risk(money);
    // by hand: Dhaka win: players +1,500 -600 -200 = +700, the house -700; Sylhet win: -1,000 +400 +160 = -440, the house +440
    assert.deepEqual(odds.outcomes, [
      { outcome: 'Dhaka Capitals', house: -700 },
      { outcome: 'Sylhet Strikers', house: 440 },
    ]);
    assert.equal(odds.worst, -700);
    assert.deepEqual([odds.bets, odds.players, odds.matched], [4, 3, 1_600]);
    assert.deepEqual(odds.positions, [
      { username: names[0], exposure: 1_000, bets: 1 },
      { username: names[2], exposure: 700, bets: 2 },
      { username: names[1], exposure: 600, bets: 1 },
    ]);
    // the fancy line: below 48 runs the house wins 100, at 48 or more it pays 100
    assert.equal(fancy.market_id, 'f-91001-6');
    assert.deepEqual(fancy.outcomes, [
      { outcome: '0 runs', house: 100 },
      { outcome: '47 runs', house: 100 },
      { outcome: '48 runs', house: -100 },
    ]);
    assert.equal(fancy.worst, -100);
    // the event: both markets' worst together
    assert.deepEqual([odds.event_worst, fancy.event_worst], [-800, -800]);
  });

  it('settled bets leave the book', async () => {
    await t.database.db.update(exchangeBets).set({ status: 'won' }).where(eq(exchangeBets.marketId, 'f-91001-6'));
    assert.deepEqual(
      (await risk()).map((m) => m.market_id),
      ['1.91001'],
    );
  });

  it("is the finance desk and the managers' only; a player token or none is refused", async () => {
    assert.equal((await t.app.inject({ url: '/api/admin/risk', headers: desk })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/admin/risk' })).statusCode, 401);
    const player = await newPlayer(t.app);
    assert.equal((await t.app.inject({ url: '/api/admin/risk', headers: player.auth })).statusCode, 401);
  });
});
