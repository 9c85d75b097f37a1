// Four eyes on large money: an operator's adjustment, or approval of a withdrawal or deposit, above its kind's amount
// (counting what the same operator, or the same player, moved of that kind in the last 24 hours, so splitting an
// amount does not escape it) waits for a second operator. Every request is its own row; another operator approves or
// rejects it, the one who asked may cancel it, and one nobody decided on expires. The approver is another person: not
// the one who asked, not an operator the one who asked created, nor one made by another operator in its first hours.
// The action, its audit row and the decision commit in one transaction. The ADMIN_TOKEN's automation is not asked
// (docs/operations.md).
import type { Db, DbOrTx } from '../../db/client.js';
import type { PageAsked } from '../../lib/pages.js';
import * as store from './store.js';
import { HttpError } from '../../lib/errors.js';
import { getSetting, putSetting } from '../content/service.js';
import { applyLedger, balanceOf } from '../funds/ledger.js';
import { toTaka } from '../../lib/money.js';
import { approveTransactionIn } from '../funds/requests.js';
import { grantBonusIn } from '../funds/bonuses.js';
import { audit, operatorToReset, resetSecondFactorIn, type Actor } from '../operators/service.js';
import { assertOnDesk, changeMarketIn, matchedStakes } from '../exchange/desk.js';
import { admin as adminApi, APPROVAL_TTL_HOURS, APPROVER_COOLING_OFF_HOURS, FOUR_EYES_TAKA, MONEY_LIMITS, OPERATOR_MSG } from '@bet/shared/contract';

export const APPROVAL_MSG = {
  waiting: 'A second operator must approve this: it is above the four-eyes amount.',
  same: 'The second approval must come from another operator.',
  missing: 'There is no such approval waiting.',
  approved: 'Approved by a second operator.',
  rejected: 'Rejected.',
  cancelled: 'Cancelled.',
  expired: `This request has expired (after ${APPROVAL_TTL_HOURS} hours): ask again.`,
  madeByRequester: 'An operator made by the one who asked cannot approve their requests.',
  coolingOff: `An operator made by another operator approves nothing in their first ${APPROVER_COOLING_OFF_HOURS} hours.`,
  financeLimit: 'This adjustment is above the finance limit: a manager must make it.',
  unreachable: "A withdrawal's or deposit's four-eyes amount must stay below the most the api allows.",
  managerOnly: 'A change of a four-eyes amount is approved by another manager.',
  resetWaiting: 'Another manager must approve this reset before it is done.',
  resetManagerOnly: 'An authenticator reset is approved by another manager.',
  resetOwn: 'Another manager approves the reset of your own authenticator.',
};

/** What four eyes watch: a balance adjustment, the approval of a withdrawal, the approval of a deposit. */
export type FourEyesKind = keyof typeof FOUR_EYES_TAKA;
/** The audit action that records each kind's movement (what the day's totals add up). */
const MOVED_BY: Record<FourEyesKind, string> = {
  adjust: 'player.adjust',
  withdraw: 'transaction.approve.withdraw',
  deposit: 'transaction.approve.deposit',
  void: 'market.void',
  bonus: 'player.bonus',
};
const HOUR = 3_600_000;

/** The back office's own settings (not public, unlike the general settings). */
export const backOffice = (db: DbOrTx) =>
  getSetting(db, 'back_office', {
    four_eyes_taka: FOUR_EYES_TAKA.adjust as number,
    four_eyes_withdraw_taka: FOUR_EYES_TAKA.withdraw as number,
    four_eyes_deposit_taka: FOUR_EYES_TAKA.deposit as number,
    four_eyes_void_taka: FOUR_EYES_TAKA.void as number,
    four_eyes_bonus_taka: FOUR_EYES_TAKA.bonus as number,
    finance_adjust_max_taka: 200_000,
  });

/** The setting of each kind's four-eyes amount (taka), in the back office's settings. */
const SETTING_OF: Record<
  FourEyesKind,
  'four_eyes_taka' | 'four_eyes_withdraw_taka' | 'four_eyes_deposit_taka' | 'four_eyes_void_taka' | 'four_eyes_bonus_taka'
