// A round of the demo provider: the stake leaves the balance through the ledger first (a short balance stops it),
// the outcome is drawn from the player's committed seed, and the win, turnover, VP and referral settle in one
// transaction. A crash round starts its flight here, a round of Mines or Blackjack its first step (steps.ts).
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, HttpError, templated } from '../../lib/errors.js';
import { parsePoisha } from '@bet/shared/contract';
import { fillTemplate, games as gamesApi, stepGames as S, tableGames as T } from '@bet/shared/contract';
import { settle } from '../bets/service.js';
import { assertMarketOpen } from '../auth/access.js';
import { assertMayBet } from '../responsible/service.js';
import { recordSettled } from './records.js';
import { applyLedger, balanceOf } from '../funds/ledger.js';
import { crashPoint, DICE_MAX, DICE_MIN, FISH_TARGETS, playDice, playFishing, playSlot, roundFloats, type FishTarget, type Outcome } from './engines.js';
import { finishCrash, type RoundRow } from './crash.js';
import { GAME_MSG, STAKE_MAX_POISHA, STAKE_MIN_POISHA, type Launch } from './launch.js';
import { nextNonce } from './seeds.js';

export interface RoundInput {
  stake: unknown;
  under?: unknown;
  target?: unknown;
  /** Roulette: the bets of the table, each a chip of `stake` (the same bet twice is two chips). */
  bets?: unknown;
  /** Andar Bahar: andar or bahar; Dragon Tiger: dragon, tiger or tie; the money wheel: the number (1, 2, 5, 10, 20, 40). */
  side?: unknown;
  /** The number draw: 1 to 5 numbers of 1-40. */
  picks?: unknown;
  /** Plinko: 8, 12 or 16 rows, and low, medium or high risk. */
  rows?: unknown;
  risk?: unknown;
  /** Mines: how many mines the grid hides (1-24). */
  mines?: unknown;
}

function stakeOf(raw: unknown): number {
  const poisha = parsePoisha(raw);
  if (!poisha || poisha < STAKE_MIN_POISHA || poisha > STAKE_MAX_POISHA) throw badRequest(GAME_MSG.stake, { stake: [GAME_MSG.stake] });
  return poisha;
}

