// The back office's own data access: players as the back office finds and locks them. Everything else it does
// goes through the owning module's services (docs/architecture.md, layers).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';

export type PlayerRow = typeof players.$inferSelect;

export async function playerByUsername(db: DbOrTx, usernameLower: string): Promise<PlayerRow | undefined> {
  const [p] = await db.select().from(players).where(eq(players.usernameLower, usernameLower));
  return p;
}

export async function setStatus(tx: DbOrTx, playerId: number, status: 'active' | 'locked'): Promise<void> {
  await tx.update(players).set({ status }).where(eq(players.id, playerId));
}