> = {
  adjust: 'four_eyes_taka',
  withdraw: 'four_eyes_withdraw_taka',
  deposit: 'four_eyes_deposit_taka',
  void: 'four_eyes_void_taka',
  bonus: 'four_eyes_bonus_taka',
};
/** The most the api lets a withdrawal or deposit be (poisha): a four-eyes amount must stay below it to mean anything. */
const REACHABLE_BELOW: Partial<Record<FourEyesKind, number>> = { withdraw: MONEY_LIMITS.withdrawMax, deposit: MONEY_LIMITS.depositMax };

/** Each kind's four-eyes amount in poisha. */
export async function fourEyesPoisha(db: DbOrTx): Promise<Record<FourEyesKind, number>> {
  const b = await backOffice(db);
  return {
    adjust: b.four_eyes_taka * 100,
    withdraw: b.four_eyes_withdraw_taka * 100,
    deposit: b.four_eyes_deposit_taka * 100,
    void: b.four_eyes_void_taka * 100,
    bonus: b.four_eyes_bonus_taka * 100,
  };
}

/** Finance adjusts balances up to its limit (with four eyes above the four-eyes amount); beyond it, a manager only. */
export async function assertAdjustLimit(db: DbOrTx, actor: Actor, amountPoisha: number): Promise<void> {
  if (actor.role !== 'finance') return;
  if (Math.abs(amountPoisha) > (await backOffice(db)).finance_adjust_max_taka * 100) throw new HttpError(403, APPROVAL_MSG.financeLimit);
}

/**
 * Whether this actor's action of `kind` and `amountPoisha` for the player `playerId` needs a second operator: above the kind's
 * amount together with what this operator, or this player, moved of that kind in the last 24 hours.
 */
export async function needsSecondEyes(db: DbOrTx, actor: Actor, kind: FourEyesKind, amountPoisha: number, playerId: number): Promise<boolean> {
  if (actor.operatorId === null) return false;
  const limit = (await fourEyesPoisha(db))[kind];
  const moved = await store.movedSince(db, MOVED_BY[kind], new Date(Date.now() - 24 * HOUR), actor.operatorId, playerId);
  return Math.abs(amountPoisha) + Math.max(moved.byOperator, moved.byPlayer) > limit;
}

/** Records the request (and its audit row) in the caller's transaction; returns its id. Every request is its own row. */
export async function requestApprovalIn(
  tx: DbOrTx,
  actor: Actor,
  kind: string,
  target: string,
  amountPoisha: number,
  payload: Record<string, unknown>,
): Promise<number> {
  const id = await store.insertApproval(tx, { kind, target, amountPoisha, payload, requestedBy: actor.operatorId as number });
  await audit(tx, actor, 'approval.request', `${kind} ${target}`, null, { approval: id, amount_poisha: amountPoisha, ...payload });
  return id;
}

/**
 * An action four eyes watch, decided and done in one transaction under the operator's and the player's row locks:
 * two actions at once of one operator or for one player take turns, so the second counts the first (three
 * adjustments sent together cannot each slip under the amount). Above it, `request` records a request instead.
 */
export async function underFourEyes<T>(
  db: Db,
  actor: Actor,
  kind: FourEyesKind,
  amountPoisha: number,
  playerId: number,
  request: (tx: DbOrTx) => Promise<number>,
  act: (tx: DbOrTx) => Promise<T>,
): Promise<{ approvalId: number } | { done: T }> {
  return db.transaction(async (tx) => {
    await store.lockForFourEyes(tx, actor.operatorId, playerId);
    if (await needsSecondEyes(tx, actor, kind, amountPoisha, playerId)) return { approvalId: await request(tx) };
    return { done: await act(tx) };
  });
}

const expired = (a: { createdAt: Date }) => Date.now() - a.createdAt.getTime() > APPROVAL_TTL_HOURS * HOUR;

