// What a deposit or a withdrawal must pass (verified numbers, one pending request, the amount, the method, a
// promotion valid today in Dhaka), and the wallet numbers players pay to.
import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { extraPhones, paymentMethods, players, promotions, transactions, walletNumbers } from '../../db/schema/index.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { parsePoisha } from '../../lib/money.js';

import { FUNDS_MSG, MONEY_LIMITS } from '@bet/shared/contract';
import { dayOf } from '@bet/shared/time';
export { FUNDS_MSG };

export const LIMITS = MONEY_LIMITS;

export type TxRow = typeof transactions.$inferSelect;

/** Own phone (if verified) plus verified extra phones. */
export async function verifiedNumbers(db: Db, playerId: number): Promise<string[]> {
  const [p] = await db.select({ phone: players.phone, verified: players.phoneVerified }).from(players).where(eq(players.id, playerId));
  const extra = await db
    .select({ phone: extraPhones.phone })
    .from(extraPhones)
    .where(and(eq(extraPhones.playerId, playerId), eq(extraPhones.verified, true)));
  return [...(p?.verified && p.phone ? [p.phone] : []), ...extra.map((e) => e.phone)];
}

export async function requireVerified(db: Db, playerId: number): Promise<string[]> {
  const numbers = await verifiedNumbers(db, playerId);
  if (!numbers.length) throw new HttpError(403, FUNDS_MSG.verifyPhone, undefined, { error: 'phone' });
  return numbers;
}

export async function pending(db: Db, playerId: number, action: 'deposit' | 'withdraw'): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.action, action), eq(transactions.status, 0)));
  return Boolean(row);
}

export function amountIn(value: unknown, min: number, max: number, rangeMsg: string): number {
  if (value === undefined || value === null || value === '') throw badRequest(FUNDS_MSG.fillAmount);
  const p = parsePoisha(value);
  if (p === null || p < min || p > max) throw badRequest(rangeMsg);
  return p;
}

export async function method(db: Db, id: unknown) {
  const n = toId(id);
  const [m] =
    n !== null
      ? await db
          .select()
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, n), eq(paymentMethods.status, 'active')))
      : [];
  if (!m) throw badRequest(FUNDS_MSG.paymentMethod);
  return m;
}

export async function promotion(db: Db, id: unknown) {
  if (id === undefined || id === null || id === '' || id === 0 || id === '0') return null;
  const n = toId(id);
  const [p] =
    n !== null
      ? await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.id, n), eq(promotions.status, 'active')))
      : [];
  // promotion dates are Dhaka calendar days
  const today = dayOf();
  if (!p || p.startDate > today || p.endDate < today || p.depositBonusPercent <= 0) throw badRequest(FUNDS_MSG.promotion);
  return p;
}

/** The wallet number a player sends money to (one of the active numbers of that provider and account type). */
export async function walletNumberFor(db: Db, provider: string, accountType: string) {
  const rows = await db
    .select()
    .from(walletNumbers)
    .where(and(eq(walletNumbers.provider, provider), eq(walletNumbers.accountType, accountType), eq(walletNumbers.status, 'active')));
  if (!rows.length) return null;
  return rows[crypto.randomInt(0, rows.length)];
}

export function uniqueViolation(e: unknown, action: 'deposit' | 'withdraw'): never {
  const constraint = String((e as { cause?: { constraint?: string } }).cause?.constraint ?? '');
  if (constraint.includes('trx_id')) throw badRequest(FUNDS_MSG.trxUsed);
  throw new HttpError(409, action === 'deposit' ? FUNDS_MSG.pendingDeposit : FUNDS_MSG.pendingWithdrawal, undefined, { error: 'pending' });
}

/** The active deposit channels of a provider (CashOut, Send Money, Merchant). */
export async function channelsOf(db: Db, provider: string) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.status, 'active')))
    .orderBy(asc(paymentMethods.id));
}

export async function addWalletNumber(db: Db, provider: string, accountType: string, accountNumber: string) {
  const [row] = await db.insert(walletNumbers).values({ provider, accountType, accountNumber }).returning();
  return row;
}
