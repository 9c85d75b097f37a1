// Deposits, withdrawals and their approval. Money moves only inside transactions, through applyLedger.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlCode } from '../../db/client.js';
import { extraPhones, paymentMethods, players, promotions, transactions, turnovers, walletNumbers } from '../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { parsePoisha, toTaka } from '../../lib/money.js';
import { general } from '../content/service.js';
import type { AppContext } from '../../context.js';
import { originOf } from '../../lib/urls.js';
import { verifiedNotice } from './notice.js';
import { applyLedger } from './ledger.js';
import { hasActiveTurnover } from './turnover.js';

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

async function requireVerified(db: Db, playerId: number): Promise<string[]> {
  const numbers = await verifiedNumbers(db, playerId);
  if (!numbers.length) throw new HttpError(403, FUNDS_MSG.verifyPhone, undefined, { error: 'phone' });
  return numbers;
}

async function pending(db: Db, playerId: number, action: 'deposit' | 'withdraw'): Promise<boolean> {
  const [row] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.playerId, playerId), eq(transactions.action, action), eq(transactions.status, 0)));
  return Boolean(row);
}

function amountIn(value: unknown, min: number, max: number, rangeMsg: string): number {
  if (value === undefined || value === null || value === '') throw badRequest(FUNDS_MSG.fillAmount);
  const p = parsePoisha(value);
  if (p === null || p < min || p > max) throw badRequest(rangeMsg);
  return p;
}

