// The shared pieces below every module (the player's row lock, ending all of a player's sessions): each module's
// services call these, so no two modules depend on each other for them.
import type { DbOrTx } from '../../db/client.js';
import * as store from './store.js';

export type { PlayerRow } from './store.js';

/** Locks the player's row until the transaction ends: changes for one player (money, limits, bets) take turns. */
export const lockPlayer = (tx: DbOrTx, playerId: number) => store.lockPlayer(tx, playerId);

/** Ends every live session of the player (a break, a lock, a password change); how many there were. */
export const revokeAllSessions = (db: DbOrTx, playerId: number): Promise<number> => store.revokeAllSessions(db, playerId);
