// The support module's data access: chats and their messages, the inbox and the outbox. Services decide; this file
// only reads and writes (docs/architecture.md, layers).
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { chatMessages, chats, inboxMessages, outbox, players } from '../../db/schema/index.js';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type InboxRow = typeof inboxMessages.$inferSelect;

// ---- chats

/** The player's chat, opened the first time. */
export async function openChat(db: DbOrTx, playerId: number): Promise<ChatRow> {
  await db.insert(chats).values({ playerId }).onConflictDoNothing();
  const [chat] = await db.select().from(chats).where(eq(chats.playerId, playerId));
  return chat;
}

export async function chatById(db: DbOrTx, id: number, playerId?: number): Promise<ChatRow | undefined> {
  const [chat] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.id, id), playerId === undefined ? undefined : eq(chats.playerId, playerId)));
  return chat;
}

export async function chatsOf(db: DbOrTx, playerId: number): Promise<ChatRow[]> {
  return db.select().from(chats).where(eq(chats.playerId, playerId)).orderBy(desc(chats.lastMessageAt));
}

/** The chat's newest `limit` messages, oldest first. */
export async function latestMessages(db: DbOrTx, chatId: number, limit: number): Promise<MessageRow[]> {
  return (await db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId)).orderBy(desc(chatMessages.id)).limit(limit)).reverse();
}

/** The chat's messages after `after`, oldest first. */
export async function messagesAfter(db: DbOrTx, chatId: number, after: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);
}

/** How many of the desk's messages came after `readId`. */
export async function unreadFromSupport(db: DbOrTx, chatId: number, readId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.sender, 'support'), gt(chatMessages.id, readId)));
  return Number(n);
}

export async function setPlayerRead(db: DbOrTx, chatId: number, readId: number): Promise<void> {
  await db.update(chats).set({ playerReadId: readId }).where(eq(chats.id, chatId));
}

/** Moves the player's read mark up to `upTo`, never past the chat's own newest message and never back. */
export async function markPlayerReadUpTo(db: DbOrTx, chatId: number, upTo: number): Promise<void> {
  const newest = db
    .select({ id: sql`coalesce(max(${chatMessages.id}), 0)` })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), lte(chatMessages.id, upTo)));
  await db
    .update(chats)
    .set({ playerReadId: sql`greatest(${chats.playerReadId}, (${newest}))` })
    .where(eq(chats.id, chatId));
}

/** Inserts a message; undefined when its client_id is already in the chat (a retried send). */
export async function insertMessage(
  tx: DbOrTx,
  values: { chatId: number; sender: string; content: string; clientId: string | null },
): Promise<MessageRow | undefined> {
  const [inserted] = await tx.insert(chatMessages).values(values).onConflictDoNothing().returning();
  return inserted;
}

export async function messageByClientId(tx: DbOrTx, chatId: number, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.clientId, clientId)));
  return row;
}

/** A new message moves the chat: its time, whether it waits for the desk, and the player's own message as read. */
export async function touchChat(tx: DbOrTx, chatId: number, m: MessageRow): Promise<void> {
  const fromPlayer = m.sender === 'player';
  await tx
    .update(chats)
    .set({
      lastMessageAt: m.createdAt,
      waitingSince: fromPlayer ? sql`coalesce(${chats.waitingSince}, now())` : null,
      ...(fromPlayer ? { playerReadId: sql`greatest(${chats.playerReadId}, ${m.id})` } : {}),
    })
    .where(eq(chats.id, chatId));
}

/** Chats waiting for the desk, oldest waiting first, with the player's username. */
export async function waitingChats(db: DbOrTx, limit: number, offset: number) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ chat: chats, username: players.username })
      .from(chats)
      .innerJoin(players, eq(players.id, chats.playerId))
      .where(isNotNull(chats.waitingSince))
      .orderBy(asc(chats.waitingSince), asc(chats.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(chats).where(isNotNull(chats.waitingSince)),
  ]);
  return { rows, total: Number(n) };
}

