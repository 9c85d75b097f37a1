// Support chat: one conversation per player with the support desk. Only the player and the desk take part;
// the sender is always decided by the session (or the admin token), never by the body. A message with a
// client_id already stored in its chat is not stored again (a retried send lands once).
import { EventEmitter } from 'node:events';
import { CHAT_MAX, CHAT_MSG, SUPPORT_USER } from '@bet/shared/contract';
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';

export type { ChatRow, MessageRow } from './store.js';
type ChatRow = store.ChatRow;
type MessageRow = store.MessageRow;
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

export const openChat = (db: Db, playerId: number): Promise<ChatRow> => store.openChat(db, playerId);

/** One of the player's chats; 404 for anyone else's (never says whether it exists). */
export async function ownChat(db: Db, playerId: number, rawId: unknown): Promise<ChatRow> {
  const id = toId(rawId);
  const chat = id === null ? undefined : await store.chatById(db, id, playerId);
  if (!chat) throw notFound(CHAT_MSG.notFound);
  return chat;
}

export async function chatsOf(db: Db, playerId: number) {
  const rows = await store.chatsOf(db, playerId);
  return Promise.all(
    rows.map(async (c) => {
      const [last] = await store.latestMessages(db, c.id, 1);
      return { chat: c, last: last ?? null, unread: await store.unreadFromSupport(db, c.id, c.playerReadId) };
    }),
  );
}

/** The newest 200 messages (or those after `after`), oldest first; marks what the player now sees as read. */
export async function messagesOf(db: Db, chat: ChatRow, after?: number): Promise<MessageRow[]> {
  const rows = after ? await store.messagesAfter(db, chat.id, after, 200) : await store.latestMessages(db, chat.id, 200);
  const newest = rows.at(-1)?.id ?? 0;
  if (newest > chat.playerReadId) await store.setPlayerRead(db, chat.id, newest);
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
    const inserted = await store.insertMessage(tx, { chatId: chat.id, sender, content, clientId: clientId ?? null });
    if (!inserted) {
      const existing = await store.messageByClientId(tx, chat.id, clientId ?? '');
      if (!existing) throw new Error('a message conflicted but is not there'); // cannot happen: the conflict is on (chat, client_id)
      return { row: existing, fresh: false };
    }
    await store.touchChat(tx, chat.id, inserted);
    return { row: inserted, fresh: true };
  });
  if (fresh) bus.emit(`chat:${chat.id}`, row);
  return row;
}

/** The back office's queue: chats waiting for an answer, oldest waiting first, with their newest 20 messages. */
export async function waitingChats(db: Db) {
  const rows = await store.waitingChats(db, 100);
  return Promise.all(
    rows.map(async ({ chat, username }) => ({
      chat,
      username,
      messages: await store.latestMessages(db, chat.id, 20),
    })),
  );
}

export async function chatById(db: Db, rawId: unknown): Promise<ChatRow> {
  const id = toId(rawId);
  const chat = id === null ? undefined : await store.chatById(db, id);
  if (!chat) throw notFound(CHAT_MSG.notFound);
  return chat;
}
