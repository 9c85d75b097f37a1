// The steps of a round of Mines or Blackjack: the round was opened (and its whole outcome fixed by the seed) in
// rounds.ts; here each decision of the player, one at a time under the round's row lock, until it settles once.
// What is still hidden (the mines' places, the hole card, the shoe) never leaves the api while the round is open
// (records.ts, roundView).
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { games as gamesApi, stepGames as S } from '@bet/shared/contract';
import { settle } from '../bets/service.js';
import { assertMarketOpen } from '../auth/access.js';
import { assertMayBet } from '../responsible/service.js';
import { recordSettled } from './records.js';
import { applyLedger, balanceOf } from '../funds/ledger.js';
import { roundFloats } from './engines.js';
import { GAME_MSG, type Launch } from './launch.js';

type RoundRow = store.RoundRow;

export interface StepInput {
  /** Mines: reveal or cashout; Blackjack: hit, stand, double or split. */
  action?: unknown;
  /** Mines: the tile to open, 0-24 row by row from the top left. */
  tile?: unknown;
}

const refOf = (round: RoundRow) => `game:${round.seedId}:${round.nonce}`;
/** What a stake returns at a multiplier of four places: in whole numbers (a float product can land a poisha short). */
const paid = (betPoisha: number, multiplier: number) => Math.floor((betPoisha * Math.round(multiplier * 10_000)) / 10_000);

/** Settles the round at `win` with its final state, once (the row is locked: nothing else can settle it meanwhile). */
async function settleStep(tx: DbOrTx, round: RoundRow, win: number, outcome: Record<string, unknown>, betPoisha = round.betPoisha) {
  if (betPoisha !== round.betPoisha) await store.stepRound(tx, round.id, { outcome, betPoisha });
  const done = await store.settleRound(tx, round.id, win, outcome);
  if (!done) throw new HttpError(409, GAME_MSG.noRound);
  await settle(tx, { playerId: round.playerId, stakePoisha: done.betPoisha, winPoisha: win, ref: refOf(round) });
  await recordSettled(tx, done);
  return done;
}

async function minesStep(tx: DbOrTx, round: RoundRow, input: StepInput): Promise<RoundRow> {
  const o = round.outcome as { mines: number; layout: number[]; revealed: number[]; multiplier: number };
  if (input.action === 'cashout') {
    if (!o.revealed.length) throw badRequest(GAME_MSG.cashOutEarly);
    return settleStep(tx, round, paid(round.betPoisha, o.multiplier), { ...o, cashout: true });
  }
  if (input.action !== 'reveal') throw badRequest(GAME_MSG.move, { action: [GAME_MSG.move] });
  const tile = input.tile;
  if (!Number.isInteger(tile) || (tile as number) < 0 || (tile as number) >= S.MINES_TILES || o.revealed.includes(tile as number))
    throw badRequest(GAME_MSG.tile, { tile: [GAME_MSG.tile] });
  const revealed = [...o.revealed, tile as number];
  if (o.layout.includes(tile as number)) return settleStep(tx, round, 0, { ...o, revealed, hit: tile, multiplier: 0 });
  const multiplier = S.minesMultiplier(o.mines, revealed.length);
  const next = { ...o, revealed, multiplier };
  // every safe tile open: the round cashes out by itself
  if (revealed.length === S.MINES_TILES - o.mines) return settleStep(tx, round, paid(round.betPoisha, multiplier), { ...next, cashout: true });
  const row = await store.stepRound(tx, round.id, { outcome: next });
  if (!row) throw new HttpError(409, GAME_MSG.noRound);
  return row;
}

async function blackjackStep(tx: DbOrTx, launch: Launch, round: RoundRow, input: StepInput): Promise<RoundRow> {
  const action = S.BLACKJACK_ACTIONS.find((a) => a === input.action);
  const state = (round.outcome as { state: S.BlackjackState }).state;
  if (!action || !S.blackjackActions(state).includes(action)) throw badRequest(GAME_MSG.move, { action: [GAME_MSG.move] });
  const extra = S.extraStake(state, action);
  if (extra) {
    // a double or a split is a new stake: it leaves the balance first, under the same rules as the round's first
    await applyLedger(tx, launch.playerId, -extra, 'bet', refOf(round));
    await assertMayBet(tx, { playerId: launch.playerId, sessionId: launch.sessionId });
  }
  const [seed] = await store.seedsOf(tx, launch.playerId, [round.seedId]);
  const next = S.blackjackAct(state, roundFloats(seed.serverSeed, seed.clientSeed, round.nonce, S.BLACKJACK_SHOE), action);
  const betPoisha = round.betPoisha + extra;
  if (next.settled) return settleStep(tx, round, S.blackjackWin(next), { state: next }, betPoisha);
  const row = await store.stepRound(tx, round.id, { outcome: { state: next }, betPoisha });
  if (!row) throw new HttpError(409, GAME_MSG.noRound);
  return row;
}

/** One decision on the player's open round of this game: the round after it, and the balance. */
export async function stepRound(db: Db, launch: Launch, input: StepInput): Promise<{ round: RoundRow; balance: number }> {
  return db.transaction(async (tx) => {
    await assertMarketOpen(tx, launch.playerId, gamesApi.demoStep.market);
    const round = await store.lockOpenRound(tx, launch.playerId, launch.game.id);
    if (!round) throw new HttpError(409, GAME_MSG.noRound);
    if (round.engine !== 'mines' && round.engine !== 'blackjack') throw new HttpError(409, GAME_MSG.noRound);
    const after = round.engine === 'mines' ? await minesStep(tx, round, input) : await blackjackStep(tx, launch, round, input);
    return { round: after, balance: await balanceOf(tx, launch.playerId) };
  });
}

/** The player's open round of this game, if any (a page opened again takes it up where it was left). */
export async function openRound(db: Db, launch: Launch): Promise<RoundRow | null> {
  const [round] = await store.openRounds(db, launch.playerId, launch.game.id);
  return round ?? null;
}
