// Support chat: one conversation per player with the support desk. Only the player and the desk take part;
// the sender is always decided by the session (or the admin token), never by the body. A message with a
// client_id already stored in its chat is not stored again (a retried send lands once).
import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { CHAT_MAX, CHAT_MSG, SUPPORT_USER } from '@bet/shared/contract';
import type { Db } from '../../db/client.js';
import { chatMessages, chats, players } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';

export type ChatRow = typeof chats.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type Sender = 'player' | 'support';

/** New messages, per app: `chat:<id>` events carry a MessageRow (one process; see docs/operations.md). */
export class ChatBus extends EventEmitter {
  constructor() {
    super();
    this.setMaxListeners(0);
  }
}

export const messageView = (m: MessageRow, remoteId: string) => ({
  id: m.id,
  chat_id: m.chatId,
  sender_id: m.sender === 'player' ? remoteId : SUPPORT_USER.id,
  mine: m.sender === 'player',
  content: m.content,
  client_id: m.clientId,
  created_at: m.createdAt.toISOString(),
});

export async function openChat(db: Db, playerId: number): Promise<ChatRow> {
  await db.insert(chats).values({ playerId }).onConflictDoNothing();
  const [chat] = await db.select().from(chats).where(eq(chats.playerId, playerId));
  return chat;
}

/** One of the player's chats; 404 for anyone else's (never says whether it exists). */
export async function ownChat(db: Db, playerId: number, rawId: unknown): Promise<ChatRow> {
  const id = toId(rawId);
  const [chat] =
    id === null
      ? []
      : await db
          .select()
          .from(chats)
          .where(and(eq(chats.id, id), eq(chats.playerId, playerId)));
  if (!chat) throw notFound(CHAT_MSG.notFound);
  return chat;
}

export async function chatsOf(db: Db, playerId: number) {
  const rows = await db.select().from(chats).where(eq(chats.playerId, playerId)).orderBy(desc(chats.lastMessageAt));
  return Promise.all(
    rows.map(async (c) => {
      const [last] = await db.select().from(chatMessages).where(eq(chatMessages.chatId, c.id)).orderBy(desc(chatMessages.id)).limit(1);
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, c.id), eq(chatMessages.sender, 'support'), gt(chatMessages.id, c.playerReadId)));
      return { chat: c, last: last ?? null, unread: Number(n) };
    }),
  );
}

/** The newest 200 messages (or those after `after`), oldest first; marks what the player now sees as read. */
export async function messagesOf(db: Db, chat: ChatRow, after?: number): Promise<MessageRow[]> {
  const rows = after
    ? await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chat.id), gt(chatMessages.id, after)))
        .orderBy(asc(chatMessages.id))
        .limit(200)
    : (await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id)).orderBy(desc(chatMessages.id)).limit(200)).reverse();
  const newest = rows.at(-1)?.id ?? 0;
  if (newest > chat.playerReadId) await db.update(chats).set({ playerReadId: newest }).where(eq(chats.id, chat.id));
  return rows;
}

export function cleanContent(raw: unknown): string {
  const content = typeof raw === 'string' ? raw.trim() : '';
  if (!content) throw badRequest(CHAT_MSG.empty, { content: [CHAT_MSG.empty] });
  if ([...content].length > CHAT_MAX) throw badRequest(CHAT_MSG.long, { content: [CHAT_MSG.long] });
  return content;
}

/** Stores a message (once per client_id) and tells the chat's listeners. */
export async function postMessage(db: Db, bus: ChatBus, chat: ChatRow, sender: Sender, rawContent: unknown, clientId?: string): Promise<MessageRow> {
  const content = cleanContent(rawContent);
  const { row, fresh } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(chatMessages)
      .values({ chatId: chat.id, sender, content, clientId: clientId ?? null })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.chatId, chat.id), eq(chatMessages.clientId, clientId ?? '')));
      return { row: existing, fresh: false };
    }
    await tx
      .update(chats)
      .set({
        lastMessageAt: inserted.createdAt,
        waitingSince: sender === 'player' ? sql`coalesce(${chats.waitingSince}, now())` : null,
        ...(sender === 'player' ? { playerReadId: sql`greatest(${chats.playerReadId}, ${inserted.id})` } : {}),
      })
      .where(eq(chats.id, chat.id));
    return { row: inserted, fresh: true };
  });
  if (fresh) bus.emit(`chat:${chat.id}`, row);
  return row;
}

/** The back office's queue: chats waiting for an answer, oldest waiting first, with their newest 20 messages. */
export async function waitingChats(db: Db) {
  const rows = await db
    .select({ chat: chats, username: players.username })
    .from(chats)
    .innerJoin(players, eq(players.id, chats.playerId))
    .where(isNotNull(chats.waitingSince))
    .orderBy(asc(chats.waitingSince))
    .limit(100);
  return Promise.all(
    rows.map(async ({ chat, username }) => ({
      chat,
      username,
      messages: (await db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.id)).orderBy(desc(chatMessages.id)).limit(20)).reverse(),
    })),
  );
}

export async function chatById(db: Db, rawId: unknown): Promise<ChatRow> {
  const id = toId(rawId);
  const [chat] = id === null ? [] : await db.select().from(chats).where(eq(chats.id, id));
  if (!chat) throw notFound(CHAT_MSG.notFound);
  return chat;
}
