// Responsible gaming's reads and writes: limits and their history, breaks, the reality check, and the sums the
// limits are checked against (deposits asked for, net loss, exposure held) from the transactions and the ledger.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { RgLimitKind, RgPeriod } from '@bet/shared/contract';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries, players, rgBreaks, rgChanges, rgLimits, sessions, transactions } from '../../db/schema/index.js';

export type LimitRow = typeof rgLimits.$inferSelect;

/** Holds the player's row until the transaction ends: limit checks and the writes they govern happen one at a time. */

export async function playerOf(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({
      currency: players.currency,
      passwordHash: players.passwordHash,
      realityMinutes: players.realityMinutes,
      excludedUntil: players.excludedUntil,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

export const limitsOf = (db: DbOrTx, playerId: number): Promise<LimitRow[]> => db.select().from(rgLimits).where(eq(rgLimits.playerId, playerId));

export async function limitOf(db: DbOrTx, playerId: number, kind: RgLimitKind, period: RgPeriod): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(rgLimits)
    .where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
  return row;
}

export async function putLimit(db: DbOrTx, row: typeof rgLimits.$inferInsert): Promise<void> {
  await db
    .insert(rgLimits)
    .values(row)
    .onConflictDoUpdate({
      target: [rgLimits.playerId, rgLimits.kind, rgLimits.period],
      set: {
        value: row.value,
        pendingValue: row.pendingValue ?? null,
        pendingFrom: row.pendingFrom ?? null,
        // the desk's ceiling is changed only by the desk's own call (imposeLimit), never by the player's
        ...(row.imposedValue !== undefined ? { imposedValue: row.imposedValue, imposedBy: row.imposedBy ?? null } : {}),
      },
    });
}

export async function dropLimit(db: DbOrTx, playerId: number, kind: RgLimitKind, period: RgPeriod): Promise<void> {
  await db.delete(rgLimits).where(and(eq(rgLimits.playerId, playerId), eq(rgLimits.kind, kind), eq(rgLimits.period, period)));
}

export async function addChange(db: DbOrTx, row: typeof rgChanges.$inferInsert): Promise<void> {
  await db.insert(rgChanges).values(row);
}

export const changesOf = (db: DbOrTx, playerId: number) =>
  db.select().from(rgChanges).where(eq(rgChanges.playerId, playerId)).orderBy(desc(rgChanges.id)).limit(50);

/** Deposits asked for (pending or approved) since `from`, in poisha. */
export async function depositsSince(db: DbOrTx, playerId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${transactions.amountPoisha}), 0)` })
    .from(transactions)
    .where(
      and(eq(transactions.playerId, playerId), eq(transactions.action, 'deposit'), inArray(transactions.status, [0, 1]), gte(transactions.createdAt, from)),
    );
  return Number(row?.sum ?? 0);
}

/** Winnings minus stakes lost since `from` (settled bets and rounds, games and the exchange), in poisha. */
export async function netSince(db: DbOrTx, playerId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), inArray(ledgerEntries.reason, ['bet', 'win']), gte(ledgerEntries.createdAt, from)));
  return Number(row?.sum ?? 0);
}

/** What the exchange holds from the balance now for open bets (their worst case), in poisha. */
export async function exposureHeld(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.playerId, playerId), eq(ledgerEntries.reason, 'exposure')));
  return -Number(row?.sum ?? 0);
}

/**
 * What a bet's check needs, in one query: the player's break and reality interval, the session's start and next
 * reality check, and the loss and session limits.
 */
export async function betGate(db: DbOrTx, playerId: number, sessionId: number) {
  const [row] = await db
    .select({
      currency: players.currency,
      realityMinutes: players.realityMinutes,
      excludedUntil: players.excludedUntil,
      startedAt: sessions.createdAt,
      realityDueAt: sessions.realityDueAt,
      limits: sql<
        { kind: RgLimitKind; period: RgPeriod; value: number }[] | null
      >`(select json_agg(json_build_object('kind', ${rgLimits.kind}, 'period', ${rgLimits.period}, 'value', ${rgLimits.value})) from ${rgLimits} where ${rgLimits.playerId} = ${players.id} and ${rgLimits.kind} in ('loss', 'session'))`,
    })
    .from(players)
    .leftJoin(sessions, eq(sessions.id, sessionId))
    .where(eq(players.id, playerId));
  return row;
}

export async function setRealityMinutes(db: DbOrTx, playerId: number, minutes: number): Promise<void> {
  await db.update(players).set({ realityMinutes: minutes }).where(eq(players.id, playerId));
}

export async function sessionOf(db: DbOrTx, sessionId: number) {
  const [row] = await db.select({ createdAt: sessions.createdAt, realityDueAt: sessions.realityDueAt }).from(sessions).where(eq(sessions.id, sessionId));
  return row;
}

export async function setRealityDue(db: DbOrTx, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ realityDueAt: at }).where(eq(sessions.id, sessionId));
}

export async function startBreak(db: DbOrTx, row: typeof rgBreaks.$inferInsert): Promise<void> {
  await db.insert(rgBreaks).values(row);
  await db.update(players).set({ excludedUntil: row.until }).where(eq(players.id, row.playerId));
}

export const breaksOf = (db: DbOrTx, playerId: number) => db.select().from(rgBreaks).where(eq(rgBreaks.playerId, playerId)).orderBy(desc(rgBreaks.id));

/** The ledger per calendar month (at the zone's offset) since `from`: money in and out, stakes and winnings. */
export async function monthlyLedger(db: DbOrTx, playerId: number, from: Date, offsetMin: number) {
  const month = sql<string>`to_char((${ledgerEntries.createdAt} at time zone 'UTC') + ${offsetMin}::int * interval '1 minute', 'YYYY-MM')`;
  const sumOf = (reasons: string[]) => sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}) filter (where ${inArray(ledgerEntries.reason, reasons)}), 0)`;
  return (
    db
      .select({
        month,
        deposits: sumOf(['deposit', 'deposit_bonus']),
        withdrawals: sumOf(['withdrawal_hold', 'withdrawal_refund']),
        stakes: sumOf(['bet']),
        winnings: sumOf(['win']),
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.playerId, playerId), gte(ledgerEntries.createdAt, from)))
      // by the first column (the month): the same expression written twice would carry two parameters
      .groupBy(sql`1`)
  );
}

