// The one model of the match odds market, read by the views (what players see) and by the betting engine (what a
// bet is priced, limited and settled by): its id, status, runners with their ladders and its result, derived from
// the feed's state alone.
import { winProbability } from './feed/cricket.js';
import { ladder, type PriceSize } from './feed/prices.js';
import { soccerProbabilities } from './feed/soccer.js';
import { tennisProbability } from './feed/tennis.js';
import type { FeedEvent } from './feed/simulator.js';

export const marketIdOf = (e: FeedEvent) => `1.${e.id}`;

/** The probability of each runner winning, in runner order. */
export function probabilities(e: FeedEvent): number[] {
  const m = e.match;
  if (m.sport === 'cricket') {
    const p = winProbability(m);
    return [p, 1 - p];
  }
  if (m.sport === 'soccer') return soccerProbabilities(m);
  const p = tennisProbability(m);
  return [p, 1 - p];
}
export const runnerNames = (e: FeedEvent) => (e.sport === 'soccer' ? [...e.teams, 'The Draw'] : [...e.teams]);

/**
 * The match's result as its runner markets settle on it, one definition for the book players see (WINNER and
 * LOSER marks) and for settlement: the winning runner's place (a soccer draw is The Draw, the last runner), 'void'
 * when a closed match has no winner otherwise, null while it is not closed.
 */
export function matchResult(e: FeedEvent): number | 'void' | null {
  if (e.status !== 'closed') return null;
  if (e.match.winner !== null) return e.match.winner;
  return e.sport === 'soccer' ? runnerNames(e).length - 1 : 'void';
}

/** True while the match odds are suspended: a wicket, a goal, an innings break. */
export function marketSuspended(e: FeedEvent): boolean {
  const m = e.match;
  if (e.status !== 'inplay') return false;
  if (m.sport === 'cricket') return m.phase === 'suspended' || m.phase === 'break';
  if (m.sport === 'soccer') return m.phase === 'suspended';
  return false;
}

export interface MatchOddsRunner {
  selectionId: string;
  name: string;
  /** WINNER or LOSER once the market is closed (matchResult), ACTIVE before. */
  result: 'WINNER' | 'LOSER' | 'ACTIVE';
  /** What can be backed and laid now, best first, in decimal odds (empty once closed). */
  back: PriceSize[];
  lay: PriceSize[];
}
export interface MatchOdds {
  id: string;
  inplay: boolean;
  status: 'OPEN' | 'SUSPENDED' | 'CLOSED';
  runners: MatchOddsRunner[];
}

/** The match odds market now. */
export function matchOdds(e: FeedEvent): MatchOdds {
  const ps = probabilities(e);
  const closed = e.status === 'closed';
  const result = matchResult(e);
  return {
    id: marketIdOf(e),
    inplay: e.status === 'inplay',
    status: closed ? 'CLOSED' : marketSuspended(e) ? 'SUSPENDED' : 'OPEN',
    runners: runnerNames(e).map((name, i) => {
      const l = closed ? null : ladder(ps[i], `${e.id}:${i}`);
      return {
        selectionId: String(e.id * 10 + i + 1),
        name,
        result: closed ? (result === i ? 'WINNER' : 'LOSER') : 'ACTIVE',
        back: l?.availableToBack ?? [],
        lay: l?.availableToLay ?? [],
      };
    }),
  };
}
