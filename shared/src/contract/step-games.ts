// The demo provider's games played in steps, as pure functions of a round's provably fair numbers (floats in
// [0, 1), drawn from HMAC-SHA256(server seed, "client seed:nonce:cursor")): Mines and Blackjack. The whole round is
// fixed by the numbers before the first step (the mines' places, the shoe's order); the player's choices only decide
// how much of it is seen. The api keeps a round between steps and never sends what is still hidden; the verifier
// page replays the numbers in the browser with these same functions. Plain code, no schemas.
import { cardName, dealAt, ordered, rankOf } from './table-games';

// ---- Mines: a 5 x 5 grid with 1 to 24 mines; open safe tiles one by one and cash out after any of them

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** Every way of playing returns this: a cash-out after k safe tiles pays 97 % of the fair odds of getting there. */
export const MINES_RTP = 0.97;

/** The order of the 25 tiles shuffled by 24 numbers; the first `mines` of it are the mines. */
export function minesOrder(floats: number[]): number[] {
  const tiles = ordered(MINES_TILES);
  for (let i = 0; i < MINES_TILES - 1; i++) dealAt(tiles, i, floats[i]);
  return tiles;
}
export const minesOf = (floats: number[], mines: number) =>
  minesOrder(floats)
    .slice(0, mines)
    .sort((a, b) => a - b);

/**
 * What the stake returns after `safe` safe tiles with `mines` mines: 97 % of 1 / P(safe tiles in a row), to four places
 * down (two places would take up to 0.8 of a point from the first tiles' return).
 */
export function minesMultiplier(mines: number, safe: number): number {
  let fair = 1;
  for (let i = 0; i < safe; i++) fair *= (MINES_TILES - i) / (MINES_TILES - mines - i);
  // the float product can land a hair under a whole ten-thousandth
  return Math.floor(MINES_RTP * fair * 1e4 + 1e-7) / 1e4;
}

export const validMines = (n: unknown): number | null =>
  Number.isInteger(n) && (n as number) >= MINES_MIN && (n as number) <= MINES_MAX ? (n as number) : null;

// ---- Blackjack: six decks shuffled by the round's numbers (card i of the shoe by number i); the dealer stands on
// soft 17 and peeks for blackjack under an ace or a ten; blackjack pays 3 to 2; double on any first two cards (after
// a split too); split a pair once (split aces take one card each); no insurance, no surrender

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_SHOE = 52 * BLACKJACK_DECKS;
/** The return to player by the basic strategy, measured (the api's test plays it over 200,000 hands, the rtp script 1,000,000). */
export const BLACKJACK_RTP = 0.995;
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

/** The first `n` cards of the shoe (each a card of one deck, 0-51: cardName names it). */
export function shoeCards(floats: number[], n: number): number[] {
  const shoe = ordered(BLACKJACK_SHOE);
  for (let i = 0; i < n; i++) dealAt(shoe, i, floats[i]);
  return shoe.slice(0, n).map((c) => c % 52);
}

/** A card's count: an ace 1 (or 11, see handTotal), a ten or a picture 10. */
export const cardValue = (card: number) => Math.min(10, rankOf(card) + 1);
/** A hand's best total and whether an ace in it counts 11 (soft). */
export function handTotal(cards: number[]): { total: number; soft: boolean } {
  const hard = cards.reduce((s, c) => s + cardValue(c), 0);
  const soft = cards.some((c) => rankOf(c) === 0) && hard + 10 <= 21;
  return { total: soft ? hard + 10 : hard, soft };
}
const natural = (cards: number[]) => cards.length === 2 && handTotal(cards).total === 21;

export interface BlackjackHand {
  cards: number[];
  /** Its stake in poisha (doubled: twice the first). */
  stake: number;
  doubled: boolean;
  done: boolean;
  /** What it returned, stakes included, once the round is settled. */
  win?: number;
  result?: 'blackjack' | 'win' | 'push' | 'lose' | 'bust';
}
export interface BlackjackState {
  hands: BlackjackHand[];
  /** The up card first, then the hole card and the dealer's draws. */
  dealer: number[];
  /** The hand being played. */
  active: number;
  /** How many cards the shoe has dealt. */
  next: number;
  settled: boolean;
}

/** The shoe's cards by the round's numbers, dealt one at a time (card i needs float i). */
export class Shoe {
  private readonly shoe = ordered(BLACKJACK_SHOE);
  private dealt = 0;
  constructor(private readonly floats: number[]) {}
  /** Card `i` of the shoe (every card before it is dealt first). */
  at(i: number): number {
    while (this.dealt <= i) {
      dealAt(this.shoe, this.dealt, this.floats[this.dealt]);
      this.dealt++;
    }
    return this.shoe[i] % 52;
  }
}

function draw(state: BlackjackState, shoe: Shoe): number {
  return shoe.at(state.next++);
}

