import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players } from './users.js';

/** A player's conversation with the support desk (one per player, reopened by Send us a Message). */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** Since when the player's newest message waits for an answer (null: nothing waiting). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** The newest message the player has seen. */
    playerReadId: integer('player_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_player_idx').on(t.playerId), index('chats_waiting_idx').on(t.waitingSince)],
);

/** A message of a chat; `clientId` makes a retried send land once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: text('sender').notNull(),
    content: text('content').notNull(),
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('chat_messages_sender', sql`${t.sender} in ('player', 'support')`),
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    uniqueIndex('chat_messages_client_idx').on(t.chatId, t.clientId),
  ],
);
