import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players, sessions } from './users.js';

export const gameTypes = pgTable('game_types', {
  type: text('type').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const providers = pgTable('providers', {
  platform: text('platform').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    platform: text('platform').notNull(),
    icon: text('icon').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('games_platform_code_idx').on(t.platform, t.code)],
);

/** A player's favourite games (the heart on a game card). */
export const gameFavourites = pgTable(
  'game_favourites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.gameId] })],
);

/**
 * Provable fairness: a player's server seed, committed (its SHA-256 shown) before any round uses it, the
 * player's client seed, and the nonce of the next round. One active seed per player; a rotated seed is revealed.
 * The next server seed is drawn with the active one and its hash shown too, before the player chooses the next
 * client seed: rotation promotes that committed seed, so the server cannot pick it knowing the client seed.
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** The committed next server seed (null only on rows from before commitments: drawn on first use). */
    nextServerSeed: text('next_server_seed'),
    nextServerSeedHash: text('next_server_seed_hash'),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_seeds_one_active_idx')
      .on(t.playerId)
      .where(sql`active`),
    index('game_seeds_player_idx').on(t.playerId, t.id),
  ],
);

/**
 * A short-lived launch token of one player and one game (stored as its SHA-256, never the token), derived from
 * the site session that launched it: it ends with that session (logout, password change, lock).
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_launches_expires_idx').on(t.expiresAt)],
);

/** One round of a demo game: open (a crash round in flight) or settled; the settled rows are the bet records. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    platform: text('platform').notNull(),
    engine: text('engine').notNull(),
    betPoisha: bigint('bet_poisha', { mode: 'number' }).notNull(),
    winPoisha: bigint('win_poisha', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('settled'),
    seedId: integer('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    check('game_rounds_bet_positive', sql`${t.betPoisha} > 0`),
    check('game_rounds_win_nonnegative', sql`${t.winPoisha} >= 0`),
    check('game_rounds_status', sql`${t.status} in ('open', 'settled')`),
    uniqueIndex('game_rounds_seed_nonce_idx').on(t.seedId, t.nonce),
    index('game_rounds_player_time_idx').on(t.playerId, t.createdAt),
    uniqueIndex('game_rounds_one_open_idx')
      .on(t.playerId, t.gameId)
      .where(sql`status = 'open'`),
  ],
);

/**
 * The Settled records' groups, kept as each round settles (in the round's transaction): one row per player,
 * Dhaka day, platform and game type, so the list costs the number of groups, not the number of bets.
 */
export const gameRoundDays = pgTable(
  'game_round_days',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    platform: text('platform').notNull(),
    gameType: text('game_type').notNull(),
    count: integer('count').notNull().default(0),
    betPoisha: bigint('bet_poisha', { mode: 'number' }).notNull().default(0),
    winPoisha: bigint('win_poisha', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.day, t.platform, t.gameType] })],
);