/** One round of a demo game, or the start of a crash flight. */
export async function playRound(db: Db, launch: Launch, input: RoundInput): Promise<{ round: RoundRow; balance: number; seed: store.SeedRow }> {
  const chip = stakeOf(input.stake);
  let stake = chip;
  let draw: (floats: number[]) => Outcome;
  let count = 1;
  /** Whether the round stays open after this call (a crash flight, a grid of mines, a blackjack hand in play). */
  let open = (_o: Outcome) => false;
  if (launch.engine === 'roulette') {
    const bets = input.bets;
    if (!Array.isArray(bets) || !bets.length || bets.length > T.ROULETTE_MAX_BETS || !bets.every((b) => typeof b === 'string' && T.rouletteCovers(b)))
      throw badRequest(GAME_MSG.bets, { bets: [GAME_MSG.bets] });
    stake = chip * bets.length;
    draw = (f) =>
      T.playRoulette(
        f,
        (bets as string[]).map((bet) => ({ bet, stake: chip })),
      );
  } else if (launch.engine === 'andarbahar') {
    const side = input.side;
    if (side !== 'andar' && side !== 'bahar') throw badRequest(GAME_MSG.side, { side: [GAME_MSG.side] });
    count = T.TABLE_FLOATS.andarbahar;
    draw = (f) => T.playAndarBahar(f, stake, side);
  } else if (launch.engine === 'dragontiger') {
    const side = input.side;
    if (side !== 'dragon' && side !== 'tiger' && side !== 'tie') throw badRequest(GAME_MSG.side, { side: [GAME_MSG.side] });
    count = T.TABLE_FLOATS.dragontiger;
    draw = (f) => T.playDragonTiger(f, stake, side);
  } else if (launch.engine === 'draw') {
    const picks = T.validPicks(input.picks);
    if (!picks) throw badRequest(GAME_MSG.picks, { picks: [GAME_MSG.picks] });
    count = T.TABLE_FLOATS.draw;
    draw = (f) => T.playDraw(f, stake, picks);
  } else if (launch.engine === 'wheel') {
    const bet = T.WHEEL_NUMBERS.find((n) => String(n) === input.side);
    if (!bet) throw badRequest(GAME_MSG.wheel, { side: [GAME_MSG.wheel] });
    count = T.WHEEL_SPINS;
    draw = (f) => T.playWheel(f, stake, bet);
  } else if (launch.engine === 'plinko') {
    const rows = T.PLINKO_ROWS.find((r) => r === input.rows);
    const risk = T.PLINKO_RISKS.find((r) => r === input.risk);
    if (!rows || !risk) throw badRequest(GAME_MSG.plinko, { rows: [GAME_MSG.plinko] });
    count = rows;
    draw = (f) => T.playPlinko(f, stake, rows, risk);
  } else if (launch.engine === 'teenpatti') {
    const bet = T.TEEN_PATTI_BETS.find((b) => b === input.side);
    if (!bet) throw badRequest(GAME_MSG.teenPatti, { side: [GAME_MSG.teenPatti] });
    stake = bet === 'both' ? chip * 2 : chip;
    count = T.TABLE_FLOATS.teenpatti;
    draw = (f) => T.playTeenPatti(f, chip, bet);
  } else if (launch.engine === 'mines') {
    const mines = S.validMines(input.mines);
    if (!mines) throw badRequest(GAME_MSG.mines, { mines: [GAME_MSG.mines] });
    count = S.MINES_TILES - 1;
    // the mines' places are fixed now, before the first tile is opened; they stay in the api until the round ends
    draw = (f) => ({ win: 0, detail: { mines, layout: S.minesOf(f, mines), revealed: [], multiplier: 1 } });
    open = () => true;
  } else if (launch.engine === 'blackjack') {
    count = S.BLACKJACK_SHOE;
    draw = (f) => {
      const state = S.blackjackDeal(f, stake);
      return { win: S.blackjackWin(state), detail: { state } };
    };
    open = (o) => !(o.detail.state as S.BlackjackState).settled;
  } else if (launch.engine === 'slot') {
    count = 9;
    draw = (f) => playSlot(f, stake);
  } else if (launch.engine === 'dice') {
    const under = Number(input.under);
    if (!Number.isInteger(under) || under < DICE_MIN || under > DICE_MAX) {
      const values = { min: String(DICE_MIN), max: String(DICE_MAX) };
      throw templated(400, GAME_MSG.under, values, { under: [fillTemplate(GAME_MSG.under, values)] });
    }
    draw = (f) => playDice(f, stake, under);
  } else if (launch.engine === 'fishing') {
    const target = FISH_TARGETS.find((t) => t.id === input.target)?.id;
    if (!target) throw badRequest(GAME_MSG.target, { target: [GAME_MSG.target] });
    draw = (f) => playFishing(f, stake, target as FishTarget);
  } else {
    await finishCrash(db, launch);
    open = () => true;
    draw = (f) => ({ win: 0, detail: { crash: crashPoint(f[0]) } });
  }
  return db.transaction(async (tx) => {
    await assertMarketOpen(tx, launch.playerId, gamesApi.demoRound.market);
    const seed = await nextNonce(tx, launch.playerId);
    const ref = `game:${seed.id}:${seed.nonce}`;
    // the stake leaves the balance before the outcome is drawn; a short balance stops the round here
    await applyLedger(tx, launch.playerId, -stake, 'bet', ref);
    // responsible gaming: a break, an unanswered reality check or a loss limit stops the round here (rolled back)
    await assertMayBet(tx, { playerId: launch.playerId, sessionId: launch.sessionId });
    const outcome = draw(roundFloats(seed.serverSeed, seed.clientSeed, seed.nonce, count));
    const inPlay = open(outcome);
    const round = await store.insertRound(tx, {
      playerId: launch.playerId,
      gameId: launch.game.id,
      gameName: launch.game.name,
      gameType: launch.game.type,
      platform: launch.game.platform,
      engine: launch.engine,
      betPoisha: stake,
      winPoisha: outcome.win,
      status: inPlay ? 'open' : 'settled',
      seedId: seed.id,
      nonce: seed.nonce,
      outcome: outcome.detail,
      createdAt: new Date(),
      settledAt: inPlay ? null : new Date(),
    });
    if (!round) throw new HttpError(409, GAME_MSG.busy);
    if (!inPlay) {
      await settle(tx, { playerId: launch.playerId, stakePoisha: stake, winPoisha: outcome.win, ref });
      await recordSettled(tx, round);
    }
    return { round, balance: await balanceOf(tx, launch.playerId), seed };
  });
}
