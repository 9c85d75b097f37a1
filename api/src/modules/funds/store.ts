// The funds module's data access: balances and the ledger, deposit and withdrawal requests, turnover tickets,
// payment methods, promotions, wallet numbers and idempotency keys. Services decide; this file only reads and
// writes (docs/architecture.md, layers).
import { and, asc, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  bonuses,
  extraPhones,
  idempotencyKeys,
  kycDocuments,
  ledgerEntries,
  paymentMethods,
  players,
  promotions,
  receiptFiles,
  transactions,
  turnovers,
  walletNumbers,
} from '../../db/schema/index.js';

export type TxRow = typeof transactions.$inferSelect;
export type NewTx = typeof transactions.$inferInsert;
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type KycRow = typeof kycDocuments.$inferSelect;

// ---- balances and the ledger

/**
 * Adds `amountPoisha` to the balance only if it stays at or above zero (one conditional update) and writes the
 * ledger entry beside it. The new balance, or null when it would go negative.
 */
export async function addToBalance(tx: DbOrTx, playerId: number, amountPoisha: number, reason: string, ref: string | null): Promise<number | null> {
  const [row] = await tx
    .update(players)
    .set({ balancePoisha: sql`${players.balancePoisha} + ${amountPoisha}` })
    .where(sql`${players.id} = ${playerId} AND ${players.balancePoisha} + ${amountPoisha} >= 0`)
    .returning({ balance: players.balancePoisha });
  if (!row) return null;
  await tx.insert(ledgerEntries).values({ playerId, amountPoisha, balanceAfterPoisha: row.balance, reason, ref });
  return row.balance;
}

/** A player's latest ledger entries, newest first. */
export async function latestLedger(db: DbOrTx, playerId: number, limit: number) {
  return db.select().from(ledgerEntries).where(eq(ledgerEntries.playerId, playerId)).orderBy(desc(ledgerEntries.id)).limit(limit);
}

