// VIP points and referral cash: earned from settled turnover, converted or claimed into the main balance.
import type { DbOrTx } from '../../db/client.js';
import type { AppContext, Caller } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { toTaka } from '../../lib/money.js';
import { general } from '../content/service.js';
import { applyLedger } from '../funds/ledger.js';
import { playerById, userView } from './service.js';
import { lockPlayer } from '../base/service.js';
import * as store from './store.js';

import { fillTemplate, MSG_TEMPLATES, REWARD_MSG } from '@bet/shared/contract';
import { formatInteger, formatMoney } from '@bet/shared/format';
export { REWARD_MSG };

/**
 * Called when a bet settles: the player earns VP (setting vp_per_100, per 100 BDT wagered; remainders carry over)
 * and the referrer earns referral_percent of the turnover as cash bonus.
 */
export async function rewardSettledTurnover(db: DbOrTx, playerId: number, wageredPoisha: number): Promise<void> {
  if (!Number.isSafeInteger(wageredPoisha) || wageredPoisha <= 0) return;
  const g = await general(db);
  await db.transaction(async (tx) => {
    const p = await lockPlayer(tx, playerId);
    if (!p) return;
    const progress = p.vpProgressPoisha + wageredPoisha;
    const per = 10_000; // 100 BDT
    const earned = Math.floor(progress / per) * Math.max(0, Math.floor(Number(g.vp_per_100) || 0));
    await store.addVip(tx, playerId, earned, progress % per);
    if (p.referredBy) {
      const reward = Math.floor((wageredPoisha * Number(g.referral_percent || 0)) / 100);
      if (reward > 0) await store.addReferralReward(tx, p.referredBy, reward);
    }
  });
}

/** VP -> main balance at the vp_rate setting (taka per VP), atomically: points down, balance up, one ledger entry. */
export async function convertVip(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const raw = String((input as { vip_coin?: unknown }).vip_coin ?? '').trim();
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 10) throw badRequest(REWARD_MSG.vpMin);
  const vp = Number(raw);
  const playerId = caller.playerId;
  const rate = Number((await general(db)).vp_rate) || 1;
  await db.transaction(async (tx) => {
    if (!(await store.takeVip(tx, playerId, vp))) throw badRequest(REWARD_MSG.vpNotEnough);
    await applyLedger(tx, playerId, Math.round(vp * rate * 100), 'vp_conversion', `vp:${vp}`);
  });
  const player = await playerById(db, playerId);
  const message = fillTemplate(MSG_TEMPLATES.vpConverted, { vp: formatInteger(vp), amount: formatMoney(vp * rate, player.currency) });
  return { success: true, message, data: userView(player) };
}

export async function referralSummary(ctx: AppContext, caller: Caller) {
  const { db } = ctx;
  const p = await playerById(db, caller.playerId);
  const downlines = await store.countDownlines(db, p.id);
  const percent = Number((await general(db)).referral_percent) || 0;
  // rewards are percent of the downlines' settled turnover, so the turnover is derived from them
  const turnover = percent > 0 ? Math.round((p.lifetimeRewardsPoisha * 100) / percent) : 0;
  return {
    success: true,
    data: {
      referral_code: p.referralCode,
      active_downlines: downlines,
      lifetime_cash_rewards: toTaka(p.lifetimeRewardsPoisha),
      referral_turnover: toTaka(turnover),
      cash_bonus: toTaka(p.cashBonusPoisha),
      referral_percent: percent,
    },
  };
}

/** Claim All: the whole cash bonus moves to the main balance, atomically, once. */
export async function claimCash(ctx: AppContext, caller: Caller) {
  const { db } = ctx;
  const playerId = caller.playerId;
  const amount = await db.transaction(async (tx) => {
    const p = await lockPlayer(tx, playerId);
    const bonus = p?.cashBonusPoisha ?? 0;
    if (bonus < 1000) throw badRequest(REWARD_MSG.claimMin);
    await store.takeCashBonus(tx, playerId, bonus);
    await applyLedger(tx, playerId, bonus, 'cash_claim', null);
    return bonus;
  });
  return { success: true, message: /*i18n*/ 'Bonus Claimed successfully.', data: { amount: toTaka(amount) } };
}
