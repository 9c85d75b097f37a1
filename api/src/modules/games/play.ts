// The demo provider's rounds: launch tokens, provably fair seeds, and settlement. A round debits the stake
// through the ledger (refused when the balance is short), draws its outcome from the player's committed seed,
// credits the win and settles turnover, VP and referral in one transaction: all of it or nothing.
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { gameLaunches, gameRounds, games, gameSeeds, players, sessions } from '../../db/schema/index.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { parsePoisha } from '../../lib/money.js';
import { games as gamesApi } from '@bet/shared/contract';
import { settle } from '../bets/service.js';
import { assertMarketOpen } from '../auth/access.js';
import { liveSession, renewSession } from '../auth/service.js';
import { recordSettled } from './records.js';
import { applyLedger, balanceOf } from '../funds/ledger.js';
import {
  crashPoint,
  DICE_MAX,
  DICE_MIN,
  engineOf,
  FISH_TARGETS,
  multiplierAt,
  msUntil,
  playDice,
  playFishing,
  playSlot,
  roundFloats,
  type Engine,
  type FishTarget,
  type Outcome,
} from './engines.js';
import { randomBytes } from 'node:crypto';

export const LAUNCH_TTL_MS = 30 * 60_000;
export const STAKE_MIN_POISHA = 100;
export const STAKE_MAX_POISHA = 1_000_000;
export const GAME_MSG = {
  notFound: 'This game is not available.',
  launch: 'This game session has ended. Please open the game again.',
  stake: 'The stake must be between 1.00 and 10,000.00 BDT.',
  under: `Choose a number from ${DICE_MIN} to ${DICE_MAX}.`,
  target: 'Choose a target.',
  busy: 'A round is already in flight.',
  noRound: 'There is no round in flight.',
  clientSeed: 'The client seed must be 1-64 letters, digits, - or _.',
  rotateOpen: 'Finish the round in play before revealing the server seed.',
} as const;

export interface Launch {
  playerId: number;
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
  const [game] = await db
    .select()
    .from(games)
    .where(and(eq(games.code, code), eq(games.platform, platform)));
  if (!game) throw notFound(GAME_MSG.notFound);
  const token = newToken();
  await db.delete(gameLaunches).where(lt(gameLaunches.expiresAt, new Date()));
  await db.transaction(async (tx) => {
    await assertMarketOpen(tx, player.id, gamesApi.gameRun.market);
    await tx
      .insert(gameLaunches)
      .values({ tokenHash: sha256(token), playerId: player.id, sessionId: player.sessionId, gameId: game.id, expiresAt: new Date(Date.now() + LAUNCH_TTL_MS) });
  });
  return { token, engine: engineOf(game.type) };
}

/** The launch of a token: unexpired, its site session live (not logged out, not revoked), the account active. */
export async function launchOf(db: Db, token: string | undefined, session: { idleMs: number; maxMs: number }): Promise<Launch> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) throw new HttpError(401, GAME_MSG.launch);
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
    .where(and(eq(gameLaunches.tokenHash, sha256(token)), gt(gameLaunches.expiresAt, new Date()), liveSession(session.idleMs, session.maxMs)));
  if (!row) throw new HttpError(401, GAME_MSG.launch);
  const { playerId, sessionId, lastUsedAt, ...game } = row;
  // playing is using the site session: it is renewed as the site's own calls renew it
  await renewSession(db, sessionId, lastUsedAt);
  return { playerId, game, engine: engineOf(game.type) };
}

const newSeed = () => randomBytes(32).toString('hex');

const committed = () => {
  const seed = newSeed();
  return { seed, hash: sha256(seed) };
};

/**
 * The player's active seed (created, with a random client seed, the first time), with its committed next seed
 * (drawn here for a row from before commitments).
 */
export async function activeSeed(db: DbOrTx, playerId: number): Promise<typeof gameSeeds.$inferSelect> {
  const [seed] = await db
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.playerId, playerId), eq(gameSeeds.active, true)));
  if (seed?.nextServerSeedHash) return seed;
  if (seed) {
    const next = committed();
    const [filled] = await db
      .update(gameSeeds)
      .set({ nextServerSeed: next.seed, nextServerSeedHash: next.hash })
      .where(and(eq(gameSeeds.id, seed.id), isNull(gameSeeds.nextServerSeedHash)))
      .returning();
    return filled ?? (await activeSeed(db, playerId));
  }
  const server = committed();
  const next = committed();
  const [created] = await db
    .insert(gameSeeds)
    .values({
      playerId,
      serverSeed: server.seed,
      serverSeedHash: server.hash,
      nextServerSeed: next.seed,
      nextServerSeedHash: next.hash,
      clientSeed: randomBytes(8).toString('hex'),
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await activeSeed(db, playerId));
}

