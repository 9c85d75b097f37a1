// A small seeded random source (mulberry32): one 32-bit number of state, so a match's whole future is in its
// saved state and the same seed replays the same match.

/** FNV-1a of the parts: a seed for one thing (a match, the schedule) derived from the feed's seed. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** The next number in [0, 1) from `state`, and the state after it. */
export function step(state: number): [number, number] {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, s];
}

/** A random source whose state lives in a plain object (`holder.rng`), so it is saved with the match. */
export class Rng {
  constructor(private readonly holder: { rng: number }) {}
  next(): number {
    const [v, s] = step(this.holder.rng);
    this.holder.rng = s;
    return v;
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** A key of `weights` drawn in proportion to its weight. */
  weighted<K extends string>(weights: Record<K, number>): K {
    const keys = Object.keys(weights) as K[];
    const total = keys.reduce((s, k) => s + weights[k], 0);
    let r = this.next() * total;
    for (const k of keys) {
      r -= weights[k];
      if (r < 0) return k;
    }
    return keys[keys.length - 1];
  }
}

/** A value in [0, 1) that depends only on its parts: sizes on the ladder are stable between ticks. */
export function hashUnit(...parts: (string | number)[]): number {
  return step(seedOf(...parts))[0];
}
