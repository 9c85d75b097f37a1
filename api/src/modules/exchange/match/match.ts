// What every match has, whatever the sport: its clock, the current phase's end, the recent
// events, the result, and its random source's state.
export interface MatchCore {
  /** Match clock (ms) at which the current phase ends. */
  phaseUntil: number;
  clock: number;
  /** The latest events, newest last (balls, goals, points). */
  recent: string[];
  /** What is happening now, for the picture ('Wicket', 'Goal', ...) or ''. */
  note: string;
  done: boolean;
  winner: 0 | 1 | null;
  result: string;
  rng: number;
}
