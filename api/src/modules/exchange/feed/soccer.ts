// Soccer, minute by minute: goals by a Poisson process per side; home, away and draw from the goals still
// expected in the time left.
import { Rng } from './rng.js';
import { startCore, type MatchCore } from './match.js';

export interface SoccerState extends MatchCore {
  sport: 'soccer';
  /** Match minutes played (0..90); the half-time break is a phase. */
  minute: number;
  goals: [number, number];
  phase: 'first' | 'half' | 'second' | 'suspended';
  /** Goals a side scores in 90 minutes on average. */
  rate: [number, number];
}

const MINUTE = 60_000;
const HALF_TIME = 15 * MINUTE;
const GOAL_PAUSE = 60_000;

export function newSoccer(rngSeed: number): SoccerState {
  const m: SoccerState = {
    sport: 'soccer',
    ...startCore(rngSeed, MINUTE),
    minute: 0,
    goals: [0, 0],
    phase: 'first',
    rate: [1.4, 1.1],
  };
  const r = new Rng(m);
  m.rate = [0.9 + r.next() * 1.2, 0.7 + r.next() * 1.1];
  return m;
}

export function advanceSoccer(m: SoccerState, dt: number): boolean {
  if (m.done) return false;
  m.clock += dt;
  let changed = false;
  while (!m.done && m.clock >= m.phaseUntil) {
    changed = true;
    const r = new Rng(m);
    if (m.phase === 'half') {
      m.phase = 'second';
      m.phaseUntil += MINUTE;
      continue;
    }
    if (m.phase === 'suspended') m.phase = m.minute < 45 ? 'first' : 'second';
    m.minute += 1;
    let scored = false;
    for (const side of [0, 1] as const) {
      if (r.next() < m.rate[side] / 90) {
        m.goals[side] += 1;
        m.recent = [...m.recent, `${m.minute}' ${side === 0 ? 'H' : 'A'}`].slice(-8);
        scored = true;
      }
    }
    if (m.minute >= 90) {
      m.done = true;
      m.winner = m.goals[0] > m.goals[1] ? 0 : m.goals[1] > m.goals[0] ? 1 : null;
      m.result = `${m.goals[0]} - ${m.goals[1]}`;
      break;
    }
    if (scored) {
      m.phase = 'suspended';
      m.note = 'Goal';
      m.phaseUntil += GOAL_PAUSE;
    } else if (m.minute === 45) {
      m.phase = 'half';
      m.note = 'Half time';
      m.phaseUntil += HALF_TIME;
    } else {
      m.note = '';
      m.phaseUntil += MINUTE;
    }
  }
  return changed;
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** [home, away, draw] probabilities from the score and the minutes left. */
export function soccerProbabilities(m: SoccerState): [number, number, number] {
  if (m.done) return m.winner === 0 ? [1, 0, 0] : m.winner === 1 ? [0, 1, 0] : [0, 0, 1];
  const left = Math.max(0, 90 - m.minute) / 90;
  const h = poisson(m.rate[0] * left, 12);
  const a = poisson(m.rate[1] * left, 12);
  let home = 0;
  let away = 0;
  let draw = 0;
  h.forEach((ph, i) =>
    a.forEach((pa, j) => {
      const d = m.goals[0] + i - (m.goals[1] + j);
      if (d > 0) home += ph * pa;
      else if (d < 0) away += ph * pa;
      else draw += ph * pa;
    }),
  );
  const s = home + away + draw;
  return [home / s, away / s, draw / s];
}
