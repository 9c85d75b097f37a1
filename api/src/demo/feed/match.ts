// A new match of the demo feed: its clock at zero, its first phase ending at `phaseUntil`.
import type { MatchCore } from '../../modules/exchange/match/match.js';

/** A match about to start: its first phase ends at `phaseUntil`. */
export const startCore = (rng: number, phaseUntil: number): MatchCore => ({
  phaseUntil,
  clock: 0,
  recent: [],
  note: '',
  done: false,
  winner: null,
  result: '',
  rng,
});
