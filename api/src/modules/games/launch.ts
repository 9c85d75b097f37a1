// Launching a demo game: the launch token (derived from the site session, for one player and one game), what a
// token is worth, and the game page's limits and messages.
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { games as gamesApi } from '@bet/shared/contract';
import { assertMarketOpen } from '../auth/access.js';
import { renewSession } from '../auth/service.js';
import { engineOf, type Engine } from './engines.js';

export const LAUNCH_TTL_MS = 30 * 60_000;
export const STAKE_MIN_POISHA = 100;
export const STAKE_MAX_POISHA = 1_000_000;
export const GAME_MSG = {
  notFound: /*i18n*/ 'This game is not available.',
  launch: /*i18n*/ 'This game session has ended. Please open the game again.',
  stake: /*i18n*/ 'The stake must be between 1.00 and 10,000.00 BDT.',
  /** With its values (DICE_MIN, DICE_MAX): `templated`. */
  under: /*i18n*/ 'Choose a number from {min} to {max}.',
  target: /*i18n*/ 'Choose a target.',
  bets: /*i18n*/ 'Place 1 to 20 bets of the roulette table.',
  side: /*i18n*/ 'Choose where to bet.',
  picks: /*i18n*/ 'Pick 1 to 5 different numbers from 1 to 40.',
  plinko: /*i18n*/ 'Choose 8, 12 or 16 rows and a low, medium or high risk.',
  wheel: /*i18n*/ 'Choose a number of the wheel: 1, 2, 5, 10, 20 or 40.',
  teenPatti: /*i18n*/ 'Choose Player, Pair plus or both.',
  mines: /*i18n*/ 'Choose 1 to 24 mines.',
  tile: /*i18n*/ 'Choose a tile that is still closed.',
  cashOutEarly: /*i18n*/ 'Open a safe tile before cashing out.',
  move: /*i18n*/ 'That move is not open now.',
  busy: /*i18n*/ 'A round is already in flight.',
  noRound: /*i18n*/ 'There is no round in flight.',
  clientSeed: /*i18n*/ 'The client seed must be 1-64 letters, digits, - or _.',
  rotateOpen: /*i18n*/ 'Finish the round in play before revealing the server seed.',
} as const;

export interface Launch {
  playerId: number;
  /** The site session the launch came from (its reality check governs the rounds). */
  sessionId: number;
  game: { id: number; code: string; name: string; type: string; platform: string };
  engine: Engine;
}

/**
 * A launch token for one player and one game, derived from the site session that asked (it ends with it); the game
 * page sends it instead of the player's bearer token.
 */
export async function createLaunch(
  db: Db,
  player: { id: number; sessionId: number },
  platform: string,
  code: string,
): Promise<{ token: string; engine: Engine }> {
  const game = await store.gameByCode(db, platform, code);
  if (!game) throw notFound(GAME_MSG.notFound);
  const token = newToken();
  await store.deleteExpiredLaunches(db);
  await db.transaction(async (tx) => {
    await assertMarketOpen(tx, player.id, gamesApi.gameRun.market);
    await store.insertLaunch(tx, {
      tokenHash: sha256(token),
      playerId: player.id,
      sessionId: player.sessionId,
      gameId: game.id,
      expiresAt: new Date(Date.now() + LAUNCH_TTL_MS),
    });
  });
  return { token, engine: engineOf(game.type, game.name) };
}

/** The launch of a token: unexpired, its site session live (not logged out, not revoked), the account active. */
export async function launchOf(db: Db, token: string | undefined, session: { idleMs: number; maxMs: number }): Promise<Launch> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new HttpError(401, GAME_MSG.launch);
  const row = await store.launchByHash(db, sha256(token), session.idleMs, session.maxMs);
  if (!row) throw new HttpError(401, GAME_MSG.launch);
  const { playerId, sessionId, lastUsedAt, ...game } = row;
  // playing is using the site session: it is renewed as the site's own calls renew it
  await renewSession(db, sessionId, lastUsedAt);
  return { playerId, sessionId, game, engine: engineOf(game.type, game.name) };
}

export const usernameOf = (db: Db, playerId: number): Promise<string> => store.usernameOf(db, playerId);
