// Withdrawals: paid only to the player's own verified numbers, with the turnover complete; held from the balance
// at once (through the ledger) until the back office pays or rejects it.
import type { Db } from '../../db/client.js';
import { sqlCode } from '../../db/client.js';
import * as store from './store.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { general } from '../content/service.js';
import { applyLedger } from './ledger.js';
import { hasActiveTurnover } from './turnover.js';
import { assertKycFor } from './kyc.js';

import { FUNDS_MSG, parsePoisha, withdrawalRequestForm } from '@bet/shared/contract';
import { checkWith } from '../../lib/forms.js';
import { amountText, method, pending, requireVerified, uniqueViolation, type TxRow } from './checks.js';

/** Pre-check of a withdrawal: a date of birth, and no unfinished turnover. */
export async function withdrawCheck(db: Db, playerId: number): Promise<void> {
  if (!(await store.dateOfBirth(db, playerId))) throw new HttpError(400, FUNDS_MSG.dob, undefined, { error: 'dofb' });
  if (await hasActiveTurnover(db, playerId)) throw new HttpError(400, FUNDS_MSG.turnover, undefined, { error: 'turnover' });
}

/** A withdrawal request: the amount is held (debited) at once, pending the back office. */
export async function submitWithdraw(
  db: Db,
  playerId: number,
  input: { account_number?: unknown; amount?: unknown; payment_id?: unknown; provider?: unknown },
): Promise<TxRow> {
  const numbers = await requireVerified(db, playerId);
  const g = await general(db);
  if (Number(g.withdrawal_status) === 0) throw badRequest(FUNDS_MSG.withdrawalsClosed);
  if (await pending(db, playerId, 'withdraw')) throw new HttpError(409, FUNDS_MSG.pendingWithdrawal, undefined, { error: 'pending' });
  // the amount and the account number, checked with the withdrawal form's own fields
  const checked = checkWith(withdrawalRequestForm, { amount: amountText(input.amount), account: input.account_number ?? '' });
  const [amount, account] = [parsePoisha(checked.amount) as number, checked.account]; // the field's pattern is parsePoisha's
  // money leaves only to a number the player proved to own
  if (!numbers.includes(account)) throw badRequest(FUNDS_MSG.notYourNumber);
  const m = await method(db, input.payment_id);
  if (!m.withdrawEnabled) throw badRequest(FUNDS_MSG.paymentMethod);
  await withdrawCheck(db, playerId);
  // a large withdrawal, or a later one, needs the player's identity checked
  await assertKycFor(db, playerId, amount);
  try {
    return await db.transaction(async (tx) => {
      const row = await store.insertTransaction(tx, {
        playerId,
        action: 'withdraw',
        amountPoisha: amount,
        status: 0,
        accountNumber: account,
        paymentMethodId: m.id,
        provider: m.provider,
      });
      await applyLedger(tx, playerId, -amount, 'withdrawal_hold', `tx:${row.id}`);
      return row;
    });
  } catch (e) {
    if (sqlCode(e) === '23505') uniqueViolation(e, 'withdraw');
    throw e;
  }
}
