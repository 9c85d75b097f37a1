// The game catalogue: categories, the platforms of a category, providers and games.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { gameFavourites, games, gameTypes, providers } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export async function listGameTypes(db: Db) {
  return db.select({ type: gameTypes.type, name: gameTypes.name }).from(gameTypes).orderBy(asc(gameTypes.sort));
}

export async function platformsOf(db: Db, type: string): Promise<string[]> {
  const rows = await db.selectDistinct({ platform: games.platform }).from(games).where(eq(games.type, type)).orderBy(asc(games.platform));
  return rows.map((r) => r.platform);
}

/** Providers of the given platforms, in the order asked. */
export async function providersOf(db: Db, platforms: string[]) {
  if (platforms.length === 0) return [];
  const rows = await db.select().from(providers).where(inArray(providers.platform, platforms));
  const order = new Map(platforms.map((p, i) => [p, i]));
  return rows.sort((a, b) => (order.get(a.platform) ?? 0) - (order.get(b.platform) ?? 0));
}

export async function listGames(db: Db, type: string, platform: string) {
  const conds = [];
  if (type) conds.push(eq(games.type, type));
  if (platform) conds.push(eq(games.platform, platform));
  return db
    .select()
    .from(games)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(asc(games.sort), asc(games.id))
    .limit(500);
}

/** The player's favourite games, as "PLATFORM:CODE". */
export async function favouriteCodes(db: Db, playerId: number): Promise<string[]> {
  const rows = await db
    .select({ platform: games.platform, code: games.code })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .where(eq(gameFavourites.playerId, playerId));
  return rows.map((r) => `${r.platform}:${r.code}`);
}

/** Adds the game to the favourites or takes it off; answers whether it is a favourite now. */
export async function toggleFavourite(db: Db, playerId: number, platform: string, code: string): Promise<boolean> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.platform, platform), eq(games.code, code)));
  if (!game) throw notFound('This game is not available.');
  const removed = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.playerId, playerId), eq(gameFavourites.gameId, game.id)))
    .returning();
  if (removed.length) return false;
  await db.insert(gameFavourites).values({ playerId, gameId: game.id }).onConflictDoNothing();
  return true;
}
