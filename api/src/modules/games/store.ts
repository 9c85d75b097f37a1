// The games module's data access: the catalogue, favourites, launch tokens, seeds, rounds and the records' day
// groups. Services decide; this file only reads and writes (docs/architecture.md, layers).
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gameFavourites, gameLaunches, gameRoundDays, gameRounds, games, gameSeeds, gameTypes, players, providers, sessions } from '../../db/schema/index.js';
import { liveSession } from '../auth/store.js';

export type RoundRow = typeof gameRounds.$inferSelect;
export type NewRound = typeof gameRounds.$inferInsert;
export type SeedRow = typeof gameSeeds.$inferSelect;
export type NewSeed = typeof gameSeeds.$inferInsert;

// ---- the catalogue

export async function listGameTypes(db: DbOrTx) {
  return db.select({ type: gameTypes.type, name: gameTypes.name }).from(gameTypes).orderBy(asc(gameTypes.sort));
}

export async function platformsOf(db: DbOrTx, type: string): Promise<string[]> {
  const rows = await db.selectDistinct({ platform: games.platform }).from(games).where(eq(games.type, type)).orderBy(asc(games.platform));
  return rows.map((r) => r.platform);
}

export async function providersIn(db: DbOrTx, platforms: string[]) {
  return db.select().from(providers).where(inArray(providers.platform, platforms));
}

export async function providerNames(db: DbOrTx) {
  return db.select({ platform: providers.platform, name: providers.name }).from(providers).orderBy(asc(providers.name));
}

export async function listGames(db: DbOrTx, type: string, platform: string) {
  return db
    .select()
    .from(games)
    .where(and(type ? eq(games.type, type) : undefined, platform ? eq(games.platform, platform) : undefined))
    .orderBy(asc(games.sort), asc(games.id))
    .limit(500);
}

export async function gameByCode(db: DbOrTx, platform: string, code: string) {
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.code, code), eq(games.platform, platform)));
  return game;
}

/** The player's favourite games' platforms and codes. */
export async function favourites(db: DbOrTx, playerId: number) {
  return db
    .select({ platform: games.platform, code: games.code })
    .from(gameFavourites)
    .innerJoin(games, eq(games.id, gameFavourites.gameId))
    .where(eq(gameFavourites.playerId, playerId));
}

/** Takes the game off the favourites; false when it was not one. */
export async function removeFavourite(db: DbOrTx, playerId: number, gameId: number): Promise<boolean> {
  const removed = await db
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.playerId, playerId), eq(gameFavourites.gameId, gameId)))
    .returning();
  return removed.length > 0;
}

export async function addFavourite(db: DbOrTx, playerId: number, gameId: number): Promise<void> {
  await db.insert(gameFavourites).values({ playerId, gameId }).onConflictDoNothing();
}

// ---- launch tokens

export async function deleteExpiredLaunches(db: DbOrTx): Promise<void> {
  await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, new Date()));
}

export async function insertLaunch(db: DbOrTx, values: { tokenHash: string; playerId: number; sessionId: number; gameId: number; expiresAt: Date }) {
  await db.insert(gameLaunches).values(values);
}

/** The launch of a token's hash: unexpired, its site session live, the account active; its game and session. */
export async function launchByHash(db: DbOrTx, tokenHash: string, idleMs: number, maxMs: number) {
  const [row] = await db
    .select({
      playerId: gameLaunches.playerId,
      id: games.id,
      code: games.code,
      name: games.name,
      type: games.type,
      platform: games.platform,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .innerJoin(sessions, eq(sessions.id, gameLaunches.sessionId))
    .innerJoin(players, and(eq(players.id, gameLaunches.playerId), eq(players.status, 'active')))
    .where(and(eq(gameLaunches.tokenHash, tokenHash), gt(gameLaunches.expiresAt, new Date()), liveSession(idleMs, maxMs)));
  return row;
}

export async function usernameOf(db: DbOrTx, playerId: number): Promise<string> {
  const [p] = await db.select({ u: players.username }).from(players).where(eq(players.id, playerId));
  return p?.u ?? '';
}

/** The player's currency (their clock: a round's day is the player's calendar day). */
export async function currencyOf(db: DbOrTx, playerId: number): Promise<string> {
  const [p] = await db.select({ currency: players.currency }).from(players).where(eq(players.id, playerId));
  return p?.currency ?? 'BDT';
}

// ---- seeds

const activeOf = (playerId: number) => and(eq(gameSeeds.playerId, playerId), eq(gameSeeds.active, true));

export async function activeSeedRow(db: DbOrTx, playerId: number): Promise<SeedRow | undefined> {
  const [seed] = await db.select().from(gameSeeds).where(activeOf(playerId));
  return seed;
}

/** Locks the active seed row until the transaction ends (a round starting meanwhile waits). */
export async function lockActiveSeed(tx: DbOrTx, playerId: number): Promise<SeedRow | undefined> {
  const [seed] = await tx.select().from(gameSeeds).where(activeOf(playerId)).for('update');
  return seed;
}

/** Fills in the committed next seed of a row from before commitments (once: undefined if another did). */
export async function fillNextSeed(db: DbOrTx, id: number, seed: string, hash: string): Promise<SeedRow | undefined> {
  const [filled] = await db
    .update(gameSeeds)
    .set({ nextServerSeed: seed, nextServerSeedHash: hash })
    .where(and(eq(gameSeeds.id, id), isNull(gameSeeds.nextServerSeedHash)))
    .returning();
  return filled;
}

/** Inserts a seed; undefined when the player already has an active one (a concurrent first round made it). */
export async function insertSeed(db: DbOrTx, values: NewSeed): Promise<SeedRow | undefined> {
  const [row] = await db.insert(gameSeeds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function retireSeed(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(gameSeeds).set({ active: false, revealedAt: new Date() }).where(eq(gameSeeds.id, id));
}

export async function revealedSeeds(db: DbOrTx, playerId: number, limit: number): Promise<SeedRow[]> {
  return db
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.playerId, playerId), eq(gameSeeds.active, false)))
    .orderBy(desc(gameSeeds.id))
    .limit(limit);
}

/** Takes the next nonce of the active seed (one update: two rounds never share one). */
export async function takeNonce(tx: DbOrTx, playerId: number): Promise<SeedRow> {
  const [seed] = await tx
    .update(gameSeeds)
    .set({ nonce: sql`${gameSeeds.nonce} + 1` })
    .where(activeOf(playerId))
    .returning();
  return seed;
}

// ---- rounds

/** Inserts a round; undefined when the player has an open round of that game already (one flight at a time). */
export async function insertRound(tx: DbOrTx, values: NewRound): Promise<RoundRow | undefined> {
  const [round] = await tx.insert(gameRounds).values(values).onConflictDoNothing().returning();
  return round;
}

export async function openRounds(db: DbOrTx, playerId: number, gameId?: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), gameId === undefined ? undefined : eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open')));
}

