// The demo provider's games as pure functions of a round's provably fair numbers (floats in [0, 1) from
// HMAC-SHA256(server seed, "client seed:nonce:cursor")): the slot, dice, fishing and crash here, the table games in
// table-games.ts; which game stands in for a catalogue game; and what a round drew, whatever was bet on it (the
// verifier page replays a round in the browser with these same functions). Plain code, no schemas.
import * as T from './table-games';
import * as S from './step-games';

export type Engine =
  'slot' | 'crash' | 'dice' | 'fishing' | 'roulette' | 'andarbahar' | 'dragontiger' | 'draw' | 'plinko' | 'wheel' | 'teenpatti' | 'mines' | 'blackjack';
/** The games played in steps: a round stays open in the api between the player's decisions. */
export const STEP_ENGINES: readonly Engine[] = ['mines', 'blackjack'];

/**
 * Which demo game stands in for a catalogue game: the game of its kind by its name (a roulette, a baccarat or
 * dragon-tiger table, Teen Patti and poker, blackjack, mines, a card game of the region, dice), else by its category
 * (casino: roulette; table: dragon tiger; card: Andar Bahar; lottery: the number draw; slot, crash, fishing as they are).
 */
export function engineOf(type: string, name = ''): Engine {
  const n = name.toLowerCase();
  if (/plinko/.test(n)) return 'plinko';
  // Goal (Spribe) is played as Mines is: hidden bombs fixed before the first pick, cash out after any safe one
  if (/mines|^goal$/.test(n)) return 'mines';
  if (/crazy time|monopoly|dream catcher|money wheel|wheel/.test(n)) return 'wheel';
  if (/keno/.test(n)) return 'draw';
  if (/roulette/.test(n)) return 'roulette';
  if (/blackjack/.test(n)) return 'blackjack';
  if (/teen patti|poker/.test(n)) return 'teenpatti';
  if (/baccarat|dragon tiger/.test(n)) return 'dragontiger';
  if (/andar bahar|card matka/.test(n)) return 'andarbahar';
  if (/dice|sic bo|hi lo/.test(n)) return 'dice';
  if (type === 'SLOT') return 'slot';
  if (type === 'EGAME') return 'crash';
  if (type === 'FH' || type === 'ARCADE') return 'fishing';
  if (type === 'LIVE') return 'roulette';
  if (type === 'TABLE') return 'dragontiger';
  if (type === 'LOTTO') return 'draw';
  return 'andarbahar';
}

/** The slot: 3 reels by 3 rows, each cell drawn by weight; 5 lines (3 rows, 2 diagonals) pay three of a kind. */
export const SLOT_SYMBOLS = [
  { id: 'cherry', label: '♥', weight: 30, pays: 10 },
  { id: 'lemon', label: '●', weight: 25, pays: 15 },
  { id: 'bell', label: '♣', weight: 20, pays: 25 },
  { id: 'star', label: '★', weight: 12, pays: 60 },
  { id: 'diamond', label: '◆', weight: 8, pays: 150 },
  { id: 'seven', label: '7', weight: 5, pays: 600 },
] as const;
export const SLOT_LINES = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 4, 8],
  [6, 4, 2],
] as const;
const SLOT_WEIGHT = SLOT_SYMBOLS.reduce((s, x) => s + x.weight, 0);

function pick(f: number): number {
  let at = f * SLOT_WEIGHT;
  for (let i = 0; i < SLOT_SYMBOLS.length; i++) {
    at -= SLOT_SYMBOLS[i].weight;
    if (at < 0) return i;
  }
  return SLOT_SYMBOLS.length - 1;
}

/** The paytable's return to player: every line pays its symbol's `pays` times the line bet (stake / 5). */
export const SLOT_RTP = SLOT_SYMBOLS.reduce((s, x) => s + (x.weight / SLOT_WEIGHT) ** 3 * x.pays, 0);

export interface Outcome {
  /** What the stake returns, stake included, in poisha. */
  win: number;
  detail: Record<string, unknown>;
}

export function playSlot(floats: number[], stake: number): Outcome {
  const grid = floats.slice(0, 9).map(pick);
  const lines: { line: number; symbol: string; pays: number }[] = [];
  let multiplier = 0;
  SLOT_LINES.forEach((cells, line) => {
    const [a, b, c] = cells.map((i) => grid[i]);
    if (a === b && b === c) {
      lines.push({ line, symbol: SLOT_SYMBOLS[a].id, pays: SLOT_SYMBOLS[a].pays });
      multiplier += SLOT_SYMBOLS[a].pays / SLOT_LINES.length;
    }
  });
  return { win: Math.floor(stake * multiplier), detail: { grid: grid.map((i) => SLOT_SYMBOLS[i].id), lines, multiplier } };
}