async function method(db: Db, id: unknown) {
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

async function promotion(db: Db, id: unknown) {
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

const IMAGE_MAGIC: [string, number[]][] = [
  ['png', [0x89, 0x50, 0x4e, 0x47]],
  ['jpg', [0xff, 0xd8, 0xff]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
  ['webp', [0x52, 0x49, 0x46, 0x46]],
];
export function imageExt(buf: Buffer): string | null {
  for (const [ext, magic] of IMAGE_MAGIC)
    if (magic.every((b, i) => buf[i] === b)) return ext === 'webp' && buf.subarray(8, 12).toString() !== 'WEBP' ? null : ext;
  return null;
}

export interface DepositInput {
  account_number?: unknown;
  transaction_id?: unknown;
  amount?: unknown;
  payment_id?: unknown;
  promotion_id?: unknown;
}

function uniqueViolation(e: unknown, action: 'deposit' | 'withdraw'): never {
  const constraint = String((e as { cause?: { constraint?: string } }).cause?.constraint ?? '');
  if (constraint.includes('trx_id')) throw badRequest(FUNDS_MSG.trxUsed);
  throw new HttpError(409, action === 'deposit' ? FUNDS_MSG.pendingDeposit : FUNDS_MSG.pendingWithdrawal, undefined, { error: 'pending' });
}

/** A manual deposit (agent / personal / merchant transfer): pending until the back office approves it. */
export async function submitDeposit(db: Db, playerId: number, input: DepositInput, receipts: Buffer[], uploadsDir: string): Promise<TxRow> {
  const numbers = await requireVerified(db, playerId);
  if (await pending(db, playerId, 'deposit')) throw new HttpError(409, FUNDS_MSG.pendingDeposit, undefined, { error: 'pending' });
  const amount = amountIn(input.amount, LIMITS.depositMin, LIMITS.depositMax, FUNDS_MSG.depositRange);
  const m = await method(db, input.payment_id);
  const account = typeof input.account_number === 'string' ? input.account_number.trim() : '';
  if (!/^\d{11}$/.test(account)) throw badRequest(FUNDS_MSG.accountNumber);
  if (!numbers.includes(account)) throw badRequest(FUNDS_MSG.notYourNumber);
  const trx = typeof input.transaction_id === 'string' ? input.transaction_id.trim() : '';
  if (trx.length < 7 || trx.length > 40 || !/^[A-Za-z0-9-]+$/.test(trx)) throw badRequest(FUNDS_MSG.trxId);
  const promo = await promotion(db, input.promotion_id);
  const exts = receipts.map((b) => imageExt(b));
  if (exts.some((e) => e === null)) throw badRequest(FUNDS_MSG.receiptType);
  const wallet = await walletNumberFor(db, m.provider, m.accountType);
  const names = receipts.map((_, i) => `${crypto.randomBytes(12).toString('hex')}.${exts[i]}`);
  let row: TxRow;
  try {
    [row] = await db
      .insert(transactions)
      .values({
        playerId,
        action: 'deposit',
        amountPoisha: amount,
        status: 0,
        trxId: trx.toUpperCase(),
        accountNumber: account,
        paymentMethodId: m.id,
        walletNumberId: wallet?.id ?? null,
        promotionId: promo?.id ?? null,
        provider: m.provider,
        channel: 'manual',
        receipts: names,
      })
      .returning();
  } catch (e) {
    if (sqlCode(e) === '23505') uniqueViolation(e, 'deposit');
    throw e;
  }
  if (names.length) {
    fs.mkdirSync(uploadsDir, { recursive: true });
    receipts.forEach((b, i) => fs.writeFileSync(path.join(uploadsDir, names[i]), b));
  }
  return row;
}

/** How long a pending e-wallet deposit waits for the gateway's notice (the gateway's checkout lives 15 minutes). */
export const EWALLET_PENDING_MS = 20 * 60_000;

/**
 * E-wallet (gateway) deposit, only in e-wallet mode: a pending deposit with our reference, and a checkout at the
 * gateway for the same amount and paying number. Only the gateway's signed notice credits it (applyGatewayNotice).
 */
export async function requestEwallet(
  ctx: AppContext,
  playerId: number,
  input: { amount?: unknown; provider?: unknown; type?: unknown; promotion?: unknown; return_url?: unknown; number?: unknown },
) {
  const { db } = ctx;
  const g = await general(db);
  if (g.deposit_mode !== 'ewallet' || !ctx.gateway) throw badRequest(FUNDS_MSG.ewalletClosed);
  const numbers = await requireVerified(db, playerId);
  // a checkout the player abandoned ends with the gateway's; it no longer blocks a new deposit
  await db
    .update(transactions)
    .set({ status: 2, note: 'Expired at the payment gateway', updatedAt: sql`now()` })
    .where(
      and(
        eq(transactions.playerId, playerId),
        eq(transactions.channel, 'ewallet'),
        eq(transactions.status, 0),
        sql`${transactions.createdAt} < now() - ${EWALLET_PENDING_MS} * interval '1 millisecond'`,
      ),
    );
  if (await pending(db, playerId, 'deposit')) throw new HttpError(409, FUNDS_MSG.pendingDeposit, undefined, { error: 'pending' });
  const amount = amountIn(input.amount, LIMITS.depositMin, LIMITS.depositMax, FUNDS_MSG.depositRange);
  const provider = typeof input.provider === 'string' ? input.provider : '';
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.status, 'active')));
  if (!m) throw badRequest(FUNDS_MSG.paymentMethod);
  const promo = await promotion(db, input.promotion);
  const payer = typeof input.number === 'string' && input.number.trim() ? input.number.trim() : numbers[0];
  if (!numbers.includes(payer)) throw badRequest(FUNDS_MSG.notYourNumber);
  let returnUrl: string | null = null;
  if (input.return_url !== undefined && input.return_url !== null && input.return_url !== '') {
    const url = typeof input.return_url === 'string' && input.return_url.length <= 500 ? input.return_url : '';
    const origin = originOf(url);
    if (!origin || !ctx.isSiteOrigin(origin)) throw badRequest(FUNDS_MSG.returnUrl);
    returnUrl = url;
  }
  const ref = `GW${crypto.randomBytes(10).toString('hex').toUpperCase()}`;
  let row: TxRow;
  try {
    [row] = await db
      .insert(transactions)
      .values({
        playerId,
        action: 'deposit',
        amountPoisha: amount,
        status: 0,
        paymentMethodId: m.id,
        promotionId: promo?.id ?? null,
        provider: m.provider,
        channel: 'ewallet',
        gatewayRef: ref,
        accountNumber: payer,
        returnUrl,
      })
      .returning();
  } catch (e) {
    if (sqlCode(e) === '23505') uniqueViolation(e, 'deposit');
    throw e;
  }
  try {
    const { url } = await ctx.gateway.createPayment({ ref, amountPoisha: amount, payer, returnUrl });
    return { row, url };
  } catch (e) {
    console.error('[funds] the payment gateway refused a checkout:', (e as Error).message);
    await rejectTransaction(db, row.id, 'The payment gateway did not answer');
    throw new HttpError(502, FUNDS_MSG.gatewayDown);
  }
}

