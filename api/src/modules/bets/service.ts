// Settlement, once for every kind of bet (games, the exchange, the back office's stand-in): in one transaction
// the win is credited, the stake counts as turnover (tickets oldest first), VP are earned and the referrer's
// reward accrues. Either all of it happens or none; called inside a round's own transaction it joins it.
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { applyLedger } from '../funds/ledger.js';
import { recordTurnover } from '../funds/turnover.js';
import { rewardSettledTurnover } from '../users/rewards.js';

export interface Settlement {
  playerId: number;
  /** What was wagered (already debited when the bet was placed), in poisha. */
  stakePoisha: number;
  /** What the bet pays back, stake included, in poisha (0 for a lost bet). */
  winPoisha: number;
  /** The bet or round, for the ledger. */
  ref: string;
  /**
   * What the player risked, counted as turnover, VP and referral (default: the stake). An exchange market counts
   * its netted risk once (countRisk) and settles each of its bets with 0 here.
   */
  riskPoisha?: number;
}

/**
 * Settled risk earns: it reduces the turnover tickets (bonus rollover), earns VP and the referrer's reward. The
 * one rule for every kind of bet: what the player could have lost, after netting (a hedged book risks nothing).
 */
export async function countRisk(db: DbOrTx, playerId: number, riskPoisha: number): Promise<void> {
  if (!Number.isSafeInteger(riskPoisha) || riskPoisha <= 0) return;
  await recordTurnover(db, playerId, riskPoisha);
  await rewardSettledTurnover(db, playerId, riskPoisha);
}

export async function settle(db: DbOrTx, s: Settlement): Promise<void> {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!whole(s.stakePoisha) || !whole(s.winPoisha)) throw badRequest(/*i18n*/ 'A settlement needs whole, non-negative amounts.');
  await db.transaction(async (tx) => {
    await countRisk(tx, s.playerId, s.riskPoisha ?? s.stakePoisha);
    if (s.winPoisha > 0) await applyLedger(tx, s.playerId, s.winPoisha, 'win', s.ref);
  });
}
