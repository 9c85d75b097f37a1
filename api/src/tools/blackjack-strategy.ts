// The basic strategy for the demo Blackjack's rules (six decks, the dealer stands on soft 17 and peeks, double on any
// two cards and after a split, one split, no surrender): what the rtp tool and the api's tests play to measure the
// game's return to player.
import { stepGames as S } from '@bet/shared/contract';

/** The move the basic strategy takes on the hand in play, among those open. */
export function basicStrategy(state: S.BlackjackState): S.BlackjackAction {
  const open = S.blackjackActions(state);
  const hand = state.hands[state.active].cards;
  const up = S.cardValue(state.dealer[0]) === 1 ? 11 : S.cardValue(state.dealer[0]);
  const between = (a: number, b: number) => up >= a && up <= b;
  const double = (when: boolean, otherwise: S.BlackjackAction): S.BlackjackAction => (when && open.includes('double') ? 'double' : otherwise);
  if (open.includes('split')) {
    const v = S.cardValue(hand[0]);
    const split =
      v === 1 || v === 8
        ? true
        : v === 9
          ? between(2, 6) || up === 8 || up === 9
          : v === 7 || v === 3 || v === 2
            ? between(2, 7)
            : v === 6
              ? between(2, 6)
              : v === 4
                ? between(5, 6)
                : false;
    if (split) return 'split';
  }
  const { total, soft } = S.handTotal(hand);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return between(3, 6) ? double(true, 'stand') : up === 2 || up === 7 || up === 8 ? 'stand' : 'hit';
    if (total === 17) return double(between(3, 6), 'hit');
    if (total >= 15) return double(between(4, 6), 'hit');
    return double(between(5, 6), 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return between(2, 6) ? 'stand' : 'hit';
  if (total === 12) return between(4, 6) ? 'stand' : 'hit';
  if (total === 11) return double(up !== 11, 'hit');
  if (total === 10) return double(between(2, 9), 'hit');
  if (total === 9) return double(between(3, 6), 'hit');
  return 'hit';
}

/** A whole hand played by the basic strategy from the round's numbers: what it staked and returned (poisha). */
export function playBasic(floats: number[], stake: number): { staked: number; win: number; state: S.BlackjackState } {
  let state = S.blackjackDeal(floats, stake);
  while (!state.settled) state = S.blackjackAct(state, floats, basicStrategy(state));
  return { staked: S.blackjackStake(state), win: S.blackjackWin(state), state };
}