/**
 * The gateway's notice: it must verify with the gateway's public key and match a pending e-wallet deposit in
 * reference, amount and paying number. Credits (paid) or fails (cancelled) it once; false when already done.
 */
export async function applyGatewayNotice(ctx: AppContext, body: unknown): Promise<boolean> {
  const notice = verifiedNotice(ctx.gatewayPublicKey, body);
  if (!notice) throw new HttpError(401, 'Bad signature.');
  const [row] = await ctx.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.gatewayRef, notice.ref), eq(transactions.channel, 'ewallet')));
  if (!row) throw new HttpError(404, 'Unknown payment.');
  if (row.amountPoisha !== notice.amount) throw badRequest('Amount mismatch.');
  if (row.accountNumber !== notice.payer) throw badRequest('Payer mismatch.');
  return notice.status === 'paid' ? approveTransaction(ctx.db, row.id) : rejectTransaction(ctx.db, row.id, 'Cancelled at the payment gateway');
}

/** Manual TRX path of e-wallet mode: attaches the player's TRX id and number to the pending gateway deposit. */
export async function confirmEwallet(db: Db, playerId: number, input: { trx_id?: unknown; trxid?: unknown; number?: unknown }) {
  const ref = typeof input.trx_id === 'string' ? input.trx_id : '';
  const trx = typeof input.trxid === 'string' ? input.trxid.trim() : '';
  const number = typeof input.number === 'string' ? input.number.trim() : '';
  if (trx.length < 7 || !/^[A-Za-z0-9-]+$/.test(trx)) throw badRequest(FUNDS_MSG.trxId);
  if (!/^\d{11}$/.test(number)) throw badRequest(FUNDS_MSG.accountNumber);
  const mine = and(eq(transactions.gatewayRef, ref), eq(transactions.playerId, playerId), eq(transactions.channel, 'ewallet'), eq(transactions.status, 0));
  const [row] = ref ? await db.select().from(transactions).where(mine) : [];
  if (!row) throw notFound('No pending payment with this reference.');
  // the TRX id belongs to the checkout's own paying number: the gateway's notice is matched against it
  if (row.accountNumber !== number) throw badRequest(FUNDS_MSG.payingNumber);
  try {
    const rows = await db
      .update(transactions)
      .set({ trxId: trx.toUpperCase(), updatedAt: sql`now()` })
      .where(mine)
      .returning();
    if (!rows.length) throw notFound('No pending payment with this reference.');
    return rows[0];
  } catch (e) {
    if (sqlCode(e) === '23505') throw badRequest(FUNDS_MSG.trxUsed);
    throw e;
  }
}

/** Pre-check of a withdrawal: a date of birth, and no unfinished turnover. */
export async function withdrawCheck(db: Db, playerId: number): Promise<void> {
  const [p] = await db.select({ dofb: players.dofb }).from(players).where(eq(players.id, playerId));
  if (!p?.dofb) throw new HttpError(400, FUNDS_MSG.dob, undefined, { error: 'dofb' });
  if (await hasActiveTurnover(db, playerId)) throw new HttpError(400, FUNDS_MSG.turnover, undefined, { error: 'turnover' });
}

