// The inbox: the back office sends, a player reads and deletes only their own messages.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inboxMessages, players } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export const INBOX_PAGE = 10;
export type InboxRow = typeof inboxMessages.$inferSelect;

export async function inboxPageOf(db: Db, playerId: number, page: number) {
  const mineOnly = eq(inboxMessages.playerId, playerId);
  const [{ n }] = await db.select({ n: count() }).from(inboxMessages).where(mineOnly);
  const [{ u }] = await db
    .select({ u: count() })
    .from(inboxMessages)
    .where(and(mineOnly, eq(inboxMessages.isRead, false)));
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(mineOnly)
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
    .limit(INBOX_PAGE)
    .offset((page - 1) * INBOX_PAGE);
  return { rows, total: Number(n), unread: Number(u) };
}

const own = (playerId: number, id: number) => and(eq(inboxMessages.id, id), eq(inboxMessages.playerId, playerId));

/** One of the player's messages; 404 for anyone else's. */
export async function ownMessage(db: Db, playerId: number, id: number): Promise<InboxRow> {
  const [row] = await db.select().from(inboxMessages).where(own(playerId, id));
  if (!row) throw notFound('Message not found.');
  return row;
}

export async function markMessageRead(db: Db, playerId: number, id: number): Promise<void> {
  const rows = await db.update(inboxMessages).set({ isRead: true }).where(own(playerId, id)).returning({ id: inboxMessages.id });
  if (!rows.length) throw notFound('Message not found.');
}

export async function deleteOwnMessage(db: Db, playerId: number, id: number): Promise<void> {
  const rows = await db.delete(inboxMessages).where(own(playerId, id)).returning({ id: inboxMessages.id });
  if (!rows.length) throw notFound('Message not found.');
}

/** The back office sends one message to the given players, or to every player (null); returns how many. */
export async function sendInboxMessage(db: Db, playerIds: number[] | null, title: string, message: string): Promise<number> {
  const ids = playerIds ?? (await db.select({ id: players.id }).from(players)).map((p) => p.id);
  if (ids.length) await db.insert(inboxMessages).values(ids.map((playerId) => ({ playerId, title, message })));
  return ids.length;
}
