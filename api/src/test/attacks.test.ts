// The money holes of issue 29, each played as a player who wants the house's money would, through the api's own
// calls: a crash flight's outcome read early, rewards without risk, bets past a block or a lock, tokens that
// outlive their session, prices no exchange gives, and a chat flood. Every test failed before its fix.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  CHAT_MSG,
  CHAT_RATE,
  games as gamesApi,
  betAmounts,
  exchange as exchangeApi,
  marketBlockText,
  operations,
  type ExchangeBet,
  type ExchangeWallet,
} from '@bet/shared/contract';
import { gameRounds, players } from '../db/schema/index.js';
import { settleDue, settleMarket } from '../modules/exchange/settle.js';
import { current, type CricketState } from '../modules/exchange/match/cricket.js';
import type { FeedEvent } from '../modules/exchange/match/state.js';
import { marketBook } from '../modules/exchange/views.js';
import { bookmaker, fancyLines } from '../modules/exchange/model.js';
import { lessTaken, LIQUIDITY_REFILL_MS, takenNow } from '../modules/exchange/liquidity.js';
import { crashPoint, roundFloats } from '../modules/games/engines.js';
import { buildApp } from '../app.js';
import { ADMIN, adminAuth, fundPlayer, json, launchGame, ledgerOk, makeTestApp, newPlayer, uniqueUser, type TestApp } from './helpers.js';

