// The third parties the api works with, as interfaces: what a real integration implements to replace the demo
// stand-ins under api/src/demo/ (the payment gateway, the sports feed, the games provider). app.ts wires one of each;
// nothing else in the api names a demo (docs/architecture.md, "Demo stand-ins and the provider interfaces").
import type { FastifyInstance } from 'fastify';
import type { FeedEvent, FeedState, MatchState, Sport } from './modules/exchange/match/state.js';

/** A payment gateway as the merchant (our api) sees it: it creates a checkout and later sends a signed notice. */
export interface PaymentGateway {
  createPayment(input: { ref: string; amountPoisha: number; payer: string; returnUrl: string | null }): Promise<{ url: string }>;
}

/**
 * A sports feed: the events of cricket, soccer and tennis with their matches' states, moved on as they play. The
 * exchange's leader process reads it (FeedService) and every process serves what it wrote.
 */
export interface SportsFeed {
  /** The feed as it stands at `now` (ms): its events and their matches. `seed` picks a simulated feed's matches. */
  open(seed: number, now: number): FeedState;
  /** Moves `state` on to `now`, the matches `speed` times faster than the wall clock; the ids of the events that changed. */
  tick(state: FeedState, now: number, speed: number): Set<number>;
  /** Moves one match on by `ms` of its own clock (the tests' and the demo's fast-forward); true when it changed. */
  advance(match: MatchState, ms: number): boolean;
  /**
   * Starts a new match of `sport` in `state`, in play at `now` with `playedMs` of it played (a simulated feed's
   * own match for a demo or a test; a real feed has none): the event, or null when no two teams are free.
   */
  start?(state: FeedState, sport: Sport, now: number, playedMs: number): FeedEvent | null;
}

/**
 * A games provider: the page a launched game opens (its address for a launch token) and the routes the provider
 * itself serves on our origin, if any (the demo provider's page, script and round calls).
 */
export interface GamesProvider {
  /** The address a launch opens, from the launch token and the page that embeds it (`parent`). */
  launchUrl(input: { token: string; parent: string | null }): string;
  /** Registers the provider's own routes, when it has any on our origin. */
  routes?(app: FastifyInstance): Promise<void>;
}
