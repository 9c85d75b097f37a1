// The game catalogue: categories, the platforms of a category, providers and games.
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as store from './store.js';

export const listGameTypes = (db: Db) => store.listGameTypes(db);

export const platformsOf = (db: Db, type: string): Promise<string[]> => store.platformsOf(db, type);

/** Providers of the given platforms, in the order asked. */
export async function providersOf(db: Db, platforms: string[]) {
  if (platforms.length === 0) return [];
  const rows = await store.providersIn(db, platforms);
  const order = new Map(platforms.map((p, i) => [p, i]));
  return rows.sort((a, b) => (order.get(a.platform) ?? 0) - (order.get(b.platform) ?? 0));
}

export const listGames = (db: Db, type: string, platform: string) => store.listGames(db, type, platform);

/** The player's favourite games, as "PLATFORM:CODE". */
export async function favouriteCodes(db: Db, playerId: number): Promise<string[]> {
  const rows = await store.favourites(db, playerId);
  return rows.map((r) => `${r.platform}:${r.code}`);
}

/** Adds the game to the favourites or takes it off; answers whether it is a favourite now. */
export async function toggleFavourite(db: Db, playerId: number, platform: string, code: string): Promise<boolean> {
  const game = await store.gameByCode(db, platform, code);
  if (!game) throw notFound(/*i18n*/ 'This game is not available.');
  if (await store.removeFavourite(db, playerId, game.id)) return false;
  await store.addFavourite(db, playerId, game.id);
  return true;
}
