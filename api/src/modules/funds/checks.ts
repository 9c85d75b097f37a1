// What a deposit or a withdrawal must pass (verified numbers, one pending request, the amount, the method, a
// promotion valid today in Dhaka), and the wallet numbers players pay to.
import crypto from 'node:crypto';
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { audit, type Actor } from '../operators/service.js';
import { depositAmountForm, parsePoisha } from '@bet/shared/contract';
import { checkWith } from '../../lib/forms.js';

import { FUNDS_MSG } from '@bet/shared/contract';
import { dayOf } from '@bet/shared/time';
import { showingOf } from '../content/service.js';

export type { TxRow } from './store.js';

/** Own phone (if verified) plus verified extra phones. */
export const verifiedNumbers = (db: Db, playerId: number): Promise<string[]> => store.verifiedNumbers(db, playerId);

export async function requireVerified(db: Db, playerId: number): Promise<string[]> {
  const numbers = await verifiedNumbers(db, playerId);
  if (!numbers.length) throw new HttpError(403, FUNDS_MSG.verifyPhone, undefined, { error: 'phone' });
  return numbers;
}

export const pending = (db: Db, playerId: number, action: 'deposit' | 'withdraw'): Promise<boolean> => store.hasPending(db, playerId, action);

/** A typed amount as the form sends it (text) or a JSON number: the text the amount field checks. */
export const amountText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A deposit's amount in poisha, checked with the deposit form's own field (its range and sentences). */
export function depositAmount(value: unknown): number {
  const { amount } = checkWith(depositAmountForm, { amount: amountText(value) });
  return parsePoisha(amount) as number; // the field's pattern is parsePoisha's
}

export async function method(db: Db, id: unknown) {
  const n = toId(id);
  const m = n !== null ? await store.activeMethod(db, n) : undefined;
  if (!m) throw badRequest(FUNDS_MSG.paymentMethod);
  return m;
}

export async function promotion(db: Db, id: unknown) {
  if (id === undefined || id === null || id === '' || id === 0 || id === '0') return null;
  const n = toId(id);
  const p = n !== null ? await store.activePromotion(db, n) : undefined;
  // promotion dates are Dhaka calendar days; a scheduled promotion is not claimable before players can see it
  const today = dayOf();
  if (!p || showingOf(p, new Date()) !== 'on show' || p.startDate > today || p.endDate < today || p.depositBonusPercent <= 0)
    throw badRequest(FUNDS_MSG.promotion);
  return p;
}

/** The wallet number a player sends money to (one of the active numbers of that provider and account type). */
export async function walletNumberFor(db: Db, provider: string, accountType: string) {
  const rows = await store.activeWalletNumbers(db, provider, accountType);
  if (!rows.length) return null;
  return rows[crypto.randomInt(0, rows.length)];
}

export function uniqueViolation(e: unknown, action: 'deposit' | 'withdraw'): never {
  const constraint = String((e as { cause?: { constraint?: string } }).cause?.constraint ?? '');
  if (constraint.includes('trx_id')) throw badRequest(FUNDS_MSG.trxUsed);
  throw new HttpError(409, action === 'deposit' ? FUNDS_MSG.pendingDeposit : FUNDS_MSG.pendingWithdrawal, undefined, { error: 'pending' });
}

/** The active deposit channels of a provider (CashOut, Send Money, Merchant). */
export const channelsOf = (db: Db, provider: string) => store.channelsOf(db, provider);

/** Adds a number players pay into, with its audit row (who added it) in the same transaction. */
export function addWalletNumber(db: Db, actor: Actor, provider: string, accountType: string, accountNumber: string) {
  return db.transaction(async (tx) => {
    const added = await store.addWalletNumber(tx, provider, accountType, accountNumber);
    await audit(tx, actor, 'wallet.add', `${provider} ${accountType}`, null, { account_number: accountNumber });
    return added;
  });
}
