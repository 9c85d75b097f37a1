// The demo feed's tennis, point by point (best of three sets, a tie-break at six all): each side wins its service
// points with its own probability, from a seeded random source.
import { tieBreak, type TennisState } from '../../modules/exchange/match/tennis.js';
import { Rng } from '../../modules/exchange/match/rng.js';
import { startCore } from './match.js';

const POINT_GAP = 25_000;
const POINT_PLAY = 8_000;
const CHANGE_ENDS = 90_000;

export function newTennis(rngSeed: number): TennisState {
  const m: TennisState = {
    sport: 'tennis',
    ...startCore(rngSeed, POINT_GAP),
    sets: [0, 0],
    games: [0, 0],
    points: [0, 0],
    setScores: [],
    server: 0,
    serve: [0.62, 0.62],
    phase: 'play',
  };
  const r = new Rng(m);
  m.serve = [0.55 + r.next() * 0.14, 0.55 + r.next() * 0.14];
  m.server = r.next() < 0.5 ? 0 : 1;
  return m;
}

export function advanceTennis(m: TennisState, dt: number): boolean {
  if (m.done) return false;
  m.clock += dt;
  let changed = false;
  while (!m.done && m.clock >= m.phaseUntil) {
    changed = true;
    if (m.phase !== 'point') {
      m.phase = 'point';
      m.note = '';
      m.phaseUntil += POINT_PLAY;
      continue;
    }
    const r = new Rng(m);
    const winner: 0 | 1 = r.next() < m.serve[m.server] ? m.server : m.server === 0 ? 1 : 0;
    m.points[winner] += 1;
    m.recent = [...m.recent, winner === 0 ? 'H' : 'A'].slice(-12);
    const [a, b] = m.points;
    const tb = tieBreak(m);
    const need = tb ? 7 : 4;
    let gap = POINT_GAP;
    if ((a >= need || b >= need) && Math.abs(a - b) >= 2) {
      m.games[winner] += 1;
      m.points = [0, 0];
      m.server = m.server === 0 ? 1 : 0;
      const [g0, g1] = m.games;
      if ((Math.max(g0, g1) >= 6 && Math.abs(g0 - g1) >= 2) || tb) {
        m.setScores.push([g0, g1]);
        m.sets[winner] += 1;
        m.games = [0, 0];
        if (m.sets[winner] === 2) {
          m.done = true;
          m.winner = winner;
          // told from the winner's side, as tennis results are: "won 6-4 7-5"
          m.result = m.setScores.map(([x, y]) => (winner === 0 ? `${x}-${y}` : `${y}-${x}`)).join(' ');
          break;
        }
      }
      if ((m.games[0] + m.games[1]) % 2 === 1) gap = CHANGE_ENDS;
    }
    m.phase = 'play';
    m.phaseUntil += gap;
  }
  return changed;
}
