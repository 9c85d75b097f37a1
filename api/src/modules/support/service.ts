// The inbox: the back office sends, a player reads and deletes only their own messages.
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { notFound } from '../../lib/errors.js';
import { audit, type Actor } from '../operators/service.js';

export const INBOX_PAGE = 10;
export type { InboxRow } from './store.js';
type InboxRow = store.InboxRow;

export async function inboxPageOf(db: Db, playerId: number, page: number) {
  const { total, unread } = await store.inboxCounts(db, playerId);
  const rows = await store.inboxPage(db, playerId, INBOX_PAGE, (page - 1) * INBOX_PAGE);
  return { rows, total, unread };
}

/** One of the player's messages; 404 for anyone else's. */
export async function ownMessage(db: Db, playerId: number, id: number): Promise<InboxRow> {
  const row = await store.ownMessage(db, playerId, id);
  if (!row) throw notFound(/*i18n*/ 'Message not found.');
  return row;
}

export async function markMessageRead(db: Db, playerId: number, id: number): Promise<void> {
  if (!(await store.markRead(db, playerId, id))) throw notFound(/*i18n*/ 'Message not found.');
}

export async function deleteOwnMessage(db: Db, playerId: number, id: number): Promise<void> {
  if (!(await store.deleteOwn(db, playerId, id))) throw notFound(/*i18n*/ 'Message not found.');
}

/** The back office sends one message to the given players, or to every player (null), now or at `sendAt`, audited; returns how many. */
export async function sendInboxMessage(
  db: Db,
  actor: Actor,
  playerIds: number[] | null,
  target: string,
  text: { title: string; message: string; bn: { title?: string; message?: string } | null; sendAt?: Date | null },
): Promise<number> {
  const { title, message, bn, sendAt = null } = text;
  return db.transaction(async (tx) => {
    const ids = playerIds ?? (await store.broadcastPlayerIds(tx, new Date()));
    // a scheduled message is written now, dated when it is due: players' inboxes show nothing dated ahead
    await store.insertInbox(tx, ids, title, message, bn, sendAt);
    await audit(tx, actor, 'inbox.send', target, null, {
      title,
      ...(bn?.title ? { title_bn: bn.title } : {}),
      ...(sendAt ? { send_at: sendAt.toISOString() } : {}),
      players: ids.length,
    });
    return ids.length;
  });
}
