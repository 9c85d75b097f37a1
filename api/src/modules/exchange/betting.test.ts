// Exchange betting against the real api and database: every acceptance rule, exposure netting (two and three
// runners), unmatched bets and cancelling, the bet delay, settlement of each market kind (once), concurrent
// bets, the records and account pages; the ledger checked after each. The feed runs frozen (speed ~0) and the
// tests set its matches' state, as the simulator would, so every price and result is known.
import { type BookBet, betAmounts, book, exposure, wins } from '@bet/shared/contract';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminAuth, exchangePlayer, json, ledgerOk, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';
import { settleDue, settleMarket } from './settle.js';
import type { CricketState } from './match/cricket.js';
import type { FeedEvent } from './match/state.js';
import { marketBook } from './views.js';
import { bookmaker, fancyLines, fancyOutcome } from './model.js';
import { cashOutQuote, moveTicks, type MarketBook } from '@bet/shared/contract';

type Player = Awaited<ReturnType<typeof newPlayer>> & { ex: Record<string, string>; id: number };
interface Wallet {
  main_balance: number;
  exposure: number;
  available_balance: number;
}
interface Bet {
  id: number;
  status: string;
  matched: boolean;
  stake: number;
  potential_profit: number;
  potential_liability: number;
  net_profit_loss: number;
  bet_type: string;
  event_name: string;
  transaction_id: string;
}

describe('exchange betting (pure): what a bet wins and loses, and a market`s exposure', () => {
  const bet = (side: 'back' | 'lay', runner: number, price: number, stake: number, matched = true): BookBet => ({
    side,
    runner,
    run: null,
    matched,
    ...betAmounts('odds', side, price, stake),
  });
  it('back and lay amounts; profits round down, liabilities up', () => {
    assert.deepEqual(betAmounts('odds', 'back', 250, 10_000), { profit: 15_000, liability: 10_000 });
    assert.deepEqual(betAmounts('odds', 'lay', 250, 10_000), { profit: 10_000, liability: 15_000 });
    assert.deepEqual(betAmounts('odds', 'back', 101, 150), { profit: 1, liability: 150 });
    assert.deepEqual(betAmounts('odds', 'lay', 101, 150), { profit: 150, liability: 2 });
    assert.deepEqual(betAmounts('fancy', 'back', 90, 10_000), { profit: 9_000, liability: 10_000 });
    assert.deepEqual(betAmounts('fancy', 'lay', 120, 10_000), { profit: 10_000, liability: 12_000 });
  });
  it('two runners: a back is its stake; a lay of the same runner hedges it', () => {
    const back = bet('back', 0, 200, 10_000);
    assert.equal(exposure([back], 2, null), 10_000);
    // lay the same runner at 1.50: A wins +10000 - 5000, B wins -10000 + 10000: nothing at risk
    assert.equal(exposure([back, bet('lay', 0, 150, 10_000)], 2, null), 0);
    // lay at 2.20 instead: A wins 10000 - 12000 = -2000, B wins 0
    assert.equal(exposure([back, bet('lay', 0, 220, 10_000)], 2, null), 2_000);
    // an unmatched bet counts in full
    assert.equal(exposure([back, bet('back', 1, 300, 5_000, false)], 2, null), 15_000);
  });
  it('three runners: backs on two runners lose both stakes on the third; a lay of the third nets it', () => {
    const book = [bet('back', 0, 300, 10_000), bet('back', 2, 400, 10_000)];
    assert.equal(exposure(book, 3, null), 20_000);
    // lay runner 1 at 3.00 for 100: runner 1 wins -20000 - 20000 = -40000; runners 0 and 2 gain 10000 more
    assert.equal(exposure([...book, bet('lay', 1, 300, 10_000)], 3, null), 40_000);
    // lay runner 1 at 1.50 for 200: runner 1 wins -20000 - 10000 = -30000
    assert.equal(exposure([...book, bet('lay', 1, 150, 20_000)], 3, null), 30_000);
  });
  it('fancy: Yes and No on lines net over the runs', () => {
    const yes = { side: 'back' as const, runner: null, run: 50, matched: true, ...betAmounts('fancy', 'back', 100, 10_000) };
    const no = { side: 'lay' as const, runner: null, run: 48, matched: true, ...betAmounts('fancy', 'lay', 100, 10_000) };
    assert.equal(exposure([yes], 0, 'atLeast'), 10_000);
    // Yes 50 and No 48: below 48 -100 + 100, 48-49 -100 - 100, 50 and up +100 - 100
    assert.equal(exposure([yes, no], 0, 'atLeast'), 20_000);
    // No 52 instead: below 50 0, 50-51 +200, 52 up 0: nothing at risk
    assert.equal(exposure([yes, { ...no, run: 52 }], 0, 'atLeast'), 0);
  });
});

describe('exchange betting (pure): fancy results', () => {
  const cricket = (innings: { runs: number; progress: number[]; fall: number[] }[], phase: CricketState['phase'] = 'open', done = false) =>
    ({
      sport: 'cricket',
      innings: innings.map((i, k) => ({ team: k, wickets: i.fall.length, balls: i.progress.length, ...i })),
      phase,
      done,
    }) as unknown as CricketState;
  it('a line settles on the runs after its ball, at its wicket, or at the innings` end; not before', () => {
    const m = cricket([{ runs: 57, progress: [0, 4, 5, 5, 11, 12, 12, 18, 57], fall: [5, 12] }]);
    assert.equal(fancyOutcome(m, { innings: 0, balls: 6, test: 'atLeast' }), 12);
    assert.equal(fancyOutcome(m, { innings: 0, wicket: 2, test: 'atLeast' }), 12);
    assert.equal(fancyOutcome(m, { innings: 0, balls: 12, test: 'atLeast' }), null);
    assert.equal(fancyOutcome(m, { innings: 0, wicket: 3, test: 'atLeast' }), null);
    // the innings ends (the break): what was not reached settles on its final runs
    const ended = cricket([{ runs: 57, progress: [0, 4, 5, 5, 11, 12, 12, 18, 57], fall: [5, 12] }], 'break');
    assert.equal(fancyOutcome(ended, { innings: 0, balls: 12, test: 'atLeast' }), 57);
    assert.equal(fancyOutcome(ended, { innings: 0, wicket: 3, test: 'atLeast' }), 57);
  });
  it('Yes and No on a line, a last digit and odd or even', () => {
    const yes = { side: 'back' as const, runner: null, run: 50 };
    const no = { side: 'lay' as const, runner: null, run: 50 };
    assert.deepEqual(
      [49, 50, 51].map((r) => wins(yes, r, 'atLeast')),
      [false, true, true],
    );
    assert.deepEqual(
      [49, 50, 51].map((r) => wins(no, r, 'atLeast')),
      [true, false, false],
    );
    assert.deepEqual(
      [47, 57, 58].map((r) => wins({ ...yes, run: 7 }, r, 'digit')),
      [true, true, false],
    );
    assert.deepEqual(
      [47, 58].map((r) => wins({ ...no, run: 1 }, r, 'odd')),
      [false, true],
    );
    // a lottery Yes at 900 on one digit: nine digits lose the stake, one wins nine times it
    const lottery = { side: 'back' as const, runner: null, run: 7, matched: true, ...betAmounts('fancy', 'back', 900, 10_000) };
    assert.equal(exposure([lottery], 0, 'digit'), 10_000);
    assert.deepEqual(book([lottery], 0, 'digit').find((o) => o.outcome === 7)?.pl, 90_000);
  });
});

