// The exchange's view of a sports feed: its events, each with its match's state, and the feed's sequence. A feed (a
// SportsFeed of api/src/providers.ts: the demo simulator, or a real provider's adapter) writes this shape; the
// exchange prices, shows and settles from it.
import type { CricketState } from './cricket.js';
import type { SoccerState } from './soccer.js';
import type { TennisState } from './tennis.js';
import type { Taken } from '../taken.js';

export type Sport = 'cricket' | 'soccer' | 'tennis';
export const SPORTS: Sport[] = ['cricket', 'soccer', 'tennis'];
export type MatchState = CricketState | SoccerState | TennisState;

export interface FeedEvent {
  id: number;
  sport: Sport;
  competition: string;
  teams: [string, string];
  /** Wall-clock start (ms since 1970). */
  startAt: number;
  status: 'upcoming' | 'inplay' | 'closed';
  endedAt: number | null;
  fancy: boolean;
  bookmaker: boolean;
  match: MatchState;
  /** The feed's `seq` when this event last changed (its score's sequence number, the same on every process). */
  seq?: number;
}

export interface FeedState {
  seed: number;
  /** Bumped on every change; viewers and other processes compare it. */
  seq: number;
  nextId: number;
  rng: number;
  /** The wall clock of the last tick. */
  at: number;
  /** The wall clock of the last change (when `seq` last moved): the clock every process's answers are built on. */
  seqAt?: number;
  events: FeedEvent[];
  /**
   * What the match odds show besides the model (the leader reads them from the database and writes them here, so
   * every process renders the same bytes for the same state): the liquidity taken from each market's ladder, and
   * what players matched on each runner (poisha by selection id).
   */
  book?: { taken: Record<string, Taken[]>; matched: Record<string, Record<string, number>> };
}
