// The crash game's flight: its state by the server's clock, the cash-out, and its settlement once.
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { HttpError } from '../../lib/errors.js';
import { games as gamesApi } from '@bet/shared/contract';
import { settle } from '../bets/service.js';
import { assertMarketOpen } from '../auth/access.js';
import { recordSettled } from './records.js';
import { balanceOf } from '../funds/ledger.js';
import { multiplierAt, msUntil } from './engines.js';
import { GAME_MSG, type Launch } from './launch.js';

export type { RoundRow } from './store.js';
type RoundRow = store.RoundRow;

async function openCrash(db: DbOrTx, launch: Launch) {
  const [round] = await store.openRounds(db, launch.playerId, launch.game.id);
  return round;
}

/** Settles an open crash round once (a conditional update), at `x` (0: lost); a cash-out checks the market first. */
export async function settleCrash(db: Db, round: RoundRow, x: number, cashingOut = false): Promise<RoundRow | null> {
  const win = x > 0 ? Math.floor(round.betPoisha * x) : 0;
  return db.transaction(async (tx) => {
    if (cashingOut) await assertMarketOpen(tx, round.playerId, gamesApi.cashOut.market);
    const done = await store.settleRound(tx, round.id, win, { ...round.outcome, cashout: x || null });
    if (!done) return null;
    await settle(tx, { playerId: round.playerId, stakePoisha: round.betPoisha, winPoisha: win, ref: `game:${round.seedId}:${round.nonce}` });
    await recordSettled(tx, done);
    return done;
  });
}

export const crashOf = (round: RoundRow) => Number(round.outcome.crash);
export const elapsed = (round: RoundRow) => Date.now() - round.createdAt.getTime();

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
export async function finishCrash(db: Db, launch: Launch) {
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
