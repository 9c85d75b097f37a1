// Turnover tickets: an approved deposit opens one; settled bets reduce the active ones, oldest first.
import type { DbOrTx } from '../../db/client.js';
import * as store from './store.js';

/**
 * Records `amountPoisha` of settled turnover for a player: active tickets are reduced oldest first,
 * and a ticket reaching 0 becomes complete. The games and exchange domains call this when a bet settles.
 */
export async function recordTurnover(db: DbOrTx, playerId: number, amountPoisha: number): Promise<void> {
  if (!Number.isSafeInteger(amountPoisha) || amountPoisha <= 0) return;
  await db.transaction(async (tx) => {
    let left = amountPoisha;
    const active = await store.lockActiveTurnovers(tx, playerId);
    for (const ticket of active) {
      if (left <= 0) break;
      const take = Math.min(left, ticket.remainingPoisha);
      left -= take;
      const remaining = ticket.remainingPoisha - take;
      await store.reduceTurnover(tx, ticket.id, take, remaining === 0);
    }
  });
}

export const hasActiveTurnover = (db: DbOrTx, playerId: number): Promise<boolean> => store.hasActiveTurnover(db, playerId);