// ---- the inbox

/** A player's messages that are due (one scheduled ahead is dated when it is: unseen until then). */
const due = lte(inboxMessages.createdAt, sql`now()`);
const mine = (playerId: number) => and(eq(inboxMessages.playerId, playerId), due);
const own = (playerId: number, id: number) => and(eq(inboxMessages.id, id), eq(inboxMessages.playerId, playerId), due);

export async function inboxCounts(db: DbOrTx, playerId: number): Promise<{ total: number; unread: number }> {
  const [{ n }] = await db.select({ n: count() }).from(inboxMessages).where(mine(playerId));
  const [{ u }] = await db
    .select({ u: count() })
    .from(inboxMessages)
    .where(and(mine(playerId), eq(inboxMessages.isRead, false)));
  return { total: Number(n), unread: Number(u) };
}

export async function inboxPage(db: DbOrTx, playerId: number, limit: number, offset: number): Promise<InboxRow[]> {
  return db.select().from(inboxMessages).where(mine(playerId)).orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id)).limit(limit).offset(offset);
}

export async function ownMessage(db: DbOrTx, playerId: number, id: number): Promise<InboxRow | undefined> {
  const [row] = await db.select().from(inboxMessages).where(own(playerId, id));
  return row;
}

/** Marks one of the player's messages read; false when there is none with that id. */
export async function markRead(db: DbOrTx, playerId: number, id: number): Promise<boolean> {
  const rows = await db.update(inboxMessages).set({ isRead: true }).where(own(playerId, id)).returning({ id: inboxMessages.id });
  return rows.length > 0;
}

/** Deletes one of the player's messages; false when there is none with that id. */
export async function deleteOwn(db: DbOrTx, playerId: number, id: number): Promise<boolean> {
  const rows = await db.delete(inboxMessages).where(own(playerId, id)).returning({ id: inboxMessages.id });
  return rows.length > 0;
}

/** Everyone a message to all reaches: players on a responsible-gaming break get no marketing until it ends. */
export async function broadcastPlayerIds(db: DbOrTx, now: Date): Promise<number[]> {
  return (
    await db
      .select({ id: players.id })
      .from(players)
      .where(or(isNull(players.excludedUntil), lte(players.excludedUntil, now)))
  ).map((p) => p.id);
}

export async function insertInbox(
  db: DbOrTx,
  playerIds: number[],
  title: string,
  message: string,
  bn: { title?: string; message?: string } | null,
  sendAt: Date | null = null,
): Promise<void> {
  if (playerIds.length)
    await db.insert(inboxMessages).values(playerIds.map((playerId) => ({ playerId, title, message, bn, ...(sendAt ? { createdAt: sendAt } : {}) })));
}

// ---- the outbox (SMS and email, as a real sender would pick them up)

export async function writeOutbox(db: DbOrTx, channel: string, to: string, body: string): Promise<void> {
  await db.insert(outbox).values({ channel, to, body });
}

/** The latest messages sent to one address (the dev outbox). */
export async function outboxTo(db: DbOrTx, to: string, limit: number) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(limit);
}

export async function messageById(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** NOTIFY on `channel`, sent when the transaction commits (every api process LISTENs). */
export async function notify(tx: DbOrTx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** A page of every message of a player's conversation with the desk, newest first, and their count. */
export async function playerChatPage(db: DbOrTx, playerId: number, limit: number, offset: number) {
  const mine = and(eq(chats.playerId, playerId), eq(chatMessages.chatId, chats.id));
  const [rows, [{ n }]] = await Promise.all([
    db.select({ message: chatMessages }).from(chatMessages).innerJoin(chats, mine).orderBy(desc(chatMessages.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(chatMessages).innerJoin(chats, mine),
  ]);
  return { rows: rows.map((r) => r.message), total: Number(n) };
}
