// The games played in steps, Mines and Blackjack: their rules (pure, against hand-worked rounds and simulations of
// their return to player) and the api that keeps a round open between the player's decisions: nothing still hidden
// leaves it, each round settles once, stakes are exact under races, and a stale game page cannot go on after a logout.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { stepGames as S, tableGames as T } from '@bet/shared/contract';
import { balanceOf, json, DATABASE_FREE, fundPlayer, launchGame, ledgerOk, makeTestApp, newPlayer, seededFloats, type TestApp } from '../../test/helpers.js';
import { basicStrategy, playBasic } from '../../tools/blackjack-strategy.js';

const floats = seededFloats;

/** Floats that put these cards (0-51) first in the six-deck shoe, then any. */
function shoeDealing(cards: number[]): number[] {
  const shoe = Array.from({ length: S.BLACKJACK_SHOE }, (_, i) => i);
  const out = cards.map((c, i) => {
    const j = shoe.findIndex((x, k) => k >= i && x % 52 === c);
    [shoe[i], shoe[j]] = [shoe[j], shoe[i]];
    return (j - i + 0.5) / (S.BLACKJACK_SHOE - i);
  });
  return [...out, ...floats(1)(60)];
}
const c = (rank: string, suit = 0) => suit * 13 + T.RANKS.indexOf(rank as (typeof T.RANKS)[number]);

describe('Mines (pure)', () => {
  it('the mines are the first of the shuffled tiles; a cash-out pays 97 % of the fair odds, to two places down', () => {
    const f = floats(3)(24);
    const order = S.minesOrder(f);
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      Array.from({ length: 25 }, (_, i) => i),
    );
    assert.deepEqual(
      S.minesOf(f, 3),
      order.slice(0, 3).sort((a, b) => a - b),
    );
    assert.equal(S.minesMultiplier(3, 0), 0.97);
    assert.equal(S.minesMultiplier(1, 1), 1.0104); // 0.97 x 25/24 = 1.010416
    assert.equal(S.minesMultiplier(3, 1), 1.1022); // 0.97 x 25/22 = 1.102272
    assert.equal(S.minesMultiplier(3, 2), 1.2597); // 0.97 x 25/22 x 24/21 = 1.259740
    assert.equal(S.minesMultiplier(24, 1), 24.25);
    assert.equal(S.minesMultiplier(1, 24), 24.25);
    // whatever the mines and however far the player goes, P(k safe tiles) x multiplier is 97 % less at most a ten-thousandth of a step
    for (let m = S.MINES_MIN; m <= S.MINES_MAX; m++)
      for (let k = 1; k <= 25 - m; k++) {
        let p = 1;
        for (let i = 0; i < k; i++) p *= (25 - m - i) / (25 - i);
        const rtp = p * S.minesMultiplier(m, k);
        assert.ok(rtp <= 0.97 + 1e-12 && rtp > 0.97 - p * 0.0001 - 1e-12, `${m} mines, ${k} tiles: ${rtp}`);
      }
    assert.equal(S.validMines(3), 3);
    for (const bad of [0, 25, 2.5, '3', null]) assert.equal(S.validMines(bad), null, String(bad));
  });

  it('a player who opens a random number of random tiles gets back 97 %, within four standard deviations (300,000 rounds)', { skip: DATABASE_FREE }, () => {
    const next = floats(11);
    const N = 300_000;
    let paid = 0;
    let sq = 0;
    for (let n = 0; n < N; n++) {
      const [fm, fk, ...rest] = next(26);
      const mines = 1 + Math.floor(fm * 24);
      const layout = S.minesOf(rest, mines);
      const want = 1 + Math.floor(fk * Math.min(5, 25 - mines));
      const picks = S.minesOrder(next(24)).slice(0, want);
      const hit = picks.some((t) => layout.includes(t));
      const w = hit ? 0 : S.minesMultiplier(mines, want);
      paid += w;
      sq += w * w;
    }
    const sd = Math.sqrt(sq / N - (paid / N) ** 2);
    assert.ok(Math.abs(paid / N - S.MINES_RTP) < (4 * sd) / Math.sqrt(N) + 0.005, `measured ${((paid / N) * 100).toFixed(2)} %`);
  });
});

