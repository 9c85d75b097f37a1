// Tennis, point by point (best of three sets, a tie-break at six all): each side wins its service points
// with its own probability; the match probability is computed from the state by recursion.
import type { MatchCore } from './match.js';

export interface TennisState extends MatchCore {
  sport: 'tennis';
  /** Sets won, games in the current set, points in the current game (or tie-break). */
  sets: [number, number];
  games: [number, number];
  points: [number, number];
  /** Finished sets' games, e.g. [[6, 4]]. */
  setScores: [number, number][];
  server: 0 | 1;
  /** Probability each side wins a point on its own serve. */
  serve: [number, number];
  phase: 'play' | 'point' | 'suspended';
}

/** Six games all: the set's tie-break. */
export const tieBreak = (m: TennisState) => m.games[0] === 6 && m.games[1] === 6;

/** Probability the server wins a game from points (a, b). */
function gameP(p: number, a: number, b: number, need: number, memo: Map<string, number>): number {
  if (a >= need && a - b >= 2) return 1;
  if (b >= need && b - a >= 2) return 0;
  if (a >= need - 1 && b >= need - 1 && a === b) return (p * p) / (p * p + (1 - p) * (1 - p));
  const k = `${a},${b}`;
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  const v = p * gameP(p, a + 1, b, need, memo) + (1 - p) * gameP(p, a, b + 1, need, memo);
  memo.set(k, v);
  return v;
}
const gameMemo = new Map<number, Map<string, number>>();
function serverWinsGame(p: number, a = 0, b = 0, need = 4): number {
  const key = Math.round(p * 1000) * 10 + need;
  let memo = gameMemo.get(key);
  if (!memo) gameMemo.set(key, (memo = new Map()));
  return gameP(p, a, b, need, memo);
}

/** Probability side 0 wins the set from games (g0, g1) with `server` to serve next, from a fresh game. */
function setP(serve: [number, number], g0: number, g1: number, server: 0 | 1, memo: Map<string, number>): number {
  if ((g0 >= 6 && g0 - g1 >= 2) || g0 === 7) return 1;
  if ((g1 >= 6 && g1 - g0 >= 2) || g1 === 7) return 0;
  const k = `${g0},${g1},${server}`;
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  let v: number;
  if (g0 === 6 && g1 === 6) v = tieBreakP(serve);
  else {
    const ps = serverWinsGame(serve[server]);
    const p0 = server === 0 ? ps : 1 - ps;
    const next: 0 | 1 = server === 0 ? 1 : 0;
    v = p0 * setP(serve, g0 + 1, g1, next, memo) + (1 - p0) * setP(serve, g0, g1 + 1, next, memo);
  }
  memo.set(k, v);
  return v;
}
/** A tie-break as a long game at the two serves' average. */
const tieBreakP = (serve: [number, number]) => serverWinsGame((serve[0] + 1 - serve[1]) / 2, 0, 0, 7);

function matchP(s0: number, s1: number, pSet: number): number {
  if (s0 === 2) return 1;
  if (s1 === 2) return 0;
  return pSet * matchP(s0 + 1, s1, pSet) + (1 - pSet) * matchP(s0, s1 + 1, pSet);
}

/** The probability side 0 wins the match from the state. */
export function tennisProbability(m: TennisState): number {
  if (m.done) return m.winner === 0 ? 1 : 0;
  const fresh = new Map<string, number>();
  const pSetFresh = setP(m.serve, 0, 0, 0, fresh) * 0.5 + setP(m.serve, 0, 0, 1, new Map()) * 0.5;
  // the current game: who wins it, then the set from there
  const tb = tieBreak(m);
  const [a, b] = m.points;
  const memo = new Map<string, number>();
  const next: 0 | 1 = m.server === 0 ? 1 : 0;
  let pSet: number;
  if (tb) {
    const pTb = gameP((m.serve[0] + 1 - m.serve[1]) / 2, a, b, 7, new Map());
    pSet = pTb;
  } else {
    const ps = m.server === 0 ? serverWinsGame(m.serve[0], a, b) : 1 - serverWinsGame(m.serve[1], b, a);
    pSet = ps * setP(m.serve, m.games[0] + 1, m.games[1], next, memo) + (1 - ps) * setP(m.serve, m.games[0], m.games[1] + 1, next, memo);
  }
  return pSet * matchP(m.sets[0] + 1, m.sets[1], pSetFresh) + (1 - pSet) * matchP(m.sets[0], m.sets[1] + 1, pSetFresh);
}

const POINT_NAMES = ['0', '15', '30', '40'];
/** '30-15', 'Deuce', 'Adv', or tie-break points. */
export function pointsText(m: TennisState): string {
  const [a, b] = m.points;
  if (tieBreak(m)) return `${a}-${b}`;
  if (a >= 3 && b >= 3) return a === b ? 'Deuce' : a > b ? 'Adv H' : 'Adv A';
  return `${POINT_NAMES[a]}-${POINT_NAMES[b]}`;
}