/** A withdrawal request: the amount is held (debited) at once, pending the back office. */
export async function submitWithdraw(
  db: Db,
  playerId: number,
  input: { account_number?: unknown; amount?: unknown; payment_id?: unknown; provider?: unknown },
): Promise<TxRow> {
  const numbers = await requireVerified(db, playerId);
  const g = await general(db);
  if (Number(g.withdrawal_status) === 0) throw badRequest(FUNDS_MSG.withdrawalsClosed);
  if (await pending(db, playerId, 'withdraw')) throw new HttpError(409, FUNDS_MSG.pendingWithdrawal, undefined, { error: 'pending' });
  const amount = amountIn(input.amount, LIMITS.withdrawMin, LIMITS.withdrawMax, FUNDS_MSG.withdrawalRange);
  const account = typeof input.account_number === 'string' ? input.account_number.trim() : '';
  if (!account) throw badRequest(FUNDS_MSG.accountRequired);
  if (!/^\d{11}$/.test(account)) throw badRequest(FUNDS_MSG.accountNumber);
  // money leaves only to a number the player proved to own
  if (!numbers.includes(account)) throw badRequest(FUNDS_MSG.notYourNumber);
  const m = await method(db, input.payment_id);
  if (!m.withdrawEnabled) throw badRequest(FUNDS_MSG.paymentMethod);
  await withdrawCheck(db, playerId);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(transactions)
        .values({ playerId, action: 'withdraw', amountPoisha: amount, status: 0, accountNumber: account, paymentMethodId: m.id, provider: m.provider })
        .returning();
      await applyLedger(tx, playerId, -amount, 'withdrawal_hold', `tx:${row.id}`);
      return row;
    });
  } catch (e) {
    if (sqlCode(e) === '23505') uniqueViolation(e, 'withdraw');
    throw e;
  }
}

/**
 * Approves a pending transaction once. A deposit credits the amount (and a promotion's bonus) and opens a
 * turnover ticket; a withdrawal was held already. Returns false when it was not pending (approved twice).
 */
export async function approveTransaction(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({ status: 1, updatedAt: sql`now()` })
      .where(and(eq(transactions.id, id), eq(transactions.status, 0)))
      .returning();
    if (!row) return false;
    if (row.action === 'deposit') {
      await applyLedger(tx, row.playerId, row.amountPoisha, 'deposit', `tx:${row.id}`);
      const g = await general(tx);
      let bonus = 0;
      let required = row.amountPoisha * Math.max(0, Number(g.regular_turnover_multiplier) || 0);
      if (row.promotionId) {
        const [promo] = await tx.select().from(promotions).where(eq(promotions.id, row.promotionId));
        if (promo) {
          bonus = Math.floor((row.amountPoisha * promo.depositBonusPercent) / 100);
          required = (row.amountPoisha + bonus) * promo.turnoverMultiplier;
        }
      }
      if (bonus > 0) {
        await applyLedger(tx, row.playerId, bonus, 'deposit_bonus', `tx:${row.id}`);
        await tx.update(transactions).set({ bonusPoisha: bonus }).where(eq(transactions.id, row.id));
      }
      if (required > 0) {
        await tx
          .insert(turnovers)
          .values({ playerId: row.playerId, transactionId: row.id, promotionId: row.promotionId, requiredPoisha: required, remainingPoisha: required });
      }
    }
    return true;
  });
}

/** Rejects a pending transaction once; a rejected withdrawal is refunded. */
export async function rejectTransaction(db: Db, id: number, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(transactions)
      .set({ status: 2, note: reason.slice(0, 300) || null, updatedAt: sql`now()` })
      .where(and(eq(transactions.id, id), eq(transactions.status, 0)))
      .returning();
    if (!row) return false;
    if (row.action === 'withdraw') await applyLedger(tx, row.playerId, row.amountPoisha, 'withdrawal_refund', `tx:${row.id}`);
    return true;
  });
}