/** Polls `ok` for up to 3 s (another process learns of a change a moment later on PostgreSQL). */
async function waitFor(ok: () => Promise<boolean>) {
  for (let i = 0; i < 60; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  assert.fail('not seen within 3 s');
}

const CRASH = { platform: 'SPRIBE', gameCode: 'SPRIBE-EGAME-AVIATOR' };
const SLOT = { platform: 'JILI', gameCode: 'JILI-SLOT-SUPERACE' };
const MINES = { platform: 'SPRIBE', gameCode: 'SPRIBE-EGAME-MINES' };
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type Wallet = Pick<ExchangeWallet, 'main_balance' | 'exposure' | 'available_balance'>;
type Bet = Pick<ExchangeBet, 'id' | 'matched' | 'stake' | 'odds' | 'potential_liability'>;

describe('attacks on the house', () => {
  let t: TestApp;
  before(async () => {
    // a frozen feed: the matches stay where the tests put them
    // taken liquidity does not grow back during a test (the refill itself: liquidity.test.ts)
    t = await makeTestApp({
      app: { feed: { seed: 11, speed: 0.000001, tickMs: 60_000, refillMs: 1e12 }, betDelayMs: 0 },
      limits: { loginPerUser: 10, loginPerAccount: 30, streamCheckMs: 200 },
    });
  });
  after(async () => {
    await t.close();
  });

  const fund = (username: string, amount: number) => fundPlayer(t, username, amount);
  /** A funded player signed in to the site (its own address), the exchange and a game. */
  const player = async (amount = 0, overrides: Record<string, unknown> = {}) => {
    const u = { ...uniqueUser(), ...overrides };
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: u })).statusCode, 201);
    if (amount) await fund(u.username, amount);
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const login = json<{ token: string; exchange: { token: string }[] }>(
      await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { username: u.username, password: u.password } }),
    );
    const auth = { authorization: `Bearer ${login.token}` };
    const ex = json<{ access_token: string }>(
      await t.app.inject({ method: 'POST', url: '/api/player-login', headers: auth, payload: { user_id: login.exchange[0].token } }),
    );
    const [row] = await t.database.db.select().from(players).where(eq(players.usernameLower, u.username.toLowerCase()));
    return { ...u, id: row.id, ip, auth, ex: { authorization: `Bearer ${ex.access_token}` } };
  };
  type Player = Awaited<ReturnType<typeof player>>;
  const launch = async (p: Player, game = SLOT) => ({ 'x-launch-token': (await launchGame(t, p.auth, game)).token });
  const place = (p: Player, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/exchange/bets', headers: p.ex, payload });
  const wallet = async (p: Player) => json<{ data: Wallet }>(await t.app.inject({ url: '/api/exchange/wallet', headers: p.ex })).data;
  const events = () => (t.ctx.feed as unknown as { state: { events: FeedEvent[] } }).state.events;
  const openCricket = () => {
    const e = events().find((x) => x.sport === 'cricket' && x.status === 'inplay' && x.fancy && (x.match as CricketState).phase !== 'break');
    assert.ok(e, 'an in-play cricket match');
    (e.match as CricketState).phase = 'open';
    return e;
  };
  const oddsBet = (e: FeedEvent, runner: number, side: 'back' | 'lay', stake: number, price?: number) => {
    const r = marketBook(e).runners[runner];
    const best = side === 'back' ? r.ex.availableToBack[0].price : r.ex.availableToLay[0].price;
    return { event_id: String(e.id), market_id: `1.${e.id}`, selection_id: String(r.selectionId), side, price: price ?? best, stake };
  };
  const row = async (id: number) => (await t.database.db.select().from(players).where(eq(players.id, id)))[0];

  // ---- no outcome known before it settles ----

  /** The stored crash point of a round just started (what the player must not learn). */
  const crashOf = async (res: Awaited<ReturnType<typeof place>>) => {
    const id = json<{ data: { round: { id: number } } }>(res).data.round.id;
    const [r] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
    return Number(r?.outcome.crash ?? 0);
  };

  it('the server seed of an open crash flight is never revealed: rotating is refused until the round ends', async () => {
    const p = await player(1000);
    const h = await launch(p, CRASH);
    const session = json<{ data: { seed: { server_seed_hash: string; next_server_seed_hash: string } } }>(
      await t.app.inject({ url: '/api/demo-games/session', headers: h }),
    ).data.seed;
    // both commitments are shown before the player picks the next client seed
    assert.match(session.server_seed_hash, /^[0-9a-f]{64}$/);
    assert.match(session.next_server_seed_hash, /^[0-9a-f]{64}$/);
    assert.notEqual(session.server_seed_hash, session.next_server_seed_hash);

    // a flight that will still be in the air when the player asks (the test peeks at the stored crash point:
    // a flight that crashes at once is over before any request could reach it)
    let start = await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: h, payload: { stake: 100 } });
    for (let i = 0; i < 20 && (await crashOf(start)) < 2; i++) {
      await t.app.inject({ method: 'POST', url: '/api/demo-games/crash/cashout', headers: h });
      start = await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: h, payload: { stake: 100 } });
    }
    assert.equal(start.statusCode, 200, start.body);
    assert.ok((await crashOf(start)) >= 2);
    const rotate = await t.app.inject({ method: 'POST', url: '/api/demo-games/seed', headers: h, payload: { client_seed: 'peek' } });
    assert.equal(rotate.statusCode, 409);
    assert.equal(json(rotate).message, 'Finish the round in play before revealing the server seed.');
    assert.equal(JSON.stringify(json(rotate)).includes('server_seed"'), false);

    // once the flight is over (cashed out or crashed) the seed is revealed, and it is the one committed
    await t.app.inject({ method: 'POST', url: '/api/demo-games/crash/cashout', headers: h });
    const done = await t.app.inject({ method: 'POST', url: '/api/demo-games/seed', headers: h, payload: { client_seed: 'after-flight' } });
    assert.equal(done.statusCode, 200, done.body);
    const d = json<{
      data: { revealed: { server_seed: string; client_seed: string; nonce: number }; next: { server_seed_hash: string; next_server_seed_hash: string } };
    }>(done).data;
    assert.equal(sha(d.revealed.server_seed), session.server_seed_hash);
    // the committed next seed became the active one: the server could not choose it after seeing 'after-flight'
    assert.equal(d.next.server_seed_hash, session.next_server_seed_hash);
    assert.notEqual(d.next.next_server_seed_hash, session.next_server_seed_hash);
    // and the flight's crash point follows from the revealed seed only now
    const round = json<{ data: { round: { nonce: number } } }>(start).data.round;
    assert.ok(crashPoint(roundFloats(d.revealed.server_seed, d.revealed.client_seed, round.nonce, 1)[0]) >= 1);
    await ledgerOk(t);
  });

  // ---- rewards follow risk ----

  it('a fully hedged exchange book earns no VP, no bonus turnover and no referral reward', async () => {
    const referrer = await player(0);
    const code = (await row(referrer.id)).referralCode;
    const p = await player(50_000, { referral_code: code });
    const e = openCricket();
    const m = e.match as CricketState;
    const runner = current(m).team;
    const back = oddsBet(e, runner, 'back', 1000);
    assert.equal((await place(p, back)).statusCode, 200);
    // a lay at the very price backed waits; the batting side scores, its price shortens and the lay is matched
    const lay = await place(p, { ...back, side: 'lay' });
    assert.equal(json(lay).message, 'Bet placed, unmatched.');
    current(m).runs += 30;
    t.ctx.feed.bus.emit('tick');
    await settleDue(t.database.db, t.ctx.feed);
    assert.equal((await wallet(p)).exposure, 0, 'a fully hedged book risks nothing');
    await settleMarket(t.database.db, p.id, `1.${e.id}`, runner);
    const after = await row(p.id);
    assert.equal(after.vipCoin, 0);
    assert.equal(after.vpProgressPoisha, 0);
    assert.equal((await row(referrer.id)).cashBonusPoisha, 0);
    current(m).runs -= 30;
    await ledgerOk(t);
  });

  it('a back of one side on match odds and of the other on the bookmaker of the same match count only what the pair could lose together', async () => {
    const referrer = await player(0);
    const p = await player(50_000, { referral_code: (await row(referrer.id)).referralCode });
    const e = openCricket();
    const bm = bookmaker(e)!;
    const onBookmaker = bm.runners.findIndex((r) => !r.suspended);
    assert.ok(onBookmaker >= 0, 'the bookmaker offers a runner');
    const onOdds = onBookmaker === 0 ? 1 : 0;
    const odds = await place(p, oddsBet(e, onOdds, 'back', 1000));
    assert.equal(odds.statusCode, 200, odds.body);
    // what matched of it (the ladder's best level may have been partly taken by the tests before)
    const a = json<{ data: { bets: Bet[] } }>(odds)
      .data.bets.filter((x) => x.matched)
      .map((x) => betAmounts('odds', 'back', Math.round(x.odds * 100), Math.round(x.stake * 100)))
      .reduce((s, x) => ({ profit: s.profit + x.profit, liability: s.liability + x.liability }), { profit: 0, liability: 0 });
    assert.ok(a.liability > 0, 'some of the back matched');
    // the bookmaker back sized so either result leaves the pair near level
    const rate = bm.runners[onBookmaker].backPrice;
    const stake = Math.round((a.profit + a.liability) / (1 + rate / 100) / 100);
    const placed = await place(p, { event_id: String(e.id), market_id: bm.id, selection_id: bm.runners[onBookmaker].id, side: 'back', price: rate, stake });
    assert.equal(placed.statusCode, 200, placed.body);
    const b = betAmounts('bookmaker', 'back', 100 + rate, stake * 100);
    // the pair's worst case: the match odds runner wins (the bookmaker back lost), or the other does
    const worst = Math.max(0, b.liability - a.profit, a.liability - b.profit);
    assert.ok(worst < (a.liability + b.liability) / 10, `the pair risks ${worst} of ${a.liability + b.liability} staked`);
    // settled market by market (the bookmaker first): the event's position counts once, for its worst case
    await settleMarket(t.database.db, p.id, bm.id, onOdds);
    await settleMarket(t.database.db, p.id, `1.${e.id}`, onOdds);
    const after = await row(p.id);
    assert.equal(after.vipCoin * 10_000 + after.vpProgressPoisha, worst, 'VP progress counts the netted risk, not both stakes');
    assert.equal((await row(referrer.id)).cashBonusPoisha, Math.floor(worst / 100), 'the referrer earns on the risk too');
    // the self-referred pair loses money: what it could lose is never less than what it earns back
    assert.ok(Math.floor(worst / 100) + Math.floor(worst / 10_000) * 100 <= worst);
    await ledgerOk(t);
  });

  it('Yes and No on one fancy line count only what the pair could lose together', async () => {
    const referrer = await player(0);
    const p = await player(10_000, { referral_code: (await row(referrer.id)).referralCode });
    const e = openCricket();
    const f = fancyLines(e).find((l) => l.rule.test === 'odd')!.market;
    const yes = { event_id: String(e.id), market_id: f.id, selection_id: f.id, side: 'back', price: f.yes_rate, run: f.yes, stake: 1000 };
    assert.equal((await place(p, yes)).statusCode, 200);
    assert.equal((await place(p, { ...yes, side: 'lay', price: f.no_rate, run: f.no })).statusCode, 200);
    const risk = Math.round((await wallet(p)).exposure * 100);
    assert.ok(risk < 100_000, `the pair risks ${risk} of 200,000 staked`);
    await settleMarket(t.database.db, p.id, f.id, 7);
    const after = await row(p.id);
    assert.equal(after.vipCoin * 10_000 + after.vpProgressPoisha, risk, 'VP progress counts the risk, not the 2,000 staked');
    assert.equal((await row(referrer.id)).cashBonusPoisha, Math.floor(risk / 100));
    await ledgerOk(t);
  });

  // ---- blocks and locks are api rules ----

  it('a player the back office blocked is refused every market call with 403 and the block text', async () => {
    const p = await player(5000);
    const e = openCricket();
    const waiting = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 0, 'back', 100, 900))).data.bets[0];
    assert.equal(waiting.matched, false);
    const crash = await launch(p, CRASH);
    const slot = await launch(p, SLOT);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: crash, payload: { stake: 100 } })).statusCode, 200);
    // a grid of mines in play: its steps are refused too (a blocked player cannot open a tile or cash out)
    const mines = await launch(p, MINES);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: mines, payload: { stake: 100, mines: 3 } })).statusCode, 200);

    const block = (exchange_market: number, cs_market: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/market-block',
        headers: adminAuth,
        payload: { username: p.username, exchange_market, cs_market, status: 'blocked' },
      });
    assert.equal((await block(0, 0)).statusCode, 200);
    const refused = async (res: Awaited<ReturnType<typeof place>>, section: 'Exchange' | 'Games') => {
      assert.equal(res.statusCode, 403, res.body);
      assert.equal(json(res).message, marketBlockText(section));
    };
    const before = await wallet(p);
    await refused(await place(p, oddsBet(e, 0, 'back', 100)), 'Exchange');
    await refused(await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${waiting.id}/cancel`, headers: p.ex }), 'Exchange');
    await refused(
      await t.app.inject({ method: 'POST', url: `/api/exchange/bets/${waiting.id}/edit`, headers: p.ex, payload: { price: 900, stake: 200 } }),
      'Exchange',
    );
    const cashOut = { event_id: String(e.id), market_id: `1.${e.id}`, share: 100, value: -1000 };
    await refused(await t.app.inject({ method: 'POST', url: '/api/exchange/cash-out', headers: p.ex, payload: cashOut }), 'Exchange');
    await refused(await t.app.inject({ method: 'POST', url: '/api/game-run', headers: p.auth, payload: SLOT }), 'Games');
    await refused(await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: slot, payload: { stake: 100 } }), 'Games');
    await refused(await t.app.inject({ method: 'POST', url: '/api/demo-games/crash/cashout', headers: crash }), 'Games');
    await refused(await t.app.inject({ method: 'POST', url: '/api/demo-games/step', headers: mines, payload: { action: 'reveal', tile: 0 } }), 'Games');
    await refused(await t.app.inject({ method: 'POST', url: '/api/demo-games/step', headers: mines, payload: { action: 'cashout' } }), 'Games');
    assert.deepEqual(await wallet(p), before, 'nothing was written');

    // every call the contract marks with a market is one of those just refused
    const marked = Object.values(operations)
      .filter((o) => o.market)
      .map((o) => `${o.method} ${o.url}`)
      .sort();
    assert.deepEqual(
      marked,
      [
        exchangeApi.cancelBet,
        exchangeApi.cashOut,
        exchangeApi.editBet,
        exchangeApi.placeBet,
        gamesApi.cashOut,
        gamesApi.demoRound,
        gamesApi.demoStep,
        gamesApi.gameRun,
      ]
        .map((o) => `${o.method} ${o.url}`)
        .sort(),
    );

    // a block of the other section only: the exchange takes bets again, the games do not
    assert.equal((await block(1, 0)).statusCode, 200);
    assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 200);
    await refused(await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: slot, payload: { stake: 100 } }), 'Games');
    await ledgerOk(t);
  });

  it('a locked account is refused on every token it holds', async () => {
    const p = await player(2000);
    const slot = await launch(p, SLOT);
    const e = openCricket();
    const lock = await t.app.inject({ method: 'POST', url: `/api/admin/players/${p.username}/status`, headers: adminAuth, payload: { status: 'locked' } });
    assert.equal(lock.statusCode, 200, lock.body);
    assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: slot, payload: { stake: 100 } })).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: p.auth })).statusCode, 401);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } });
    assert.equal(again.statusCode, 401);
  });

  // ---- a session ends everywhere ----

  for (const [how, end] of [
    ['logout', (p: Player) => t.app.inject({ method: 'POST', url: '/api/logout', headers: p.auth })],
    [
      'a password change',
      (p: Player) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user-pwd',
          headers: p.auth,
          payload: { old_password: p.password, new_password: 'newpass123', new_password_confirmation: 'newpass123' },
        }),
    ],
  ] as const) {
    it(`after ${how}, the exchange and game tokens of the session are refused`, async () => {
      const p = await player(2000);
      const slot = await launch(p, SLOT);
      const e = openCricket();
      assert.equal((await place(p, oddsBet(e, 0, 'back', 100))).statusCode, 200);
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: slot, payload: { stake: 100 } })).statusCode, 200);
      assert.equal((await end(p)).statusCode, 200);
      const bet = await place(p, oddsBet(e, 0, 'back', 100));
      assert.equal(bet.statusCode, 401);
      assert.equal(json(bet).message, 'Your exchange session has ended. Please open the exchange again.');
      assert.equal((await t.app.inject({ url: '/api/exchange/wallet', headers: p.ex })).statusCode, 401);
      const round = await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: slot, payload: { stake: 100 } });
      assert.equal(round.statusCode, 401);
      assert.equal(json(round).message, 'This game session has ended. Please open the game again.');
      await ledgerOk(t);
    });
  }

  it('wrong current passwords on the change-password call meet the login limit', async () => {
    const p = await player(0);
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user-pwd',
        remoteAddress: p.ip,
        headers: p.auth,
        payload: { old_password: `wrong${i}pass`, new_password: 'newpass123', new_password_confirmation: 'newpass123' },
      });
      codes.push(res.statusCode);
    }
    // the login itself was one try of the ten an address and account get: nine wrong ones, then 429 every time
    const first = codes.indexOf(429);
    assert.equal(first, 9, codes.join(','));
    assert.ok(codes.slice(0, first).every((c) => c === 400) && codes.slice(first).every((c) => c === 429), codes.join(','));
    // the right password is refused too while the limit holds: a stolen token cannot guess its way in
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/user-pwd',
      remoteAddress: p.ip,
      headers: p.auth,
      payload: { old_password: p.password, new_password: 'newpass123', new_password_confirmation: 'newpass123' },
    });
    assert.equal(right.statusCode, 429);
  });

  it("a logout closes the player's open chat stream at its next heartbeat, on whichever process holds it", async () => {
    const p = await newPlayer(t.app);
    const chat = json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/api/chats', headers: p.auth, payload: {} })).chat.id;
    let ended = false;
    const stream = t.app.inject({ url: `/api/chats/${chat}/events`, headers: p.auth }).then((res) => {
      ended = true;
      return res;
    });
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(ended, false, 'the stream stays open while the session lives');
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/logout', headers: p.auth })).statusCode, 200);
    const res = await Promise.race([stream, new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
    assert.ok(res, 'the stream ended after the logout');
    assert.equal(res.statusCode, 200);
  });

  // ---- matching like an exchange ----

  it('a back asked at 1.01 is matched at the best back; a lay asked at 5 at the best lay', async () => {
    const p = await player(10_000);
    const e = openCricket();
    const r = marketBook(e).runners[0].ex;
    const back = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 0, 'back', 100, 1.01))).data.bets;
    assert.deepEqual(
      back.map((b) => [b.matched, b.odds]),
      [[true, r.availableToBack[0].price]],
    );
    const lay = json<{ data: { bets: Bet[] } }>(await place(p, oddsBet(e, 0, 'lay', 100, 5))).data.bets;
    assert.deepEqual(
      lay.map((b) => [b.matched, b.odds, b.potential_liability]),
      [[true, r.availableToLay[0].price, Math.round(100 * (r.availableToLay[0].price - 1) * 100) / 100]],
    );
    await ledgerOk(t);
  });

  it('matched money leaves the book every player sees: three full-size bets walk the levels, then wait', async () => {
    // a market no other test took from
    const e = events().find((x) => x.sport === 'tennis' && x.status === 'inplay');
    assert.ok(e, 'an in-play tennis match');
    const full = marketBook(e).runners[1].ex.availableToBack;
    // the odds answer every player reads
    const shown = async () =>
      json<{ runners: { ex: { availableToBack: { price: number; size: number }[] } }[] }[]>(await t.app.inject({ url: `/api/match-odds/1.${e.id}` }))[0]
        .runners[1].ex.availableToBack;
    const a = await player(20_000);
    const b = await player(20_000);
    const c = await player(20_000);
    const first = json<{ data: { bets: Bet[] } }>(await place(a, oddsBet(e, 1, 'back', full[0].size))).data.bets;
    assert.deepEqual(
      first.map((x) => [x.matched, x.odds, x.stake]),
      [[true, full[0].price, full[0].size]],
    );
    // the level is gone from the book: the best back is now the next level
    assert.deepEqual((await shown())[0], full[1]);
    const second = json<{ data: { bets: Bet[] } }>(await place(b, oddsBet(e, 1, 'back', full[0].size, full[0].price))).data.bets;
    assert.deepEqual(
      second.map((x) => [x.matched, x.odds]),
      [[false, full[0].price]],
      'the level asked for was taken: the bet waits at its price',
    );
    // a bet that accepts any price walks what is left, level by level, and the rest waits
    const stake = full[1].size + full[2].size + 100;
    const third = json<{ data: { bets: Bet[] } }>(await place(c, oddsBet(e, 1, 'back', stake, 1.01))).data.bets;
    assert.deepEqual(
      third.map((x) => [x.matched, x.odds, x.stake]),
      [
        [true, full[1].price, full[1].size],
        [true, full[2].price, full[2].size],
        [false, 1.01, 100],
      ],
    );
    assert.deepEqual(await shown(), []);
    await ledgerOk(t);
  });

  it('a taken level grows back at the stated rate: full again LIQUIDITY_REFILL_MS after it was emptied', () => {
    const size = 100_000;
    const taken = { takenPoisha: size, takenAt: 0 };
    assert.equal(takenNow(taken, size, 0), size);
    assert.equal(takenNow(taken, size, LIQUIDITY_REFILL_MS / 10), size - size / 10, 'a tenth every 3 s');
    assert.equal(takenNow(taken, size, LIQUIDITY_REFILL_MS / 2), size / 2);
    assert.equal(takenNow(taken, size, LIQUIDITY_REFILL_MS), 0);
    const levels = [
      { price: 1.78, size: 1000 },
      { price: 1.77, size: 500 },
    ];
    const t = [{ selectionId: '1', side: 'back' as const, price: 178, takenPoisha: 100_000, takenAt: 0 }];
    assert.deepEqual(lessTaken(levels, t, '1', 'back', 0), [{ price: 1.77, size: 500 }], 'a level taken to nothing is not shown');
    assert.deepEqual(lessTaken(levels, t, '1', 'back', LIQUIDITY_REFILL_MS / 2), [
      { price: 1.78, size: 500 },
      { price: 1.77, size: 500 },
    ]);
    assert.deepEqual(lessTaken(levels, t, '2', 'back', 0), levels, "another runner's book is untouched");
    assert.equal(LIQUIDITY_REFILL_MS, 30_000, 'the rate docs/exchange.md states');
  });

  it('a second api process on the same database shows the book less what a bet on the first took', async () => {
    const other = await buildApp({
      db: t.database.db,
      notifications: t.database.notifications,
      leadership: t.database.leadership,
      adminToken: ADMIN,
      feed: { seed: 11, speed: 0.000001, tickMs: 60_000, refillMs: 1e12 },
    });
    try {
      await other.app.ready();
      const e = events().find((x) => x.sport === 'soccer' && x.status === 'inplay');
      assert.ok(e, 'an in-play soccer match');
      (e.match as { phase: string }).phase = 'play';
      // what each process shows of the match (the follower's copy of the frozen match is the leader's)
      const best = (feed: typeof t.ctx.feed) => feed.marketBookOf(e).runners[2].ex.availableToBack[0];
      const before = best(t.ctx.feed);
      assert.deepEqual(best(other.ctx.feed), before);
      const p = await player(20_000);
      assert.equal((await place(p, oddsBet(e, 2, 'back', before.size))).statusCode, 200);
      // the level is gone on both processes: the other one was told through the database
      assert.ok(best(t.ctx.feed).price < before.price);
      await waitFor(async () => best(other.ctx.feed).price < before.price);
    } finally {
      await other.app.close();
    }
  });

  it('a price off the tick ladder is refused with the two nearest valid prices', async () => {
    const p = await player(1000);
    const e = openCricket();
    for (const [price, message] of [
      [2.25, '2.25 is not a valid price. The nearest valid prices are 2.24 and 2.26.'],
      [7.5, '7.5 is not a valid price. The nearest valid prices are 7.40 and 7.60.'],
      [1.015, '1.015 is not a valid price. The nearest valid prices are 1.01 and 1.02.'],
    ] as const) {
      const res = await place(p, oddsBet(e, 0, 'back', 100, price));
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(json(res).message, message);
    }
    assert.equal((await wallet(p)).exposure, 0);
  });

  // ---- chat limits ----

  it('a chat flood is cut at the per-player rate; other players still write', async () => {
    const p = await newPlayer(t.app);
    const chat = json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/api/chats', headers: p.auth, payload: {} })).chat.id;
    const send = (who: { auth: Record<string, string> }, id: number, i: number) =>
      t.app.inject({ method: 'POST', url: '/api/messages', headers: who.auth, payload: { chat_id: id, content: `flood ${i}` } });
    const codes = await Promise.all(Array.from({ length: 40 }, (_, i) => send(p, chat, i)));
    assert.equal(codes.filter((r) => r.statusCode === 200).length, CHAT_RATE.messages);
    const refused = codes.find((r) => r.statusCode === 429)!;
    assert.equal(json(refused).message, CHAT_MSG.tooFast);
    const other = await newPlayer(t.app);
    const otherChat = json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/api/chats', headers: other.auth, payload: {} })).chat.id;
    assert.equal((await send(other, otherChat, 0)).statusCode, 200);
  });
});