describe('exchange betting', () => {
  let t: TestApp;
  before(async () => {
    // frozen: the matches stay where the tests put them
    t = await makeTestApp({ app: { feed: { seed: 11, speed: 0.000001, tickMs: 60_000, refillMs: 1e12 }, betDelayMs: 0 } });
  });
  after(async () => {
    await t.close();
  });

  const feed = () => t.ctx.feed;
  const player = async (amount = 0): Promise<Player> => {
    const p = await exchangePlayer(t, amount);
    const { players } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    return { ...p, id: row.id };
  };
  const wallet = async (p: Player) => json<{ data: Wallet }>(await t.app.inject({ url: '/api/exchange/wallet', headers: p.ex })).data;
  const place = (p: Player, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/exchange/bets', headers: p.ex, payload });
  const bets = async (p: Player, status = 'open') =>
    json<{ data: { rows: Bet[] } }>(await t.app.inject({ url: `/api/exchange/bets?status=${status}`, headers: p.ex })).data.rows;

  const events = () => (feed() as unknown as { state: { events: FeedEvent[] } }).state.events;
  const live = (sport: string, pred: (e: FeedEvent) => boolean = () => true) => {
    const e = events().find((x) => x.sport === sport && x.status === 'inplay' && pred(x));
    assert.ok(e, `an in-play ${sport} event`);
    return e;
  };
  /** An in-play cricket match with fancy lines, its market open for the next ball. */
  const openCricket = () => {
    const e = live('cricket', (x) => x.fancy && (x.match as CricketState).phase !== 'break');
    (e.match as CricketState).phase = 'open';
    return e;
  };
  const oddsBet = (e: FeedEvent, runner: number, side: 'back' | 'lay', stake: number | string, price?: number) => {
    // the book as players see it: less what the other tests' bets took
    const r = feed().marketBookOf(e).runners[runner];
    const best = side === 'back' ? r.ex.availableToBack[0].price : r.ex.availableToLay[0].price;
    return { event_id: String(e.id), market_id: `1.${e.id}`, selection_id: String(r.selectionId), side, price: price ?? best, stake };
  };

  it('a loss limit refuses a bet that would put more at risk than it allows, never a hedge that lowers the risk', async () => {
    const p = await player(1000);
    const e = openCricket();
    const limit = await t.app.inject({
      method: 'POST',
      url: '/api/responsible/limits',
      headers: p.auth,
      payload: { kind: 'loss', period: 'day', value: '150' },
    });
    assert.equal(limit.statusCode, 200, limit.body);
    // a back of 100 holds 100 at risk: within 150
    assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 200);
    // 100 more would hold 200: refused, nothing written
    const before = await bets(p);
    const refused = await place(p, oddsBet(e, 0, 'back', 100));
    assert.equal(refused.statusCode, 403);
    assert.equal(json(refused).message, 'This bet would take your losses past your daily loss limit of ৳ 150.00.');
    assert.equal((await bets(p)).length, before.length);
    assert.equal((await wallet(p)).exposure, 100);
    // a lay of the same runner lowers what is at risk: taken even with the limit lowered below the exposure
    await t.app.inject({ method: 'POST', url: '/api/responsible/limits', headers: p.auth, payload: { kind: 'loss', period: 'day', value: '100' } });
    const hedge = await place(p, oddsBet(e, 0, 'lay', 100));
    assert.equal(hedge.statusCode, 200, hedge.body);
    assert.ok((await wallet(p)).exposure < 100);
  });

  it('refuses what the market does not allow, with a message, and writes nothing', async () => {
    const p = await player(1000);
    const e = openCricket();
    const m = e.match as CricketState;
    const expect = async (payload: Record<string, unknown>, status: number, message: string) => {
      const res = await place(p, payload);
      assert.equal(res.statusCode, status, res.body);
      assert.equal(json(res).message, message);
    };
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/exchange/bets', headers: p.auth, payload: oddsBet(e, 0, 'back', 100) })).statusCode, 401);
    await expect({ ...oddsBet(e, 0, 'back', 100), market_id: '1.1' }, 404, 'Market not found.');
    await expect({ ...oddsBet(e, 0, 'back', 100), selection_id: '5' }, 404, 'Market not found.');
    await expect(oddsBet(e, 0, 'back', 99.99), 400, 'The minimum stake is 100.');
    await expect(oddsBet(e, 0, 'back', 100_000.01), 400, 'The maximum stake is 100000.');
    await expect(oddsBet(e, 0, 'back', '12abc'), 400, 'Please enter a valid stake.');
    await expect(oddsBet(e, 0, 'back', 100.001), 400, 'Please enter a valid stake.');
    await expect(oddsBet(e, 0, 'back', 1001), 400, 'Insufficient balance');
    // a price off the tick ladder (a back asking more than the best waits unmatched: the waiting bets' test)
    await expect(oddsBet(e, 0, 'back', 100, 2.25), 400, '2.25 is not a valid price. The nearest valid prices are 2.24 and 2.26.');
    await expect(oddsBet(e, 0, 'lay', 100, 1000.5), 400, 'The odds have changed. Please try again.');
    await expect({ ...oddsBet(e, 0, 'back', 100), side: 'up' }, 400, 'Choose Back or Lay.');
    // a wicket suspends the match odds; a ball in play shuts the bookmaker and the fancy lines
    m.phase = 'suspended';
    await expect(oddsBet(e, 0, 'back', 100), 409, 'This market is suspended.');
    m.phase = 'ball';
    const bm = bookmaker(e)!;
    const bmBet = { event_id: String(e.id), market_id: bm.id, selection_id: bm.runners[0].id, side: 'back', price: bm.runners[0].backPrice, stake: 100 };
    await expect(bmBet, 409, 'Ball running. Please wait for the next ball.');
    m.phase = 'open';
    const f = fancyLines(e)[0].market;
    const fancyBet = { event_id: String(e.id), market_id: f.id, selection_id: f.id, side: 'back', price: f.yes_rate, run: f.yes, stake: 100 };
    await expect({ ...fancyBet, run: f.yes + 1 }, 409, 'The odds have changed. Please try again.');
    await expect({ ...fancyBet, stake: 50_001 }, 400, 'The maximum stake is 50000.');
    await expect({ ...bmBet, price: bm.runners[0].backPrice + 1 }, 409, 'The odds have changed. Please try again.');
    assert.deepEqual(await bets(p), []);
    assert.deepEqual(await wallet(p), { ...(await wallet(p)), main_balance: 1000, exposure: 0, available_balance: 1000 });
    await ledgerOk(t);
  });

  it('a back holds its stake; a lay of the same runner hedges it and the exposure falls (two runners)', async () => {
    const p = await player(1000);
    const e = openCricket();
    const back = await place(p, oddsBet(e, 0, 'back', 200));
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(json(back).message, 'Bet matched.');
    assert.deepEqual(json<{ data: { wallet: Wallet } }>(back).data.wallet, { ...(await wallet(p)), main_balance: 800, exposure: 200, available_balance: 800 });
    const b = marketBook(e).runners[0].ex;
    const lay = await place(p, oddsBet(e, 0, 'lay', 200));
    assert.equal(lay.statusCode, 200, lay.body);
    // runner 0 wins: 200 x (back - 1) - 200 x (lay - 1); runner 1 wins: -200 + 200
    const expected = Math.round(200 * (b.availableToLay[0].price - b.availableToBack[0].price) * 100) / 100;
    const w = await wallet(p);
    assert.equal(w.exposure, expected);
    assert.equal(w.available_balance, Math.round((1000 - expected) * 100) / 100);
    // Main is the main wallet, as the member menu shows it: what the market holds has left it
    assert.equal(w.main_balance, w.available_balance);
    assert.equal((await bets(p)).length, 2);
    // the site's header balance is what is free
    assert.equal(json<{ balance: number }>(await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).balance, w.available_balance);
    const hub = json<{ data: Wallet }>(await t.app.inject({ url: '/api/exchange-hub', headers: p.auth })).data;
    assert.equal(hub.exposure, expected);
    assert.equal((await t.app.inject({ url: '/api/exchange-hub', headers: p.ex })).statusCode, 401);
    await ledgerOk(t);
  });

  it('a retried bet (the same Idempotency-Key) gets the first answer back and places nothing more', async () => {
    const p = await player(1000);
    const e = openCricket();
    const headers = { ...p.ex, 'idempotency-key': 'bet-retry-0001' };
    const first = await t.app.inject({ method: 'POST', url: '/api/exchange/bets', headers, payload: oddsBet(e, 0, 'back', 100) });
    const again = await t.app.inject({ method: 'POST', url: '/api/exchange/bets', headers, payload: oddsBet(e, 0, 'back', 100) });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(again.body, first.body);
    assert.equal((await bets(p)).length, 1);
    assert.equal((await wallet(p)).exposure, 100);
    await ledgerOk(t);
  });

  it('three runners: exposure nets backs and lays over home, draw and away', async () => {
    const p = await player(2000);
    const e = live('soccer');
    (e.match as { phase: string }).phase = 'play';
    const price = (i: number, side: 'back' | 'lay') =>
      Math.round((side === 'back' ? marketBook(e).runners[i].ex.availableToBack : marketBook(e).runners[i].ex.availableToLay)[0].price * 100);
    for (const [i, side] of [
      [0, 'back'],
      [1, 'back'],
      [2, 'lay'],
    ] as const)
      assert.equal((await place(p, oddsBet(e, i, side, 100))).statusCode, 200);
    const pl = (outcome: number) =>
      (outcome === 0 ? 100 * (price(0, 'back') - 100) : -10_000) +
      (outcome === 1 ? 100 * (price(1, 'back') - 100) : -10_000) +
      (outcome === 2 ? -100 * (price(2, 'lay') - 100) : 10_000);
    const worst = -Math.min(0, pl(0), pl(1), pl(2));
    assert.equal((await wallet(p)).exposure, worst / 100);
    await ledgerOk(t);
  });

  it('a stake beyond the size on offer is matched in part; the rest waits, counts in full and can be cancelled', async () => {
    const p = await player(50_000);
    const e = openCricket();
    const size = marketBook(e).runners[1].ex.availableToBack[0].size;
    const res = await place(p, oddsBet(e, 1, 'back', 20_000));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json(res).message, 'Bet partly matched: the rest is unmatched.');
    const rows = json<{ data: { bets: Bet[] } }>(res).data.bets;
    assert.deepEqual(
      rows.map((r) => [r.matched, r.stake]),
      [
        [true, size],
        [false, Math.round((20_000 - size) * 100) / 100],
      ],
    );
    assert.equal((await wallet(p)).exposure, 20_000);
    const unmatched = rows.find((r) => !r.matched)!;
    const matched = rows.find((r) => r.matched)!;
    const other = await player(100);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${unmatched.id}/cancel`, headers: other.ex })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${matched.id}/cancel`, headers: p.ex })).statusCode, 409);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${unmatched.id}/cancel`, headers: p.ex });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.equal(json<{ data: { bet: Bet } }>(cancel).data.bet.status, 'CANCELLED');
    assert.equal((await wallet(p)).exposure, size);
    assert.equal((await wallet(p)).available_balance, Math.round((50_000 - size) * 100) / 100);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${unmatched.id}/cancel`, headers: p.ex })).statusCode, 409);
    await ledgerOk(t);
  });

  it('a waiting bet is matched against what is on offer when the market moves through its price, taking it; the exposure held does not grow', async () => {
    const p = await player(60_000);
    const e = openCricket();
    const placed: Bet[][] = [];
    for (const runner of [0, 1]) {
      const res = await place(p, oddsBet(e, runner, 'back', 20_000));
      assert.equal(json(res).message, 'Bet partly matched: the rest is unmatched.');
      placed.push(json<{ data: { bets: Bet[] } }>(res).data.bets);
    }
    const before = await wallet(p);
    const asked = [0, 1].map((i) => marketBook(e).runners[i].ex.availableToBack[0].price);
    // the batting side scores 40 more: one side's price drifts out past what was asked
    const inn = (e.match as CricketState).innings.at(-1)!;
    inn.runs += 40;
    const now = [0, 1].map((i) => marketBook(e).runners[i].ex.availableToBack[0].price);
    const drifted = [0, 1].filter((i) => now[i] > asked[i]);
    assert.equal(drifted.length, 1);
    const i = drifted[0];
    const waiting = placed[i].find((b) => !b.matched)!;
    // what the book offers that runner now at the asked price or better
    const offeredAt = () =>
      feed()
        .marketBookOf(e)
        .runners[i].ex.availableToBack.filter((l) => l.price >= asked[i])
        .reduce((sum, l) => sum + Math.round(l.size * 100), 0);
    const offered = offeredAt();
    assert.ok(offered > 0);
    const pass = await settleDue(t.database.db, feed());
    assert.equal(pass.matched, 1);
    // matched: what was on offer (not the whole stake regardless), the rest still waiting at the asked price
    const open = await bets(p);
    const sumOf = (list: Bet[]) => Math.round(list.reduce((sum, b) => sum + b.stake * 100, 0));
    const matchedNow = sumOf(open.filter((b) => b.matched)) - sumOf([...placed[0], ...placed[1]].filter((b) => b.matched));
    const expected = Math.min(Math.round(waiting.stake * 100), offered);
    assert.equal(matchedNow, expected);
    assert.equal(sumOf(open.filter((b) => !b.matched)), sumOf([...placed[0], ...placed[1]].filter((b) => !b.matched)) - expected);
    assert.ok(
      open.some((b) => b.id === waiting.id && b.matched),
      'the waiting bet became its first matched part',
    );
    // the liquidity it took is gone from the book every player sees
    assert.equal(offeredAt(), offered - expected);
    const after = await wallet(p);
    assert.ok(after.exposure <= before.exposure);
    // what the market no longer holds is back in the main wallet
    assert.equal(after.main_balance, Math.round((60_000 - after.exposure) * 100) / 100);
    await ledgerOk(t);
  });

  it('in play, a bet waits out the delay; a suspension meanwhile voids it and nothing is held', async () => {
    const delayed = await makeTestApp({ app: { feed: { seed: 11, speed: 0.000001, tickMs: 60_000 }, betDelayMs: 1500 } });
    try {
      const t2 = delayed;
      const { ex } = await exchangePlayer(t2, 500);
      const e = (t2.ctx.feed as unknown as { state: { events: FeedEvent[] } }).state.events.find(
        (x) => x.sport === 'cricket' && x.status === 'inplay' && x.fancy,
      )!;
      const m = e.match as CricketState;
      m.phase = 'open';
      const f = fancyLines(e)[0].market;
      const payload = { event_id: String(e.id), market_id: f.id, selection_id: f.id, side: 'back', price: f.yes_rate, run: f.yes, stake: 100 };
      const pending = t2.app.inject({ method: 'POST', url: '/api/exchange/bets', headers: ex, payload });
      // the ball runs once the bet is in its delay, watching the market (not after a fixed time: a loaded machine
      // may take longer than that to get the bet there)
      const watching = () => t2.ctx.feed.bus.listenerCount(`change:${e.id}`) > 0;
      while (!watching()) await new Promise((r) => setTimeout(r, 5));
      const ballAt = Date.now();
      m.phase = 'ball';
      t2.ctx.feed.bus.emit(`change:${e.id}`);
      const voided = await pending;
      assert.equal(voided.statusCode, 409);
      assert.equal(json(voided).message, 'Bet void: the market was suspended during the bet delay.');
      // well before the delay's end (a busy CI machine may take a few hundred ms to answer)
      assert.ok(Date.now() - ballAt < 1000, 'voided as the ball ran, not at the end of the delay');
      const wallet2 = json<{ data: Wallet }>(await t2.app.inject({ url: '/api/exchange/wallet', headers: ex })).data;
      assert.equal(wallet2.exposure, 0);
      assert.equal(wallet2.available_balance, 500);
      const history = json<{ data: { rows: Bet[] } }>(await t2.app.inject({ url: '/api/exchange/bets?status=settled', headers: ex })).data.rows;
      assert.deepEqual(
        history.map((b) => b.status),
        ['VOID'],
      );
      // no suspension: accepted after the delay
      m.phase = 'open';
      const again = Date.now();
      const ok = await t2.app.inject({ method: 'POST', url: '/api/exchange/bets', headers: ex, payload });
      assert.equal(ok.statusCode, 200, ok.body);
      assert.ok(Date.now() - again >= 1490);
      assert.equal(json<{ data: { wallet: Wallet } }>(ok).data.wallet.exposure, 100);
    } finally {
      await delayed.close();
    }
  });

  it('settles match odds, bookmaker and fancy bets when the feed closes them: WON, LOST, once, right to the poisha', async () => {
    const p = await player(5000);
    const e = openCricket();
    const m = e.match as CricketState;
    const bm = bookmaker(e)!;
    const line = fancyLines(e).find((l) => l.market.type === 1)!;
    // the bookmaker backs a runner it offers; the match is then won by the other, which match odds back
    const bmIndex = bm.runners.findIndex((r) => !r.suspended);
    const winner = bmIndex === 0 ? 1 : 0;
    const odds = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, winner, 'back', 300))).data.bets[0];
    const bmBack = bm.runners[bmIndex];
    const bmRes = await place(p, { event_id: String(e.id), market_id: bm.id, selection_id: bmBack.id, side: 'back', price: bmBack.backPrice, stake: 200 });
    assert.equal(bmRes.statusCode, 200, bmRes.body);
    const fancyBet = (side: 'back' | 'lay', stake: number) =>
      place(p, {
        event_id: String(e.id),
        market_id: line.market.id,
        selection_id: line.market.id,
        side,
        price: side === 'back' ? line.market.yes_rate : line.market.no_rate,
        run: side === 'back' ? line.market.yes : line.market.no,
        stake,
      });
    const yes = await fancyBet('back', 100);
    assert.equal(yes.statusCode, 200, yes.body);
    const no = await fancyBet('lay', 150);
    assert.equal(no.statusCode, 200, no.body);
    // Yes wins its rate at the line or more, where No loses its rate; below the line Yes loses 100 and No wins 150
    const y = betAmounts('fancy', 'back', line.market.yes_rate, 10_000);
    const n = betAmounts('fancy', 'lay', line.market.no_rate, 15_000);
    const fancyRisk = Math.max(0, n.liability - y.profit, y.liability - n.profit);
    assert.equal((await wallet(p)).exposure, (30_000 + 20_000 + fancyRisk) / 100);

    // the fancy line is reached: the innings has line.yes runs after its ball (Yes wins, No loses)
    const inn = m.innings[line.rule.innings];
    const progress = (inn.progress ??= []);
    while (progress.length < line.rule.balls!) progress.push(line.market.yes);
    progress[line.rule.balls! - 1] = line.market.yes;
    const first = await settleDue(t.database.db, feed());
    assert.equal(first.settled, 2);
    let settled = await bets(p, 'settled');
    assert.deepEqual(settled.map((b) => [b.bet_type, b.status, b.net_profit_loss]).sort(), [
      ['No', 'LOST', -n.liability / 100],
      ['Yes', 'WON', y.profit / 100],
    ]);
    // the match ends: the match odds back WON, the bookmaker back LOST
    e.status = 'closed';
    m.done = true;
    m.winner = winner;
    // (the other tests' bets on this match settle too)
    const second = await settleDue(t.database.db, feed());
    assert.ok(second.settled >= 2);
    settled = await bets(p, 'settled');
    const byType = Object.fromEntries(settled.map((b) => [`${b.bet_type}:${b.stake}`, b]));
    assert.equal(byType['Back:300'].status, 'WON');
    assert.equal(byType['Back:300'].net_profit_loss, odds.potential_profit);
    assert.equal(byType['Back:200'].status, 'LOST');
    assert.equal(byType['Back:200'].net_profit_loss, -200);
    const after = await wallet(p);
    assert.equal(after.exposure, 0);
    assert.equal(after.main_balance, Math.round(500_000 + odds.potential_profit * 100 - 20_000 + y.profit - n.liability) / 100);
    assert.equal(after.available_balance, after.main_balance);
    // replayed: nothing changes
    assert.deepEqual(await settleDue(t.database.db, feed()), { settled: 0, matched: 0 });
    assert.equal(await settleMarket(t.database.db, p.id, `1.${e.id}`, 1), 0);
    assert.deepEqual(await wallet(p), after);
    // what the positions risked counted as turnover, each once: the match's winner markets together (the match odds
    // back and the bookmaker back of the other side, netted), and the fancy pair's netted risk; 1 VP per 100 BDT,
    // the rest carried over
    const bmAmounts = betAmounts('bookmaker', 'back', 100 + bmBack.backPrice, 20_000);
    const oddsProfit = Math.round(odds.potential_profit * 100);
    const matchRisk = Math.max(0, bmAmounts.liability - oddsProfit, 30_000 - bmAmounts.profit);
    const { players } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select({ vp: players.vipCoin, progress: players.vpProgressPoisha }).from(players).where(eq(players.id, p.id));
    assert.ok(matchRisk < 50_000, 'less than both stakes');
    assert.equal(Number(row.vp) * 10_000 + Number(row.progress), matchRisk + fancyRisk);
    await ledgerOk(t);
  });

  it('50 concurrent bets never make the available balance negative', async () => {
    const p = await player(1000);
    const e = openCricket();
    const all = await Promise.all(Array.from({ length: 50 }, (_, i) => place(p, oddsBet(e, i % 2, 'back', 100))));
    const ok = all.filter((r) => r.statusCode === 200).length;
    assert.ok(all.every((r) => r.statusCode === 200 || json(r).message === 'Insufficient balance'));
    const w = await wallet(p);
    assert.ok(w.available_balance >= 0);
    assert.ok(ok >= 10, `${ok} accepted`);
    assert.equal(w.main_balance, w.available_balance);
    assert.equal(Math.round((w.available_balance + w.exposure) * 100) / 100, 1000);
    await ledgerOk(t);
  });

  it('records and account pages: the Exchange tab (site token), my bets, profit and loss, activity; only the player`s own', async () => {
    const p = await player(1000);
    const e = openCricket();
    assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 200);
    const records = await t.app.inject({ url: '/api/betting-record/exchange?date=today', headers: p.auth });
    assert.equal(records.statusCode, 200, records.body);
    const rows = json<{ data: { rows: (Bet & Record<string, unknown>)[] } }>(records).data.rows;
    assert.equal(rows.length, 1);
    for (const k of [
      'created_at',
      'event_name',
      'bet_type',
      'stake',
      'net_profit_loss',
      'status',
      'transaction_id',
      'market_name',
      'selection_name',
      'potential_profit',
      'potential_liability',
      'odds',
      'run',
    ])
      assert.ok(k in rows[0], k);
    assert.equal(rows[0].status, 'open');
    assert.equal((await t.app.inject({ url: '/api/betting-record/exchange?date=soon', headers: p.auth })).statusCode, 400);
    assert.equal((await t.app.inject({ url: '/api/betting-record/exchange', headers: p.ex })).statusCode, 401);
    const other = await player();
    assert.deepEqual(json<{ data: { rows: Bet[] } }>(await t.app.inject({ url: '/api/betting-record/exchange', headers: other.auth })).data.rows, []);
    const activity = json<{ data: { kind: string; detail: string }[] }>(await t.app.inject({ url: '/api/exchange/activity', headers: p.ex })).data;
    assert.ok(activity.some((a) => a.kind === 'login'));
    assert.ok(activity.some((a) => a.kind === 'bet' && a.detail.startsWith('Back ')));
    const pl = await t.app.inject({ url: '/api/exchange/profit-loss', headers: p.ex });
    assert.equal(pl.statusCode, 200);
    assert.deepEqual(json<{ data: { total: number } }>(pl).data.total, 0);
  });

  it('total matched: a matched bet adds its stake to its runner and its market, an unmatched one nothing; the runners add up', async () => {
    const p = await player(5000);
    const e = openCricket();
    const book = async () => json<MarketBook[]>(await t.app.inject({ url: `/api/match-odds/1.${e.id}` }))[0];
    const before = await book();
    assert.equal(
      before.totalMatched,
      before.runners.reduce((s, r) => s + r.totalMatched, 0),
    );
    assert.equal((await place(p, oddsBet(e, 0, 'back', 200))).statusCode, 200);
    const waiting = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 1, 'back', 100, 900))).data.bets[0];
    assert.equal(waiting.matched, false);
    const after = await book();
    assert.equal(after.runners[0].totalMatched, before.runners[0].totalMatched + 200);
    assert.equal(after.runners[1].totalMatched, before.runners[1].totalMatched);
    assert.equal(after.totalMatched, before.totalMatched + 200);
    assert.equal(
      after.totalMatched,
      after.runners.reduce((s, r) => s + r.totalMatched, 0),
    );
  });

  it('accept price changes: off, a stale price waits or is refused; on, the bet is matched at the price on offer, never one the market does not give', async () => {
    const p = await player(5000);
    const e = openCricket();
    // match odds: a back asking more than is offered waits unmatched; with any price it takes the best on offer
    const best = feed().marketBookOf(e).runners[0].ex.availableToBack[0].price;
    const asked = moveTicks(best, 3);
    const waiting = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 0, 'back', 100, asked))).data.bets;
    assert.deepEqual(
      waiting.map((b) => b.matched),
      [false],
    );
    const taken = await place(p, { ...oddsBet(e, 0, 'back', 100, asked), accept_any_price: true });
    assert.equal(taken.statusCode, 200, taken.body);
    const filled = json<{ data: { bets: (Bet & { odds: number })[] } }>(taken).data.bets;
    assert.ok(filled.every((b) => b.matched));
    assert.equal(filled[0].odds, best);
    // the bookmaker: a rate no longer offered is refused; with any price, the rate on offer now
    const bm = bookmaker(e)!;
    const stale = { event_id: String(e.id), market_id: bm.id, selection_id: bm.runners[0].id, side: 'back', price: bm.runners[0].backPrice + 1, stake: 100 };
    assert.equal((await place(p, stale)).statusCode, 409);
    const now = await place(p, { ...stale, accept_any_price: true });
    assert.equal(now.statusCode, 200, now.body);
    assert.equal(json<{ data: { bets: (Bet & { odds: number })[] } }>(now).data.bets[0].odds, bm.runners[0].backPrice);
    // a fancy line that moved is another bet: refused either way
    const f = fancyLines(e)[0].market;
    const moved = {
      event_id: String(e.id),
      market_id: f.id,
      selection_id: f.id,
      side: 'back',
      price: f.yes_rate,
      run: f.yes + 1,
      stake: 100,
      accept_any_price: true,
    };
    assert.equal((await place(p, moved)).statusCode, 409);
    assert.equal((await place(p, { ...oddsBet(e, 0, 'back', 100), accept_any_price: 'yes' })).statusCode, 400);
    await ledgerOk(t);
  });

  it('editing an unmatched bet: a bigger stake keeps its place; new odds cancel and replace it in one step; refusals write nothing', async () => {
    const p = await player(2000);
    const e = openCricket();
    const edit = (id: number, payload: Record<string, unknown>, who: Player = p) =>
      t.app.inject({ method: 'POST', url: `/api/exchange/bets/${id}/edit`, headers: who.ex, payload });
    const best = feed().marketBookOf(e).runners[0].ex.availableToBack[0].price;
    const dear = moveTicks(best, 5);
    const [waiting] = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 0, 'back', 100, dear))).data.bets;
    assert.equal(waiting.matched, false);
    // the same odds, a bigger stake: the same bet (its place in the queue), holding more
    const grown = await edit(waiting.id, { price: dear, stake: 250 });
    assert.equal(grown.statusCode, 200, grown.body);
    assert.equal(json(grown).message, 'Bet updated.');
    const [g] = json<{ data: { bets: Bet[] } }>(grown).data.bets;
    assert.deepEqual([g.id, g.stake, g.matched], [waiting.id, 250, false]);
    assert.equal((await wallet(p)).exposure, 250);
    // refusals, nothing written
    const before = { w: await wallet(p), open: await bets(p) };
    assert.equal((await edit(waiting.id, { price: dear, stake: 250 })).statusCode, 400);
    assert.equal(json(await edit(waiting.id, { price: dear, stake: 99 })).message, 'The minimum stake is 100.');
    assert.equal(json(await edit(waiting.id, { price: dear, stake: 2001 })).message, 'Insufficient balance');
    assert.equal((await edit(waiting.id, { price: dear + 0.001, stake: 300 })).statusCode, 400);
    const other = await player(1000);
    assert.equal((await edit(waiting.id, { price: dear, stake: 300 }, other)).statusCode, 404);
    assert.deepEqual({ w: await wallet(p), open: await bets(p) }, before);
    // new odds on offer: the old bet is cancelled and the new one matched, in one step
    const moved = await edit(waiting.id, { price: best, stake: 250 });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(json(moved).message, 'Bet matched.');
    const now = json<{ data: { bets: Bet[] } }>(moved).data.bets;
    assert.ok(now.every((b) => b.matched && b.id !== waiting.id));
    assert.equal((await bets(p, 'settled')).find((b) => b.id === waiting.id)?.status, 'CANCELLED');
    assert.equal((await wallet(p)).exposure, 250);
    // a matched bet cannot be edited
    assert.equal((await edit(now[0].id, { price: dear, stake: 300 })).statusCode, 409);
    await ledgerOk(t);
  });

  // ---- cash out

  interface CashBet extends Bet {
    cash_out: boolean;
    side?: string;
    selection_id: string;
    market_id: string;
  }
  /** The player's profit or loss on each runner of `e`'s match odds (poisha), from their matched open bets. */
  const runnerPl = async (p: Player, e: FeedEvent) => {
    const rows = (await bets(p)) as CashBet[];
    const ids = marketBook(e).runners.map((r) => String(r.selectionId));
    return ids.map((id) =>
      rows
        .filter((b) => b.market_id === `1.${e.id}` && b.matched)
        .reduce((s, b) => s + Math.round(((b.bet_type === 'Back') === (b.selection_id === id) ? b.potential_profit : -b.potential_liability) * 100), 0),
    );
  };
  /** The quote the odds view shows: the contract's arithmetic on the book as players see it. */
  const quoteOf = async (p: Player, e: FeedEvent, share = 100) => {
    const ladders = feed()
      .marketBookOf(e)
      .runners.map((r) => ({
        back: r.ex.availableToBack.map((l) => ({ price: Math.round(l.price * 100), size: Math.round(l.size * 100) })),
        lay: r.ex.availableToLay.map((l) => ({ price: Math.round(l.price * 100), size: Math.round(l.size * 100) })),
      }));
    return cashOutQuote('odds', await runnerPl(p, e), ladders, share);
  };
  const cashOut = (p: Player, e: FeedEvent, body: Record<string, unknown>, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/exchange/cash-out',
      headers: key ? { ...p.ex, 'idempotency-key': key } : p.ex,
      payload: { event_id: String(e.id), market_id: `1.${e.id}`, share: 100, ...body },
    });

  it('cash out levels a back at the prices on offer: the quote is what every outcome makes, the exposure comes back', async () => {
    const p = await player(1000);
    const e = openCricket();
    assert.equal((await place(p, oddsBet(e, 0, 'back', 200))).statusCode, 200);
    const q = await quoteOf(p, e);
    assert.ok(q, 'a quote');
    const res = await cashOut(p, e, { value: q.value / 100 });
    assert.equal(res.statusCode, 200, res.body);
    const answer = json<{ message: string; data: { bets: CashBet[]; value: number; wallet: Wallet } }>(res);
    assert.equal(answer.message, 'Cashed out.');
    assert.ok(answer.data.bets.every((b) => b.cash_out && b.matched));
    assert.ok(answer.data.value >= q.value / 100, 'never worse than the quote');
    // every outcome now makes the same, to the taka (stakes are whole poisha)
    const after = await runnerPl(p, e);
    assert.ok(Math.max(...after) - Math.min(...after) < 100 * (after.length + 1), JSON.stringify(after));
    assert.equal(Math.min(...after), Math.round(answer.data.value * 100));
    const w = await wallet(p);
    assert.equal(w.exposure, Math.max(0, -answer.data.value));
    assert.deepEqual(answer.data.wallet, w);
    // nothing left to cash out: a second tap is refused and writes nothing
    const again = await cashOut(p, e, { value: q.value / 100 });
    assert.equal(again.statusCode, 409, again.body);
    assert.equal(json(again).message, 'There is nothing to cash out on this market at the prices on offer.');
    assert.deepEqual(await wallet(p), w);
    await ledgerOk(t);
  });

  it('cash out never fills worse than the quote the player saw: a better quote asked for is refused with nothing written', async () => {
    const p = await player(1000);
    const e = openCricket();
    assert.equal((await place(p, oddsBet(e, 1, 'back', 100))).statusCode, 200);
    const q = (await quoteOf(p, e))!;
    const before = { w: await wallet(p), n: (await bets(p)).length };
    // the prices moved against the player after the button was drawn: the quote they saw is more than is on offer
    const res = await cashOut(p, e, { value: q.value / 100 + 5 });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(json(res).message, 'The cash out amount has changed. Please check the new amount.');
    assert.deepEqual({ w: await wallet(p), n: (await bets(p)).length }, before);
    await ledgerOk(t);
  });

  it('a partial cash out hedges its share; an unmatched bet on the market is cancelled with it', async () => {
    const p = await player(5000);
    const e = openCricket();
    assert.equal((await place(p, oddsBet(e, 0, 'back', 400))).statusCode, 200);
    const waiting = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 1, 'back', 100, 900))).data.bets[0];
    assert.equal(waiting.matched, false);
    const pl = await runnerPl(p, e);
    const half = (await quoteOf(p, e, 50))!;
    const res = await cashOut(p, e, { share: 50, value: half.value / 100 });
    assert.equal(res.statusCode, 200, res.body);
    const open = await bets(p);
    assert.ok(!open.some((b) => b.id === waiting.id), 'the unmatched bet is no longer open');
    assert.equal((await bets(p, 'settled')).find((b) => b.id === waiting.id)?.status, 'CANCELLED');
    // half the gap between the outcomes is left
    const after = await runnerPl(p, e);
    const gap = (xs: number[]) => Math.abs(xs[0] - xs[1]);
    assert.ok(Math.abs(gap(after) - gap(pl) / 2) < gap(pl) / 20, `${gap(pl)} -> ${gap(after)}`);
    // the rest cashes out too
    const rest = (await quoteOf(p, e))!;
    assert.equal((await cashOut(p, e, { value: rest.value / 100 })).statusCode, 200);
    await ledgerOk(t);
  });

  it('a stale feed (its tick stopped running): betting, editing and cash out refused, every market shown suspended, until it moves again', async () => {
    const p = await player(1000);
    const e = openCricket();
    assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 200);
    const waiting = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 0, 'back', 100, 900))).data.bets[0];
    assert.equal(waiting.matched, false);
    const f = feed() as unknown as { heardAt: number; stale: boolean; staleAfterMs: number };
    // the leader's last tick ran longer ago than the stated age (a stuck process: its ticks, which would set it
    // again, are held at that hour until the feed moves again below; CI once saw a tick land between the two)
    const stuckAt = Date.now() - f.staleAfterMs - 1000;
    Object.defineProperty(f, 'heardAt', { configurable: true, get: () => stuckAt, set: () => {} });
    assert.equal(f.stale, true);
    const stale = 'Prices are not updating right now, so betting is paused. Please try again in a moment.';
    const refused = [
      await place(p, oddsBet(e, 1, 'back', 100)),
      await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${waiting.id}/edit`, headers: p.ex, payload: { price: 8, stake: 100 } }),
      await cashOut(p, e, { value: 0 }),
    ];
    for (const r of refused) {
      assert.equal(r.statusCode, 409, r.body);
      assert.equal(json(r).message, stale);
    }
    // the answers are built again within a moment: the match odds, the bookmaker and the fancy lines suspended
    const odds = async () => json<{ status: string }[]>(await t.app.inject({ url: `/api/match-odds/1.${e.id}` }))[0].status;
    const detail = async () =>
      json<{
        data: { items: Record<string, { fancy2: Record<string, { suspended: number }>; bookmaker: Record<string, { runners: { suspended: number }[] }> }> };
      }>(await t.app.inject({ url: `/api/event/${e.id}` })).data.items[String(e.id)];
    for (let i = 0; i < 40 && (await odds()) !== 'SUSPENDED'; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await odds(), 'SUSPENDED');
    const d = await detail();
    assert.ok(Object.values(d.fancy2).every((x) => x.suspended === 1));
    assert.ok(Object.values(d.bookmaker).every((b) => b.runners.every((r) => r.suspended === 1)));
    // the feed moves again: open, and betting is taken
    Object.defineProperty(f, 'heardAt', { configurable: true, enumerable: true, writable: true, value: Date.now() });
    for (let i = 0; i < 40 && (await odds()) !== 'OPEN'; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(await odds(), 'OPEN');
    assert.equal((await place(p, oddsBet(e, 1, 'back', 100))).statusCode, 200);
    await ledgerOk(t);
  });

  it('cash out is refused where it cannot be: no position, a fancy line, a suspended market, bad input, the site token', async () => {
    const p = await player(1000);
    const e = openCricket();
    const m = e.match as CricketState;
    const expect = async (res: Awaited<ReturnType<typeof cashOut>>, status: number, message?: string) => {
      assert.equal(res.statusCode, status, res.body);
      if (message) assert.equal(json(res).message, message);
    };
    await expect(await cashOut(p, e, { value: 0 }), 409, 'There is nothing to cash out on this market at the prices on offer.');
    assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 200);
    const before = { w: await wallet(p), n: (await bets(p)).length };
    const f = fancyLines(e)[0].market;
    await expect(await cashOut(p, e, { market_id: f.id, value: 0 }), 400, 'Fancy lines cannot be cashed out: they have no opposite price to hedge at.');
    await expect(await cashOut(p, e, { market_id: '1.1', value: 0 }), 404, 'Market not found.');
    await expect(await cashOut(p, e, { share: 0, value: 0 }), 400, 'Choose how much to cash out.');
    await expect(await cashOut(p, e, { share: 101, value: 0 }), 400, 'Choose how much to cash out.');
    await expect(await cashOut(p, e, { value: '1e3' }), 400, 'The cash out amount has changed. Please check the new amount.');
    await expect(await cashOut(p, e, { value: 0, extra: 1 }), 400);
    await expect(
      await t.app.inject({
        method: 'POST',
        url: '/api/exchange/cash-out',
        headers: p.auth,
        payload: { event_id: String(e.id), market_id: `1.${e.id}`, share: 100, value: 0 },
      }),
      401,
    );
    m.phase = 'suspended';
    await expect(await cashOut(p, e, { value: -1000 }), 409, 'This market is suspended.');
    m.phase = 'open';
    assert.deepEqual({ w: await wallet(p), n: (await bets(p)).length }, before);
    await ledgerOk(t);
  });

  it('cash out on the bookmaker: a back levelled at its lay rate, every outcome the same', async () => {
    const p = await player(1000);
    const e = openCricket();
    const bm = bookmaker(e)!;
    const r = bm.runners[0];
    assert.equal(
      (await place(p, { event_id: String(e.id), market_id: bm.id, selection_id: r.id, side: 'back', price: r.backPrice, stake: 200 })).statusCode,
      200,
    );
    const rows = (await bets(p)) as CashBet[];
    const pl = bm.runners.map((x) =>
      rows
        .filter((b) => b.market_id === bm.id)
        .reduce((s, b) => s + Math.round((b.selection_id === x.id ? b.potential_profit : -b.potential_liability) * 100), 0),
    );
    // a runner the bookmaker does not offer (no fair price) has nothing to hedge at
    const ladders = bm.runners.map((x) =>
      x.suspended ? { back: [], lay: [] } : { back: [{ price: 100 + x.backPrice, size: Infinity }], lay: [{ price: 100 + x.layPrice, size: Infinity }] },
    );
    const q = cashOutQuote('bookmaker', pl, ladders)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/exchange/cash-out',
      headers: p.ex,
      payload: { event_id: String(e.id), market_id: bm.id, share: 100, value: q.value / 100 },
    });
    assert.equal(res.statusCode, 200, res.body);
    const after = ((await bets(p)) as CashBet[]).filter((b) => b.market_id === bm.id);
    const level = bm.runners.map((x) =>
      after.reduce((s, b) => s + Math.round(((b.bet_type === 'Back') === (b.selection_id === x.id) ? b.potential_profit : -b.potential_liability) * 100), 0),
    );
    assert.ok(Math.max(...level) - Math.min(...level) <= 100, JSON.stringify(level));
    assert.equal((await wallet(p)).exposure, Math.max(0, -Math.min(...level) / 100));
    await ledgerOk(t);
  });

  it('20 concurrent cash-out taps cash out exactly once and never overdraw; a retried tap gets its first answer', async () => {
    const p = await player(1000);
    const e = openCricket();
    assert.equal((await place(p, oddsBet(e, 0, 'lay', 300))).statusCode, 200);
    const q = (await quoteOf(p, e))!;
    const taps = await Promise.all(Array.from({ length: 20 }, (_, i) => cashOut(p, e, { value: q.value / 100 }, `cash-out-tap-${i}`)));
    const ok = taps.filter((r) => r.statusCode === 200);
    assert.equal(ok.length, 1, taps.map((r) => r.body).join('\n'));
    assert.ok(taps.every((r) => r.statusCode === 200 || json(r).message === 'There is nothing to cash out on this market at the prices on offer.'));
    const cashed = (await bets(p)).filter((b) => (b as CashBet).cash_out);
    assert.equal(cashed.length, json<{ data: { bets: Bet[] } }>(ok[0]).data.bets.length);
    const w = await wallet(p);
    assert.ok(w.available_balance >= 0);
    assert.equal(w.main_balance, w.available_balance);
    // the tap that went through, retried with its key: the same answer, nothing more placed
    const i = taps.indexOf(ok[0]);
    const retry = await cashOut(p, e, { value: q.value / 100 }, `cash-out-tap-${i}`);
    assert.equal(retry.body, ok[0].body);
    assert.equal((await bets(p)).filter((b) => (b as CashBet).cash_out).length, cashed.length);
    await ledgerOk(t);
  });
});

describe('exchange betting: a match played to its end settles by itself', () => {
  it('the feed closes the market and the settlement pass credits the winner, once', async () => {
    const t = await makeTestApp({ app: { feed: { seed: 5, speed: 1, tickMs: 50 }, betDelayMs: 0 } });
    try {
      const { ex } = await exchangePlayer(t, 1000);
      const e = (t.ctx.feed as unknown as { state: { events: FeedEvent[] } }).state.events.find((x) => x.sport === 'tennis' && x.status === 'inplay')!;
      const r = marketBook(e).runners[0];
      const placed = await t.app.inject({
        method: 'POST',
        url: '/api/exchange/bets',
        headers: ex,
        payload: {
          event_id: String(e.id),
          market_id: `1.${e.id}`,
          selection_id: String(r.selectionId),
          side: 'back',
          price: r.ex.availableToBack[0].price,
          stake: 100,
        },
      });
      assert.equal(placed.statusCode, 200, placed.body);
      const bet = json<{ data: { bets: Bet[] } }>(placed).data.bets[0];
      // only with the admin token
      assert.equal(
        (await t.app.inject({ method: 'POST', url: '/api/dev/feed/fast-forward', payload: { event_id: String(e.id), minutes: 1440 } })).statusCode,
        401,
      );
      const ff = await t.app.inject({
        method: 'POST',
        url: '/api/dev/feed/fast-forward',
        headers: adminAuth,
        payload: { event_id: String(e.id), minutes: 1440 },
      });
      assert.equal(ff.statusCode, 200, ff.body);
      let settled: Bet[] = [];
      for (let i = 0; i < 100 && !settled.length; i++) {
        await new Promise((done) => setTimeout(done, 100));
        settled = json<{ data: { rows: Bet[] } }>(await t.app.inject({ url: '/api/exchange/bets?status=settled', headers: ex })).data.rows;
      }
      assert.equal(settled.length, 1);
      const won = e.match.winner === 0;
      assert.equal(settled[0].status, won ? 'WON' : 'LOST');
      const w = json<{ data: Wallet }>(await t.app.inject({ url: '/api/exchange/wallet', headers: ex })).data;
      assert.equal(w.exposure, 0);
      assert.equal(w.main_balance, Math.round((1000 + (won ? bet.potential_profit : -100)) * 100) / 100);
      await ledgerOk(t);
    } finally {
      await t.close();
    }
  });
});
