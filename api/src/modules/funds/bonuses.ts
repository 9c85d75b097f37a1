// Bonuses the desk grants a player: credited through the ledger (`bonus_grant`) with a turnover ticket of amount x
// turnover that holds back a withdrawal as a promotion's does; cancelled, what is left of the bonus is taken back
// (`bonus_cancel`: at most the bonus, at most the balance, never below zero) and its ticket closed. A player on a
// break gets none. Four eyes on the grant: admin/approvals.ts (kind `bonus`). Every change audited with its reason.
import type { DbOrTx } from '../../db/client.js';
import { HttpError } from '../../lib/errors.js';
import { toTaka } from '../../lib/money.js';
import { admin } from '@bet/shared/contract';
import { audit, type Actor } from '../operators/service.js';
import { applyLedger, balanceOf } from './ledger.js';
import * as store from './store.js';

const { BONUS_MSG } = admin;

function bonusView(b: store.BonusRow, remainingPoisha: number | null): admin.BonusRow {
  return {
    id: b.id,
    amount: toTaka(b.amountPoisha),
    turnover: b.turnover,
    remaining_turnover: toTaka(b.status === 'active' ? (remainingPoisha ?? 0) : 0),
    status: b.status as admin.BonusRow['status'],
    reason: b.reason,
    granted_by: b.grantedBy,
    granted_at: b.createdAt.toISOString(),
    taken_back: toTaka(b.takenBackPoisha),
  };
}

export async function bonusesOf(db: DbOrTx, playerId: number): Promise<admin.BonusRow[]> {
  return (await store.bonusesOf(db, playerId)).map((r) => bonusView(r.b, r.remaining));
}

/**
 * Grants the bonus in the caller's transaction (four eyes decided it may go ahead): the ledger's credit, the
 * ticket, the bonus row and its audit row (`player.bonus`, what four eyes add up), together.
 */
export async function grantBonusIn(
  tx: DbOrTx,
  actor: Actor,
  playerId: number,
  username: string,
  amountPoisha: number,
  turnover: number,
  reason: string,
  extra: Record<string, unknown> = {},
): Promise<admin.BonusRow> {
  if (await store.onBreak(tx, playerId, new Date())) throw new HttpError(409, BONUS_MSG.onBreak);
  const required = amountPoisha * turnover;
  const turnoverId = required > 0 ? await store.openTurnover(tx, { playerId, transactionId: null, promotionId: null, requiredPoisha: required }) : null;
  const row = await store.insertBonus(tx, { playerId, amountPoisha, turnover, turnoverId, reason, grantedBy: actor.name });
  const before = await balanceOf(tx, playerId);
  const after = await applyLedger(tx, playerId, amountPoisha, 'bonus_grant', `bonus:${row.id}`);
  await audit(
    tx,
    actor,
    'player.bonus',
    username,
    { balance_poisha: before },
    { balance_poisha: after, amount_poisha: amountPoisha, turnover, reason, bonus: row.id, player_id: playerId, ...extra },
  );
  return bonusView(row, required);
}

/** Cancels an active bonus once: takes back what is left of it (never below zero), closes its ticket; audited. */
export async function cancelBonus(db: DbOrTx, actor: Actor, playerId: number, username: string, id: number, reason: string): Promise<admin.BonusRow> {
  return db.transaction(async (tx) => {
    const b = await store.lockBonus(tx, playerId, id);
    if (!b) throw new HttpError(404, BONUS_MSG.missing);
    if (b.status !== 'active') throw new HttpError(409, BONUS_MSG.notActive);
    // the balance under the player's lock: a bet or a withdrawal meanwhile waits, and cannot spend what is taken
    const balance = await store.lockedBalanceOf(tx, playerId);
    const take = Math.min(b.amountPoisha, balance);
    if (take > 0) await applyLedger(tx, playerId, -take, 'bonus_cancel', `bonus:${b.id}`);
    if (b.turnoverId !== null) await store.closeTurnover(tx, b.turnoverId);
    const row = await store.cancelBonusRow(tx, b.id, take);
    await audit(
      tx,
      actor,
      'player.bonus.cancel',
      username,
      { status: 'active', balance_poisha: balance },
      { status: 'cancelled', taken_back_poisha: take, reason, bonus: b.id, player_id: playerId },
    );
    return bonusView(row, 0);
  });
}
