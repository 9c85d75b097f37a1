// The back office's own data access: players as the back office finds and locks them. Everything else it does
// goes through the owning module's services (docs/architecture.md, layers).
import { and, asc, count, desc, eq, gt, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  approvals,
  auditLog,
  exchangeBets,
  gameRounds,
  ledgerEntries,
  operators,
  playerNotes,
  players,
  playerTags,
  sessions,
  transactions,
} from '../../db/schema/index.js';

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
  // an address (IPv4 or IPv6) a player signed in from: every account behind one address (multi-accounting)
  const address = /^[0-9.]+$/.test(q) && q.includes('.') ? q : /^[0-9A-Fa-f:.]+$/.test(q) && q.includes(':') ? q.toLowerCase() : null;
  const byAddress = address
    ? [sql`exists (select 1 from ${sessions} where ${sessions.playerId} = ${players.id} and lower(${sessions.ip}) in (${address}, ${`::ffff:${address}`}))`]
    : [];
  const found = or(
    like(players.usernameLower, prefix),
    like(sql`lower(${players.email})`, prefix),
    byTrx,
    ...byAddress,
    ...(digits ? [like(players.phone, `%${q}`)] : []),
  );
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

// ---- revenue reports (reports.ts): the ledger, per period on the site's calendar and per currency

/** The period an instant falls in, on the calendar `offsetMin` minutes ahead of UTC: its first day, YYYY-MM-DD. */
const periodOf = (column: SQL, unit: 'day' | 'week' | 'month', offsetMin: number) => {
  // written into the statement, not bound: GROUP BY must repeat the same expression (a unit of three, a whole offset)
  if (!['day', 'week', 'month'].includes(unit) || !Number.isInteger(offsetMin)) throw new Error('a report period is a day, a week or a month');
  return sql<string>`to_char(date_trunc('${sql.raw(unit)}', (${column} at time zone 'UTC') + interval '${sql.raw(String(offsetMin))} minutes'), 'YYYY-MM-DD')`;
};

/**
 * The ledger's entries from `from` to before `to`, summed per period, currency, product and reason, with how many
 * players each group touches: the product is `exchange` for an exchange bet's entries, the game's category for a
 * game round's (its ref names the round's seed and nonce), null for the rest.
 */
export async function ledgerByPeriod(db: DbOrTx, unit: 'day' | 'week' | 'month', offsetMin: number, from: Date, to: Date) {
  const period = periodOf(sql`${ledgerEntries.createdAt}`, unit, offsetMin);
  const product = sql<
    string | null
  >`case when ${ledgerEntries.ref} like 'exchange:%' then 'exchange' when ${ledgerEntries.ref} like 'game:%' then coalesce(${gameRounds.gameType}, 'games') end`;
  const rows = await db
    .select({
      period,
      currency: players.currency,
      product,
      reason: ledgerEntries.reason,
      poisha: sql<string>`sum(${ledgerEntries.amountPoisha})`,
    })
    .from(ledgerEntries)
    .innerJoin(players, eq(players.id, ledgerEntries.playerId))
    .leftJoin(
      gameRounds,
      // (a CASE: only a game's ref is read as numbers; PostgreSQL may evaluate the conditions of an AND in any order)
      and(
        sql`${gameRounds.seedId} = case when ${ledgerEntries.ref} like 'game:%' then split_part(${ledgerEntries.ref}, ':', 2)::int end`,
        sql`${gameRounds.nonce} = case when ${ledgerEntries.ref} like 'game:%' then split_part(${ledgerEntries.ref}, ':', 3)::int end`,
      ),
    )
    .where(and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to)))
    .groupBy(period, players.currency, product, ledgerEntries.reason);
  return rows.map((r) => ({ ...r, poisha: Number(r.poisha) }));
}

/** Players who bet or played (a stake, a win, an exchange hold) per period and currency. */
export async function activePlayersByPeriod(db: DbOrTx, unit: 'day' | 'week' | 'month', offsetMin: number, from: Date, to: Date) {
  const period = periodOf(sql`${ledgerEntries.createdAt}`, unit, offsetMin);
  const rows = await db
    .select({ period, currency: players.currency, players: sql<string>`count(distinct ${ledgerEntries.playerId})` })
    .from(ledgerEntries)
    .innerJoin(players, eq(players.id, ledgerEntries.playerId))
    .where(and(gte(ledgerEntries.createdAt, from), lt(ledgerEntries.createdAt, to), inArray(ledgerEntries.reason, ['bet', 'win', 'exposure'])))
    .groupBy(period, players.currency);
  return rows.map((r) => ({ ...r, players: Number(r.players) }));
}

/** Players who signed up per period and currency. */
export async function newPlayersByPeriod(db: DbOrTx, unit: 'day' | 'week' | 'month', offsetMin: number, from: Date, to: Date) {
  const period = periodOf(sql`${players.createdAt}`, unit, offsetMin);
  const rows = await db
    .select({ period, currency: players.currency, players: sql<string>`count(*)` })
    .from(players)
    .where(and(gte(players.createdAt, from), lt(players.createdAt, to)))
    .groupBy(period, players.currency);
  return rows.map((r) => ({ ...r, players: Number(r.players) }));
}

/** What the settled matched exchange bets risked (their liabilities), per period of settling and currency. */
export async function exchangeRiskedByPeriod(db: DbOrTx, unit: 'day' | 'week' | 'month', offsetMin: number, from: Date, to: Date) {
  const period = periodOf(sql`${exchangeBets.settledAt}`, unit, offsetMin);
  const rows = await db
    .select({ period, currency: players.currency, poisha: sql<string>`sum(${exchangeBets.liabilityPoisha})` })
    .from(exchangeBets)
    .innerJoin(players, eq(players.id, exchangeBets.playerId))
    .where(
      and(inArray(exchangeBets.status, ['won', 'lost']), eq(exchangeBets.matched, true), gte(exchangeBets.settledAt, from), lt(exchangeBets.settledAt, to)),
    )
    .groupBy(period, players.currency);
  return rows.map((r) => ({ ...r, poisha: Number(r.poisha) }));
}