/** Dice: a roll of 0.00-99.99; under `under` (2-95) wins 96 / under times the stake. */
export const DICE_RTP = 0.96;
export const DICE_MIN = 2;
export const DICE_MAX = 95;
export function playDice(floats: number[], stake: number, under: number): Outcome {
  const roll = Math.floor(floats[0] * 10_000) / 100;
  const multiplier = Math.floor((9600 / under) * 100) / 10_000;
  const won = roll < under;
  return { win: won ? Math.floor(stake * multiplier) : 0, detail: { roll, under, multiplier, won } };
}

/** Fishing: aim at one target; it is caught with its chance and pays its multiplier (each returns 96%). */
export const FISH_TARGETS = [
  { id: 'shrimp', label: 'Shrimp', multiplier: 2, chance: 0.48 },
  { id: 'turtle', label: 'Turtle', multiplier: 5, chance: 0.192 },
  { id: 'shark', label: 'Shark', multiplier: 20, chance: 0.048 },
  { id: 'dragon', label: 'Golden Dragon', multiplier: 100, chance: 0.0096 },
] as const;
export type FishTarget = (typeof FISH_TARGETS)[number]['id'];
export function playFishing(floats: number[], stake: number, target: FishTarget): Outcome {
  const fish = FISH_TARGETS.find((f) => f.id === target) ?? FISH_TARGETS[0];
  const caught = floats[0] < fish.chance;
  return { win: caught ? stake * fish.multiplier : 0, detail: { target: fish.id, caught, multiplier: fish.multiplier, shot: floats[0] } };
}

/**
 * Crash: the flight ends at `crashPoint` (P(crash point >= x) = 0.96 / x, so cashing out at any x returns 96%).
 * The multiplier rises as e^(CRASH_GROWTH * ms) from the round's start.
 */
export const CRASH_GROWTH = 0.0001;
export const CRASH_MAX = 1000;
export function crashPoint(f: number): number {
  return Math.min(CRASH_MAX, Math.max(1, Math.floor(96 / (1 - f)) / 100));
}
export const multiplierAt = (ms: number) => Math.floor(100 * Math.exp(CRASH_GROWTH * Math.max(0, ms))) / 100;
/** How long the flight lasts until it reaches `x`, in ms. */
export const msUntil = (x: number) => Math.log(x) / CRASH_GROWTH;

/** How many of the shoe's cards the verifier shows (a round needs more only when it is very long). */
const BLACKJACK_SHOWN = 30;
/** How many floats a round of each game takes (the verifier's count; a blackjack round in the api may take more). */
export const FLOATS: Record<Engine, number> = {
  slot: 9,
  crash: 1,
  dice: 1,
  fishing: 1,
  ...T.TABLE_FLOATS,
  mines: S.MINES_TILES - 1,
  blackjack: BLACKJACK_SHOWN,
};

/**
 * What a round drew, whatever was bet on it: the reels, the roll, the shot, the crash point, the ball, the cards or
 * the numbers (the stakes and choices only decide what it pays).
 */
export function roundDraw(engine: Engine, floats: number[]): Record<string, unknown> {
  switch (engine) {
    case 'slot':
      return { grid: playSlot(floats, 0).detail.grid };
    case 'dice':
      return { roll: playDice(floats, 0, 50).detail.roll };
    case 'fishing':
      return { shot: floats[0] };
    case 'crash':
      return { crash: crashPoint(floats[0]) };
    case 'roulette': {
      const d = T.playRoulette(floats, []).detail;
      return { number: d.number, colour: d.colour };
    }
    case 'andarbahar': {
      const { joker, andar, bahar, winner } = T.playAndarBahar(floats, 0, 'andar').detail;
      return { joker, andar, bahar, winner };
    }
    case 'dragontiger': {
      const { dragon, tiger, result } = T.playDragonTiger(floats, 0, 'dragon').detail;
      return { dragon, tiger, result };
    }
    case 'draw':
      return { drawn: T.playDraw(floats, 0, [1]).detail.drawn };
    case 'wheel':
      return { spins: T.playWheel(floats, 0, 1).detail.spins };
    case 'plinko': {
      // the path through the most rows: a round of fewer rows takes its first ones
      const { path } = T.playPlinko(floats, 0, 16, 'low').detail;
      return { path };
    }
    case 'teenpatti': {
      const { player, dealer, player_hand, dealer_hand, result } = T.playTeenPatti(floats, 0, 'player').detail;
      return { player, dealer, player_hand, dealer_hand, result };
    }
    case 'mines':
      // the tiles in the order the numbers put them (0 top left, row by row): a round of m mines has the first m
      return { order: S.minesOrder(floats) };
    case 'blackjack':
      // the shoe's first cards: yours, the dealer's up card, yours, the hole card, then every card in the order asked
      return { shoe: S.shoeCards(floats, BLACKJACK_SHOWN).map(T.cardName) };
  }
}