/** A page of the requests waiting for a decision, oldest first, and their count (those past their time are expired). */
export async function pendingApprovals(db: DbOrTx, page: PageAsked) {
  const { rows, total } = await store.pendingApprovalRows(db, new Date(Date.now() - APPROVAL_TTL_HOURS * HOUR), page.limit, page.offset);
  return {
    rows: rows.map(({ a, by }) => ({
      id: a.id,
      kind: a.kind,
      target: a.target,
      amount: toTaka(a.amountPoisha),
      requested_by: by,
      created_at: a.createdAt.toISOString(),
    })),
    total,
  };
}

/** The pending request `id`, locked; refused when missing or past its time. */
async function lockLive(tx: DbOrTx, id: number) {
  const a = await store.lockPendingApproval(tx, id);
  if (!a) throw new HttpError(404, APPROVAL_MSG.missing);
  if (expired(a)) throw new HttpError(409, APPROVAL_MSG.expired);
  return a;
}

/** Whether `actor` may approve what `requestedBy` asked for: another person, by every measure the api has. */
async function assertSecondPerson(tx: DbOrTx, actor: Actor, requestedBy: number): Promise<void> {
  if (actor.operatorId === null || actor.operatorId === requestedBy) throw new HttpError(409, APPROVAL_MSG.same);
  const approver = await store.operatorById(tx, actor.operatorId);
  if (!approver) throw new HttpError(409, APPROVAL_MSG.same);
  if (approver.createdBy === requestedBy) throw new HttpError(409, APPROVAL_MSG.madeByRequester);
  if (approver.createdBy !== null && Date.now() - approver.createdAt.getTime() < APPROVER_COOLING_OFF_HOURS * HOUR)
    throw new HttpError(409, APPROVAL_MSG.coolingOff);
}

/**
 * A second operator approves: the action is done, with its one audit row (naming the approval and who asked), in one
 * transaction.
 */
export async function approve(db: Db, actor: Actor, id: number): Promise<{ reset?: Awaited<ReturnType<typeof resetSecondFactorIn>>; voided?: string }> {
  return db.transaction(async (tx) => {
    const a = await lockLive(tx, id);
    await assertSecondPerson(tx, actor, a.requestedBy);
    let reset: Awaited<ReturnType<typeof resetSecondFactorIn>> | undefined;
    let voided: string | undefined;
    if (a.kind === 'operator.second-factor') {
      // a manager's decision, and never the operator's own (who would then hold their own new link)
      if (actor.role !== 'manager') throw new HttpError(403, APPROVAL_MSG.resetManagerOnly);
      const operatorId = Number(a.payload.operator_id);
      if (operatorId === actor.operatorId) throw new HttpError(409, APPROVAL_MSG.resetOwn);
      reset = await resetSecondFactorIn(tx, actor, operatorId, a);
    } else if (a.kind === 'player.adjust') {
      const playerId = Number(a.payload.player_id);
      const before = await balanceOf(tx, playerId);
      const after = await applyLedger(tx, playerId, a.amountPoisha, 'admin_adjustment', (a.payload.note as string | null) ?? null);
      await audit(
        tx,
        actor,
        'player.adjust',
        a.target,
        { balance_poisha: before },
        {
          balance_poisha: after,
          amount_poisha: a.amountPoisha,
          note: a.payload.note ?? null,
          player_id: playerId,
          approval: a.id,
          requested_by: a.requestedBy,
        },
      );
    } else if (a.kind === 'back_office.four_eyes') {
      // four eyes on four eyes: a manager asked, another manager approves
      if (actor.role !== 'manager') throw new HttpError(403, APPROVAL_MSG.managerOnly);
      const kind = a.payload.kind as FourEyesKind;
      const before = await backOffice(tx);
      const after = { ...before, [SETTING_OF[kind]]: a.amountPoisha / 100 };
      await putSetting(tx, 'back_office', after);
      await audit(
        tx,
        actor,
        'settings.four-eyes',
        kind,
        { taka: before[SETTING_OF[kind]] },
        { taka: a.amountPoisha / 100, approval: a.id, requested_by: a.requestedBy },
      );
    } else if (a.kind === 'market.void') {
      // the market as it is now: voided, closed or settled meanwhile, the void may no longer be possible (409, 404)
      voided = String(a.payload.market_id);
      await changeMarketIn(tx, actor, voided, 'void', String(a.payload.reason), {
        amount_poisha: a.amountPoisha,
        approval: a.id,
        requested_by: a.requestedBy,
      });
    } else if (a.kind === 'player.bonus') {
      // the player as they are now: one who went on a break meanwhile gets no bonus (409)
      await grantBonusIn(tx, actor, Number(a.payload.player_id), a.target, a.amountPoisha, Number(a.payload.turnover), String(a.payload.reason), {
        approval: a.id,
        requested_by: a.requestedBy,
      });
    } else if (a.kind === 'transaction.approve') {
      const done = await approveTransactionIn(tx, Number(a.payload.transaction_id), actor, { approval: a.id, requested_by: a.requestedBy });
      if (!done) throw new HttpError(409, APPROVAL_MSG.missing);
    }
    await store.decideApproval(tx, a.id, 'done', actor.operatorId);
    return { ...(reset ? { reset } : {}), ...(voided ? { voided } : {}) };
  });
}

