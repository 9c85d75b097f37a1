// Deposits: a manual transfer with its receipts, pending until the back office approves it; an e-wallet checkout
// at the payment gateway, credited only by its signed notice. Money moves only inside transactions, through the ledger.
import crypto from 'node:crypto';
import type { Db } from '../../db/client.js';
import { sqlCode } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { general } from '../content/service.js';
import type { AppContext } from '../../context.js';
import { originOf } from '../../lib/urls.js';
import { verifiedNotice } from './notice.js';
import { assertMayDeposit } from '../responsible/service.js';

import { FUNDS_MSG, makePaymentForm } from '@bet/shared/contract';
import { checkWith } from '../../lib/forms.js';
import { depositAmount, method, pending, promotion, requireVerified, uniqueViolation, walletNumberFor, type TxRow } from './checks.js';
import { approveTransaction, rejectTransaction } from './requests.js';
import { namedImages, storeImages } from './images.js';

export interface DepositInput {
  account_number?: unknown;
  transaction_id?: unknown;
  amount?: unknown;
  payment_id?: unknown;
  promotion_id?: unknown;
}

/** A manual deposit (agent / personal / merchant transfer): pending until the back office approves it. */
export async function submitDeposit(db: Db, playerId: number, input: DepositInput, receipts: Buffer[]): Promise<TxRow> {
  const numbers = await requireVerified(db, playerId);
  if (await pending(db, playerId, 'deposit')) throw new HttpError(409, FUNDS_MSG.pendingDeposit, undefined, { error: 'pending' });
  const amount = depositAmount(input.amount);
  const m = await method(db, input.payment_id);
  // the paying number and the TRX ID, checked with the Make Payment form the player filled
  const { phone: account, trx } = checkWith(makePaymentForm, { phone: input.account_number ?? '', trx: input.transaction_id ?? '' });
  if (!numbers.includes(account)) throw badRequest(FUNDS_MSG.notYourNumber);
  const promo = await promotion(db, input.promotion_id);
  const images = namedImages(receipts);
  if (!images) throw badRequest(FUNDS_MSG.receiptType);
  const wallet = await walletNumberFor(db, m.provider, m.accountType);
  const names = images.map((i) => i.name);
  let row: TxRow;
  try {
    // the request and its receipts are written together, or neither
    row = await db.transaction(async (tx) => {
      await assertMayDeposit(tx, playerId, amount);
      const inserted = await store.insertTransaction(tx, {
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
      });
      await storeImages(tx, images);
      return inserted;
    });
  } catch (e) {
    if (sqlCode(e) === '23505') uniqueViolation(e, 'deposit');
    throw e;
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
  await store.expireEwallet(db, playerId, EWALLET_PENDING_MS, 'Expired at the payment gateway');
  if (await pending(db, playerId, 'deposit')) throw new HttpError(409, FUNDS_MSG.pendingDeposit, undefined, { error: 'pending' });
  const amount = depositAmount(input.amount);
  const provider = typeof input.provider === 'string' ? input.provider : '';
  const m = await store.activeMethodOf(db, provider);
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
    row = await db.transaction(async (tx) => {
      await assertMayDeposit(tx, playerId, amount);
      return store.insertTransaction(tx, {
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
      });
    });
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
  if (!notice) throw new HttpError(401, /*i18n*/ 'Bad signature.');
  const row = await store.ewalletByRef(ctx.db, notice.ref);
  if (!row) throw new HttpError(404, /*i18n*/ 'Unknown payment.');
  if (row.amountPoisha !== notice.amount) throw badRequest(/*i18n*/ 'Amount mismatch.');
  if (row.accountNumber !== notice.payer) throw badRequest(/*i18n*/ 'Payer mismatch.');
  return notice.status === 'paid' ? approveTransaction(ctx.db, row.id) : rejectTransaction(ctx.db, row.id, 'Cancelled at the payment gateway');
}

/** Manual TRX path of e-wallet mode: attaches the player's TRX id and number to the pending gateway deposit. */
export async function confirmEwallet(db: Db, playerId: number, input: { trx_id?: unknown; trxid?: unknown; number?: unknown }) {
  const ref = typeof input.trx_id === 'string' ? input.trx_id : '';
  // the number and TRX ID the player typed into the Make Payment form, checked with that form
  const { phone: number, trx } = checkWith(makePaymentForm, {
    phone: typeof input.number === 'string' ? input.number.trim() : '',
    trx: input.trxid ?? '',
  });
  const row = ref ? await store.pendingEwallet(db, ref, playerId) : undefined;
  if (!row) throw notFound(/*i18n*/ 'No pending payment with this reference.');
  // the TRX id belongs to the checkout's own paying number: the gateway's notice is matched against it
  if (row.accountNumber !== number) throw badRequest(FUNDS_MSG.payingNumber);
  try {
    const updated = await store.setEwalletTrx(db, ref, playerId, trx.toUpperCase());
    if (!updated) throw notFound(/*i18n*/ 'No pending payment with this reference.');
    return updated;
  } catch (e) {
    if (sqlCode(e) === '23505') throw badRequest(FUNDS_MSG.trxUsed);
    throw e;
  }
}

/** A stored receipt image (names are checked: 24 hex digits and an image extension), or null. */
export async function readReceipt(db: Db, file: string): Promise<{ type: string; data: Buffer } | null> {
  if (!/^[0-9a-f]{24}\.(png|jpg|gif|webp)$/.test(file)) return null;
  const row = await store.receiptByName(db, file);
  return row ? { type: row.contentType, data: row.data } : null;
}