/** The player's open round of a game, locked until the transaction ends (a step taken meanwhile waits, then sees it). */
export async function lockOpenRound(tx: DbOrTx, playerId: number, gameId: number): Promise<RoundRow | undefined> {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.gameId, gameId), eq(gameRounds.status, 'open')))
    .for('update');
  return round;
}

/** A step of an open round: its state and, after a double or a split, its stakes. */
export async function stepRound(tx: DbOrTx, id: number, set: { outcome: Record<string, unknown>; betPoisha?: number }): Promise<RoundRow | undefined> {
  const [row] = await tx
    .update(gameRounds)
    .set(set)
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'open')))
    .returning();
  return row;
}

/** Settles an open round once (a conditional update): the settled row, or undefined when it was not open. */
export async function settleRound(tx: DbOrTx, id: number, winPoisha: number, outcome: Record<string, unknown>): Promise<RoundRow | undefined> {
  const [done] = await tx
    .update(gameRounds)
    .set({ status: 'settled', winPoisha, settledAt: new Date(), outcome })
    .where(and(eq(gameRounds.id, id), eq(gameRounds.status, 'open')))
    .returning();
  return done;
}

// ---- the records' day groups

/** Adds a settled round to its day's group (inside the round's settlement transaction). */
export async function addToDay(tx: DbOrTx, r: { playerId: number; day: string; platform: string; gameType: string; betPoisha: number; winPoisha: number }) {
  await tx
    .insert(gameRoundDays)
    .values({ ...r, count: 1 })
    .onConflictDoUpdate({
      target: [gameRoundDays.playerId, gameRoundDays.day, gameRoundDays.platform, gameRoundDays.gameType],
      set: {
        count: sql`${gameRoundDays.count} + 1`,
        betPoisha: sql`${gameRoundDays.betPoisha} + ${r.betPoisha}`,
        winPoisha: sql`${gameRoundDays.winPoisha} + ${r.winPoisha}`,
      },
    });
}

export interface GroupFilter {
  platform?: string;
  gameType?: string;
}

/** The player's day groups from `fromDay` to `toDay` (inclusive), newest day first. */
export async function dayGroups(db: DbOrTx, playerId: number, fromDay: string, toDay: string, f: GroupFilter) {
  return db
    .select()
    .from(gameRoundDays)
    .where(
      and(
        eq(gameRoundDays.playerId, playerId),
        gte(gameRoundDays.day, fromDay),
        lte(gameRoundDays.day, toDay),
        f.platform ? eq(gameRoundDays.platform, f.platform) : undefined,
        f.gameType ? eq(gameRoundDays.gameType, f.gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRoundDays.day), asc(gameRoundDays.platform), asc(gameRoundDays.gameType));
}

export async function dayGroup(db: DbOrTx, playerId: number, day: string, platform: string, gameType: string) {
  const [row] = await db
    .select()
    .from(gameRoundDays)
    .where(and(eq(gameRoundDays.playerId, playerId), eq(gameRoundDays.day, day), eq(gameRoundDays.platform, platform), eq(gameRoundDays.gameType, gameType)));
  return row;
}

/** The player's seeds of these ids (the rounds' seeds: a round's check names its hash, and its seed once revealed). */
export async function seedsOf(db: DbOrTx, playerId: number, ids: number[]): Promise<SeedRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.playerId, playerId), inArray(gameSeeds.id, [...new Set(ids)])));
}

/** The player's latest rounds of one game, newest first. */
export async function roundsOfGame(db: DbOrTx, playerId: number, gameId: number, limit: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.gameId, gameId)))
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit);
}

/** A page of the player's settled rounds in [from, to) of one platform and game type, newest first. */
export async function settledRounds(db: DbOrTx, playerId: number, from: Date, to: Date, f: Required<GroupFilter>, limit: number, offset: number) {
  return db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.status, 'settled'),
        gte(gameRounds.createdAt, from),
        lt(gameRounds.createdAt, to),
        f.platform ? eq(gameRounds.platform, f.platform) : undefined,
        f.gameType ? eq(gameRounds.gameType, f.gameType) : undefined,
      ),
    )
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(limit)
    .offset(offset);
}
