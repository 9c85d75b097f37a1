// Soccer as the exchange prices it: the state of a match, and home, away and draw from the goals still expected in
// the time left (a Poisson process per side). A feed (the demo simulator, api/src/demo/feed) moves the state on.
import type { MatchCore } from './match.js';

export interface SoccerState extends MatchCore {
  sport: 'soccer';
  /** Match minutes played (0..90); the half-time break is a phase. */
  minute: number;
  goals: [number, number];
  phase: 'first' | 'half' | 'second' | 'suspended';
  /** Goals a side scores in 90 minutes on average. */
  rate: [number, number];
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
