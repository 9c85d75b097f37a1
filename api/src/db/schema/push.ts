// The installed app's notifications: each browser's push subscription (for the site session it came from, so it ends
// at logout) and the notifications waiting to be sent (written in the transaction of what they tell, sent once after).
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { players, sessions } from './users.js';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_player_idx').on(t.playerId)],
);

export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    /** What the service worker shows: title, body, the address it opens. */
    payload: jsonb('payload').$type<{ title: string; body: string; url: string; topic: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('push_outbox_waiting_idx').on(t.sentAt, t.id)],
);
