// The push module's data access: browsers' subscriptions (each for a live site session), the players' chosen topics
// and the notifications waiting to be sent.
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { players, pushOutbox, pushSubscriptions, sessions } from '../../db/schema/index.js';
import { liveSession } from '../auth/store.js';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type OutboxRow = typeof pushOutbox.$inferSelect;

/** Stores a browser's subscription for a session; a browser subscribed before (its endpoint) moves to this one. */
export async function saveSubscription(db: DbOrTx, s: { playerId: number; sessionId: number; endpoint: string; p256dh: string; auth: string }) {
  await db
    .insert(pushSubscriptions)
    .values(s)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { playerId: s.playerId, sessionId: s.sessionId, p256dh: s.p256dh, auth: s.auth, createdAt: sql`now()` },
    });
}

export async function deleteSubscription(db: DbOrTx, playerId: number, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A subscription the push service says is gone (404, 410). */
export async function deleteEndpoint(db: DbOrTx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** A session's subscriptions end with it (logout). */
export async function deleteSessionSubscriptions(db: DbOrTx, sessionId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

export async function subscriptionCount(db: DbOrTx, playerId: number, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.sessionId, sessionId)));
  return Number(row?.n ?? 0);
}

export async function topicsOf(db: DbOrTx, playerId: number): Promise<{ topics: string[]; lang: string; currency: string } | undefined> {
  const [row] = await db.select({ topics: players.pushTopics, lang: players.lang, currency: players.currency }).from(players).where(eq(players.id, playerId));
  return row;
}

export async function setTopics(db: DbOrTx, playerId: number, topics: string[]): Promise<void> {
  await db.update(players).set({ pushTopics: topics }).where(eq(players.id, playerId));
}

/** Whether the player has any subscription (no notification is written for a player no browser would receive). */
export async function hasSubscription(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.playerId, playerId)).limit(1);
  return Boolean(row);
}

export async function enqueue(db: DbOrTx, values: { playerId: number; topic: string; payload: OutboxRow['payload'] }): Promise<void> {
  await db.insert(pushOutbox).values(values);
}

/**
 * Takes up to `limit` waiting notifications, oldest first, marking them sent in the same statement: another process
 * taking at once skips them (SKIP LOCKED), so each is sent once.
 */
export async function claimWaiting(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  const waiting = db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(isNull(pushOutbox.sentAt))
    .orderBy(asc(pushOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(pushOutbox)
    .set({ sentAt: sql`now()` })
    .where(inArray(pushOutbox.id, waiting))
    .returning();
}

/** The subscriptions of these players whose session still lives. */
export async function liveSubscriptions(db: DbOrTx, playerIds: number[], idleMs: number, maxMs: number): Promise<SubscriptionRow[]> {
  if (!playerIds.length) return [];
  return db
    .select({ s: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(inArray(pushSubscriptions.playerId, playerIds), liveSession(idleMs, maxMs)))
    .then((rows) => rows.map((r) => r.s));
}

/** Subscriptions whose session has ended (revoked, expired): removed. */
export async function deleteDeadSubscriptions(db: DbOrTx, idleMs: number, maxMs: number): Promise<void> {
  await db.delete(pushSubscriptions).where(
    notExists(
      db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, pushSubscriptions.sessionId), liveSession(idleMs, maxMs))),
    ),
  );
}

/** Sent notifications older than a day are forgotten. */
export async function pruneSent(db: DbOrTx): Promise<void> {
  await db.delete(pushOutbox).where(sql`${pushOutbox.sentAt} < now() - interval '1 day'`);
}
