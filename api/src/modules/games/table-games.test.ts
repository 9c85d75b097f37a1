// The demo table games' rules and payouts against hand-worked rounds, and their return to player: a million rounds
// of each, simulated, within half a point of the figure each game states (worked out exactly in the contract).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tableGames as T } from '@bet/shared/contract';
import { DATABASE_FREE, seededFloats } from '../../test/helpers.js';

/** Floats that put the wanted cards first: deal() swaps position i with i + floor(f x (52 - i)). */
function floatsDealing(cards: number[]): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  return cards.map((c, i) => {
    const j = deck.indexOf(c);
    [deck[i], deck[j]] = [deck[j], deck[i]];
    return (j - i + 0.5) / (52 - i);
  });
}
const card = (rank: string, suit = 0) => suit * 13 + T.RANKS.indexOf(rank as (typeof T.RANKS)[number]);

const floats = seededFloats;

describe('table games (pure): rules and payouts', () => {
  it('the money wheel: a number pays that many to 1; 2x and 7x spin again and multiply; the eighth spin is a number', () => {
    const at = (seg: T.WheelSegment) => (T.WHEEL_LAYOUT.indexOf(seg) + 0.5) / T.WHEEL_LAYOUT.length;
    assert.equal(T.WHEEL_LAYOUT.length, 54);
    assert.deepEqual(T.playWheel([at(10)], 1000, 10), {
      win: 11_000,
      detail: { spins: [10], at: [T.WHEEL_LAYOUT.indexOf(10)], landed: 10, multiplier: 1, bet: 10 },
    });
    assert.equal(T.playWheel([at(10)], 1000, 5).win, 0);
    // 2x then 7x then 5: a bet on 5 pays 5 x 14 to 1
    assert.deepEqual(T.playWheel([at('2x'), at('7x'), at(5)], 1000, 5).detail, {
      spins: ['2x', '7x', 5],
      at: [9, 3, T.WHEEL_LAYOUT.indexOf(5)],
      landed: 5,
      multiplier: 14,
      bet: 5,
    });
    assert.equal(T.playWheel([at('2x'), at('7x'), at(5)], 1000, 5).win, 71_000);
    const sevenMultipliers = [...new Array(7).fill(at('2x')), 0];
    assert.equal((T.playWheel(sevenMultipliers, 1000, 40).detail.spins as unknown[]).length, 8);
    assert.equal(typeof T.playWheel(sevenMultipliers, 1000, 40).detail.landed, 'number');
  });

  it('Plinko: each row goes left under 0.5, right from 0.5; the slot is how many times it went right', () => {
    const f = [0.1, 0.9, 0.5, 0.49, 0.7, 0.2, 0.8, 0.3];
    const o = T.playPlinko(f, 1000, 8, 'high');
    assert.deepEqual(o.detail, { rows: 8, risk: 'high', path: 'LRRLRLRL', slot: 4, multiplier: 0.6 });
    assert.equal(o.win, 600);
    assert.equal(T.playPlinko(new Array(16).fill(0.99), 1000, 16, 'high').win, 620_000);
    assert.equal(T.playPlinko(new Array(12).fill(0), 1000, 12, 'medium').detail.slot, 0);
  });

  it('roulette: the table`s bets cover what the table says; a winning bet returns 36 / covered x its stake', () => {
    assert.deepEqual(T.rouletteCovers('straight:0'), [0]);
    assert.deepEqual(T.rouletteCovers('split:1-2'), [1, 2]);
    assert.deepEqual(T.rouletteCovers('split:2-5'), [2, 5]);
    assert.deepEqual(T.rouletteCovers('split:0-3'), [0, 3]);
    assert.equal(T.rouletteCovers('split:3-4'), null, 'not side by side: 3 ends its row');
    assert.equal(T.rouletteCovers('split:1-3'), null);
    assert.deepEqual(T.rouletteCovers('street:12'), [34, 35, 36]);
    assert.deepEqual(T.rouletteCovers('corner:1'), [1, 2, 4, 5]);
    assert.equal(T.rouletteCovers('corner:3'), null);
    assert.equal(T.rouletteCovers('corner:34'), null);
    assert.deepEqual(T.rouletteCovers('line:11'), [31, 32, 33, 34, 35, 36]);
    assert.deepEqual(T.rouletteCovers('trio:2'), [0, 2, 3]);
    assert.deepEqual(T.rouletteCovers('basket'), [0, 1, 2, 3]);
    assert.equal(T.rouletteCovers('dozen:2')?.length, 12);
    assert.deepEqual(T.rouletteCovers('column:1')?.slice(0, 3), [1, 4, 7]);
    assert.equal(T.rouletteCovers('red')?.length, 18);
    assert.ok(!T.rouletteCovers('black')?.includes(0));
    for (const bad of ['straight:37', 'street:13', 'dozen:4', 'red:1', 'split:5-5', 'split:a-b', 'purple', '']) assert.equal(T.rouletteCovers(bad), null, bad);
    // the ball on 17 (17/37 = 0.4595 -> floor(0.4595 x 37) = 17): black, odd, low, second dozen
    const spin = T.playRoulette(
      [17.5 / 37],
      [
        { bet: 'straight:17', stake: 1000 },
        { bet: 'red', stake: 1000 },
        { bet: 'split:17-20', stake: 1000 },
        { bet: 'corner:13', stake: 1000 },
        { bet: 'dozen:2', stake: 1000 },
      ],
    );
    assert.equal(spin.detail.number, 17);
    assert.equal(spin.detail.colour, 'black');
    // 36 000 + 0 + 18 000 + 9 000 + 3 000
    assert.equal(spin.win, 66_000);
    assert.equal(T.playRoulette([0], [{ bet: 'red', stake: 1000 }]).detail.colour, 'green');
  });

  it('Andar Bahar: the side that receives the joker`s rank first wins; Andar pays 0.9 to 1, Bahar 1 to 1', () => {
    // joker 7, then Andar K, Bahar 2, Andar 7: Andar wins on the third card
    const f = floatsDealing([card('7'), card('K'), card('2'), card('7', 1)]).concat(Array(48).fill(0));
    const r = T.playAndarBahar(f, 10_000, 'andar');
    assert.deepEqual(r.detail, { joker: '7♠', andar: ['K♠', '7♥'], bahar: ['2♠'], winner: 'andar', side: 'andar' });
    assert.equal(r.win, 19_000);
    assert.equal(T.playAndarBahar(f, 10_000, 'bahar').win, 0);
    // joker 7, Andar K, Bahar 7: Bahar wins and pays 2x
    const g = floatsDealing([card('7'), card('K'), card('7', 2)]).concat(Array(49).fill(0));
    assert.equal(T.playAndarBahar(g, 10_000, 'bahar').win, 20_000);
    // the chance Andar wins, worked out: 0.5150 (Andar RTP 97.85 %, Bahar 97.00 %)
    assert.equal(Math.round(T.ANDAR_CHANCE * 10_000), 5150);
    assert.equal(Math.round(T.ANDAR_BAHAR_RTP.andar * 10_000), 9785);
    assert.equal(Math.round(T.ANDAR_BAHAR_RTP.bahar * 10_000), 9700);
  });

  it('Dragon Tiger: the higher card wins 1 to 1; a tie pays 15 to 1 and gives half back to Dragon and Tiger', () => {
    const dk = floatsDealing([card('K'), card('9')]);
    assert.equal(T.playDragonTiger(dk, 10_000, 'dragon').win, 20_000);
    assert.equal(T.playDragonTiger(dk, 10_000, 'tiger').win, 0);
    const tie = floatsDealing([card('5'), card('5', 3)]);
    assert.equal(T.playDragonTiger(tie, 10_000, 'tie').win, 160_000);
    assert.equal(T.playDragonTiger(tie, 10_000, 'dragon').win, 5_000);
    // ace is low
    assert.equal(T.playDragonTiger(floatsDealing([card('A'), card('2')]), 10_000, 'tiger').detail.result, 'tiger');
    assert.equal(Math.round(T.DRAGON_TIGER_RTP.dragon * 10_000), 9706);
    assert.equal(Math.round(T.DRAGON_TIGER_RTP.tie * 10_000), 9412);
  });

  it('the number draw: 10 of 40 drawn; the picks that were drawn pay by the table', () => {
    // floats of 0 draw 1, 2, ..., 10 in turn
    const r = T.playDraw(Array(10).fill(0), 10_000, [1, 2, 3, 39]);
    assert.deepEqual(r.detail.drawn, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    assert.deepEqual(r.detail.hits, [1, 2, 3]);
    assert.equal(r.win, 104_000);
    assert.deepEqual(T.validPicks([5, 3]), [3, 5]);
    for (const bad of [[], [1, 1], [0], [41], [1, 2, 3, 4, 5, 6], [1.5], 'x', null]) assert.equal(T.validPicks(bad), null, JSON.stringify(bad));
    // one pick: drawn with 10/40, pays 3.8x
    assert.equal(T.drawChance(1, 1), 0.25);
    assert.equal(Math.round(T.DRAW_RTP[1] * 10_000), 9500);
  });
});

describe('Teen Patti (pure): the hands, the tie and the pays', () => {
  const hand = (...names: string[]) => T.teenPattiHand(names.map((n) => card(n.slice(0, -1), Number(n.slice(-1)))));
  it('ranks trail > pure sequence > sequence > colour > pair > high card; A-K-Q, then A-2-3, then K-Q-J; suits never decide', () => {
    const order = [
      hand('A0', 'A1', 'A2'), // trail of aces
      hand('20', '21', '22'),
      hand('A0', 'K0', 'Q0'), // pure sequences
      hand('A1', '21', '31'),
      hand('K2', 'Q2', 'J2'),
      hand('A0', 'K1', 'Q2'), // sequences
      hand('A0', '21', '32'),
      hand('40', '31', '22'),
      hand('A3', 'K3', '93'), // colours
      hand('50', '30', '20'),
      hand('A0', 'A1', 'K2'), // pairs: by the pair, then the third card
      hand('A0', 'A1', '22'),
      hand('K0', 'K1', 'A2'),
      hand('A0', 'K1', 'J2'), // high cards
      hand('50', '31', '22'),
    ];
    for (let i = 1; i < order.length; i++) assert.ok(order[i - 1].strength > order[i].strength, `${i - 1} over ${i}`);
    assert.deepEqual(
      order.map((h) => h.hand),
      [
        'trail',
        'trail',
        'pure sequence',
        'pure sequence',
        'pure sequence',
        'sequence',
        'sequence',
        'sequence',
        'colour',
        'colour',
        'pair',
        'pair',
        'pair',
        'high card',
        'high card',
      ],
    );
    assert.equal(hand('A0', 'K1', 'J2').strength, hand('A1', 'K2', 'J3').strength);
    // the cards dealt: yours first, then the dealer's; Player pays 0.95 to 1, a tie gives the stake back
    const f = floatsDealing([card('A'), card('A', 1), card('A', 2), card('K'), card('Q', 1), card('2', 2)]);
    assert.deepEqual(T.playTeenPatti(f, 1000, 'player'), {
      win: 1950,
      detail: {
        player: ['A♠', 'A♥', 'A♦'],
        dealer: ['K♠', 'Q♥', '2♦'],
        player_hand: 'trail',
        dealer_hand: 'high card',
        result: 'player',
        bet: 'player',
        pair_plus: null,
      },
    });
    assert.equal(T.playTeenPatti(f, 1000, 'both').win, 1950 + 31_000);
    assert.equal(T.playTeenPatti(f, 1000, 'pairplus').win, 31_000);
    const tie = floatsDealing([card('A'), card('K', 1), card('J', 2), card('A', 1), card('K', 2), card('J', 3)]);
    assert.equal(T.playTeenPatti(tie, 1000, 'player').detail.result, 'tie');
    assert.equal(T.playTeenPatti(tie, 1000, 'player').win, 1000);
    assert.equal(T.playTeenPatti(tie, 1000, 'pairplus').win, 0);
  });

  it('the stated counts and the chance of a tie are recounted over every hand and every pair of hands', () => {
    const groups = new Map<number, number[][]>();
    const counts = Object.fromEntries(T.TEEN_PATTI_HANDS.map((h) => [h, 0]));
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++) {
          const h = T.teenPattiHand([a, b, c]);
          counts[h.hand]++;
          const list = groups.get(h.strength) ?? groups.set(h.strength, []).get(h.strength)!;
          list.push([a, b, c]);
        }
    assert.deepEqual(counts, T.TEEN_PATTI_COUNTS);
    let ties = 0;
    for (const list of groups.values()) for (const x of list) for (const y of list) if (!x.some((c) => y.includes(c))) ties++;
    assert.equal(ties / (22_100 * 18_424), T.TEEN_PATTI_TIE);
    assert.equal(T.TEEN_PATTI_RTP.player.toFixed(4), '0.9750');
    assert.equal(T.TEEN_PATTI_RTP['pair plus'].toFixed(4), '0.9768');
  });

  it('Player and Pair plus, 400,000 rounds each, within four standard deviations of the stated RTP', { skip: DATABASE_FREE }, () => {
    const next = floats(7);
    const stake = 10_000;
    const N = 400_000;
    for (const bet of ['player', 'pairplus'] as const) {
      let paid = 0;
      let sq = 0;
      for (let i = 0; i < N; i++) {
        const w = T.playTeenPatti(next(6), stake, bet).win / stake;
        paid += w;
        sq += w * w;
      }
      const rtp = bet === 'player' ? T.TEEN_PATTI_RTP.player : T.TEEN_PATTI_RTP['pair plus'];
      const sd = Math.sqrt(sq / N - (paid / N) ** 2);
      assert.ok(Math.abs(paid / N - rtp) < (4 * sd) / Math.sqrt(N), `${bet}: measured ${((paid / N) * 100).toFixed(2)} % against ${(rtp * 100).toFixed(2)} %`);
    }
  });
});

