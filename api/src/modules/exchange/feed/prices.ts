// From a probability to what an exchange shows: Betfair's price ladder (ticks), three back and three lay
// prices with sizes, and the bookmaker's rates.
import { hashUnit } from './rng.js';

/** Betfair's tick bands: [up to this price, tick size]. */
const BANDS: [number, number][] = [
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
const tickAt = (price: number) => BANDS.find(([top]) => price < top - 1e-9)?.[1] ?? 10;

/** The largest ladder price at or below `price`. */
export function floorTick(price: number): number {
  if (price <= MIN_PRICE) return MIN_PRICE;
  if (price >= MAX_PRICE) return MAX_PRICE;
  let lo = 1;
  for (const [top, tick] of BANDS) {
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

export interface PriceSize {
  price: number;
  size: number;
}

/** The money waiting at a level: stable for a price (changes when the price moves), bigger near the best price. */
function sizeAt(key: string, price: number, level: number): number {
  const base = [2400, 1200, 600][level] ?? 300;
  return Math.round(base * (0.3 + 1.4 * hashUnit(key, price, level)) * 100) / 100;
}

/**
 * Three back prices (best first, falling) and three lay prices (best first, rising) around a fair probability:
 * the best back is the ladder price at or below 1/p, the best lay one tick above it.
 */
export function ladder(p: number, key: string): { availableToBack: PriceSize[]; availableToLay: PriceSize[] } {
  const fair = 1 / Math.min(0.99, Math.max(0.001, p));
  const back = floorTick(fair);
  const lay = moveTicks(back, 1);
  return {
    availableToBack: [0, 1, 2].map((i) => ({ price: moveTicks(back, -i), size: sizeAt(`${key}b`, moveTicks(back, -i), i) })),
    availableToLay: [0, 1, 2].map((i) => ({ price: moveTicks(lay, i), size: sizeAt(`${key}l`, moveTicks(lay, i), i) })),
  };
}

/** The bookmaker's rates: (decimal price - 1) x 100, back two below lay (45 / 47 means 1.45 / 1.47). */
export function bookmakerRates(p: number): { backPrice: number; layPrice: number } {
  const fair = (1 / Math.min(0.99, Math.max(0.01, p)) - 1) * 100;
  const back = Math.max(0, Math.floor(fair) - 1);
  return { backPrice: back, layPrice: back + 2 };
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}
