// The only way a balance changes: a conditional update plus a ledger entry, inside the caller's transaction.
import type { DbOrTx } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import * as store from './store.js';

export type LedgerReason =
  | 'deposit'
  | 'deposit_bonus'
  | 'withdrawal_hold'
  | 'withdrawal_refund'
  | 'bet'
  | 'win'
  | 'vp_conversion'
  | 'cash_claim'
  | 'admin_adjustment'
  | 'exposure'
  | 'bonus_grant'
  | 'bonus_cancel';

export const INSUFFICIENT = /*i18n*/ 'Insufficient balance';

/** Adds `amountPoisha` (negative to debit) to the player's balance; never below zero. Returns the new balance. */
export async function applyLedger(tx: DbOrTx, playerId: number, amountPoisha: number, reason: LedgerReason, ref: string | null = null): Promise<number> {
  if (!Number.isSafeInteger(amountPoisha) || amountPoisha === 0) throw new HttpError(400, /*i18n*/ 'Invalid amount.');
  const balance = await store.addToBalance(tx, playerId, amountPoisha, reason, ref);
  if (balance === null) throw new HttpError(400, INSUFFICIENT);
  return balance;
}

/** Players whose ledger does not add up to their balance (should always be empty). */
export async function ledgerMismatches(tx: DbOrTx): Promise<{ player_id: number; balance: number; ledger: number }[]> {
  return (await store.ledgerTotals(tx)).filter((r) => r.balance !== r.ledger);
}

export const balanceOf = (tx: DbOrTx, playerId: number): Promise<number> => store.balanceOf(tx, playerId);

/** A player's latest ledger entries (the back office's player view), newest first. */
export async function latestLedger(db: DbOrTx, playerId: number, limit = 20) {
  const rows = await store.latestLedger(db, playerId, limit);
  return rows.map((r) => ({
    at: r.createdAt.toISOString(),
    amount: r.amountPoisha / 100,
    balance_after: r.balanceAfterPoisha / 100,
    reason: r.reason,
    ref: r.ref,
  }));
}