describe('table games (pure): a million rounds of each return what the game states, within half a point', { skip: DATABASE_FREE }, () => {
  const ROUNDS = 1_000_000;
  const stake = 10_000;
  const within = (game: string, paid: number, staked: number, stated: number) => {
    const measured = paid / staked;
    assert.ok(Math.abs(measured - stated) < 0.005, `${game}: measured ${(measured * 100).toFixed(2)} % against ${(stated * 100).toFixed(2)} %`);
  };

  it('roulette: every kind of bet of the table in turn, 97.30 %', () => {
    const next = floats(1);
    const kinds = ['straight:', 'split:', 'street:', 'corner:', 'line:', 'dozen:', 'column:', 'red', 'black', 'odd', 'even', 'low', 'high', 'basket', 'trio:1'];
    let paid = 0;
    for (let n = 0; n < ROUNDS; n++) {
      const [f, pick] = next(2);
      const kind = kinds[n % kinds.length];
      const a = Math.floor(pick * 10) + 1;
      const bet =
        kind === 'straight:'
          ? `straight:${Math.floor(pick * 37)}`
          : kind === 'split:'
            ? `split:${a}-${a + 3}`
            : kind === 'dozen:' || kind === 'column:'
              ? `${kind}${(a % 3) + 1}`
              : kind === 'corner:'
                ? `corner:${a % 3 === 0 ? a - 1 : a}`
                : kind.endsWith(':')
                  ? `${kind}${a}`
                  : kind;
      paid += T.playRoulette([f], [{ bet, stake }]).win;
    }
    within('roulette', paid, stake * ROUNDS, T.ROULETTE_RTP);
  });

  it('Andar Bahar: Andar and Bahar in turn, their RTPs averaged', () => {
    const next = floats(2);
    let paid = 0;
    for (let n = 0; n < ROUNDS; n++) paid += T.playAndarBahar(next(52), stake, n % 2 ? 'bahar' : 'andar').win;
    within('Andar Bahar', paid, stake * ROUNDS, (T.ANDAR_BAHAR_RTP.andar + T.ANDAR_BAHAR_RTP.bahar) / 2);
  });

  it('Dragon Tiger: Dragon, Tiger and Tie in turn, their RTPs averaged', () => {
    const next = floats(3);
    const bets = ['dragon', 'tiger', 'tie'] as const;
    let paid = 0;
    for (let n = 0; n < ROUNDS; n++) paid += T.playDragonTiger(next(2), stake, bets[n % 3]).win;
    within('Dragon Tiger', paid, stake * ROUNDS, (T.DRAGON_TIGER_RTP.dragon + T.DRAGON_TIGER_RTP.tiger + T.DRAGON_TIGER_RTP.tie) / 3);
  });

  it('Plinko: each rows and risk within four standard deviations of its stated RTP (a rare 620x moves the high risk a lot)', () => {
    const next = floats(5);
    const N = 200_000;
    for (const rows of T.PLINKO_ROWS)
      for (const risk of T.PLINKO_RISKS) {
        const pays = T.PLINKO_PAYS[rows][risk];
        let paid = 0;
        let rights = 0;
        for (let n = 0; n < N; n++) {
          const o = T.playPlinko(next(rows), stake, rows, risk);
          paid += o.win;
          rights += o.detail.slot as number;
        }
        const rtp = T.PLINKO_RTP[`${rows} rows ${risk}`];
        const sd = Math.sqrt(pays.reduce((s, m, k) => s + T.plinkoChance(rows, k) * (m - rtp) ** 2, 0));
        const measured = paid / (stake * N);
        assert.ok(
          Math.abs(measured - rtp) < (4 * sd) / Math.sqrt(N),
          `${rows} ${risk}: measured ${(measured * 100).toFixed(2)} % against ${(rtp * 100).toFixed(2)} %`,
        );
        // every row a fair left or right
        assert.ok(Math.abs(rights / (N * rows) - 0.5) < 0.002, `${rows} ${risk}: ${rights / (N * rows)} of the steps went right`);
      }
    // the stated RTPs: between 95 % and 100 %, each table symmetric
    for (const [name, r] of Object.entries(T.PLINKO_RTP)) assert.ok(r > 0.95 && r < 1, `${name}: ${r}`);
    for (const rows of T.PLINKO_ROWS)
      for (const risk of T.PLINKO_RISKS) assert.deepEqual([...T.PLINKO_PAYS[rows][risk]].reverse(), [...T.PLINKO_PAYS[rows][risk]]);
  });

  it('the money wheel: each number within four standard deviations of its stated RTP', () => {
    const next = floats(6);
    const N = 400_000;
    for (const n of T.WHEEL_NUMBERS) {
      let paid = 0;
      let paidSq = 0;
      for (let i = 0; i < N; i++) {
        const w = T.playWheel(next(T.WHEEL_SPINS), stake, n).win / stake;
        paid += w;
        paidSq += w * w;
      }
      const rtp = T.WHEEL_RTP[`on ${n}`];
      const sd = Math.sqrt(paidSq / N - (paid / N) ** 2);
      assert.ok(Math.abs(paid / N - rtp) < (4 * sd) / Math.sqrt(N), `on ${n}: measured ${((paid / N) * 100).toFixed(2)} % against ${(rtp * 100).toFixed(2)} %`);
      assert.ok(rtp > 0.9 && rtp < 0.97, `on ${n}: ${rtp}`);
    }
  });

  it('the number draw: 1 to 5 picks in turn, their RTPs averaged', () => {
    const next = floats(4);
    let paid = 0;
    for (let n = 0; n < ROUNDS; n++) {
      const count = (n % 5) + 1;
      const picks = [...new Set(next(count * 2).map((x) => Math.floor(x * T.DRAW_NUMBERS) + 1))].slice(0, count);
      if (picks.length < count) picks.push(...[1, 2, 3, 4, 5].filter((x) => !picks.includes(x)).slice(0, count - picks.length));
      paid += T.playDraw(
        next(T.DRAW_DRAWN),
        stake,
        picks.sort((a, b) => a - b),
      ).win;
    }
    within('number draw', paid, stake * ROUNDS, [1, 2, 3, 4, 5].reduce((s, k) => s + T.DRAW_RTP[k], 0) / 5);
  });
});
