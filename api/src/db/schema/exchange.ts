import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './users.js';

/** The exchange's own short-lived tokens (POST /api/player-login), accepted only by the exchange calls. */
export const exchangeSessions = pgTable(
  'exchange_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
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