/**
 * What the player played in a day (ms): each of their sessions' time from `since` (the day's start) to its end (its
 * revocation, else its last use; the current session `current` to `now`), together.
 */
export async function playedMs(db: DbOrTx, playerId: number, current: number | null, since: Date, now: Date): Promise<number> {
  const end = sql`case when ${sessions.id} = ${current ?? -1} then ${now.toISOString()}::timestamptz else least(coalesce(${sessions.revokedAt}, ${sessions.lastUsedAt}), ${now.toISOString()}::timestamptz) end`;
  const [row] = await db
    .select({
      ms: sql<string>`coalesce(sum(greatest(0, extract(epoch from (${end} - greatest(${sessions.createdAt}, ${since.toISOString()}::timestamptz))))), 0) * 1000`,
    })
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), sql`${sessions.createdAt} < ${now.toISOString()}::timestamptz`));
  return Math.round(Number(row?.ms ?? 0));
}

/** The player's daily play-time limit (minutes; null: none) and the cooling-off set when it was last reached. */
export async function playLimitOf(db: DbOrTx, playerId: number) {
  const [row] = await db
    .select({
      minutes: sql<number | null>`(select ${rgLimits.value} from ${rgLimits} where ${rgLimits.playerId} = ${players.id} and ${rgLimits.kind} = 'session')`,
      cooloffUntil: players.playCooloffUntil,
      currency: players.currency,
    })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

/** No login or play before `until` (the daily play-time limit was reached); never shortens one already set. */
export async function setPlayCooloff(db: DbOrTx, playerId: number, until: Date): Promise<void> {
  await db
    .update(players)
    .set({ playCooloffUntil: sql`greatest(coalesce(${players.playCooloffUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)` })
    .where(eq(players.id, playerId));
}
