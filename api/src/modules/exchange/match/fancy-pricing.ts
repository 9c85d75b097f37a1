// Fancy lines priced from the simulation's own ball model: the exact distribution of the runs a line settles on
// (after a given legal ball, or at the fall of the next wicket), ball by ball from the innings as it stands, and
// from it the line and the two rates that give the player the stated return on each side. The rest is the
// house's margin, stated per market type (docs/exchange.md).
import { OVERS, ballWeights, current, target, type CricketState } from './cricket.js';

/**
 * What the player gets back per 100 risked on each side of a line, over many lines: 95 on runs lines, odd/even,
 * the last digit and the fall of a wicket, 96 on the bookmaker.
 */
export const MARKET_RETURN = { runs: 0.95, odd: 0.95, digit: 0.95, bookmaker: 0.96 } as const;

/** A distribution of runs: mass[r] is the chance the line settles on r runs. */
export type Dist = Float64Array;

export interface InningsOutlook {
  /** The runs after legal ball `b` of the innings (or the final runs when it ends first), for each b asked. */
  atBall: Map<number, Dist>;
  /** The runs at the fall of the next wicket (or the final runs when the innings ends first). */
  atNextWicket: Dist;
}

const MAX_RUNS = 600;
/** Wides counted before a legal ball (the chance of a fourth in a row is under 1 in 30,000: counted as the third). */
const WIDES = 3;
const TINY = 1e-10;
/** The runs a legal ball can bring (the simulator's outcomes but the wicket). */
const RUNS = [0, 1, 2, 3, 4, 6];

/**
 * The outlook of the innings in play, by dynamic programming over (wickets, runs) one legal ball at a time, with
 * the simulator's weights: wides (a run each, the ball bowled again), the last four overs' boost, ten wickets,
 * the last ball and, in a chase, the target each end the innings.
 */
export function outlook(m: CricketState, balls: number[]): InningsOutlook {
  const inn = current(m);
  const last = OVERS[m.format] * 6;
  const t = target(m) ?? Infinity;
  const w0 = inn.wickets;
  const alive: Float64Array[] = Array.from({ length: 11 }, () => new Float64Array(MAX_RUNS + 1));
  alive[w0][Math.min(MAX_RUNS, inn.runs)] = 1;
  const ended = new Float64Array(MAX_RUNS + 1);
  const fall = new Float64Array(MAX_RUNS + 1);
  const atBall = new Map<number, Dist>();
  const want = new Set(balls.filter((b) => b > inn.balls));
  for (const b of balls) if (b <= inn.balls) atBall.set(b, point(inn.progress?.[b - 1] ?? inn.runs));
  // the innings may be over already (its last state before the break)
  const over = inn.wickets >= 10 || inn.balls >= last || inn.runs >= t;
  const end = (r: number, mass: number, w: number) => {
    ended[r] += mass;
    if (w === w0) fall[r] += mass;
  };
  if (over) {
    for (const b of want) atBall.set(b, point(inn.runs));
    return { atBall, atNextWicket: point(inn.runs) };
  }
  // the last ball a runs line settles on
  const top = Math.max(...want, 0);
  const before = new Float64Array(MAX_RUNS + 1);
  const cur = new Float64Array(MAX_RUNS + 1);
  for (let b = inn.balls; b < last; b++) {
    const weights = ballWeights(m, inn.team, b);
    const total = Object.values(weights).reduce((s, x) => s + x, 0);
    const pw = weights.wd / total;
    const legal = total - weights.wd;
    // the runs of a legal ball and their chances; a wicket apart
    const pRuns = [weights['0'], weights['1'], weights['2'], weights['3'], weights['4'], weights['6']].map((x) => x / legal);
    const pWicket = weights.W / legal;
    for (let w = 10 - 1; w >= w0; w--) {
      // past the last ball a line settles on, only the next wicket's fall is still open
      if (b >= top && w !== w0) continue;
      const d = alive[w];
      let lo = 0;
      while (lo <= MAX_RUNS && d[lo] < TINY) lo++;
      if (lo > MAX_RUNS) continue;
      let hi = MAX_RUNS;
      while (d[hi] < TINY) hi--;
      // the wides before the legal ball: each adds a run, and a chase can end on one
      before.fill(0, lo, Math.min(MAX_RUNS, hi + WIDES) + 1);
      cur.fill(0, lo, Math.min(MAX_RUNS, hi + WIDES) + 1);
      for (let r = lo; r <= hi; r++) cur[r] = d[r];
      for (let k = 0; k <= WIDES; k++) {
        const upTo = Math.min(MAX_RUNS, hi + k);
        for (let r = upTo; r >= lo + k; r--) {
          const mass = cur[r];
          if (mass < TINY) continue;
          if (k > 0 && r >= t) {
            end(r, mass, w);
            cur[r] = 0;
            continue;
          }
          before[r] += mass * (k === WIDES ? 1 : 1 - pw);
          // one more wide: the mass moves up a run (the loop runs downwards, so it is not moved twice)
          cur[r] = 0;
          if (k < WIDES) cur[Math.min(MAX_RUNS, r + 1)] += mass * pw;
        }
      }
      d.fill(0, lo, hi + 1);
      const reach = Math.min(MAX_RUNS, hi + WIDES);
      for (let r = lo; r <= reach; r++) {
        const mass = before[r];
        if (mass < TINY) continue;
        const m2 = mass * pWicket;
        if (w === w0) fall[r] += m2;
        if (w + 1 >= 10) ended[r] += m2;
        else alive[w + 1][r] += m2;
        for (let i = 0; i < 6; i++) {
          const r2 = Math.min(MAX_RUNS, r + RUNS[i]);
          const m3 = mass * pRuns[i];
          if (r2 >= t) end(r2, m3, w);
          else d[r2] += m3;
        }
      }
    }
    const ball = b + 1;
    if (ball === last) {
      for (let w = w0; w < 10; w++) {
        for (let r = 0; r <= MAX_RUNS; r++) if (alive[w][r] >= TINY) end(r, alive[w][r], w);
        alive[w].fill(0);
      }
    }
    if (want.has(ball)) {
      const d = new Float64Array(ended);
      for (let w = w0; w < 10; w++) for (let r = 0; r <= MAX_RUNS; r++) d[r] += alive[w][r];
      atBall.set(ball, d);
    }
    if (ball >= top && alive[w0].every((x) => x < TINY)) break;
  }
  return { atBall, atNextWicket: fall };
}

