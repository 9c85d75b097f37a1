// Cash out against hand-worked examples (poisha; prices in odds x 100): the hedge that levels the book, which of
// laying and backing locks in more, thin ladders, a share, fixed-price markets and nothing to cash out.
import { cashOutQuote, type CashOutLadder } from './cashout';

const deep = 1e9;
const ladder = (back: number | null, lay: number | null): CashOutLadder => ({
  back: back === null ? [] : [{ price: back, size: deep }],
  lay: lay === null ? [] : [{ price: lay, size: deep }],
});

describe('cash out', () => {
  // a back of 100 at 3.0 on A, matched: A wins 200, B loses 100; A has since shortened to 2.00 / 2.02
  const pl = [20_000, -10_000];
  const now = [ladder(200, 202), ladder(198, 200)];

  it('two runners: lays 148.51 on A at 2.02 (liability 151.49) and locks in 48.51 whatever wins', () => {
    // lay: (200 - -100) / 2.02 = 148.51; A: 200 - 151.49 = 48.51, B: -100 + 148.51 = 48.51
    // back B instead: 300 / 1.98 = 151.51, wins 148.47; A: 200 - 151.51 = 48.49, B: -100 + 148.47 = 48.47: less
    expect(cashOutQuote('odds', pl, now)).toEqual({
      bets: [{ runner: 0, side: 'lay', price: 202, stake: 14_851, profit: 14_851, liability: 15_149 }],
      after: [4_851, 4_851],
      value: 4_851,
    });
  });

  it('three runners: backs B and C when that locks in more than laying A and C', () => {
    // back A 100 at 2.5 and lay B 50 at 4.0: A +200, B -250, C -50
    const q = cashOutQuote('odds', [20_000, -25_000, -5_000], [ladder(240, 244), ladder(390, 400), ladder(330, 335)]);
    // lay A 184.42 at 2.44 and C 59.70 at 3.35: A -5.87, B -5.88, C -5.88
    // back B 450 / 3.9 = 115.38 (wins 334.60) and C 250 / 3.3 = 75.75 (wins 174.22): A 8.87, B 8.85, C 8.84
    expect(q).toEqual({
      bets: [
        { runner: 1, side: 'back', price: 390, stake: 11_538, profit: 33_460, liability: 11_538 },
        { runner: 2, side: 'back', price: 330, stake: 7_575, profit: 17_422, liability: 7_575 },
      ],
      after: [887, 885, 884],
      value: 884,
    });
  });

  it('a thin best price: the stake is worked out at the worst level it needs', () => {
    // 50 at 2.02 cannot take 148.51; at 2.04: 300 / 2.04 = 147.05 (liability 152.94), 50 of it at 2.02 or better
    const thin: CashOutLadder[] = [
      {
        back: [],
        lay: [
          { price: 202, size: 5_000 },
          { price: 204, size: deep },
        ],
      },
      ladder(null, 200),
    ];
    expect(cashOutQuote('odds', pl, thin)).toEqual({
      bets: [{ runner: 0, side: 'lay', price: 204, stake: 14_705, profit: 14_705, liability: 15_294 }],
      after: [4_706, 4_705],
      value: 4_705,
    });
  });

  it('too little on offer anywhere: nothing to cash out', () => {
    const dry: CashOutLadder[] = [{ back: [], lay: [{ price: 202, size: 5_000 }] }, ladder(null, 200)];
    expect(cashOutQuote('odds', pl, dry)).toBeNull();
  });

  it('half: lays half as much and keeps half of the position', () => {
    // 300 x 0.5 / 2.02 = 74.25 (liability 75.74): A 200 - 75.74 = 124.26, B -100 + 74.25 = -25.75
    expect(cashOutQuote('odds', pl, now, 50)).toEqual({
      bets: [{ runner: 0, side: 'lay', price: 202, stake: 7_425, profit: 7_425, liability: 7_574 }],
      after: [12_426, -2_575],
      value: -2_575,
    });
  });

  it('bookmaker: a lay at rate 50 (1.50) levels a back that wins 100 and loses 50', () => {
    const q = cashOutQuote(
      'bookmaker',
      [10_000, -5_000],
      [ladder(148, 150), ladder(145, 150)].map((l) => ({ ...l, lay: [{ price: l.lay[0].price, size: Infinity }] })),
    );
    expect(q?.bets).toEqual([{ runner: 0, side: 'lay', price: 150, stake: 10_000, profit: 10_000, liability: 5_000 }]);
    expect(q?.after).toEqual([5_000, 5_000]);
  });

  it('a level book, or a hedge under a taka: nothing to cash out', () => {
    expect(cashOutQuote('odds', [5_000, 5_000], now)).toBeNull();
    expect(cashOutQuote('odds', [100, 0], now)).toBeNull();
  });

  it('a share that is no share: nothing', () => {
    expect(cashOutQuote('odds', pl, now, 0)).toBeNull();
    expect(cashOutQuote('odds', pl, now, 101)).toBeNull();
    expect(cashOutQuote('odds', pl, now, 2.5)).toBeNull();
  });

  it('a fill at better prices than quoted only adds to what is locked in', () => {
    const q = cashOutQuote('odds', pl, now);
    const better = cashOutQuote('odds', pl, [ladder(200, 201), ladder(198, 200)]);
    expect(better && q && better.value >= q.value).toBe(true);
  });
});