describe('Blackjack (pure)', () => {
  it('deals you, the dealer up, you, the hole card; a blackjack pays 3 to 2 at once; the dealer’s pushes yours', () => {
    const bj = S.blackjackDeal(shoeDealing([c('A'), c('9'), c('K'), c('7')]), 1000);
    assert.equal(bj.settled, true);
    assert.deepEqual(bj.hands[0], { cards: [c('A'), c('K')], stake: 1000, doubled: false, done: true, result: 'blackjack', win: 2500 });
    const both = S.blackjackDeal(shoeDealing([c('A'), c('A', 1), c('K'), c('Q')]), 1000);
    assert.equal(both.hands[0].result, 'push');
    assert.equal(S.blackjackWin(both), 1000);
    const dealer = S.blackjackDeal(shoeDealing([c('9'), c('A', 1), c('K'), c('Q')]), 1000);
    assert.equal(dealer.hands[0].result, 'lose');
    // the view while open: the up card only, and what the hand may do
    const open = S.blackjackDeal(shoeDealing([c('8'), c('6'), c('8', 1), c('K')]), 1000);
    assert.equal(open.settled, false);
    assert.deepEqual(S.blackjackView(open), {
      hands: [{ cards: ['8♠', '8♥'], total: 16, stake: 10, doubled: false }],
      dealer: ['6♠'],
      dealer_total: 6,
      active: 0,
      actions: ['hit', 'stand', 'double', 'split'],
    });
  });

  it('the dealer draws to 17 and stands on a soft 17; a double takes one card; a split plays two hands; split aces one card each', () => {
    // 10 + 6 stands; the dealer 6 + 10 draws an ace (soft 17 is 7 + 10 = hard 17 here) then stands: 17 beats 16
    let s = S.blackjackDeal(shoeDealing([c('10'), c('6'), c('6', 1), c('10', 1), c('A', 2)]), 1000);
    s = S.blackjackAct(s, shoeDealing([c('10'), c('6'), c('6', 1), c('10', 1), c('A', 2)]), 'stand');
    assert.equal(S.handTotal(s.dealer).total, 17);
    assert.equal(s.hands[0].result, 'lose');
    // the dealer's A + 6 is a soft 17: stands
    const soft = shoeDealing([c('10'), c('A'), c('9', 1), c('6', 1)]);
    s = S.blackjackAct(S.blackjackDeal(soft, 1000), soft, 'stand');
    assert.deepEqual(s.dealer, [c('A'), c('6', 1)]);
    assert.equal(s.hands[0].result, 'win');
    assert.equal(S.blackjackWin(s), 2000);
    // double on 11: one card (a 10), then the dealer 6 + 10 + 10 busts
    const dbl = shoeDealing([c('5'), c('6'), c('6', 1), c('10'), c('10', 1), c('10', 2)]);
    s = S.blackjackAct(S.blackjackDeal(dbl, 1000), dbl, 'double');
    assert.equal(s.settled, true);
    assert.equal(s.hands[0].stake, 2000);
    assert.equal(s.hands[0].cards.length, 3);
    assert.equal(S.blackjackWin(s), 4000);
    assert.equal(S.blackjackStake(s), 2000);
    // split eights: the first hand takes the next card, the second its own when its turn comes
    const split = shoeDealing([c('8'), c('10'), c('8', 1), c('7'), c('3'), c('10', 1), c('2')]);
    s = S.blackjackAct(S.blackjackDeal(split, 1000), split, 'split');
    assert.equal(s.hands.length, 2);
    assert.deepEqual(s.hands[0].cards, [c('8'), c('3')]);
    assert.deepEqual(S.blackjackActions(s), ['hit', 'stand', 'double']);
    s = S.blackjackAct(s, split, 'double'); // 8 + 3 + 10 = 21, then the second hand 8 + 2
    assert.equal(s.active, 1);
    assert.deepEqual(s.hands[1].cards, [c('8', 1), c('2')]);
    s = S.blackjackAct(s, split, 'stand');
    assert.equal(s.settled, true);
    assert.deepEqual(
      s.hands.map((h) => [h.result, h.win]),
      [
        ['win', 4000],
        ['lose', 0],
      ],
    );
    // split aces: one card each and done; 21 after a split is no blackjack (pays 1 to 1)
    const aces = shoeDealing([c('A'), c('9'), c('A', 1), c('8'), c('K'), c('5')]);
    s = S.blackjackAct(S.blackjackDeal(aces, 1000), aces, 'split');
    assert.equal(s.settled, true);
    assert.deepEqual(
      s.hands.map((h) => [h.cards.length, h.result, h.win]),
      [
        [2, 'win', 2000],
        [2, 'lose', 0],
      ],
    );
    assert.throws(() => S.blackjackAct(s, aces, 'hit'));
  });

  it('played by the basic strategy, 200,000 hands return the stated 99.5 % within four standard deviations', { skip: DATABASE_FREE }, () => {
    const next = floats(13);
    const N = 200_000;
    let staked = 0;
    let paid = 0;
    let sq = 0;
    for (let n = 0; n < N; n++) {
      const r = playBasic(next(60), 100);
      staked += r.staked;
      paid += r.win;
      sq += ((r.win - r.staked) / 100) ** 2;
    }
    const sd = Math.sqrt(sq / N);
    const rtp = paid / staked;
    assert.ok(Math.abs(rtp - S.BLACKJACK_RTP) < (4 * sd) / Math.sqrt(N), `measured ${(rtp * 100).toFixed(2)} %`);
    assert.equal(basicStrategy(S.blackjackDeal(shoeDealing([c('8'), c('6'), c('8', 1), c('K')]), 100)), 'split');
  });
});