/**
 * A manager asks to reset another operator's authenticator (a lost phone and recovery codes): always a request, for
 * another manager (approve() does it). Not for oneself, nor for an operator who has not enrolled.
 */
export async function requestSecondFactorReset(db: Db, actor: Actor, username: string, reason: string): Promise<number> {
  if (actor.operatorId === null) throw new HttpError(403, OPERATOR_MSG.role);
  if (reason.trim().length < 5) throw new HttpError(400, OPERATOR_MSG.reason, { reason: [OPERATOR_MSG.reason] });
  return db.transaction(async (tx) => {
    const op = await operatorToReset(tx, actor, username);
    return requestApprovalIn(tx, actor, 'operator.second-factor', op.username, 0, { operator_id: op.id, reason });
  });
}

/** A manager asks to change a kind's four-eyes amount: always a request, for another manager (approve() applies it). */
export async function requestFourEyesChange(db: Db, actor: Actor, kind: FourEyesKind, taka: number): Promise<number> {
  const reach = REACHABLE_BELOW[kind];
  if (reach !== undefined && taka * 100 >= reach) throw new HttpError(400, APPROVAL_MSG.unreachable);
  if (actor.operatorId === null) throw new HttpError(403, APPROVAL_MSG.managerOnly);
  return db.transaction((tx) => requestApprovalIn(tx, actor, 'back_office.four_eyes', kind, taka * 100, { kind }));
}

/** Declines a waiting request: the one who asked cancels it, another operator rejects it; with the reason, audited. */
export async function decline(db: Db, actor: Actor, id: number, reason: string): Promise<'rejected' | 'cancelled'> {
  return db.transaction(async (tx) => {
    const a = await lockLive(tx, id);
    const status = a.requestedBy === actor.operatorId ? 'cancelled' : 'rejected';
    await store.decideApproval(tx, a.id, status, actor.operatorId);
    await audit(
      tx,
      actor,
      status === 'cancelled' ? 'approval.cancel' : 'approval.reject',
      `${a.kind} ${a.target}`,
      { status: 'pending' },
      { status, approval: a.id, reason },
    );
    return status;
  });
}

/**
 * An operator voids a market: above the void's four-eyes amount (the matched stakes it refunds, with what this
 * operator voided in the last 24 hours) a request for a second operator, else the market voided, in one transaction
 * under the operator's lock. The refunds follow the commit (settle.ts, refundVoided).
 */
export async function voidMarket(db: Db, actor: Actor, marketId: string, reason: string): Promise<{ approvalId: number } | { state: adminApi.MarketState }> {
  await assertOnDesk(db, marketId);
  return db.transaction(async (tx) => {
    await store.lockForFourEyes(tx, actor.operatorId, 0);
    const stakes = await matchedStakes(tx, marketId);
    // (no player's id is 0: only this operator's voids count beside this one)
    if (await needsSecondEyes(tx, actor, 'void', stakes, 0)) {
      return { approvalId: await requestApprovalIn(tx, actor, 'market.void', marketId, stakes, { market_id: marketId, reason }) };
    }
    return { state: await changeMarketIn(tx, actor, marketId, 'void', reason, { amount_poisha: stakes }) };
  });
}
