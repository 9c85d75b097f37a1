// Responsible gaming (issue 33): the player's limits and their history, breaks (time-out, self-exclusion).
// The reality check's interval and the break in force are columns of players; the next reality check of a
// session is a column of sessions (users.ts).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RgLimitKind, RgPeriod } from '@bet/shared/contract';
import { players } from './users.js';

/** A limit in force (money in poisha, the session in minutes), and a higher one or a removal waiting. */
export const rgLimits = pgTable(
  'rg_limits',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RgLimitKind>().notNull(),
    period: text('period').$type<RgPeriod>().notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** What the player asked for that waits (null with pendingFrom set: removing the limit). */
    pendingValue: bigint('pending_value', { mode: 'number' }),
    /** From when the waiting change can be confirmed (24 hours after it was asked for); null: nothing waits. */
    pendingFrom: timestamp('pending_from', { withTimezone: true }),
    /** The most the desk lets this limit be (the player may go lower, never above it, nor remove it); null: none. */
    imposedValue: bigint('imposed_value', { mode: 'number' }),
    /** The operator who imposed it (their name as the audit log writes it). */
    imposedBy: text('imposed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind, t.period] }),
    check('rg_limits_kind', sql`${t.kind} in ('deposit', 'loss', 'session')`),
    check('rg_limits_period', sql`${t.period} in ('day', 'week', 'month', 'session')`),
    check('rg_limits_value_positive', sql`${t.value} > 0`),
  ],
);

/** Every change a player made to a limit, kept. */
export const rgChanges = pgTable(
  'rg_changes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RgLimitKind>().notNull(),
    period: text('period').$type<RgPeriod>().notNull(),
    fromValue: bigint('from_value', { mode: 'number' }),
    toValue: bigint('to_value', { mode: 'number' }),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_changes_player_idx').on(t.playerId)],
);

/** Every break a player took (the one in force is also players.excluded_until). */
export const rgBreaks = pgTable(
  'rg_breaks',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    length: text('length').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }).notNull(),
    /** The operator who imposed it (their name as the audit log writes it); null: the player took it. */
    imposedBy: text('imposed_by'),
  },
  (t) => [index('rg_breaks_player_idx').on(t.playerId), check('rg_breaks_kind', sql`${t.kind} in ('timeout', 'self_exclusion')`)],
);
