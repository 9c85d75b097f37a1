// The profit and loss before the bet, against hand-worked examples: what each runner makes if it wins, with the
// position held and a bet not yet placed (back and lay, several runners, a partly matched position).
import { betAmounts, priceUnits } from '@bet/shared';
import { runnerBooks, withPendingBet } from './books';
import type { ExchangeBet } from '@bet/shared';

const pending = (selection_id: string, side: 'back' | 'lay', price: number, stakeTaka: number) => ({
  selection_id,
  side,
  ...betAmounts('odds', side, priceUnits('odds', price), stakeTaka * 100),
});
const runners = ['A', 'B', 'C'];

describe('profit and loss before the bet', () => {
  it('nothing held: a back of 100 at 2.5 on A wins 150 if A wins and loses 100 otherwise', () => {
    expect(withPendingBet(undefined, runners, pending('A', 'back', 2.5, 100))).toEqual({ A: 150, B: -100, C: -100 });
  });

  it('nothing held: a lay of 100 at 3.2 on B loses its liability 220 if B wins and wins 100 otherwise', () => {
    expect(withPendingBet(undefined, runners, pending('B', 'lay', 3.2, 100))).toEqual({ A: 100, B: -220, C: 100 });
  });

  it('a hedge: held +150/-100/-100 from a back on A, a lay of 120 on A at 2.0 makes every runner the same or better', () => {
    const held = { A: 150, B: -100, C: -100 };
    // lay 120 at 2.0: A wins -> -120; B or C wins -> +120
    expect(withPendingBet(held, runners, pending('A', 'lay', 2.0, 120))).toEqual({ A: 30, B: 20, C: 20 });
  });

  it('to the poisha: a back of 33.33 at 1.07 wins 2.33 (floored), a lay of 33.33 at 1.07 risks 2.34 (ceiled)', () => {
    expect(withPendingBet(undefined, ['X', 'Y'], pending('X', 'back', 1.07, 33.33))).toEqual({ X: 2.33, Y: -33.33 });
    expect(withPendingBet(undefined, ['X', 'Y'], pending('X', 'lay', 1.07, 33.33))).toEqual({ X: -2.34, Y: 33.33 });
  });

  it('from the matched part only: a bet partly matched counts what matched; the slip adds to it', () => {
    const bet = (over: Partial<ExchangeBet>) =>
      ({ market_id: '1.9', selection_id: 'A', bet_type: 'Back', matched: true, potential_profit: 50, potential_liability: 100, ...over }) as ExchangeBet;
    // 100 at 1.5 matched on A, its unmatched rest (not matched) counts nothing
    const held = runnerBooks([bet({}), bet({ matched: false, potential_profit: 500, potential_liability: 1000 })], '1.9', runners);
    expect(held).toEqual({ A: 50, B: -100, C: -100 });
    expect(withPendingBet(held, runners, pending('C', 'back', 4, 50))).toEqual({ A: 0, B: -150, C: 50 });
  });
});