/** Settles every hand against the dealer, who draws first when a hand still stands. */
function finish(state: BlackjackState, shoe: Shoe): BlackjackState {
  if (state.hands.some((h) => handTotal(h.cards).total <= 21)) {
    // stands on every 17, soft or hard
    while (handTotal(state.dealer).total < 17) state.dealer.push(draw(state, shoe));
  }
  const dealer = handTotal(state.dealer).total;
  for (const h of state.hands) {
    const t = handTotal(h.cards).total;
    h.done = true;
    if (t > 21) [h.result, h.win] = ['bust', 0];
    else if (dealer > 21 || t > dealer) [h.result, h.win] = ['win', h.stake * 2];
    else if (t === dealer) [h.result, h.win] = ['push', h.stake];
    else [h.result, h.win] = ['lose', 0];
  }
  state.settled = true;
  return state;
}

/** The deal: a card to you, one up to the dealer, one to you, the dealer's hole card; a blackjack settles at once. */
export function blackjackDeal(floats: number[], stake: number): BlackjackState {
  const shoe = new Shoe(floats);
  const state: BlackjackState = { hands: [{ cards: [], stake, doubled: false, done: false }], dealer: [], active: 0, next: 0, settled: false };
  state.hands[0].cards.push(draw(state, shoe));
  state.dealer.push(draw(state, shoe));
  state.hands[0].cards.push(draw(state, shoe));
  state.dealer.push(draw(state, shoe));
  const hand = state.hands[0];
  const dealerNatural = natural(state.dealer);
  if (dealerNatural || natural(hand.cards)) {
    // the dealer peeks under an ace or a ten: a dealer's blackjack ends the round (a player's blackjack pushes)
    hand.done = true;
    state.settled = true;
    if (dealerNatural && natural(hand.cards)) [hand.result, hand.win] = ['push', stake];
    else if (dealerNatural) [hand.result, hand.win] = ['lose', 0];
    else [hand.result, hand.win] = ['blackjack', Math.floor(stake * 2.5)];
  }
  return state;
}

/** What the hand in play may do now. */
export function blackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.settled) return [];
  const h = state.hands[state.active];
  const out: BlackjackAction[] = ['hit', 'stand'];
  if (h.cards.length === 2) out.push('double');
  if (h.cards.length === 2 && state.hands.length === 1 && cardValue(h.cards[0]) === cardValue(h.cards[1])) out.push('split');
  return out;
}

/** The stake an action adds (a double or a split: the hand's stake again). */
export const extraStake = (state: BlackjackState, action: BlackjackAction) => (action === 'double' || action === 'split' ? state.hands[state.active].stake : 0);

/** Moves on to the next hand not done, or settles the round when none is left. */
function advance(state: BlackjackState, shoe: Shoe): BlackjackState {
  while (state.active < state.hands.length && state.hands[state.active].done) state.active++;
  if (state.active < state.hands.length) {
    const h = state.hands[state.active];
    // a split hand gets its second card when its turn comes
    if (h.cards.length === 1) dealTo(state, h, shoe);
    if (h.done) return advance(state, shoe);
    return state;
  }
  state.active = state.hands.length - 1;
  return finish(state, shoe);
}

function dealTo(state: BlackjackState, h: BlackjackHand, shoe: Shoe) {
  h.cards.push(draw(state, shoe));
  // 21 stands by itself; split aces take one card each
  if (handTotal(h.cards).total >= 21 || (state.hands.length > 1 && rankOf(h.cards[0]) === 0 && h.cards.length === 2)) h.done = true;
}

/**
 * One decision on the hand in play; the state is not changed (a copy is returned). Throws on a decision the hand
 * may not take (blackjackActions lists those it may).
 */
export function blackjackAct(before: BlackjackState, floats: number[], action: BlackjackAction): BlackjackState {
  if (!blackjackActions(before).includes(action)) throw new Error(`blackjack: ${action} is not open`);
  const state: BlackjackState = JSON.parse(JSON.stringify(before));
  const shoe = new Shoe(floats);
  const h = state.hands[state.active];
  if (action === 'hit') dealTo(state, h, shoe);
  else if (action === 'stand') h.done = true;
  else if (action === 'double') {
    h.stake *= 2;
    h.doubled = true;
    h.cards.push(draw(state, shoe));
    h.done = true;
  } else {
    const second: BlackjackHand = { cards: [h.cards.pop()!], stake: h.stake, doubled: false, done: false };
    state.hands.push(second);
    dealTo(state, h, shoe);
  }
  return advance(state, shoe);
}

/** What a round's stakes return, stakes included, once settled. */
export const blackjackWin = (state: BlackjackState) => state.hands.reduce((s, h) => s + (h.win ?? 0), 0);
/** All the stakes of a round (doubles and splits included). */
export const blackjackStake = (state: BlackjackState) => state.hands.reduce((s, h) => s + h.stake, 0);

/** The round as the game page shows it: while it is open only the dealer's up card (the hole card and the shoe stay in the api). */
export function blackjackView(state: BlackjackState, open = !state.settled) {
  const dealer = open ? state.dealer.slice(0, 1) : state.dealer;
  return {
    hands: state.hands.map((h) => ({
      cards: h.cards.map(cardName),
      total: handTotal(h.cards).total,
      // in taka, as the round's bet and win
      stake: h.stake / 100,
      doubled: h.doubled,
      ...(h.result ? { result: h.result, win: (h.win ?? 0) / 100 } : {}),
    })),
    dealer: dealer.map(cardName),
    dealer_total: handTotal(dealer).total,
    active: state.active,
    actions: open ? blackjackActions(state) : [],
  };
}
