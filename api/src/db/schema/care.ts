import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './users.js';

/** What an operator wrote down about a player (the desk's and finance's memory of them); never edited, never deleted. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The operator's name as the audit log writes it (or "automation"). */
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_player_idx').on(t.playerId, t.id), check('player_notes_body', sql`length(${t.body}) between 1 and 1000`)],
);

/** The tags on a player (vip, bonus-abuser, ...): lower-case words an operator sets, at most ten. */
export const playerTags = pgTable(
  'player_tags',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.tag] }), index('player_tags_tag_idx').on(t.tag)],
);