/** Each player's ledger total beside the balance. */
export async function ledgerTotals(tx: DbOrTx): Promise<{ player_id: number; balance: number; ledger: number }[]> {
  const sums = await tx
    .select({ playerId: ledgerEntries.playerId, total: sql<string>`sum(${ledgerEntries.amountPoisha})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.playerId);
  const byPlayer = new Map(sums.map((r) => [r.playerId, Number(r.total)]));
  const all = await tx.select({ id: players.id, balance: players.balancePoisha }).from(players);
  return all.map((p) => ({ player_id: p.id, balance: Number(p.balance), ledger: byPlayer.get(p.id) ?? 0 }));
}

/** The player's balance, their row locked until the transaction ends (a bet or a withdrawal meanwhile waits). */
export async function lockedBalanceOf(tx: DbOrTx, playerId: number): Promise<number> {
  const [row] = await tx.select({ b: players.balancePoisha }).from(players).where(eq(players.id, playerId)).for('update');
  return row?.b ?? 0;
}

export async function balanceOf(tx: DbOrTx, playerId: number): Promise<number> {
  const [row] = await tx.select({ b: players.balancePoisha }).from(players).where(eq(players.id, playerId));
  return row?.b ?? 0;
}

// ---- what a request must pass

/** Own phone (if verified) plus verified extra phones. */
export async function verifiedNumbers(db: DbOrTx, playerId: number): Promise<string[]> {
  const [p] = await db.select({ phone: players.phone, verified: players.phoneVerified }).from(players).where(eq(players.id, playerId));
  const extra = await db
    .select({ phone: extraPhones.phone })
    .from(extraPhones)
    .where(and(eq(extraPhones.playerId, playerId), eq(extraPhones.verified, true)));
  return [...(p?.verified && p.phone ? [p.phone] : []), ...extra.map((e) => e.phone)];
}

export async function dateOfBirth(db: DbOrTx, playerId: number): Promise<string | null> {
  const [p] = await db.select({ dofb: players.dofb }).from(players).where(eq(players.id, playerId));
  return p?.dofb ?? null;
}

export async function hasPending(db: DbOrTx, playerId: number, action: 'deposit' | 'withdraw'): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.action, action), eq(transactions.status, 0)));
  return Boolean(row);
}

export async function activeMethod(db: DbOrTx, id: number) {
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.status, 'active')));
  return m;
}

export async function activeMethodOf(db: DbOrTx, provider: string) {
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.status, 'active')));
  return m;
}

/** The active deposit channels of a provider (CashOut, Send Money, Merchant). */
export async function channelsOf(db: DbOrTx, provider: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.status, 'active')))
    .orderBy(asc(paymentMethods.id));
}

export async function activePromotion(db: DbOrTx, id: number) {
  const [p] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.status, 'active')));
  return p;
}

export async function promotionById(db: DbOrTx, id: number) {
  const [p] = await db.select().from(promotions).where(eq(promotions.id, id));
  return p;
}

export async function activeWalletNumbers(db: DbOrTx, provider: string, accountType: string) {
  return db
    .select()
    .from(walletNumbers)
    .where(and(eq(walletNumbers.provider, provider), eq(walletNumbers.accountType, accountType), eq(walletNumbers.status, 'active')));
}

export async function addWalletNumber(db: DbOrTx, provider: string, accountType: string, accountNumber: string) {
  const [row] = await db.insert(walletNumbers).values({ provider, accountType, accountNumber }).returning();
  return row;
}

// ---- deposit and withdrawal requests

export async function insertTransaction(db: DbOrTx, values: NewTx): Promise<TxRow> {
  const [row] = await db.insert(transactions).values(values).returning();
  return row;
}

/** Marks a pending request done (1) or failed (2), once: the row, or undefined when it was not pending. */
/** A pending transaction, without changing it (what a decision on it would be about). */
export async function pendingTransaction(db: DbOrTx, id: number): Promise<TxRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.status, 0)));
  return row;
}

export async function closePending(tx: DbOrTx, id: number, status: 1 | 2, note?: string | null): Promise<TxRow | undefined> {
  const [row] = await tx
    .update(transactions)
    .set({ status, ...(note === undefined ? {} : { note }), updatedAt: sql`now()` })
    .where(and(eq(transactions.id, id), eq(transactions.status, 0)))
    .returning();
  return row;
}

export async function setBonus(tx: DbOrTx, id: number, bonusPoisha: number): Promise<void> {
  await tx.update(transactions).set({ bonusPoisha }).where(eq(transactions.id, id));
}

/** Fails the player's pending e-wallet deposits older than `olderThanMs` (their checkout has ended). */
export async function expireEwallet(db: DbOrTx, playerId: number, olderThanMs: number, note: string): Promise<void> {
  await db
    .update(transactions)
    .set({ status: 2, note, updatedAt: sql`now()` })
    .where(
      and(
        eq(transactions.playerId, playerId),
        eq(transactions.channel, 'ewallet'),
        eq(transactions.status, 0),
        sql`${transactions.createdAt} < now() - ${olderThanMs} * interval '1 millisecond'`,
      ),
    );
}

export async function ewalletByRef(db: DbOrTx, ref: string): Promise<TxRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.gatewayRef, ref), eq(transactions.channel, 'ewallet')));
  return row;
}

const pendingEwalletOf = (ref: string, playerId: number) =>
  and(eq(transactions.gatewayRef, ref), eq(transactions.playerId, playerId), eq(transactions.channel, 'ewallet'), eq(transactions.status, 0));

export async function pendingEwallet(db: DbOrTx, ref: string, playerId: number): Promise<TxRow | undefined> {
  const [row] = await db.select().from(transactions).where(pendingEwalletOf(ref, playerId));
  return row;
}

/** Attaches the player's TRX id to their pending e-wallet deposit; undefined when it is no longer pending. */
export async function setEwalletTrx(db: DbOrTx, ref: string, playerId: number, trxId: string): Promise<TxRow | undefined> {
  const [row] = await db
    .update(transactions)
    .set({ trxId, updatedAt: sql`now()` })
    .where(pendingEwalletOf(ref, playerId))
    .returning();
  return row;
}

/** Requests (newest first) with their payment methods and promotions: by player, by ids, by status or all. */
type TransactionsBy = { playerId?: number; ids?: number[]; status?: number };
const transactionsWhere = (by: TransactionsBy): SQL | undefined =>
  by.playerId !== undefined
    ? eq(transactions.playerId, by.playerId)
    : by.ids !== undefined
      ? inArray(transactions.id, by.ids)
      : by.status !== undefined
        ? eq(transactions.status, by.status)
        : undefined;

/** How many transactions `by` names. */
export async function countTransactions(db: DbOrTx, by: TransactionsBy): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(transactions).where(transactionsWhere(by));
  return Number(n);
}

/** Transactions newest first (or oldest first), with their methods, promotions and players' names. */
export async function transactionsWith(db: DbOrTx, by: TransactionsBy, limit = 500, { offset = 0, oldestFirst = false } = {}) {
  const order = oldestFirst ? [asc(transactions.createdAt), asc(transactions.id)] : [desc(transactions.createdAt), desc(transactions.id)];
  const rows = await db
    .select()
    .from(transactions)
    .where(transactionsWhere(by))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const methodIds = [...new Set(rows.map((r) => r.paymentMethodId).filter((x): x is number => x !== null))];
  const promoIds = [...new Set(rows.map((r) => r.promotionId).filter((x): x is number => x !== null))];
  const methods = methodIds.length ? await db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds)) : [];
  const promos = promoIds.length ? await db.select().from(promotions).where(inArray(promotions.id, promoIds)) : [];
  const playerIds = [...new Set(rows.map((r) => r.playerId))];
  const names = playerIds.length ? await db.select({ id: players.id, username: players.username }).from(players).where(inArray(players.id, playerIds)) : [];
  return { rows, methods, promos, names };
}

// ---- turnover tickets

export async function openTurnover(
  tx: DbOrTx,
  values: { playerId: number; transactionId: number | null; promotionId: number | null; requiredPoisha: number },
): Promise<number> {
  const [row] = await tx
    .insert(turnovers)
    .values({ ...values, remainingPoisha: values.requiredPoisha })
    .returning({ id: turnovers.id });
  return row.id;
}

// ---- bonuses the desk grants

export type BonusRow = typeof bonuses.$inferSelect;

export async function insertBonus(tx: DbOrTx, values: typeof bonuses.$inferInsert): Promise<BonusRow> {
  return (await tx.insert(bonuses).values(values).returning())[0];
}

export async function lockBonus(tx: DbOrTx, playerId: number, id: number): Promise<BonusRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, id), eq(bonuses.playerId, playerId)))
    .for('update');
  return row;
}

export async function cancelBonusRow(tx: DbOrTx, id: number, takenBackPoisha: number): Promise<BonusRow> {
  return (await tx.update(bonuses).set({ status: 'cancelled', takenBackPoisha, cancelledAt: new Date() }).where(eq(bonuses.id, id)).returning())[0];
}

/** A player's bonuses, newest first, with what is left of each one's turnover. */
export async function bonusesOf(db: DbOrTx, playerId: number) {
  return db
    .select({ b: bonuses, remaining: turnovers.remainingPoisha, ticket: turnovers.status })
    .from(bonuses)
    .leftJoin(turnovers, eq(turnovers.id, bonuses.turnoverId))
    .where(eq(bonuses.playerId, playerId))
    .orderBy(desc(bonuses.createdAt), desc(bonuses.id));
}

/** The bonuses behind these turnover tickets. */
export async function bonusesOfTickets(db: DbOrTx, turnoverIds: number[]): Promise<BonusRow[]> {
  return turnoverIds.length ? db.select().from(bonuses).where(inArray(bonuses.turnoverId, turnoverIds)) : [];
}

/** Closes a turnover ticket (a cancelled bonus's): it no longer holds back a withdrawal. */
export async function closeTurnover(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(turnovers).set({ status: 'cancelled', remainingPoisha: 0 }).where(eq(turnovers.id, id));
}

/** Whether the player is on a break (self-exclusion or a time-out) now. */
export async function onBreak(tx: DbOrTx, playerId: number, now: Date): Promise<boolean> {
  const [p] = await tx.select({ until: players.excludedUntil }).from(players).where(eq(players.id, playerId));
  return !!p?.until && p.until > now;
}

/** The player's active tickets, oldest first, locked until the transaction ends. */
export async function lockActiveTurnovers(tx: DbOrTx, playerId: number) {
  return tx
    .select()
    .from(turnovers)
    .where(and(eq(turnovers.playerId, playerId), eq(turnovers.status, 'active')))
    .orderBy(asc(turnovers.createdAt), asc(turnovers.id))
    .for('update');
}

export async function reduceTurnover(tx: DbOrTx, id: number, takePoisha: number, complete: boolean): Promise<void> {
  await tx
    .update(turnovers)
    .set({ remainingPoisha: sql`${turnovers.remainingPoisha} - ${takePoisha}`, status: complete ? 'complete' : 'active' })
    .where(eq(turnovers.id, id));
}

export async function hasActiveTurnover(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: turnovers.id })
    .from(turnovers)
    .where(and(eq(turnovers.playerId, playerId), eq(turnovers.status, 'active')))
    .limit(1);
  return Boolean(row);
}

export async function turnoversOf(db: DbOrTx, playerId: number) {
  return db.select().from(turnovers).where(eq(turnovers.playerId, playerId)).orderBy(desc(turnovers.createdAt), desc(turnovers.id));
}

// ---- idempotency keys

const keyOf = (playerId: number, route: string, key: string) =>
  and(eq(idempotencyKeys.playerId, playerId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));

/** Reserves (player, route, key) for a first request; false when it exists. */
export async function reserveKey(db: DbOrTx, playerId: number, route: string, key: string): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ playerId, route, key, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/** Takes over a reservation that never got an answer within `staleMs` (its request died); false when none. */
export async function takeOverStaleKey(db: DbOrTx, playerId: number, route: string, key: string, staleMs: number): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        keyOf(playerId, route, key),
        eq(idempotencyKeys.statusCode, 0),
        lt(idempotencyKeys.createdAt, sql`now() - ${staleMs}::float8 * interval '1 millisecond'`),
      ),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

export async function readKey(db: DbOrTx, playerId: number, route: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(keyOf(playerId, route, key));
  return row;
}

export async function releaseKey(db: DbOrTx, playerId: number, route: string, key: string): Promise<void> {
  await db.delete(idempotencyKeys).where(keyOf(playerId, route, key));
}

export async function answerKey(db: DbOrTx, playerId: number, route: string, key: string, status: number, body: object): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: status, response: body })
    .where(keyOf(playerId, route, key));
}

// ---- deposit receipts (images, in the database: every process serves every receipt)

export async function insertReceipts(tx: DbOrTx, files: { name: string; contentType: string; data: Buffer }[]): Promise<void> {
  if (files.length) await tx.insert(receiptFiles).values(files);
}

export async function receiptByName(db: DbOrTx, name: string) {
  const [row] = await db.select().from(receiptFiles).where(eq(receiptFiles.name, name));
  return row;
}

/** A player's username, for the audit log's readers (a row names the player, not only an id). */
export async function usernameOf(db: DbOrTx, playerId: number): Promise<string | null> {
  const [row] = await db.select({ username: players.username }).from(players).where(eq(players.id, playerId));
  return row?.username ?? null;
}

// ---- identity checks (kyc.ts)

/** The player's latest identity check, or undefined. */
export async function latestKyc(db: DbOrTx, playerId: number): Promise<KycRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.playerId, playerId)).orderBy(desc(kycDocuments.id)).limit(1);
  return row;
}

/** Whether the player has an approved identity check. */
export async function kycApproved(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.status, 'approved')))
    .limit(1);
  return Boolean(row);
}

export async function insertKyc(tx: DbOrTx, values: { playerId: number; documentType: string; files: string[] }): Promise<KycRow> {
  const [row] = await tx.insert(kycDocuments).values(values).returning();
  return row;
}

/** A page of identity checks with their players' names: pending oldest first, the others newest first. */
export async function kycPage(db: DbOrTx, status: string | null, limit: number, offset: number) {
  const where = status ? eq(kycDocuments.status, status) : undefined;
  const rows = await db
    .select({ k: kycDocuments, username: players.username })
    .from(kycDocuments)
    .innerJoin(players, eq(players.id, kycDocuments.playerId))
    .where(where)
    .orderBy(status === 'pending' ? asc(kycDocuments.id) : desc(kycDocuments.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(kycDocuments).where(where);
  return { rows, total: Number(n) };
}

/** A pending identity check, locked until the transaction ends; undefined when there is none of that id. */
export async function lockPendingKyc(tx: DbOrTx, id: number): Promise<(KycRow & { username: string }) | undefined> {
  const [row] = await tx
    .select({ k: kycDocuments, username: players.username })
    .from(kycDocuments)
    .innerJoin(players, eq(players.id, kycDocuments.playerId))
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'pending')))
    .for('update', { of: kycDocuments });
  return row ? { ...row.k, username: row.username } : undefined;
}

export async function decideKyc(tx: DbOrTx, id: number, status: 'approved' | 'rejected', reason: string | null, by: string): Promise<void> {
  await tx.update(kycDocuments).set({ status, reason, decidedBy: by, decidedAt: new Date() }).where(eq(kycDocuments.id, id));
}

/** How many withdrawals the player asked for that were not rejected (pending or paid). */
export async function withdrawalsAsked(db: DbOrTx, playerId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.action, 'withdraw'), inArray(transactions.status, [0, 1])));
  return Number(n);
}
