// Cricket as the exchange prices it: the state of a match (runs, wickets, overs, innings), the per-ball model, the
// win probability of each side from the state (runs needed, balls and wickets left), and the fancy lines projected
// from it. A feed (the demo simulator, api/src/demo/feed) moves the state on.
import { normalCdf } from './prices.js';
import type { MatchCore } from './match.js';

export type CricketFormat = 'T20' | 'ODI';
type Outcome = '0' | '1' | '2' | '3' | '4' | '6' | 'W' | 'wd';

export interface Innings {
  team: 0 | 1;
  runs: number;
  wickets: number;
  /** Legal balls bowled. */
  balls: number;
  /** The innings' runs after each legal ball (index = ball - 1), for settling fancy lines. */
  progress?: number[];
  /** The innings' runs at the fall of each wicket. */
  fall?: number[];
}

/** What the market is doing: betting open, a ball in play, suspended (wicket, review), the innings break. */
export type CricketPhase = 'open' | 'ball' | 'suspended' | 'break';

export interface CricketState extends MatchCore {
  sport: 'cricket';
  format: CricketFormat;
  innings: Innings[];
  phase: CricketPhase;
  /** Batting strength of each side, about 0.9 to 1.1. */
  strength: [number, number];
}

export const OVERS: Record<CricketFormat, number> = { T20: 20, ODI: 50 };

// Per-ball outcome weights of a batting side (wides are extras and not legal balls).
const WEIGHTS: Record<CricketFormat, Record<Outcome, number>> = {
  T20: { '0': 0.3, '1': 0.36, '2': 0.08, '3': 0.005, '4': 0.12, '6': 0.055, W: 0.05, wd: 0.03 },
  ODI: { '0': 0.47, '1': 0.32, '2': 0.07, '3': 0.005, '4': 0.08, '6': 0.015, W: 0.025, wd: 0.015 },
};
/** Mean runs per legal ball and the variance of one ball's runs, from the weights. */
function ballStats(format: CricketFormat) {
  const w = WEIGHTS[format];
  const legal = 1 - w.wd;
  const runs: [number, number][] = [
    [0, w['0'] + w.W],
    [1, w['1']],
    [2, w['2']],
    [3, w['3']],
    [4, w['4']],
    [6, w['6']],
  ];
  const mean = runs.reduce((s, [r, p]) => s + r * p, 0) / legal + w.wd / legal;
  const sq = runs.reduce((s, [r, p]) => s + r * r * p, 0) / legal;
  return { mean, variance: sq - mean * mean, wicket: w.W / legal };
}
const STATS = { T20: ballStats('T20'), ODI: ballStats('ODI') };

/**
 * The weights of the next ball's outcome for `team` with `balls` legal balls bowled: the format's, scaled by the
 * side's strength, with more boundaries and wickets in the last four overs. The simulator draws from them and the
 * fancy lines are priced from them (fancy-pricing.ts).
 */
export function ballWeights(m: Pick<CricketState, 'format' | 'strength'>, team: 0 | 1, balls: number): Record<Outcome, number> {
  const weights = { ...WEIGHTS[m.format] };
  const s = m.strength[team];
  for (const k of ['4', '6', '1', '2'] as const) weights[k] *= s;
  weights.W /= s;
  const oversLeft = (OVERS[m.format] * 6 - balls) / 6;
  if (oversLeft <= 4) {
    weights['4'] *= 1.3;
    weights['6'] *= 1.5;
    weights.W *= 1.3;
  }
  return weights;
}

export const current = (m: CricketState): Innings => m.innings[m.innings.length - 1];
export const target = (m: CricketState): number | null => (m.innings.length === 2 ? m.innings[0].runs + 1 : null);
/** The legal balls of one innings. */
export const maxBalls = (m: CricketState) => OVERS[m.format] * 6;

/** Balls a side can expect to face: all that are left, or fewer when its wickets run out first. */
function effectiveBalls(format: CricketFormat, ballsLeft: number, wicketsLeft: number): number {
  if (ballsLeft <= 0 || wicketsLeft <= 0) return 0;
  const survive = wicketsLeft / STATS[format].wicket;
  // a smooth minimum of the balls left and the balls the wickets are expected to last
  return (ballsLeft ** -3 + survive ** -3) ** (-1 / 3);
}

/** Expected further runs and their variance for a side with these balls and wickets left. */
export function expectRuns(format: CricketFormat, ballsLeft: number, wicketsLeft: number, strength = 1) {
  const eff = effectiveBalls(format, ballsLeft, wicketsLeft);
  const { mean, variance } = STATS[format];
  return { mean: eff * mean * strength, variance: eff * variance * 1.6 + 4 };
}

/** The probability that side 0 wins, from the state alone. */
export function winProbability(m: CricketState): number {
  if (m.done) return m.winner === 0 ? 1 : 0;
  const total = maxBalls(m);
  const inn = current(m);
  let pBattingWins: number;
  if (m.innings.length === 1 || m.phase === 'break') {
    // first innings: the projected total against what the other side can expect to score in a full innings
    const first = m.innings[0];
    const rest = m.phase === 'break' ? { mean: 0, variance: 0 } : expectRuns(m.format, total - first.balls, 10 - first.wickets, m.strength[first.team]);
    const chase = expectRuns(m.format, total, 10, m.strength[first.team === 0 ? 1 : 0]);
    const z = (first.runs + rest.mean - chase.mean) / Math.sqrt(rest.variance + chase.variance);
    const pFirst = normalCdf(z);
    return first.team === 0 ? pFirst : 1 - pFirst;
  } else {
    const need = (target(m) ?? 0) - inn.runs;
    if (need <= 0) pBattingWins = 1;
    else {
      const e = expectRuns(m.format, total - inn.balls, 10 - inn.wickets, m.strength[inn.team]);
      pBattingWins = e.mean === 0 ? 0 : normalCdf((e.mean - need + 0.5) / Math.sqrt(e.variance));
    }
  }
  return inn.team === 0 ? pBattingWins : 1 - pBattingWins;
}

/** The runs the batting side is projected to have after `overs` overs of this innings. */
export function projectRuns(m: CricketState, overs: number): number {
  const inn = current(m);
  const ballsTo = Math.min(overs * 6, maxBalls(m)) - inn.balls;
  if (ballsTo <= 0) return inn.runs;
  const e = expectRuns(m.format, ballsTo, 10 - inn.wickets, m.strength[inn.team]);
  return inn.runs + e.mean;
}

/** True when innings `index` can change no more (ended, or the match is over). */
export const inningsEnded = (m: CricketState, index: number): boolean =>
  m.done || m.innings.length > index + 1 || (m.phase === 'break' && m.innings.length === index + 1);

/** '12.3': overs and balls of an innings. */
export const oversText = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;
