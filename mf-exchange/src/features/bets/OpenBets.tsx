// One bet line (selection, odds, stake, status and result, or Cancel while unmatched) and the open bets, matched
// and unmatched, with cancel: the Bets sheet and My Bets.
import { useState, type FormEvent } from 'react';
import { useSetAtom } from 'jotai';
import {
  cancelExchangeBet,
  editExchangeBet,
  errorMessage,
  ErrorState,
  formatMoney,
  invalidateResources,
  NoData,
  SkeletonRows,
  type ExchangeBet,
  useLingui,
} from '@bet/shared';
import { parsePoisha, stakeRefusal } from '@bet/shared/contract';
import { useExchangeAccess } from '../common/session';
import { PriceTicks } from '../common/PriceTicks';
import { useOpenExchangeBets } from '../odds/books';
import { pushBetMessage } from '../common/settings';
import { betTime, plClass } from '../common/format';

/** One bet: selection, type, odds, stake, and its status and result (or Cancel and Edit while unmatched). */
export function BetLine({ b, onCancel, busy }: { b: ExchangeBet; onCancel?: (b: ExchangeBet) => void; busy?: boolean }) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const settled = b.status !== 'open';
  const editable = !settled && !b.matched && b.market_kind === 'odds' && onCancel;
  return (
    <li className={`bet-line ${b.bet_type === 'Back' || b.bet_type === 'Yes' ? 'back' : 'lay'}`}>
      <div className="bet-line-main">
        <b>
          {i18n._(b.bet_type)} <span translate="no">{b.selection_name}</span>
          {b.run !== null ? ` ${b.run}` : ''}
        </b>
        <span className="caption">
          {i18n._(b.market_name)} · <span translate="no">{b.event_name}</span>
          {b.cash_out && <> · {i18n._('Cash out')}</>}
        </span>
        <span className="caption">
          {betTime(b.created_at)} · {b.transaction_id}
        </span>
      </div>
      <div className="bet-line-figures">
        <span>
          @ <b>{b.odds}</b>
        </span>
        <span className="amount">{formatMoney(b.stake)}</span>
        {settled ? (
          <span className={`pill ${b.status === 'WON' ? 'win' : b.status === 'LOST' ? 'loss' : ''}`}>{i18n._(b.status)}</span>
        ) : (
          <span className={`pill ${b.matched ? 'matched' : 'unmatched'}`}>{i18n._(b.matched ? /*i18n*/ 'Matched' : /*i18n*/ 'Unmatched')}</span>
        )}
        {settled && <b className={`amount ${plClass(b.net_profit_loss)}`}>{formatMoney(b.net_profit_loss)}</b>}
        {!settled && !b.matched && onCancel && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => onCancel(b)}>
            {i18n._('Cancel')}
          </button>
        )}
        {editable && !editing && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setEditing(true)}>
            {i18n._('Edit')}
          </button>
        )}
      </div>
      {editable && editing && <EditBet b={b} onDone={() => setEditing(false)} />}
    </li>
  );
}

/**
 * Edits an unmatched bet: odds a tick at a time on the ladder, the stake typed. The same odds with a new stake keep
 * the bet's place in the queue; new odds replace it (the api does both in one step).
 */
function EditBet({ b, onDone }: { b: ExchangeBet; onDone: () => void }) {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const push = useSetAtom(pushBetMessage);
  const [price, setPrice] = useState(b.odds);
  const [stake, setStake] = useState(String(b.stake));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const n = Number(stake);
  // the api's stake rule (no bounds of its own here: the api checks the market's)
  const valid = stakeRefusal(parsePoisha(stake), 0, Infinity) === null;
  const changed = price !== b.odds || n !== b.stake;
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!access || !valid || !changed) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await editExchangeBet(access, b.id, { price, stake: n });
      push({
        kind: answer.data.bets.every((x) => x.matched) ? 'matched' : 'unmatched',
        text: `${i18n._(answer.message ?? /*i18n*/ 'Bet updated.')} ${i18n._(b.bet_type)} ${b.selection_name} @ ${price} · ${formatMoney(n)}`,
      });
      invalidateResources('exchange-', true);
      onDone();
    } catch (err) {
      setError(errorMessage(err, i18n._('The bet could not be edited.')));
      invalidateResources('exchange-', true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="bet-edit" aria-label={i18n._('Edit the bet')} onSubmit={(e) => void save(e)}>
      <div className="slip-fields">
        <div className="slip-field">
          <span className="caption">{i18n._('Odds')}</span>
          <PriceTicks price={price} onChange={setPrice} />
        </div>
        <label className="slip-field">
          <span className="caption">{i18n._('Stake')}</span>
          <input inputMode="decimal" autoComplete="off" value={stake} onChange={(e) => setStake(e.target.value.replace(/[^\d.]/g, ''))} />
        </label>
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="slip-actions">
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {i18n._('Close')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!valid || !changed || busy}>
          {busy ? i18n._('Saving...') : i18n._('Save')}
        </button>
      </div>
    </form>
  );
}

/** The open bets, matched and unmatched (an unmatched one can be cancelled): the Bets sheet and My Bets. */
export function OpenBets() {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const bets = useOpenExchangeBets();
  const push = useSetAtom(pushBetMessage);
  const [busy, setBusy] = useState(false);
  const cancel = async (b: ExchangeBet) => {
    if (!access) return;
    setBusy(true);
    try {
      const answer = await cancelExchangeBet(access, b.id);
      push({
        kind: 'matched',
        text: `${answer.message ? i18n._(answer.message) : ''} ${i18n._(b.bet_type)} ${b.selection_name} @ ${b.odds} · ${formatMoney(b.stake)}`,
      });
    } catch (err) {
      push({ kind: 'error', text: errorMessage(err, i18n._('The bet could not be cancelled.')) });
    } finally {
      setBusy(false);
      invalidateResources('exchange-', true);
    }
  };
  if (!bets.data) return bets.error ? <ErrorState onRetry={() => void bets.reload()} /> : <SkeletonRows count={3} />;
  const rows = bets.data.rows;
  if (!rows.length) return <NoData text={i18n._('No open bets')} />;
  const unmatched = rows.filter((b) => !b.matched);
  const matched = rows.filter((b) => b.matched);
  return (
    <div className="open-bets">
      {unmatched.length > 0 && (
        <>
          <h3 className="section-title">{i18n._('Unmatched')}</h3>
          <ul className="bet-list">
            {unmatched.map((b) => (
              <BetLine key={b.id} b={b} onCancel={cancel} busy={busy} />
            ))}
          </ul>
        </>
      )}
      {matched.length > 0 && (
        <>
          <h3 className="section-title">{i18n._('Matched')}</h3>
          <ul className="bet-list">
            {matched.map((b) => (
              <BetLine key={b.id} b={b} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
