// A player's positions: the exchange bets as the book sees them, the lock that makes one player's bets happen one
// at a time, and the exposure held from the balance for each open market (moved through the ledger).
import { type BetSide, type BookBet, exposure } from '@bet/shared/contract';
import type { DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import type { BetRow } from './store.js';
import { applyLedger } from '../funds/ledger.js';
import type { FancyRule } from './model.js';

export type { BetRow };
export const toBook = (b: Pick<BetRow, 'side' | 'runner' | 'run' | 'profitPoisha' | 'liabilityPoisha' | 'matched'>): BookBet => ({
  side: b.side as BetSide,
  runner: b.runner,
  run: b.run,
  profit: b.profitPoisha,
  liability: b.liabilityPoisha,
  matched: b.matched,
});

/**
 * Moves the market's held exposure to what its open bets need now: takes more from the balance (refused when
 * the balance is short: nothing is written) or gives back what is no longer needed. Returns how much more is held
 * (negative: given back).
 */
export async function hold(
  tx: DbOrTx,
  playerId: number,
  q: { marketId: string; eventId: number; runners: number; test: FancyRule['test'] | null },
  open: BookBet[],
): Promise<number> {
  const pos = await store.position(tx, playerId, q.marketId);
  const held = pos?.exposurePoisha ?? 0;
  const need = open.length ? exposure(open, q.runners, q.test) : 0;
  if (need !== held) await applyLedger(tx, playerId, held - need, 'exposure', q.marketId);
  if (!need) {
    if (pos) await store.deletePosition(tx, playerId, q.marketId);
  } else if (pos) {
    await store.setPosition(tx, playerId, q.marketId, need);
  } else {
    await store.insertPosition(tx, { playerId, marketId: q.marketId, eventId: q.eventId, exposurePoisha: need });
  }
  return need - held;
}

/** The player's open bets on a market, locked until the transaction ends. */
export const openBetsOf = store.openBetsOf;

/** A runner market's size (soccer has the draw). */
export const runnersOf = (b: Pick<BetRow, 'marketKind' | 'sport'>) => (b.marketKind === 'fancy' ? 0 : b.sport === 'soccer' ? 3 : 2);
