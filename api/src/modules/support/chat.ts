// Support chat: one conversation per player with the support desk. Only the player and the desk take part;
// the sender is always decided by the session (or the admin token), never by the body. A message with a
// client_id already stored in its chat is not stored again (a retried send lands once).
import { tell } from '../push/service.js';
import type { PageAsked } from '../../lib/pages.js';
import { EventEmitter } from 'node:events';
import { CHAT_MAX, CHAT_MSG, chatLongValues, MSG_TEMPLATES, SUPPORT_USER } from '@bet/shared/contract';
import type { Db, DbOrTx, Notifications } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, notFound, templated } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';

export type { ChatRow, MessageRow } from './store.js';
type ChatRow = store.ChatRow;
type MessageRow = store.MessageRow;
export type Sender = 'player' | 'support';

const CHANNEL = 'chat_message';

/**
 * New messages: `chat:<id>` events carry a MessageRow; `resync` says some may have been missed (a lost database
 * connection). With a database that has notifications, a message is announced with NOTIFY at its commit and every
 * api process (this one too) emits it from what the database holds: a reply posted through one process reaches a
 * stream held by another. Without them (a tool's short-lived app) it is emitted here.
 */
export class ChatBus extends EventEmitter {
  private unlisten: (() => Promise<void>) | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly notifications: Notifications | null,
  ) {
    super();
    this.setMaxListeners(0);
  }

  async start(): Promise<void> {
    if (!this.notifications) return;
    this.unlisten = await this.notifications.listen(CHANNEL, (payload) => {
      if (payload === null) {
        this.emit('resync');
        return;
      }
      const id = Number(payload.split(':')[1]);
      // in the order announced (each read is one indexed row)
      this.queue = this.queue.then(async () => {
        const row = await store.messageById(this.db, id).catch(() => undefined);
        if (row) this.tell(row);
      });
    });
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    await this.queue;
  }

  /** Inside the message's transaction: announces it to every process at the commit. */
  async announce(tx: DbOrTx, row: MessageRow): Promise<void> {
    if (this.notifications) await store.notify(tx, CHANNEL, `${row.chatId}:${row.id}`);
  }

  /** After the commit: a bus without notifications tells its own listeners. */
  committed(row: MessageRow): void {
    if (!this.notifications) this.tell(row);
  }

  /** `chat:<id>` for the chat's own streams, `message` for the back office's stream of every chat. */
  private tell(row: MessageRow): void {
    this.emit(`chat:${row.chatId}`, row);
    this.emit('message', row);
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

/** A message as the back office reads it (who sent it: the player or the desk). */
export const deskMessageView = (m: MessageRow) => ({ id: m.id, sender: m.sender, content: m.content, created_at: m.createdAt.toISOString() });

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

/** The player read the chat up to `messageId` (messages that came by the stream are not marked read by sending). */
export const readUpTo = (db: Db, chat: ChatRow, messageId: number): Promise<void> => store.markPlayerReadUpTo(db, chat.id, messageId);

/** The chat's messages after `after` (a resuming stream's backlog), oldest first; nothing is marked read. */
export const messagesSince = (db: Db, chatId: number, after: number): Promise<MessageRow[]> => store.messagesAfter(db, chatId, after, 200);

export function cleanContent(raw: unknown): string {
  const content = typeof raw === 'string' ? raw.trim() : '';
  if (!content) throw badRequest(CHAT_MSG.empty, { content: [CHAT_MSG.empty] });
  if ([...content].length > CHAT_MAX) throw templated(400, MSG_TEMPLATES.chatLong, chatLongValues(), { content: [CHAT_MSG.long] });
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
    await bus.announce(tx, inserted);
    // the player's browsers are told of a reply
    if (sender === 'support') await tell(tx, chat.playerId, 'support', 'support');
    return { row: inserted, fresh: true };
  });
  if (fresh) bus.committed(row);
  return row;
}

/** The back office's queue: chats waiting for an answer, oldest waiting first, with their newest 20 messages. */
/** A page of the chats waiting for an answer (oldest waiting first) with their newest messages, and their count. */
export async function waitingChats(db: Db, page: PageAsked) {
  const { rows, total } = await store.waitingChats(db, page.limit, page.offset);
  const chats = await Promise.all(
    rows.map(async ({ chat, username }) => ({
      chat,
      username,
      messages: await store.latestMessages(db, chat.id, 20),
    })),
  );
  return { rows: chats, total };
}

export async function chatById(db: Db, rawId: unknown): Promise<ChatRow> {
  const id = toId(rawId);
  const chat = id === null ? undefined : await store.chatById(db, id);
  if (!chat) throw notFound(CHAT_MSG.notFound);
  return chat;
}

/** A player's whole conversation with the desk, answered or not: a page of it, newest first, and its count. */
export async function playerChatHistory(db: Db, playerId: number, page: PageAsked) {
  return store.playerChatPage(db, playerId, page.limit, page.offset);
}
