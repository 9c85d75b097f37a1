// What an exchange bet wins and loses: one function for the api (which holds and settles with it) and the bet
// slip (which shows it). Plain code, no schemas, so the apps can import it.
import { fillTemplate, MSG_TEMPLATES } from './messages';

export type MarketKind = 'odds' | 'bookmaker' | 'fancy';
export type BetSide = 'back' | 'lay';

/** A price as the exchange keeps it: decimal odds x 100 (match odds), 100 + rate (bookmaker), the rate (fancy). */
export const priceUnits = (kind: MarketKind, shown: number): number => (kind === 'odds' ? Math.round(shown * 100) : kind === 'bookmaker' ? 100 + shown : shown);

/**
 * What a bet wins and what it loses, in poisha, at a price in `priceUnits`: back wins stake x (odds - 1) and
 * loses the stake, lay the reverse; fancy Yes (back) wins stake x rate / 100, No (lay) loses that. Profits
 * round down and liabilities up. The api settles with these numbers and the bet slip shows them.
 */
export function betAmounts(kind: MarketKind, side: BetSide, price: number, stake: number): { profit: number; liability: number } {
  const other = kind === 'fancy' ? (stake * price) / 100 : (stake * (price - 100)) / 100;
  return side === 'back' ? { profit: Math.floor(other), liability: stake } : { profit: stake, liability: Math.ceil(other) };
}

/** A stake that is no amount, or outside a market's bounds ({n}: the bound): one sentence each, for the api and the slip. */
export const STAKE_MSG = {
  valid: /*i18n*/ 'Please enter a valid stake.',
  min: /*i18n*/ 'The minimum stake is {n}.',
  max: /*i18n*/ 'The maximum stake is {n}.',
} as const;

/**
 * Why a stake (poisha, or null when the text is no amount) cannot be a bet on a market of these bounds (taka), as a
 * sentence's template and its values (the reader's language fills them); null when it can. The one stake rule: the
 * api refuses with it and the bet slip says it before the bet is sent.
 */
export function stakeRefusal(poisha: number | null, min: number, max: number): { template: string; values: { n: string } } | null {
  if (poisha === null || poisha <= 0) return { template: STAKE_MSG.valid, values: { n: '' } };
  if (poisha < min * 100) return { template: STAKE_MSG.min, values: { n: String(min) } };
  if (poisha > max * 100) return { template: STAKE_MSG.max, values: { n: String(max) } };
  return null;
}

/** Match odds stake limits (BDT): the api enforces them, the bet slip shows them (the spec gives no figure). */
export const ODDS_LIMITS = { min: 100, max: 100_000 } as const;

/** Betfair's tick bands of decimal odds: [up to this price, tick size]. */
const TICK_BANDS: readonly (readonly [number, number])[] = [
  [2, 0.01],
  [3, 0.02],
  [4, 0.05],
  [6, 0.1],
  [10, 0.2],
  [20, 0.5],
  [30, 1],
  [50, 2],
  [100, 5],
  [1000, 10],
];
export const MIN_PRICE = 1.01;
export const MAX_PRICE = 1000;

const round2 = (n: number) => Math.round(n * 100) / 100;
const tickAt = (price: number) => TICK_BANDS.find(([top]) => price < top - 1e-9)?.[1] ?? 10;

/** The largest ladder price at or below `price`. */
export function floorTick(price: number): number {
  if (price <= MIN_PRICE) return MIN_PRICE;
  if (price >= MAX_PRICE) return MAX_PRICE;
  let lo = 1;
  for (const [top, tick] of TICK_BANDS) {
    if (price < top) return round2(lo + Math.floor((price - lo + 1e-9) / tick) * tick);
    lo = top;
  }
  return MAX_PRICE;
}

/** The ladder price `n` ticks above (or below, n < 0) a ladder price. */
export function moveTicks(price: number, n: number): number {
  let p = price;
  for (let i = 0; i < Math.abs(n); i++) {
    p = n > 0 ? round2(p + tickAt(p)) : round2(p - tickAt(p - 1e-6));
    p = Math.min(MAX_PRICE, Math.max(MIN_PRICE, p));
  }
  return p;
}

/** Whether decimal odds are a price of the ladder (1.01 to 1000, on a tick). */
export const onLadder = (price: number): boolean =>
  Number.isFinite(price) && price >= MIN_PRICE && price <= MAX_PRICE && floorTick(price) === round2(price) && round2(price) === price;

/** The two ladder prices around an off-ladder price (below, above). */
export function nearestTicks(price: number): [number, number] {
  const below = floorTick(price);
  return [below, moveTicks(below, 1)];
}

/** The values of the answer to an off-ladder price (MSG_TEMPLATES.offLadder). */
export const offLadderValues = (price: number) => {
  const [below, above] = nearestTicks(price);
  return { price: String(price), below: below.toFixed(2), above: above.toFixed(2) };
};
/** The answer to an off-ladder price. */
export const offLadderText = (price: number) => fillTemplate(MSG_TEMPLATES.offLadder, offLadderValues(price));