export const seedView = (s: { serverSeedHash: string; nextServerSeedHash: string | null; clientSeed: string; nonce: number }) => ({
  server_seed_hash: s.serverSeedHash,
  next_server_seed_hash: s.nextServerSeedHash ?? '',
  client_seed: s.clientSeed,
  nonce: s.nonce,
});

/**
 * Reveals the active server seed and makes the committed next seed active with the player's client seed; a new
 * next seed is committed. Refused while a round that used the active seed is open (a crash flight: its outcome
 * follows from the seed); a flight that has crashed meanwhile is settled first.
 */
export async function rotateSeed(db: Db, playerId: number, clientSeed: string) {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(clientSeed)) throw badRequest(GAME_MSG.clientSeed, { client_seed: [GAME_MSG.clientSeed] });
  const open = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.status, 'open')));
  for (const round of open) {
    if (round.engine === 'crash' && elapsed(round) >= msUntil(crashOf(round))) await settleCrash(db, round, 0);
  }
  return db.transaction(async (tx) => {
    await activeSeed(tx, playerId);
    // the seed row is locked first: a round starting now waits for it (and then uses the new seed)
    const [old] = await tx
      .select()
      .from(gameSeeds)
      .where(and(eq(gameSeeds.playerId, playerId), eq(gameSeeds.active, true)))
      .for('update');
    const [inPlay] = await tx
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(and(eq(gameRounds.playerId, playerId), eq(gameRounds.status, 'open')))
      .limit(1);
    if (inPlay) throw new HttpError(409, GAME_MSG.rotateOpen);
    await tx.update(gameSeeds).set({ active: false, revealedAt: new Date() }).where(eq(gameSeeds.id, old.id));
    const promoted = old.nextServerSeed && old.nextServerSeedHash ? { seed: old.nextServerSeed, hash: old.nextServerSeedHash } : committed();
    const next = committed();
    const [now] = await tx
      .insert(gameSeeds)
      .values({ playerId, serverSeed: promoted.seed, serverSeedHash: promoted.hash, nextServerSeed: next.seed, nextServerSeedHash: next.hash, clientSeed })
      .returning();
    return {
      revealed: { server_seed: old.serverSeed, server_seed_hash: old.serverSeedHash, client_seed: old.clientSeed, nonce: old.nonce },
      next: seedView(now),
    };
  });
}

export async function revealedSeeds(db: Db, playerId: number) {
  const rows = await db
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.playerId, playerId), eq(gameSeeds.active, false)))
    .orderBy(desc(gameSeeds.id))
    .limit(20);
  return rows.map((s) => ({ server_seed: s.serverSeed, server_seed_hash: s.serverSeedHash, client_seed: s.clientSeed, nonce: s.nonce }));
}

export interface RoundInput {
  stake: unknown;
  under?: unknown;
  target?: unknown;
}

function stakeOf(raw: unknown): number {
  const poisha = parsePoisha(raw);
  if (!poisha || poisha < STAKE_MIN_POISHA || poisha > STAKE_MAX_POISHA) throw badRequest(GAME_MSG.stake, { stake: [GAME_MSG.stake] });
  return poisha;
}

/** Takes the next nonce of the active seed (atomically: two rounds never share one). */
async function nextNonce(tx: DbOrTx, playerId: number) {
  await activeSeed(tx, playerId);
  const [seed] = await tx
    .update(gameSeeds)
    .set({ nonce: sql`${gameSeeds.nonce} + 1` })
    .where(and(eq(gameSeeds.playerId, playerId), eq(gameSeeds.active, true)))
    .returning();
  return seed;
}

export type RoundRow = typeof gameRounds.$inferSelect;

