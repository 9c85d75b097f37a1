// The only way a balance changes: a conditional update plus a ledger entry, inside the caller's transaction.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledgerEntries, players } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';

export type LedgerReason =
  'deposit' | 'deposit_bonus' | 'withdrawal_hold' | 'withdrawal_refund' | 'bet' | 'win' | 'vp_conversion' | 'cash_claim' | 'admin_adjustment' | 'exposure';

export const INSUFFICIENT = 'Insufficient balance';

/** Adds `amountPoisha` (negative to debit) to the player's balance; never below zero. Returns the new balance. */
export async function applyLedger(tx: DbOrTx, playerId: number, amountPoisha: number, reason: LedgerReason, ref: string | null = null): Promise<number> {
  if (!Number.isSafeInteger(amountPoisha) || amountPoisha === 0) throw new HttpError(400, 'Invalid amount.');
  const [row] = await tx
    .update(players)
    .set({ balancePoisha: sql`${players.balancePoisha} + ${amountPoisha}` })
    .where(sql`${players.id} = ${playerId} AND ${players.balancePoisha} + ${amountPoisha} >= 0`)
    .returning({ balance: players.balancePoisha });
  if (!row) throw new HttpError(400, INSUFFICIENT);
  await tx.insert(ledgerEntries).values({ playerId, amountPoisha, balanceAfterPoisha: row.balance, reason, ref });
  return row.balance;
}

/** Players whose ledger does not add up to their balance (should always be empty). */
export async function ledgerMismatches(tx: DbOrTx): Promise<{ player_id: number; balance: number; ledger: number }[]> {
  const sums = await tx
    .select({ playerId: ledgerEntries.playerId, total: sql<string>`sum(${ledgerEntries.amountPoisha})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.playerId);
  const byPlayer = new Map(sums.map((r) => [r.playerId, Number(r.total)]));
  const all = await tx.select({ id: players.id, balance: players.balancePoisha }).from(players);
  return all.map((p) => ({ player_id: p.id, balance: Number(p.balance), ledger: byPlayer.get(p.id) ?? 0 })).filter((r) => r.balance !== r.ledger);
}

export async function balanceOf(tx: DbOrTx, playerId: number): Promise<number> {
  const [row] = await tx.select({ b: players.balancePoisha }).from(players).where(eq(players.id, playerId));
  return row?.b ?? 0;
}
