// The back office's side of deposits and withdrawals (approve, reject: each once) and the records pages' views.
import { audit, type Actor } from '../operators/service.js';
import type { PageAsked } from '../../lib/pages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { toTaka } from '../../lib/money.js';
import { general } from '../content/service.js';
import { applyLedger } from './ledger.js';
import { tell } from '../push/service.js';

/**
 * Approves a pending transaction once. A deposit credits the amount (and a promotion's bonus) and opens a
 * turnover ticket; a withdrawal was held already. Returns false when it was not pending (approved twice).
 */
export async function approveTransaction(db: Db, id: number, actor?: Actor): Promise<boolean> {
  return db.transaction((tx) => approveTransactionIn(tx, id, actor));
}

/** What a pending transaction is (action and amount), or undefined when it is not pending. */
export const pendingTransaction = (db: DbOrTx, id: number) => store.pendingTransaction(db, id);

/** Approves a pending transaction once, inside the caller's transaction (a four-eyes approval's). */
export async function approveTransactionIn(tx: DbOrTx, id: number, actor?: Actor, extra: Record<string, unknown> = {}): Promise<boolean> {
  {
    const row = await store.closePending(tx, id, 1);
    if (!row) return false;
    if (actor)
      await audit(
        tx,
        actor,
        `transaction.approve.${row.action}`,
        `tx:${row.id}`,
        { status: 'pending' },
        { status: 'approved', player_id: row.playerId, player: await store.usernameOf(tx, row.playerId), amount_poisha: row.amountPoisha, ...extra },
      );
    if (row.action === 'deposit') {
      await applyLedger(tx, row.playerId, row.amountPoisha, 'deposit', `tx:${row.id}`);
      const g = await general(tx);
      let bonus = 0;
      let required = row.amountPoisha * Math.max(0, Number(g.regular_turnover_multiplier) || 0);
      if (row.promotionId) {
        const promo = await store.promotionById(tx, row.promotionId);
        if (promo) {
          bonus = Math.floor((row.amountPoisha * promo.depositBonusPercent) / 100);
          required = (row.amountPoisha + bonus) * promo.turnoverMultiplier;
        }
      }
      if (bonus > 0) {
        await applyLedger(tx, row.playerId, bonus, 'deposit_bonus', `tx:${row.id}`);
        await store.setBonus(tx, row.id, bonus);
      }
      if (required > 0) {
        await store.openTurnover(tx, { playerId: row.playerId, transactionId: row.id, promotionId: row.promotionId, requiredPoisha: required });
      }
      await tell(tx, row.playerId, 'deposit', 'deposit', { amountPoisha: row.amountPoisha + bonus });
    } else await tell(tx, row.playerId, 'withdrawal', 'withdrawalApproved', { amountPoisha: row.amountPoisha });
    return true;
  }
}

/** Rejects a pending transaction once; a rejected withdrawal is refunded. */
export async function rejectTransaction(db: Db, id: number, reason: string, actor?: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await store.closePending(tx, id, 2, reason.slice(0, 300) || null);
    if (!row) return false;
    if (actor)
      await audit(
        tx,
        actor,
        `transaction.reject.${row.action}`,
        `tx:${row.id}`,
        { status: 'pending' },
        { status: 'rejected', reason, player_id: row.playerId, player: await store.usernameOf(tx, row.playerId), amount_poisha: row.amountPoisha },
      );
    if (row.action === 'withdraw') {
      await applyLedger(tx, row.playerId, row.amountPoisha, 'withdrawal_refund', `tx:${row.id}`);
      await tell(tx, row.playerId, 'withdrawal', 'withdrawalRejected', { amountPoisha: row.amountPoisha });
    }
    return true;
  });
}

/** The Transaction entity of docs/spec.md section 3. */
async function transactionViews(
  db: Db,
  by: Parameters<typeof store.transactionsWith>[1],
  limit = 500,
  order: Parameters<typeof store.transactionsWith>[3] = {},
) {
  const { rows, methods, promos, names } = await store.transactionsWith(db, by, limit, order);
  return rows.map((r) => {
    const m = methods.find((x) => x.id === r.paymentMethodId);
    const p = promos.find((x) => x.id === r.promotionId);
    return {
      id: r.id,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      action: r.action,
      amount: toTaka(r.amountPoisha),
      bonus: toTaka(r.bonusPoisha),
      key: r.status,
      transaction_id: r.trxId ?? r.gatewayRef,
      account_number: r.accountNumber,
      channel: r.channel,
      reason: r.note,
      payment_method: m ? { name: m.name, icon: m.icon, type: m.accountType } : null,
      promotion: p ? { id: p.id, name: p.name, turnover: p.turnoverMultiplier, deposit_bouns: p.depositBonusPercent } : null,
      player_id: r.playerId,
      username: names.find((x) => x.id === r.playerId)?.username ?? '',
      receipts: r.receipts,
    };
  });
}

/** The Turnover entity of docs/spec.md section 3. */
export async function turnoverViews(db: Db, playerId: number) {
  const rows = await store.turnoversOf(db, playerId);
  const txIds = rows.map((r) => r.transactionId).filter((x): x is number => x !== null);
  const txs = txIds.length ? await transactionViews(db, { ids: txIds }) : [];
  // a ticket of a bonus the desk granted: shown as the bonus and its multiplier (action `bonus`)
  const granted = await store.bonusesOfTickets(
    db,
    rows.filter((r) => r.transactionId === null).map((r) => r.id),
  );
  return rows.map((r) => {
    const t = txs.find((x) => x.id === r.transactionId);
    const b = granted.find((x) => x.turnoverId === r.id);
    return {
      id: r.id,
      status: r.status,
      required_turnover: toTaka(r.requiredPoisha),
      remaining_turnover: toTaka(r.remainingPoisha),
      created_at: r.createdAt.toISOString(),
      transaction: t
        ? {
            action: t.action,
            amount: t.amount,
            bonus: t.bonus,
            promotion: t.promotion ? { name: t.promotion.name, turnover: t.promotion.turnover } : null,
            payment_method: t.payment_method ? { name: t.payment_method.name } : null,
          }
        : b
          ? {
              action: 'bonus',
              amount: toTaka(b.amountPoisha),
              bonus: toTaka(b.amountPoisha),
              promotion: { name: 'Bonus', turnover: b.turnover },
              payment_method: null,
            }
          : null,
    };
  });
}

export const playerTransactions = (db: Db, playerId: number) => transactionViews(db, { playerId });
/**
 * For the back office: a page of them by status (0 pending, 1 success, 2 fail; null: all), and how many there are;
 * the pending ones oldest first (the queue's order), the others newest first.
 */
export async function transactionsByStatus(db: Db, status: number | null, page: PageAsked) {
  const by = status === null ? {} : { status };
  const [rows, total] = await Promise.all([
    transactionViews(db, by, page.limit, { offset: page.offset, oldestFirst: status === 0 }),
    store.countTransactions(db, by),
  ]);
  return { rows, total };
}