/** One round of the slot, dice or fishing game, or the start of a crash flight. */
export async function playRound(db: Db, launch: Launch, input: RoundInput): Promise<{ round: RoundRow; balance: number; seed: typeof gameSeeds.$inferSelect }> {
  const stake = stakeOf(input.stake);
  let draw: (floats: number[]) => Outcome;
  let count = 1;
  if (launch.engine === 'slot') {
    count = 9;
    draw = (f) => playSlot(f, stake);
  } else if (launch.engine === 'dice') {
    const under = Number(input.under);
    if (!Number.isInteger(under) || under < DICE_MIN || under > DICE_MAX) throw badRequest(GAME_MSG.under, { under: [GAME_MSG.under] });
    draw = (f) => playDice(f, stake, under);
  } else if (launch.engine === 'fishing') {
    const target = FISH_TARGETS.find((t) => t.id === input.target)?.id;
    if (!target) throw badRequest(GAME_MSG.target, { target: [GAME_MSG.target] });
    draw = (f) => playFishing(f, stake, target as FishTarget);
  } else {
    await finishCrash(db, launch);
    draw = (f) => ({ win: 0, detail: { crash: crashPoint(f[0]) } });
  }
  return db.transaction(async (tx) => {
    await assertMarketOpen(tx, launch.playerId, gamesApi.demoRound.market);
    const seed = await nextNonce(tx, launch.playerId);
    const ref = `game:${seed.id}:${seed.nonce}`;
    // the stake leaves the balance before the outcome is drawn; a short balance stops the round here
    await applyLedger(tx, launch.playerId, -stake, 'bet', ref);
    const outcome = draw(roundFloats(seed.serverSeed, seed.clientSeed, seed.nonce, count));
    const crash = launch.engine === 'crash';
    const [round] = await tx
      .insert(gameRounds)
      .values({
        playerId: launch.playerId,
        gameId: launch.game.id,
        gameName: launch.game.name,
        gameType: launch.game.type,
        platform: launch.game.platform,
        engine: launch.engine,
        betPoisha: stake,
        winPoisha: outcome.win,
        status: crash ? 'open' : 'settled',
        seedId: seed.id,
        nonce: seed.nonce,
        outcome: outcome.detail,
        createdAt: new Date(),
        settledAt: crash ? null : new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!round) throw new HttpError(409, GAME_MSG.busy);
    if (!crash) {
      await settle(tx, { playerId: launch.playerId, stakePoisha: stake, winPoisha: outcome.win, ref });
      await recordSettled(tx, round);
    }
    return { round, balance: await balanceOf(tx, launch.playerId), seed };
  });
}

async function openCrash(db: DbOrTx, launch: Launch) {
  const [round] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, launch.playerId), eq(gameRounds.gameId, launch.game.id), eq(gameRounds.status, 'open')));
  return round;
}

/** Settles an open crash round once (a conditional update), at `x` (0: lost); a cash-out checks the market first. */
async function settleCrash(db: Db, round: RoundRow, x: number, cashingOut = false): Promise<RoundRow | null> {
  const win = x > 0 ? Math.floor(round.betPoisha * x) : 0;
  return db.transaction(async (tx) => {
    if (cashingOut) await assertMarketOpen(tx, round.playerId, gamesApi.cashOut.market);
    const [done] = await tx
      .update(gameRounds)
      .set({ status: 'settled', winPoisha: win, settledAt: new Date(), outcome: { ...round.outcome, cashout: x || null } })
      .where(and(eq(gameRounds.id, round.id), eq(gameRounds.status, 'open')))
      .returning();
    if (!done) return null;
    await settle(tx, { playerId: round.playerId, stakePoisha: round.betPoisha, winPoisha: win, ref: `game:${round.seedId}:${round.nonce}` });
    await recordSettled(tx, done);
    return done;
  });
}

const crashOf = (round: RoundRow) => Number(round.outcome.crash);
const elapsed = (round: RoundRow) => Date.now() - round.createdAt.getTime();

/** The flight of the open crash round: rising, or crashed (then settled as lost). */
export async function crashState(db: Db, launch: Launch) {
  const round = await openCrash(db, launch);
  if (!round) return { status: 'idle' as const };
  const ms = elapsed(round);
  if (ms >= msUntil(crashOf(round))) {
    await settleCrash(db, round, 0);
    return { status: 'crashed' as const, crash: crashOf(round), round_id: round.id };
  }
  return { status: 'flying' as const, multiplier: multiplierAt(ms), elapsed_ms: ms, round_id: round.id };
}

/** A crashed round still open is settled before a new one starts; a flying one refuses the new round. */
async function finishCrash(db: Db, launch: Launch) {
  const state = await crashState(db, launch);
  if (state.status === 'flying') throw new HttpError(409, GAME_MSG.busy);
}

/** Cashes out at the multiplier the flight has reached by the server's clock, if it has not crashed. */
export async function cashOut(db: Db, launch: Launch) {
  const round = await openCrash(db, launch);
  if (!round) throw new HttpError(409, GAME_MSG.noRound);
  const ms = elapsed(round);
  const crash = crashOf(round);
  const x = Math.min(multiplierAt(ms), crash);
  const won = ms < msUntil(crash);
  const done = await settleCrash(db, round, won ? x : 0, true);
  if (!done) throw new HttpError(409, GAME_MSG.noRound);
  return { round: done, won, crash, multiplier: won ? x : null, balance: await balanceOf(db, launch.playerId) };
}

/** What the game page shows of a round: the crash point only once the round is over. */
export function roundView(r: RoundRow) {
  const hidden = r.status === 'open';
  return {
    id: r.id,
    bet: r.betPoisha / 100,
    win: r.winPoisha / 100,
    status: r.status,
    nonce: r.nonce,
    outcome: hidden ? {} : r.outcome,
    created_at: r.createdAt.toISOString(),
  };
}

export async function usernameOf(db: Db, playerId: number): Promise<string> {
  const [p] = await db.select({ u: players.username }).from(players).where(eq(players.id, playerId));
  return p?.u ?? '';
}
