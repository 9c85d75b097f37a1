// Four eyes on large money: an operator's adjustment, or approval of a withdrawal, above the back office's
// `four_eyes_taka` waits for a second operator (another one) to approve it; the action, its audit rows and the
// approval commit in one transaction. The ADMIN_TOKEN's automation is not asked (docs/operations.md).
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { HttpError } from '../../lib/errors.js';
import { getSetting } from '../content/service.js';
import { applyLedger, balanceOf } from '../funds/ledger.js';
import { toTaka } from '../../lib/money.js';
import { approveTransactionIn } from '../funds/requests.js';
import { audit, type Actor } from '../operators/service.js';

export const APPROVAL_MSG = {
  waiting: 'A second operator must approve this: it is above the four-eyes amount.',
  same: 'The second approval must come from another operator.',
  missing: 'There is no such approval waiting.',
  approved: 'Approved by a second operator.',
  financeLimit: 'This adjustment is above the finance limit: a manager must make it.',
};

/** The back office's own settings (not public, unlike the general settings). */
export const backOffice = (db: DbOrTx) => getSetting(db, 'back_office', { four_eyes_taka: 50_000, finance_adjust_max_taka: 200_000 });

/** Finance adjusts balances up to its limit (with four eyes above the four-eyes amount); beyond it, a manager only. */
export async function assertAdjustLimit(db: DbOrTx, actor: Actor, amountPoisha: number): Promise<void> {
  if (actor.role !== 'finance') return;
  if (Math.abs(amountPoisha) > (await backOffice(db)).finance_adjust_max_taka * 100) throw new HttpError(403, APPROVAL_MSG.financeLimit);
}

/** Whether this actor's action of `amountPoisha` needs a second operator. */
export async function needsSecondEyes(db: DbOrTx, actor: Actor, amountPoisha: number): Promise<boolean> {
  if (actor.operatorId === null) return false;
  return Math.abs(amountPoisha) > (await backOffice(db)).four_eyes_taka * 100;
}

/** Records the request (and its audit row); returns its id. One pending request per action and target. */
export async function requestApproval(
  db: Db,
  actor: Actor,
  kind: string,
  target: string,
  amountPoisha: number,
  payload: Record<string, unknown>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const same = await store.pendingApprovalFor(tx, kind, target);
    if (same) return same.id;
    const id = await store.insertApproval(tx, { kind, target, amountPoisha, payload, requestedBy: actor.operatorId as number });
    await audit(tx, actor, 'approval.request', `${kind} ${target}`, null, { approval: id, amount_poisha: amountPoisha, ...payload });
    return id;
  });
}

export async function pendingApprovals(db: DbOrTx) {
  const rows = await store.pendingApprovalRows(db);
  return rows.map(({ a, by }) => ({
    id: a.id,
    kind: a.kind,
    target: a.target,
    amount: toTaka(a.amountPoisha),
    requested_by: by,
    created_at: a.createdAt.toISOString(),
  }));
}

/**
 * A second operator approves: the action is done, with its one audit row (naming the approval and who asked), in one
 * transaction; the operator who asked cannot approve it.
 */
export async function approve(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const a = await store.lockPendingApproval(tx, id);
    if (!a) throw new HttpError(404, APPROVAL_MSG.missing);
    if (a.requestedBy === actor.operatorId || actor.operatorId === null) throw new HttpError(409, APPROVAL_MSG.same);
    if (a.kind === 'player.adjust') {
      const playerId = Number(a.payload.player_id);
      const before = await balanceOf(tx, playerId);
      const after = await applyLedger(tx, playerId, a.amountPoisha, 'admin_adjustment', (a.payload.note as string | null) ?? null);
      await audit(
        tx,
        actor,
        'player.adjust',
        a.target,
        { balance_poisha: before },
        { balance_poisha: after, amount_poisha: a.amountPoisha, note: a.payload.note ?? null, approval: a.id, requested_by: a.requestedBy },
      );
    } else if (a.kind === 'transaction.approve') {
      const done = await approveTransactionIn(tx, Number(a.payload.transaction_id), actor, { approval: a.id, requested_by: a.requestedBy });
      if (!done) throw new HttpError(409, APPROVAL_MSG.missing);
    }
    await store.markApprovalDone(tx, a.id, actor.operatorId);
  });
}
