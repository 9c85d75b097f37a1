// The demo provider's table games, as pure functions of a round's provably fair numbers (floats in [0, 1), drawn
// from HMAC-SHA256(server seed, "client seed:nonce:cursor")): European roulette, Andar Bahar, Dragon Tiger and a
// number draw. One definition for the api (which plays and settles them) and the verifier page (which replays a
// round in the browser). Each states its return to player, worked out exactly here; the api's tests simulate a
// million rounds of each against it. Plain code, no schemas, so the apps can import it.

export interface TableOutcome {
  /** What the stakes return, stakes included, in poisha. */
  win: number;
  detail: Record<string, unknown>;
}

// ---- cards: a 52-card deck, ace low (0 = A, 12 = K), dealt by a partial Fisher-Yates shuffle of the floats

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export const rankOf = (card: number) => card % 13;
export const cardName = (card: number) => `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;

/** A deck (or a pool of numbers) in order: 0..size-1, plus `from`. */
export function ordered(size: number, from = 0): number[] {
  const out = new Array<number>(size);
  for (let i = 0; i < size; i++) out[i] = i + from;
  return out;
}

/**
 * Deals position `i` of a partial Fisher-Yates shuffle: swaps it with a place from i on, chosen by the float.
 * Position i depends only on the floats up to i, so a game may deal one card at a time and stop.
 */
export function dealAt(deck: number[], i: number, f: number): number {
  const j = i + Math.floor(f * (deck.length - i));
  const c = deck[j];
  deck[j] = deck[i];
  deck[i] = c;
  return c;
}

/** The first `n` cards of a deck shuffled by the floats (one float per card dealt). */
export function deal(floats: number[], n: number): number[] {
  const deck = ordered(52);
  for (let i = 0; i < n; i++) dealAt(deck, i, floats[i]);
  return deck.slice(0, n);
}

// ---- European roulette: one zero, the whole table

export const ROULETTE_RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];
/** Every bet returns 36 / (numbers covered) times its stake, stake included: 36/37 = 97.30% whatever is bet. */
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_MAX_BETS = 20;

const range = (from: number, to: number) => ordered(to - from + 1, from);
const covered = new Map<string, number[] | null>();
/** The numbers a bet covers, or null when it is no bet of the table. Bets are written as the table names them. */
export function rouletteCovers(bet: string): number[] | null {
  let c = covered.get(bet);
  if (c === undefined) {
    c = coversOf(bet);
    // the table has a few hundred bets: what is not one of them is not kept
    if (c) covered.set(bet, c);
  }
  return c;
}
function coversOf(bet: string): number[] | null {
  const [kind, arg = ''] = bet.split(':');
  const nums = arg ? arg.split('-').map(Number) : [];
  if (nums.some((n) => !Number.isInteger(n))) return null;
  const [a, b] = nums;
  const onTable = (n: number) => n >= 1 && n <= 36;
  switch (kind) {
    case 'straight':
      return nums.length === 1 && a >= 0 && a <= 36 ? [a] : null;
    case 'split':
      // side by side in a row, one above the other, or zero beside 1, 2 or 3
      if (nums.length !== 2 || b <= a) return null;
      if (a === 0) return b <= 3 ? [0, b] : null;
      if (!onTable(a) || !onTable(b)) return null;
      return (b === a + 1 && a % 3 !== 0) || b === a + 3 ? [a, b] : null;
    case 'street': // a row of three: 1-3, 4-6, ...
      return nums.length === 1 && a >= 1 && a <= 12 ? range(a * 3 - 2, a * 3) : null;
    case 'trio': // zero with 1-2 or 2-3
      return nums.length === 1 && (a === 1 || a === 2) ? [0, a, a + 1] : null;
    case 'corner': // four numbers, named by the smallest (not in the third column, not in the last row)
      return nums.length === 1 && onTable(a) && a % 3 !== 0 && a <= 32 ? [a, a + 1, a + 3, a + 4] : null;
    case 'basket': // 0, 1, 2, 3
      return nums.length === 0 ? [0, 1, 2, 3] : null;
    case 'line': // two rows: six numbers, named by the first row
      return nums.length === 1 && a >= 1 && a <= 11 ? range(a * 3 - 2, a * 3 + 3) : null;
    case 'dozen':
      return nums.length === 1 && a >= 1 && a <= 3 ? range(a * 12 - 11, a * 12) : null;
    case 'column':
      return nums.length === 1 && a >= 1 && a <= 3 ? range(1, 36).filter((n) => n % 3 === a % 3) : null;
    case 'red':
      return nums.length === 0 ? ROULETTE_RED : null;
    case 'black':
      return nums.length === 0 ? range(1, 36).filter((n) => !ROULETTE_RED.includes(n)) : null;
    case 'odd':
      return nums.length === 0 ? range(1, 36).filter((n) => n % 2 === 1) : null;
    case 'even':
      return nums.length === 0 ? range(1, 36).filter((n) => n % 2 === 0) : null;
    case 'low':
      return nums.length === 0 ? range(1, 18) : null;
    case 'high':
      return nums.length === 0 ? range(19, 36) : null;
    default:
      return null;
  }
}

/** One spin: the ball lands on floor(f x 37); each bet that covers it returns 36 / covered x its stake. */
export function playRoulette(floats: number[], bets: { bet: string; stake: number }[]): TableOutcome {
  const number = Math.floor(floats[0] * 37);
  const results = bets.map((b) => {
    const covers = rouletteCovers(b.bet) ?? [];
    const win = covers.includes(number) ? Math.floor((b.stake * 36) / covers.length) : 0;
    return { bet: b.bet, stake: b.stake, win };
  });
  const colour = number === 0 ? 'green' : ROULETTE_RED.includes(number) ? 'red' : 'black';
  return { win: results.reduce((s, r) => s + r.win, 0), detail: { number, colour, bets: results } };
}

// ---- Andar Bahar: a joker card, then cards to Andar and Bahar in turn (Andar first) until one matches its rank

/** Andar receives the first card, so it wins more often: it pays 0.9 to 1, Bahar 1 to 1. */
export const ANDAR_BAHAR_PAYS = { andar: 1.9, bahar: 2 } as const;
export type AndarBaharSide = keyof typeof ANDAR_BAHAR_PAYS;
/** The chance Andar wins: the first of the 3 matching cards among the 51 left falls on an even place (0, 2, ...). */
export const ANDAR_CHANCE = (() => {
  const ways = (51 * 50 * 49) / 6;
  let p = 0;
  for (let k = 0; k <= 48; k += 2) p += ((50 - k) * (49 - k)) / 2 / ways;
  return p;
})();
export const ANDAR_BAHAR_RTP = { andar: ANDAR_CHANCE * ANDAR_BAHAR_PAYS.andar, bahar: (1 - ANDAR_CHANCE) * ANDAR_BAHAR_PAYS.bahar };

export function playAndarBahar(floats: number[], stake: number, side: AndarBaharSide): TableOutcome {
  // dealt one card at a time, as at the table, until one matches the joker's rank (the same cards as deal(floats, 52))
  const deck = ordered(52);
  const joker = dealAt(deck, 0, floats[0]);
  const andar: string[] = [];
  const bahar: string[] = [];
  let winner: AndarBaharSide = 'andar';
  for (let i = 1; i < 52; i++) {
    const c = dealAt(deck, i, floats[i]);
    const to: AndarBaharSide = i % 2 === 1 ? 'andar' : 'bahar';
    (to === 'andar' ? andar : bahar).push(cardName(c));
    if (rankOf(c) === rankOf(joker)) {
      winner = to;
      break;
    }
  }
  return {
    win: winner === side ? Math.floor(stake * ANDAR_BAHAR_PAYS[side]) : 0,
    detail: { joker: cardName(joker), andar, bahar, winner, side },
  };
}

// ---- Dragon Tiger: one card each from one deck; the higher rank wins (ace low), equal ranks tie

/** What a bet returns, stake included: Dragon or Tiger 2x (half back on a tie), Tie 16x (15 to 1). */
export const DRAGON_TIGER_PAYS = { dragon: 2, tiger: 2, tie: 16 } as const;
export type DragonTigerBet = keyof typeof DRAGON_TIGER_PAYS;
/** One deck: the second card ties the first with 3 of the 51 left. */
export const DRAGON_TIGER_TIE = 3 / 51;
export const DRAGON_TIGER_RTP = {
  dragon: ((1 - DRAGON_TIGER_TIE) / 2) * 2 + DRAGON_TIGER_TIE * 0.5,
  tiger: ((1 - DRAGON_TIGER_TIE) / 2) * 2 + DRAGON_TIGER_TIE * 0.5,
  tie: DRAGON_TIGER_TIE * 16,
};

export function playDragonTiger(floats: number[], stake: number, bet: DragonTigerBet): TableOutcome {
  const deck = ordered(52);
  const dragon = dealAt(deck, 0, floats[0]);
  const tiger = dealAt(deck, 1, floats[1]);
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  const result: DragonTigerBet = d > t ? 'dragon' : t > d ? 'tiger' : 'tie';
  const win = result === bet ? stake * DRAGON_TIGER_PAYS[bet] : result === 'tie' ? Math.floor(stake / 2) : 0;
  return { win, detail: { dragon: cardName(dragon), tiger: cardName(tiger), result, bet } };
}

// ---- the number draw: pick 1 to 5 numbers of 1-40; 10 are drawn

export const DRAW_NUMBERS = 40;
export const DRAW_DRAWN = 10;
/** What the stake returns (stake included) by how many picked numbers were drawn, for each count of picks. */
export const DRAW_PAYS: Record<number, Record<number, number>> = {
  1: { 1: 3.8 },
  2: { 1: 1, 2: 9.8 },
  3: { 2: 4.4, 3: 28 },
  4: { 2: 2, 3: 10.4, 4: 50 },
  5: { 2: 1, 3: 5, 4: 25, 5: 100 },
};
const choose = (n: number, k: number) => {
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
};
/** The chance that `hits` of `picks` numbers are among those drawn (hypergeometric). */
export const drawChance = (picks: number, hits: number) =>
  (choose(picks, hits) * choose(DRAW_NUMBERS - picks, DRAW_DRAWN - hits)) / choose(DRAW_NUMBERS, DRAW_DRAWN);
/** The return to player for each count of picks. */
export const DRAW_RTP: Record<number, number> = Object.fromEntries(
  Object.entries(DRAW_PAYS).map(([picks, pays]) => [picks, Object.entries(pays).reduce((s, [h, m]) => s + drawChance(Number(picks), Number(h)) * m, 0)]),
);

/** The picks if they are 1 to 5 different whole numbers of 1-40, sorted; else null. */
export function validPicks(picks: unknown): number[] | null {
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > 5) return null;
  if (!picks.every((n) => Number.isInteger(n) && n >= 1 && n <= DRAW_NUMBERS) || new Set(picks).size !== picks.length) return null;
  return [...(picks as number[])].sort((a, b) => a - b);
}

export function playDraw(floats: number[], stake: number, picks: number[]): TableOutcome {
  const pool = ordered(DRAW_NUMBERS, 1);
  for (let i = 0; i < DRAW_DRAWN; i++) dealAt(pool, i, floats[i]);
  const drawn = pool.slice(0, DRAW_DRAWN).sort((a, b) => a - b);
  const hits = picks.filter((n) => drawn.includes(n));
  const pays = DRAW_PAYS[picks.length]?.[hits.length] ?? 0;
  return { win: Math.floor(stake * pays), detail: { drawn, picks, hits, multiplier: pays } };
}

// ---- Plinko: a ball falls through 8, 12 or 16 rows of pins, each row left or right by one float (< 0.5: left);
// the slot it lands in (how many times it went right) pays by the rows and the risk chosen

export const PLINKO_ROWS = [8, 12, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];
/** What each slot returns, stake included, left to right (symmetric), by rows and risk. */
export const PLINKO_PAYS: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [2.9, 1.6, 1.1, 0.9, 0.8, 0.9, 1.1, 1.6, 2.9],
    medium: [6, 2.1, 1.1, 0.8, 0.7, 0.8, 1.1, 2.1, 6],
    high: [12, 2.8, 1.1, 0.7, 0.6, 0.7, 1.1, 2.8, 12],
  },
  12: {
    low: [6.4, 3, 1.8, 1.3, 1, 0.9, 0.8, 0.9, 1, 1.3, 1.8, 3, 6.4],
    medium: [21, 6.2, 2.6, 1.4, 1, 0.8, 0.7, 0.8, 1, 1.4, 2.6, 6.2, 21],
    high: [89, 14, 3.8, 1.6, 0.8, 0.6, 0.6, 0.6, 0.8, 1.6, 3.8, 14, 89],
  },
  16: {
    low: [14, 6.1, 3.3, 2.1, 1.5, 1.2, 1, 0.8, 0.8, 0.8, 1, 1.2, 1.5, 2.1, 3.3, 6.1, 14],
    medium: [79, 20, 7.2, 3.3, 1.9, 1.2, 0.9, 0.7, 0.7, 0.7, 0.9, 1.2, 1.9, 3.3, 7.2, 20, 79],
    high: [620, 78, 17, 5.4, 2.2, 1.2, 0.7, 0.6, 0.5, 0.6, 0.7, 1.2, 2.2, 5.4, 17, 78, 620],
  },
};
/** The chance the ball lands in slot `k` of `rows` rows (binomial: each row a fair left or right). */
export const plinkoChance = (rows: number, k: number) => choose(rows, k) / 2 ** rows;
/** The return to player of each rows and risk, worked out exactly from the pays. */
export const PLINKO_RTP: Record<string, number> = Object.fromEntries(
  PLINKO_ROWS.flatMap((rows) =>
    PLINKO_RISKS.map((risk) => [`${rows} rows ${risk}`, PLINKO_PAYS[rows][risk].reduce((s, m, k) => s + plinkoChance(rows, k) * m, 0)]),
  ),
);

export function playPlinko(floats: number[], stake: number, rows: PlinkoRows, risk: PlinkoRisk): TableOutcome {
  const path = floats.slice(0, rows).map((f) => (f < 0.5 ? 'L' : 'R'));
  const slot = path.filter((d) => d === 'R').length;
  const multiplier = PLINKO_PAYS[rows][risk][slot];
  return { win: Math.floor(stake * multiplier), detail: { rows, risk, path: path.join(''), slot, multiplier } };
}

// ---- the money wheel: 54 segments; a bet on a number pays that many to 1 when the wheel stops on it; a 2x or 7x
// segment spins again with every pay multiplied (multipliers multiply: 2x then 7x is 14x)

export const WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const;
export type WheelNumber = (typeof WHEEL_NUMBERS)[number];
export type WheelSegment = WheelNumber | '2x' | '7x';
/** The wheel's segments in order around it (23 ones, 15 twos, 7 fives, 4 tens, 2 twenties, a 40, a 2x and a 7x). */
export const WHEEL_LAYOUT: readonly WheelSegment[] = [
  40,
  2,
  1,
  '7x',
  2,
  1,
  20,
  5,
  2,
  '2x',
  2,
  1,
  10,
  1,
  2,
  5,
  1,
  1,
  2,
  1,
  1,
  2,
  5,
  1,
  1,
  10,
  2,
  1,
  2,
  1,
  5,
  1,
  2,
  20,
  1,
  1,
  2,
  1,
  5,
  10,
  2,
  1,
  1,
  2,
  1,
  5,
  2,
  1,
  1,
  1,
  2,
  1,
  10,
  5,
];
/** At most this many spins a round: the last is read on the number segments only (7 multipliers in a row first). */
export const WHEEL_SPINS = 8;
const wheelChance = (seg: WheelSegment) => WHEEL_LAYOUT.filter((x) => x === seg).length / WHEEL_LAYOUT.length;
/**
 * The return to player of a bet on each number, exactly: E(M) = a + b M for the multiplier M carried into a spin,
 * a = p / (1 - p2 - p7), b = p n / (1 - 2 p2 - 7 p7) (the cap on spins changes it by less than 1e-10).
 */
export const WHEEL_RTP: Record<string, number> = Object.fromEntries(
  WHEEL_NUMBERS.map((n) => {
    const [p, p2, p7] = [wheelChance(n), wheelChance('2x'), wheelChance('7x')];
    return [`on ${n}`, p / (1 - p2 - p7) + (p * n) / (1 - 2 * p2 - 7 * p7)];
  }),
);

export function playWheel(floats: number[], stake: number, bet: WheelNumber): TableOutcome {
  const spins: WheelSegment[] = [];
  /** Where each spin stopped: the segment's place in WHEEL_LAYOUT. */
  const at: number[] = [];
  let multiplier = 1;
  let landed: WheelNumber = 1;
  for (let i = 0; i < WHEEL_SPINS; i++) {
    // the last spin, after seven multipliers, on the numbers only
    const places = i < WHEEL_SPINS - 1 ? WHEEL_LAYOUT.map((_, k) => k) : WHEEL_LAYOUT.flatMap((x, k) => (typeof x === 'number' ? [k] : []));
    const place = places[Math.floor(floats[i] * places.length)];
    const seg = WHEEL_LAYOUT[place];
    spins.push(seg);
    at.push(place);
    if (seg === '2x' || seg === '7x') {
      multiplier *= seg === '2x' ? 2 : 7;
      continue;
    }
    landed = seg as WheelNumber;
    break;
  }
  const win = landed === bet ? stake + Math.floor(stake * bet * multiplier) : 0;
  return { win, detail: { spins, at, landed, multiplier, bet } };
}

// ---- Teen Patti: three cards to you and three to the dealer from one deck (yours first); the better hand wins

/** The hands from the lowest: high card, pair, colour (flush), sequence, pure sequence, trail (three of a kind). */
export const TEEN_PATTI_HANDS = ['high card', 'pair', 'colour', 'sequence', 'pure sequence', 'trail'] as const;
export type TeenPattiHand = (typeof TEEN_PATTI_HANDS)[number];
/**
 * What a bet returns, stake included. Player: your hand against the dealer's, 0.95 to 1 when yours is better, the
 * stake back when they are equal (suits never decide). Pair plus: on your own hand, whatever the dealer holds.
 */
export const TEEN_PATTI_PAYS = {
  player: 1.95,
  pairplus: { pair: 2, colour: 5, sequence: 7, trail: 31, 'pure sequence': 41 } as Partial<Record<TeenPattiHand, number>>,
} as const;
export const TEEN_PATTI_BETS = ['player', 'pairplus', 'both'] as const;
export type TeenPattiBet = (typeof TEEN_PATTI_BETS)[number];
/** How many of the 22,100 three-card hands are of each kind (lowest first). */
export const TEEN_PATTI_COUNTS: Record<TeenPattiHand, number> = {
  'high card': 16_440,
  pair: 3_744,
  colour: 1_096,
  sequence: 720,
  'pure sequence': 48,
  trail: 52,
};
/** The chance two hands from one deck are equal, counted over every pair of hands (the api's test recounts it). */
export const TEEN_PATTI_TIE = 450_528 / 407_170_400;
export const TEEN_PATTI_RTP = {
  player: ((1 - TEEN_PATTI_TIE) / 2) * TEEN_PATTI_PAYS.player + TEEN_PATTI_TIE,
  'pair plus': Object.entries(TEEN_PATTI_PAYS.pairplus).reduce((s, [h, m]) => s + (TEEN_PATTI_COUNTS[h as TeenPattiHand] / 22_100) * m!, 0),
};

/** The card's rank with the ace high (2-14). */
const high = (card: number) => (rankOf(card) === 0 ? 14 : rankOf(card) + 1);
/**
 * A hand's kind and its strength, a number that orders every hand and is equal only for hands that tie. Sequences
 * from the highest: A-K-Q, A-2-3, K-Q-J, ... 4-3-2; trails by rank; pairs by the pair, then the third card; colours
 * and high cards by their highest card, then the next.
 */
export function teenPattiHand(cards: number[]): { hand: TeenPattiHand; strength: number } {
  const [a, b, c] = cards.map(high).sort((x, y) => y - x);
  const colour = cards.every((x) => Math.floor(x / 13) === Math.floor(cards[0] / 13));
  const run = a - b === 1 && b - c === 1 ? (a === 14 ? 12 : a - 3) : a === 14 && b === 3 && c === 2 ? 11 : 0;
  const of = (kind: TeenPattiHand, sub: number) => ({ hand: kind, strength: TEEN_PATTI_HANDS.indexOf(kind) * 4096 + sub });
  if (a === c) return of('trail', a);
  if (run) return of(colour ? 'pure sequence' : 'sequence', run);
  if (colour) return of('colour', a * 256 + b * 16 + c);
  if (a === b || b === c) return of('pair', b * 16 + (a === b ? c : a));
  return of('high card', a * 256 + b * 16 + c);
}

export function playTeenPatti(floats: number[], chip: number, bet: TeenPattiBet): TableOutcome {
  const cards = deal(floats, 6);
  const player = teenPattiHand(cards.slice(0, 3));
  const dealer = teenPattiHand(cards.slice(3));
  const result = player.strength > dealer.strength ? 'player' : player.strength < dealer.strength ? 'dealer' : 'tie';
  const main = bet === 'pairplus' ? 0 : result === 'player' ? Math.floor(chip * TEEN_PATTI_PAYS.player) : result === 'tie' ? chip : 0;
  const side = bet === 'player' ? 0 : chip * (TEEN_PATTI_PAYS.pairplus[player.hand] ?? 0);
  return {
    win: main + side,
    detail: {
      player: cards.slice(0, 3).map(cardName),
      dealer: cards.slice(3).map(cardName),
      player_hand: player.hand,
      dealer_hand: dealer.hand,
      result,
      bet,
      /** What Pair plus paid, x its chip (null: no Pair plus bet). */
      pair_plus: bet === 'player' ? null : (TEEN_PATTI_PAYS.pairplus[player.hand] ?? 0),
    },
  };
}

/** How many floats a round of each table game takes. */
export const TABLE_FLOATS = { roulette: 1, andarbahar: 52, dragontiger: 2, draw: DRAW_DRAWN, plinko: 16, wheel: WHEEL_SPINS, teenpatti: 6 } as const;
