// Turnover tickets: an approved deposit opens one; settled bets reduce the active ones, oldest first.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { turnovers } from '../../db/schema/index.js';

/**
 * Records `amountPoisha` of settled turnover for a player: active tickets are reduced oldest first,
 * and a ticket reaching 0 becomes complete. The games and exchange domains call this when a bet settles.
 */
export async function recordTurnover(db: DbOrTx, playerId: number, amountPoisha: number): Promise<void> {
  if (!Number.isSafeInteger(amountPoisha) || amountPoisha <= 0) return;
  await db.transaction(async (tx) => {
    let left = amountPoisha;
    const active = await tx
      .select()
      .from(turnovers)
      .where(and(eq(turnovers.playerId, playerId), eq(turnovers.status, 'active')))
      .orderBy(asc(turnovers.createdAt), asc(turnovers.id))
      .for('update');
    for (const ticket of active) {
      if (left <= 0) break;
      const take = Math.min(left, ticket.remainingPoisha);
      left -= take;
      const remaining = ticket.remainingPoisha - take;
      await tx
        .update(turnovers)
        .set({ remainingPoisha: sql`${turnovers.remainingPoisha} - ${take}`, status: remaining === 0 ? 'complete' : 'active' })
        .where(eq(turnovers.id, ticket.id));
    }
  });
}

export async function hasActiveTurnover(db: DbOrTx, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: turnovers.id })
    .from(turnovers)
    .where(and(eq(turnovers.playerId, playerId), eq(turnovers.status, 'active')))
    .limit(1);
  return Boolean(row);
}
