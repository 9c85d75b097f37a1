// From a probability to what an exchange shows: Betfair's price ladder (ticks), three back and three lay
// prices with sizes.
import { floorTick, MAX_PRICE, moveTicks } from '@bet/shared/contract';
import { hashUnit } from './rng.js';

// the ladder is the contract's: the bet slip steps prices on it and the api refuses a price off it
export { floorTick, MAX_PRICE, MIN_PRICE, moveTicks } from '@bet/shared/contract';

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
 * Up to three back prices (best first, falling) and three lay prices (best first, rising) around a fair
 * probability: the best back is the ladder price at or below 1/p, the best lay one tick above it. Every price is
 * on the ladder and the best back is always below the best lay: near the ladder's ends (1.01, 1000) the book
 * offers fewer levels instead of repeating the end price.
 */
export function ladder(p: number, key: string): { availableToBack: PriceSize[]; availableToLay: PriceSize[] } {
  const fair = 1 / Math.min(0.99, Math.max(0.001, p));
  // the best back leaves room for a lay one tick above it
  const back = Math.min(floorTick(fair), moveTicks(MAX_PRICE, -1));
  const lay = moveTicks(back, 1);
  const levels = (best: number, dir: 1 | -1) => {
    const out: number[] = [best];
    for (let i = 1; i < 3; i++) {
      const next = moveTicks(best, dir * i);
      if (next !== out[out.length - 1]) out.push(next);
    }
    return out;
  };
  return {
    availableToBack: levels(back, -1).map((price, i) => ({ price, size: sizeAt(`${key}b`, price, i) })),
    availableToLay: levels(lay, 1).map((price, i) => ({ price, size: sizeAt(`${key}l`, price, i) })),
  };
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}
