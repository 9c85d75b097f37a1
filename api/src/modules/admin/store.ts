// The back office's own data access: players as the back office finds and locks them. Everything else it does
// goes through the owning module's services (docs/architecture.md, layers).
import { and, asc, count, desc, eq, gt, like, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { approvals, auditLog, operators, playerNotes, players, playerTags, transactions } from '../../db/schema/index.js';

export type PlayerRow = typeof players.$inferSelect;

export async function playerByUsername(db: DbOrTx, usernameLower: string): Promise<PlayerRow | undefined> {
  const [p] = await db.select().from(players).where(eq(players.usernameLower, usernameLower));
  return p;
}

/**
 * The players whose username or email starts with q, whose phone ends with it (digits), or who made a deposit or a
 * withdrawal with that TrxID: a page of them, and their count.
 */
export async function searchPlayers(db: DbOrTx, q: string, limit: number, offset: number) {
  const digits = /^[0-9]+$/.test(q);
  // (q holds letters, digits and @ . _ + - only: the contract's pattern; a LIKE wildcard cannot come in)
  const prefix = `${q.toLowerCase().replace(/_/g, '\\_')}%`; // an email's _ is itself, not LIKE's any-character
  const byTrx = sql`exists (select 1 from ${transactions} where ${transactions.playerId} = ${players.id} and upper(${transactions.trxId}) = ${q.toUpperCase()})`;
  const found = or(like(players.usernameLower, prefix), like(sql`lower(${players.email})`, prefix), byTrx, ...(digits ? [like(players.phone, `%${q}`)] : []));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ username: players.username, phone: players.phone, status: players.status, balancePoisha: players.balancePoisha, createdAt: players.createdAt })
      .from(players)
      .where(found)
      .orderBy(asc(players.usernameLower))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(players).where(found),
  ]);
  return { rows, total: Number(n) };
}

export async function setStatus(tx: DbOrTx, playerId: number, status: 'active' | 'locked'): Promise<void> {
  await tx.update(players).set({ status }).where(eq(players.id, playerId));
}

// ---- four eyes: large money actions waiting for a second operator

export type ApprovalRow = typeof approvals.$inferSelect;

export async function insertApproval(tx: DbOrTx, values: typeof approvals.$inferInsert): Promise<number> {
  const [row] = await tx.insert(approvals).values(values).returning({ id: approvals.id });
  return row.id;
}

/** The requests waiting (made since `since`: older ones have expired), oldest first, a page of them and their count. */
export async function pendingApprovalRows(db: DbOrTx, since: Date, limit: number, offset: number) {
  const live = and(eq(approvals.status, 'pending'), gt(approvals.createdAt, since));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ a: approvals, by: operators.username })
      .from(approvals)
      .innerJoin(operators, eq(operators.id, approvals.requestedBy))
      .where(live)
      .orderBy(asc(approvals.createdAt), asc(approvals.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(approvals).where(live),
  ]);
  return { rows, total: Number(n) };
}

/** A pending approval, locked until the transaction ends. */
export async function lockPendingApproval(tx: DbOrTx, id: number): Promise<ApprovalRow | undefined> {
  const [row] = await tx
    .select()
    .from(approvals)
    .where(and(eq(approvals.id, id), eq(approvals.status, 'pending')))
    .for('update');
  return row;
}

export async function decideApproval(tx: DbOrTx, id: number, status: 'done' | 'rejected' | 'cancelled', decidedBy: number | null): Promise<void> {
  await tx.update(approvals).set({ status, decidedBy, decidedAt: new Date() }).where(eq(approvals.id, id));
}

/** Locks the operator's row (when one acts) and the player's, in that order, until the transaction ends. */
export async function lockForFourEyes(tx: DbOrTx, operatorId: number | null, playerId: number): Promise<void> {
  if (operatorId !== null) await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId)).for('update');
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

export async function operatorById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/**
 * What moved under one audit action since `since` (|amount_poisha| summed), by this operator and for this player
 * (the row's after names the player's id).
 */
export async function movedSince(db: DbOrTx, action: string, since: Date, operatorId: number, playerId: number) {
  const amount = sql`abs((${auditLog.after}->>'amount_poisha')::bigint)`;
  const [row] = await db
    .select({
      byOperator: sql<string>`coalesce(sum(${amount}) filter (where ${auditLog.operatorId} = ${operatorId}), 0)`,
      byPlayer: sql<string>`coalesce(sum(${amount}) filter (where ${auditLog.after}->>'player_id' = ${String(playerId)}), 0)`,
    })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gt(auditLog.at, since)));
  return { byOperator: Number(row?.byOperator ?? 0), byPlayer: Number(row?.byPlayer ?? 0) };
}

/** The latest notes on a player, newest first. */
export async function notesOf(db: DbOrTx, playerId: number, limit = 50) {
  return db
    .select({ id: playerNotes.id, author: playerNotes.author, body: playerNotes.body, createdAt: playerNotes.createdAt })
    .from(playerNotes)
    .where(eq(playerNotes.playerId, playerId))
    .orderBy(desc(playerNotes.id))
    .limit(limit);
}

export async function insertNote(db: DbOrTx, playerId: number, author: string, body: string) {
  const [row] = await db
    .insert(playerNotes)
    .values({ playerId, author, body })
    .returning({ id: playerNotes.id, author: playerNotes.author, body: playerNotes.body, createdAt: playerNotes.createdAt });
  return row;
}

/** A player's tags, in alphabetical order. */
export async function tagsOf(db: DbOrTx, playerId: number): Promise<string[]> {
  const rows = await db.select({ tag: playerTags.tag }).from(playerTags).where(eq(playerTags.playerId, playerId)).orderBy(asc(playerTags.tag));
  return rows.map((r) => r.tag);
}

/** Sets a player's tags to `tags` (the caller holds the player's row lock). */
export async function replaceTags(db: DbOrTx, playerId: number, tags: string[]): Promise<void> {
  await db.delete(playerTags).where(eq(playerTags.playerId, playerId));
  if (tags.length) await db.insert(playerTags).values(tags.map((tag) => ({ playerId, tag })));
}
