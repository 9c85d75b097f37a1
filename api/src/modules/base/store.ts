// The pieces every money and account module shares, below all of them (docs/architecture.md, layers): the player's
// row lock and the revocation of their sessions. Services decide; this file only reads and writes.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { players, sessions } from '../../db/schema/index.js';

export type PlayerRow = typeof players.$inferSelect;

/** Locks the player's row until the transaction ends (two changes for one player queue); the row, or undefined. */
export async function lockPlayer(tx: DbOrTx, id: number): Promise<PlayerRow | undefined> {
  const [p] = await tx.select().from(players).where(eq(players.id, id)).for('update');
  return p;
}

/** Ends every live session of the player; returns how many. */
export async function revokeAllSessions(db: DbOrTx, playerId: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
