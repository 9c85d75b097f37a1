// The auth module's data access: players as accounts, site sessions and captchas. Services decide; this file only
// reads and writes (docs/architecture.md, layers). `liveSession` and `SESSION_PLAYER` are the query pieces the
// exchange's and the games' token lookups join with (their stores import them: one definition of a live session).
import { and, desc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { captchas, outbox, players, pushSubscriptions, rgLimits, sessions } from '../../db/schema/index.js';

export type NewPlayer = typeof players.$inferInsert;

export async function playerIdByUsername(db: DbOrTx, usernameLower: string): Promise<number | undefined> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.usernameLower, usernameLower));
  return row?.id;
}

export async function playerIdByContact(db: DbOrTx, email: string, phone: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: players.id })
    .from(players)
    .where(or(eq(players.email, email), eq(players.phone, phone)));
  return row?.id;
}

export async function playerIdByReferralCode(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: players.id }).from(players).where(eq(players.referralCode, code));
  return row?.id;
}

export async function insertPlayer(db: DbOrTx, values: NewPlayer): Promise<{ id: number; username: string }> {
  const [row] = await db.insert(players).values(values).returning({ id: players.id, username: players.username });
  return row;
}

export async function playerByUsername(db: DbOrTx, usernameLower: string) {
  const [row] = await db.select().from(players).where(eq(players.usernameLower, usernameLower));
  return row;
}

/** Replaces a password hash only if it is still the one read (a concurrent change wins). */
export async function rehashPassword(db: DbOrTx, playerId: number, oldHash: string, newHash: string): Promise<void> {
  await db
    .update(players)
    .set({ passwordHash: newHash })
    .where(and(eq(players.id, playerId), eq(players.passwordHash, oldHash)));
}

export async function playerStatus(db: DbOrTx, playerId: number): Promise<string | undefined> {
  const [p] = await db.select({ status: players.status }).from(players).where(eq(players.id, playerId));
  return p?.status;
}

export async function insertSession(db: DbOrTx, values: { playerId: number; tokenHash: string; ip: string; userAgent: string | null }): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function setExchangeToken(db: DbOrTx, playerId: number, exchangeToken: string): Promise<void> {
  await db.update(players).set({ exchangeToken }).where(eq(players.id, playerId));
}

/** A live session: not revoked, used within the idle lifetime, younger than the absolute lifetime. */
export function liveSession(idleMs: number, maxMs: number) {
  return and(
    isNull(sessions.revokedAt),
    gt(sessions.lastUsedAt, sql`now() - ${idleMs}::float8 * interval '1 millisecond'`),
    gt(sessions.createdAt, sql`now() - ${maxMs}::float8 * interval '1 millisecond'`),
  );
}

/** What a token's caller is: the player, and the site session the token is (or was derived from). */
export const SESSION_PLAYER = {
  id: players.id,
  username: players.username,
  remoteId: players.remoteId,
  status: players.status,
  currency: players.currency,
  sessionId: sessions.id,
  lastUsedAt: sessions.lastUsedAt,
};

/** The player and session of a live token (by its hash), or null. */
export async function sessionPlayer(db: DbOrTx, tokenHash: string, idleMs: number, maxMs: number) {
  const [row] = await db
    .select({
      ...SESSION_PLAYER,
      // responsible gaming: a break in force, and the daily play-time limit (minutes) with its cooling-off
      excludedUntil: players.excludedUntil,
      playCooloffUntil: players.playCooloffUntil,
      sessionLimit: sql<number | null>`(select ${rgLimits.value} from ${rgLimits} where ${rgLimits.playerId} = ${players.id} and ${rgLimits.kind} = 'session')`,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveSession(idleMs, maxMs)));
  return row ?? null;
}

export async function revokeSessionByHash(db: DbOrTx, tokenHash: string): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  // a logout ends the session's push subscriptions at once (the dispatcher removes those of sessions ended otherwise)
  if (ended.length)
    await db.delete(pushSubscriptions).where(
      inArray(
        pushSubscriptions.sessionId,
        ended.map((s) => s.id),
      ),
    );
}

/** A player's live sessions, most recently used first. */
export async function sessionsOf(db: DbOrTx, playerId: number, idleMs: number, maxMs: number) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), liveSession(idleMs, maxMs)))
    .orderBy(desc(sessions.lastUsedAt))
    .limit(50);
}

/** Revokes one live session of the player; false when there is none with that id. */
export async function revokeOwnSession(db: DbOrTx, playerId: number, id: number, idleMs: number, maxMs: number): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.playerId, playerId), liveSession(idleMs, maxMs)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the player but `keep`; returns how many. */
export async function revokeOtherSessions(db: DbOrTx, playerId: number, keep: number, idleMs: number, maxMs: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.playerId, playerId), ne(sessions.id, keep), liveSession(idleMs, maxMs)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

// ---- captchas

export async function insertCaptcha(db: DbOrTx, id: string, answerHash: string, expiresAt: Date): Promise<void> {
  await db.insert(captchas).values({ id, answerHash, expiresAt });
}

/** Marks a captcha used if it is unused and unexpired (single use, whatever the answer); its answer's hash, or null. */
export async function useCaptcha(db: DbOrTx, id: string): Promise<string | null> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ answerHash: captchas.answerHash });
  return rows[0]?.answerHash ?? null;
}

/** Development only: a message readable at /api/dev/outbox. */
export async function writeDevOutbox(db: DbOrTx, channel: string, to: string, body: string): Promise<void> {
  await db.insert(outbox).values({ channel, to, body });
}
