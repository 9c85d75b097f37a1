// Exchange sign-in: a short-lived token of the exchange's own, derived from a player's site session (it ends with
// that session), and the player a token names.
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { renewSession } from '../auth/service.js';
import { newToken, safeEqual, sha256 } from '../../lib/crypto.js';

/**
 * The player of a live exchange token (by its sha256), or undefined: unexpired, and the site session it was
 * derived from still live (a logout, a password change or reset, a lock or an ended session ends it too).
 */
export async function exchangeSessionPlayer(db: Db, tokenHash: string, session: { idleMs: number; maxMs: number }) {
  const row = await store.exchangeSessionPlayer(db, tokenHash, session.idleMs, session.maxMs);
  if (row) await renewSession(db, row.sessionId, row.lastUsedAt);
  return row;
}

/**
 * A new exchange token for the player's site session when `userId` is the exchange token of its latest login
 * (else null); its ended tokens are cleared on the way.
 */
export async function openExchangeSession(db: Db, player: { id: number; sessionId: number }, userId: string, seconds: number): Promise<string | null> {
  const current = await store.exchangeTokenOf(db, player.id);
  if (!current || !safeEqual(userId, current)) return null;
  const token = newToken();
  await store.deleteExpiredExchangeSessions(db, player.id);
  await store.insertExchangeSession(db, {
    tokenHash: sha256(token),
    playerId: player.id,
    sessionId: player.sessionId,
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}
