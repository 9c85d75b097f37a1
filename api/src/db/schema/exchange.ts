import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players, sessions } from './users.js';

/**
 * The exchange's own short-lived tokens (POST /api/player-login), accepted only by the exchange calls, each
 * derived from the site session that asked for it: it ends with that session (logout, password change, lock).
 */
export const exchangeSessions = pgTable(
  'exchange_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_sessions_player_idx').on(t.playerId)],
);

/** The live feed's state, written by the process that runs the simulator (one row), read by the others. */
export const feedState = pgTable('feed_state', {
  id: integer('id').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  state: jsonb('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Exchange bets, in poisha. A placed bet becomes one row, or two when only part of it is matched (the matched
 * part and the unmatched rest). Fancy: side back is Yes, lay is No; `odds` is the rate and `run` the line.
 */
export const exchangeBets = pgTable(
  'exchange_bets',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    transactionId: text('transaction_id').notNull().unique(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    eventName: text('event_name').notNull(),
    sport: text('sport').notNull(),
    marketId: text('market_id').notNull(),
    /** odds (match odds), bookmaker, fancy. */
    marketKind: text('market_kind').notNull(),
    marketName: text('market_name').notNull(),
    selectionId: text('selection_id').notNull(),
    selectionName: text('selection_name').notNull(),
    /** The runner's place in the market (match odds, bookmaker); null for fancy. */
    runner: integer('runner'),
    side: text('side').notNull(),
    /** Decimal odds x 100 (match odds, bookmaker), or the fancy rate. */
    odds: integer('odds').notNull(),
    run: integer('run'),
    /** How a fancy bet settles (views.ts FancyRule). */
    rule: jsonb('rule'),
    stakePoisha: bigint('stake_poisha', { mode: 'number' }).notNull(),
    profitPoisha: bigint('profit_poisha', { mode: 'number' }).notNull(),
    liabilityPoisha: bigint('liability_poisha', { mode: 'number' }).notNull(),
    matched: boolean('matched').notNull(),
    /** Placed by a cash out (the hedge the player asked for with one tap), not from the bet slip. */
    cashOut: boolean('cash_out').notNull().default(false),
    /** open, won, lost, void, cancelled. */
    status: text('status').notNull().default('open'),
    /** The net profit (or loss, negative) once settled. */
    resultPoisha: bigint('result_poisha', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('exchange_bets_player_idx').on(t.playerId, t.status, t.createdAt),
    index('exchange_bets_market_idx').on(t.marketId, t.status),
    check('exchange_bets_stake_positive', sql`${t.stakePoisha} > 0`),
  ],
);

/** What a player has held for a market: its worst-case loss, taken from the balance while the market is open. */
export const exchangePositions = pgTable(
  'exchange_positions',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    marketId: text('market_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    exposurePoisha: bigint('exposure_poisha', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.marketId] }), check('exchange_positions_exposure', sql`${t.exposurePoisha} >= 0`)],
);

/**
 * The risk already counted for rewards (turnover, VP, rollover, referral) of a player's winner markets on one event
 * (match odds, bookmaker: they settle on the same result): the worst-case loss of the whole position, netted across
 * those markets, counted once however many markets settle (docs/exchange.md, "Rewards follow risk").
 */
export const exchangeRewardRisk = pgTable(
  'exchange_reward_risk',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    countedPoisha: bigint('counted_poisha', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.eventId] }), check('exchange_reward_risk_nonnegative', sql`${t.countedPoisha} >= 0`)],
);

/**
 * Liquidity taken from the match odds ladder: what matched bets took at one price of one runner's side, and
 * when. Every player sees the level less what was taken; the simulated market refills a level to its full size
 * over LIQUIDITY_REFILL_MS (betting.ts). A bet locks its rows, so two bets never take the same money.
 */
export const exchangeTaken = pgTable(
  'exchange_taken',
  {
    marketId: text('market_id').notNull(),
    selectionId: text('selection_id').notNull(),
    /** The ladder side taken: back (availableToBack, taken by backers) or lay. */
    side: text('side').notNull(),
    /** Decimal odds x 100. */
    price: integer('price').notNull(),
    takenPoisha: bigint('taken_poisha', { mode: 'number' }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.selectionId, t.side, t.price] }), check('exchange_taken_nonnegative', sql`${t.takenPoisha} >= 0`)],
);

/**
 * What the risk desk did to a market (docs/exchange.md, "The risk desk's controls"): suspended, closed or voided, and
 * its liability limit. A market without a row is as the feed has it. Every api process keeps the rows in memory
 * (NOTIFY exchange_desk) to show them; a bet's transaction reads its market's row, which decides.
 */
export const marketControls = pgTable(
  'market_controls',
  {
    marketId: text('market_id').primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** The names the desk showed (kept for a market whose bets are all gone). */
    event: text('event').notNull(),
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    sport: text('sport').notNull(),
    /** open, suspended, closed or voided. */
    state: text('state').notNull().default('open'),
    /** Why, as the operator wrote it (or the limit's own sentence). */
    reason: text('reason'),
    /** Suspended by its liability limit, not by an operator. */
    auto: boolean('auto').notNull().default(false),
    /** The most the house may stand to lose on it (poisha) before it is suspended; null: no limit. */
    limitPoisha: bigint('limit_poisha', { mode: 'number' }),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('market_controls_state', sql`${t.state} in ('open', 'suspended', 'closed', 'voided')`),
    check('market_controls_limit', sql`${t.limitPoisha} is null or ${t.limitPoisha} > 0`),
  ],
);