function point(r: number): Dist {
  const d = new Float64Array(MAX_RUNS + 1);
  d[Math.min(MAX_RUNS, r)] = 1;
  return d;
}

const sum = (d: Dist, pred: (r: number) => boolean) => {
  let s = 0;
  for (let r = 0; r < d.length; r++) if (pred(r)) s += d[r];
  return s;
};

/** The Yes (back) rate that returns `ret` on a side that wins with chance `p`: Yes wins rate/100 of the stake. */
export const yesRate = (p: number, ret: number) => Math.round(100 * (ret / p - 1));
/** The No (lay) rate that returns `ret` on a side that wins with chance `q`: No risks rate/100 to win the stake. */
export const noRate = (q: number, ret: number) => Math.round((100 * q) / (ret - q));

export interface PricedLine {
  /** No wins below `no` runs, Yes at `yes` runs or more (digit: Yes on the digit; odd: Yes on odd runs). */
  no: number;
  yes: number;
  no_rate: number;
  yes_rate: number;
  /** False when no fair pair of rates exists (a line all but settled): the line is not offered. */
  offered: boolean;
}

const priced = (no: number, yes: number, pYes: number, qNo: number, ret: number): PricedLine => {
  const y = yesRate(pYes, ret);
  const n = noRate(qNo, ret);
  const offered = pYes > 0.001 && qNo > 0.001 && qNo < ret - 0.005 && y >= 1 && n >= 1 && y <= 10_000 && n <= 10_000;
  return { no, yes, no_rate: offered ? n : 100, yes_rate: offered ? y : 100, offered };
};

/** A runs line: the line nearest to even chances; Yes at `line + gap` or more, No below `line - gap`. */
export function runsLine(d: Dist, gap = 0): PricedLine {
  let line = 0;
  let best = Infinity;
  let above = 1;
  for (let r = 0; r < d.length; r++) {
    // above: P(runs >= r)
    if (Math.abs(above - 0.5) < best) {
      best = Math.abs(above - 0.5);
      line = r;
    }
    above -= d[r];
    if (above < 0.05) break;
  }
  const yes = line + gap;
  const no = Math.max(0, line - gap);
  return priced(
    no,
    yes,
    sum(d, (r) => r >= yes),
    sum(d, (r) => r < no),
    MARKET_RETURN.runs,
  );
}

/** The last-digit line: Yes on the likeliest last digit. */
export function digitLine(d: Dist): PricedLine {
  const byDigit = Array.from({ length: 10 }, (_, k) => sum(d, (r) => r % 10 === k));
  const digit = byDigit.indexOf(Math.max(...byDigit));
  return priced(digit, digit, byDigit[digit], 1 - byDigit[digit], MARKET_RETURN.digit);
}

/** The odd line: Yes when the runs are odd (both lines 1, as shown). */
export function oddLine(d: Dist): PricedLine {
  const odd = sum(d, (r) => r % 2 === 1);
  return priced(1, 1, odd, 1 - odd, MARKET_RETURN.odd);
}

/**
 * The bookmaker's rates for a runner that wins with chance `p`: back `b` pays b/100 of the stake (1.b decimal),
 * lay `l` risks l/100 of the stake to win it; both return MARKET_RETURN.bookmaker. Null when none exists.
 */
export function bookmakerPair(p: number): { backPrice: number; layPrice: number } | null {
  const ret = MARKET_RETURN.bookmaker;
  if (p <= 0.001 || p >= ret - 0.005 || 1 - p >= ret - 0.005) return null;
  return { backPrice: yesRate(p, ret), layPrice: noRate(1 - p, ret) };
}