/** The Transaction entity of SPEC.md section 3. */
export async function transactionViews(db: Db, where: ReturnType<typeof eq> | undefined, limit = 500) {
  const rows = await db.select().from(transactions).where(where).orderBy(desc(transactions.createdAt), desc(transactions.id)).limit(limit);
  const methodIds = [...new Set(rows.map((r) => r.paymentMethodId).filter((x): x is number => x !== null))];
  const promoIds = [...new Set(rows.map((r) => r.promotionId).filter((x): x is number => x !== null))];
  const methods = methodIds.length ? await db.select().from(paymentMethods).where(inArray(paymentMethods.id, methodIds)) : [];
  const promos = promoIds.length ? await db.select().from(promotions).where(inArray(promotions.id, promoIds)) : [];
  return rows.map((r) => {
    const m = methods.find((x) => x.id === r.paymentMethodId);
    const p = promos.find((x) => x.id === r.promotionId);
    return {
      id: r.id,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      action: r.action,
      amount: toTaka(r.amountPoisha),
      bonus: toTaka(r.bonusPoisha),
      key: r.status,
      transaction_id: r.trxId ?? r.gatewayRef,
      account_number: r.accountNumber,
      channel: r.channel,
      reason: r.note,
      payment_method: m ? { name: m.name, icon: m.icon, type: m.accountType } : null,
      promotion: p ? { id: p.id, name: p.name, turnover: p.turnoverMultiplier, deposit_bouns: p.depositBonusPercent } : null,
      player_id: r.playerId,
      receipts: r.receipts,
    };
  });
}

/** The Turnover entity of SPEC.md section 3. */
export async function turnoverViews(db: Db, playerId: number) {
  const rows = await db.select().from(turnovers).where(eq(turnovers.playerId, playerId)).orderBy(desc(turnovers.createdAt), desc(turnovers.id));
  const txIds = rows.map((r) => r.transactionId).filter((x): x is number => x !== null);
  const txs = txIds.length ? await transactionViews(db, inArray(transactions.id, txIds) as ReturnType<typeof eq>) : [];
  return rows.map((r) => {
    const t = txs.find((x) => x.id === r.transactionId);
    return {
      id: r.id,
      status: r.status,
      required_turnover: toTaka(r.requiredPoisha),
      remaining_turnover: toTaka(r.remainingPoisha),
      created_at: r.createdAt.toISOString(),
      transaction: t
        ? {
            action: t.action,
            amount: t.amount,
            bonus: t.bonus,
            promotion: t.promotion ? { name: t.promotion.name, turnover: t.promotion.turnover } : null,
            payment_method: t.payment_method ? { name: t.payment_method.name } : null,
          }
        : null,
    };
  });
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

/** A stored receipt image (names are checked: 24 hex digits and an image extension), or null. */
export function readReceipt(uploadsDir: string, file: string): { type: string; data: Buffer } | null {
  if (!/^[0-9a-f]{24}\.(png|jpg|gif|webp)$/.test(file)) return null;
  const full = path.join(uploadsDir, file);
  if (!fs.existsSync(full)) return null;
  const ext = file.split('.').pop();
  return { type: ext === 'jpg' ? 'image/jpeg' : `image/${ext}`, data: fs.readFileSync(full) };
}

export const playerTransactions = (db: Db, playerId: number) => transactionViews(db, eq(transactions.playerId, playerId));
/** For the back office: by status (0 pending, 1 success, 2 fail; null: all), newest first. */
export const transactionsByStatus = (db: Db, status: number | null) => transactionViews(db, status === null ? undefined : eq(transactions.status, status), 200);
