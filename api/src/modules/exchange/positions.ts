// A player's positions: the exchange bets as the book sees them, the lock that makes one player's bets happen one
// at a time, and the exposure held from the balance for each open market (moved through the ledger).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exchangeBets, exchangePositions, players } from '../../db/schema/index.js';
import { applyLedger } from '../funds/ledger.js';
import { exposure, type BookBet, type Side } from './book.js';
import type { FancyRule } from './model.js';

export type BetRow = typeof exchangeBets.$inferSelect;
export const toBook = (b: Pick<BetRow, 'side' | 'runner' | 'run' | 'profitPoisha' | 'liabilityPoisha' | 'matched'>): BookBet => ({
  side: b.side as Side,
  runner: b.runner,
  run: b.run,
  profit: b.profitPoisha,
  liability: b.liabilityPoisha,
  matched: b.matched,
});

/** Locks the player's row: placing, cancelling and settling for one player happen one at a time. */
export async function lockPlayer(tx: DbOrTx, playerId: number) {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/**
 * Moves the market's held exposure to what its open bets need now: takes more from the balance (refused when
 * the balance is short: nothing is written) or gives back what is no longer needed.
 */
export async function hold(
  tx: DbOrTx,
  playerId: number,
  q: { marketId: string; eventId: number; runners: number; test: FancyRule['test'] | null },
  open: BookBet[],
) {
  const [pos] = await tx
    .select()
    .from(exchangePositions)
    .where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, q.marketId)));
  const held = pos?.exposurePoisha ?? 0;
  const need = open.length ? exposure(open, q.runners, q.test) : 0;
  if (need !== held) await applyLedger(tx, playerId, held - need, 'exposure', q.marketId);
  if (!need) {
    if (pos) await tx.delete(exchangePositions).where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, q.marketId)));
  } else if (pos) {
    await tx
      .update(exchangePositions)
      .set({ exposurePoisha: need })
      .where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, q.marketId)));
  } else {
    await tx.insert(exchangePositions).values({ playerId, marketId: q.marketId, eventId: q.eventId, exposurePoisha: need });
  }
}

export const openBetsOf = (tx: DbOrTx, playerId: number, marketId: string) =>
  tx
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.playerId, playerId), eq(exchangeBets.marketId, marketId), eq(exchangeBets.status, 'open')))
    .for('update');

/** A runner market's size (soccer has the draw). */
export const runnersOf = (b: Pick<BetRow, 'marketKind' | 'sport'>) => (b.marketKind === 'fancy' ? 0 : b.sport === 'soccer' ? 3 : 2);
