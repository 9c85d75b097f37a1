// The demo feed's soccer, minute by minute: goals by a Poisson process per side, from a seeded random source.
import type { SoccerState } from '../../modules/exchange/match/soccer.js';
import { Rng } from '../../modules/exchange/match/rng.js';
import { startCore } from './match.js';

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