describe('Mines and Blackjack through the api: kept open, nothing hidden sent, settled once', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });
  const MINES = { platform: 'SPRIBE', gameCode: 'SPRIBE-EGAME-MINES' };
  const BLACKJACK = { platform: 'KINGMAKER', gameCode: 'KINGMAKER-TABLE-BLACKJACK' };
  type View = { id: number; bet: number; win: number; status: string; outcome: Record<string, unknown> };
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { 'x-launch-token': token }, ...(payload ? { payload } : {}) });
  const start = (token: string, payload: Record<string, unknown>) => call(token, 'POST', '/api/demo-games/round', payload);
  const step = (token: string, payload: Record<string, unknown>) => call(token, 'POST', '/api/demo-games/step', payload);
  const roundOf = (res: Awaited<ReturnType<typeof step>>) => json<{ data: { round: View; balance: number } }>(res).data;
  /** The round as the database keeps it (what the player must not see). */
  const stored = async (id: number) => {
    const { gameRounds } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db.select().from(gameRounds).where(eq(gameRounds.id, id));
    return row;
  };
  const player = async (amount: number) => {
    const p = await newPlayer(t.app);
    await fundPlayer(t, p.username, amount);
    return p;
  };

  it('Mines: the stake leaves first, the mines never leave the api while open, a safe tile raises the pay, a cash-out pays once', async () => {
    const p = await player(100);
    const { token } = await launchGame(t, p.auth, MINES);
    const opened = await start(token, { stake: 10, mines: 3 });
    assert.equal(opened.statusCode, 200, opened.body);
    const r = roundOf(opened);
    assert.equal(r.round.status, 'open');
    assert.equal(r.balance, 90);
    assert.deepEqual(r.round.outcome, { mines: 3, revealed: [], multiplier: 1, next: 1.1022 });
    const layout = (await stored(r.round.id)).outcome.layout as number[];
    assert.equal(layout.length, 3);
    // nothing the page can ask for tells where the mines are
    for (const url of ['/api/demo-games/open', '/api/demo-games/rounds', '/api/demo-games/session', '/api/demo-games/seeds']) {
      const body = (await call(token, 'GET', url)).body;
      assert.doesNotMatch(body, /layout|"hit"/, url);
    }
    assert.deepEqual(json<{ data: { round: View } }>(await call(token, 'GET', '/api/demo-games/open')).data.round.outcome, r.round.outcome);
    // no second round of the same game while one is open; no new seed either
    assert.equal((await start(token, { stake: 10, mines: 3 })).statusCode, 409);
    assert.equal((await call(token, 'POST', '/api/demo-games/seed', { client_seed: 'abc' })).statusCode, 409);
    // refusals write nothing
    for (const bad of [{ action: 'cashout' }, { action: 'reveal' }, { action: 'reveal', tile: 25 }, { action: 'reveal', tile: -1 }, { action: 'fly' }]) {
      const res = await step(token, bad);
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await stored(r.round.id)).status, 'open');
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));
    const one = roundOf(await step(token, { action: 'reveal', tile: safe[0] }));
    assert.deepEqual(one.round.outcome, { mines: 3, revealed: [safe[0]], multiplier: 1.1022, next: 1.2597 });
    assert.equal((await step(token, { action: 'reveal', tile: safe[0] })).statusCode, 400);
    // two cash-outs at once: one pays, the other finds no round
    const both = await Promise.all([step(token, { action: 'cashout' }), step(token, { action: 'cashout' })]);
    assert.deepEqual(both.map((x) => x.statusCode).sort(), [200, 409]);
    const paid = roundOf(both.find((x) => x.statusCode === 200)!);
    assert.equal(paid.round.status, 'settled');
    assert.equal(paid.round.win, 11.02);
    assert.deepEqual((paid.round.outcome.layout as number[]).sort(), [...layout].sort());
    assert.equal(await balanceOf(t, p), 101.02);
    assert.equal((await step(token, { action: 'reveal', tile: safe[1] })).statusCode, 409);
    // a mine ends the round with nothing paid and shows where they were
    const again = roundOf(await start(token, { stake: 10, mines: 24 }));
    const mine = ((await stored(again.round.id)).outcome.layout as number[])[0];
    const lost = roundOf(await step(token, { action: 'reveal', tile: mine }));
    assert.equal(lost.round.status, 'settled');
    assert.equal(lost.round.win, 0);
    assert.equal(lost.round.outcome.hit, mine);
    assert.equal(lost.balance, 91.02);
    await ledgerOk(t);
  });

  it('Mines: taps at once settle once; every safe tile open cashes out by itself', async () => {
    const p = await player(100);
    const { token } = await launchGame(t, p.auth, MINES);
    const r = roundOf(await start(token, { stake: 10, mines: 24 }));
    const layout = (await stored(r.round.id)).outcome.layout as number[];
    const safe = Array.from({ length: 25 }, (_, i) => i).find((i) => !layout.includes(i))!;
    // the one safe tile and a cash-out at once: whichever comes first, the round settles once
    const both = await Promise.all([step(token, { action: 'reveal', tile: safe }), step(token, { action: 'reveal', tile: safe })]);
    assert.deepEqual(both.map((x) => x.statusCode).sort(), [200, 409]);
    const won = roundOf(both.find((x) => x.statusCode === 200)!);
    assert.equal(won.round.status, 'settled');
    assert.equal(won.round.win, Math.floor(1000 * 24.25) / 100);
    assert.equal(await balanceOf(t, p), 90 + 242.5);
    // many taps on different tiles of one round: each is taken in turn, the round's state holds all of them
    const next = roundOf(await start(token, { stake: 10, mines: 1 }));
    const mine = ((await stored(next.round.id)).outcome.layout as number[])[0];
    const tiles = Array.from({ length: 25 }, (_, i) => i)
      .filter((i) => i !== mine)
      .slice(0, 6);
    const taps = await Promise.all(tiles.map((tile) => step(token, { action: 'reveal', tile })));
    assert.ok(taps.every((x) => x.statusCode === 200));
    const open = json<{ data: { round: View } }>(await call(token, 'GET', '/api/demo-games/open')).data.round;
    assert.deepEqual(
      [...(open.outcome.revealed as number[])].sort((a, b) => a - b),
      tiles,
    );
    assert.equal(open.outcome.multiplier, S.minesMultiplier(1, 6));
    await ledgerOk(t);
  });

  it('Blackjack: the hole card and the shoe stay in the api; a double or a split takes its stake first; the round settles once', async () => {
    const p = await player(1000);
    const { token } = await launchGame(t, p.auth, BLACKJACK);
    // deal until a hand is in play (a blackjack settles at once)
    let r = roundOf(await start(token, { stake: 10 }));
    while (r.round.status !== 'open') r = roundOf(await start(token, { stake: 10 }));
    const o = r.round.outcome as { dealer: string[]; hands: { cards: string[] }[]; actions: string[] };
    assert.equal(o.dealer.length, 1);
    assert.equal(o.hands[0].cards.length, 2);
    assert.ok(o.actions.includes('double'));
    const state = (await stored(r.round.id)).outcome.state as S.BlackjackState;
    assert.equal(state.dealer.length, 2);
    for (const url of ['/api/demo-games/open', '/api/demo-games/rounds']) {
      const body = (await call(token, 'GET', url)).body;
      assert.doesNotMatch(body, /"state"|"next"/, url);
      assert.ok(!body.includes(`"dealer":["${T.cardName(state.dealer[0])}","`), url);
    }
    // a move the hand may not take writes nothing
    const before = await balanceOf(t, p);
    for (const action of ['split', 'cashout', 'deal']) {
      if (o.actions.includes(action)) continue;
      assert.equal((await step(token, { action })).statusCode, 400, action);
    }
    assert.equal(await balanceOf(t, p), before);
    // a double: 10 more leaves first, one card, the dealer plays, settled once
    const doubled = roundOf(await step(token, { action: 'double' }));
    assert.equal(doubled.round.status, 'settled');
    assert.equal(doubled.round.bet, 20);
    const shown = doubled.round.outcome as { dealer: string[]; hands: { cards: string[]; win: number; result: string }[] };
    assert.ok(shown.dealer.length >= 2);
    assert.equal(shown.hands[0].cards.length, 3);
    assert.equal(doubled.round.win, shown.hands[0].win);
    assert.equal(doubled.balance, before - 10 + doubled.round.win);
    assert.equal((await step(token, { action: 'stand' })).statusCode, 409);
    await ledgerOk(t);
  });

  it('Blackjack: a double the balance cannot cover is refused with nothing written; hits at once are taken in turn', async () => {
    const p = await player(10);
    const { token } = await launchGame(t, p.auth, BLACKJACK);
    let r = roundOf(await start(token, { stake: 10 }));
    // the whole balance is on the table: a double is refused, the hand goes on
    while (r.round.status !== 'open') {
      if ((await balanceOf(t, p)) === 0) await fundPlayer(t, p.username, 10);
      r = roundOf(await start(token, { stake: await balanceOf(t, p) }));
    }
    const stake = r.round.bet;
    assert.equal(r.balance, 0);
    const refused = await step(token, { action: 'double' });
    assert.equal(refused.statusCode, 400);
    assert.equal((await stored(r.round.id)).betPoisha, Math.round(stake * 100));
    assert.equal((await stored(r.round.id)).status, 'open');
    // two stands at once: one plays the hand out, the other finds it settled
    const both = await Promise.all([step(token, { action: 'stand' }), step(token, { action: 'stand' })]);
    assert.deepEqual(both.map((x) => x.statusCode).sort(), [200, 409]);
    const done = roundOf(both.find((x) => x.statusCode === 200)!);
    assert.equal(done.balance, done.round.win);
    await ledgerOk(t);
  });

  it('a game page left open cannot go on after a logout; the next sign-in takes the round up where it was', async () => {
    const p = await player(100);
    const { token } = await launchGame(t, p.auth, MINES);
    const r = roundOf(await start(token, { stake: 10, mines: 5 }));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: p.auth });
    for (const res of [
      await step(token, { action: 'reveal', tile: 0 }),
      await step(token, { action: 'cashout' }),
      await call(token, 'GET', '/api/demo-games/open'),
    ])
      assert.equal(res.statusCode, 401);
    assert.equal((await stored(r.round.id)).status, 'open');
    const login = json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } }));
    const again = await launchGame(t, { authorization: `Bearer ${login.token}` }, MINES);
    const open = json<{ data: { round: View } }>(await call(again.token, 'GET', '/api/demo-games/open')).data.round;
    assert.equal(open.id, r.round.id);
    assert.deepEqual(open.outcome.revealed, []);
  });
});
