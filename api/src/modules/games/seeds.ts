// Provable fairness: the player's active server seed and its committed next one, the nonce of each round, and
// rotation (refused while a round that used the seed is open).
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { sha256 } from '../../lib/crypto.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { msUntil } from './engines.js';
import { randomBytes } from 'node:crypto';
import { crashOf, elapsed, settleCrash } from './crash.js';
import { GAME_MSG } from './launch.js';

const newSeed = () => randomBytes(32).toString('hex');

const committed = () => {
  const seed = newSeed();
  return { seed, hash: sha256(seed) };
};

/**
 * The player's active seed (created, with a random client seed, the first time), with its committed next seed
 * (drawn here for a row from before commitments).
 */
export async function activeSeed(db: DbOrTx, playerId: number): Promise<store.SeedRow> {
  const seed = await store.activeSeedRow(db, playerId);
  if (seed?.nextServerSeedHash) return seed;
  if (seed) {
    const next = committed();
    const filled = await store.fillNextSeed(db, seed.id, next.seed, next.hash);
    return filled ?? (await activeSeed(db, playerId));
  }
  const server = committed();
  const next = committed();
  const created = await store.insertSeed(db, {
    playerId,
    serverSeed: server.seed,
    serverSeedHash: server.hash,
    nextServerSeed: next.seed,
    nextServerSeedHash: next.hash,
    clientSeed: randomBytes(8).toString('hex'),
  });
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
  const open = await store.openRounds(db, playerId);
  for (const round of open) {
    if (round.engine === 'crash' && elapsed(round) >= msUntil(crashOf(round))) await settleCrash(db, round, 0);
  }
  return db.transaction(async (tx) => {
    await activeSeed(tx, playerId);
    // the seed row is locked first: a round starting now waits for it (and then uses the new seed)
    const old = await store.lockActiveSeed(tx, playerId);
    if (!old) throw new HttpError(409, GAME_MSG.rotateOpen);
    if ((await store.openRounds(tx, playerId)).length) throw new HttpError(409, GAME_MSG.rotateOpen);
    await store.retireSeed(tx, old.id);
    const promoted = old.nextServerSeed && old.nextServerSeedHash ? { seed: old.nextServerSeed, hash: old.nextServerSeedHash } : committed();
    const next = committed();
    const now = await store.insertSeed(tx, {
      playerId,
      serverSeed: promoted.seed,
      serverSeedHash: promoted.hash,
      nextServerSeed: next.seed,
      nextServerSeedHash: next.hash,
      clientSeed,
    });
    if (!now) throw new HttpError(409, GAME_MSG.rotateOpen); // the old seed is no longer active here: cannot happen
    return {
      revealed: { server_seed: old.serverSeed, server_seed_hash: old.serverSeedHash, client_seed: old.clientSeed, nonce: old.nonce },
      next: seedView(now),
    };
  });
}

export async function revealedSeeds(db: Db, playerId: number) {
  const rows = await store.revealedSeeds(db, playerId, 20);
  return rows.map((s) => ({ server_seed: s.serverSeed, server_seed_hash: s.serverSeedHash, client_seed: s.clientSeed, nonce: s.nonce }));
}

/** Takes the next nonce of the active seed (atomically: two rounds never share one). */
export async function nextNonce(tx: DbOrTx, playerId: number) {
  await activeSeed(tx, playerId);
  return store.takeNonce(tx, playerId);
}
