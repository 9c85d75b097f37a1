// One bet line (selection, odds, stake, status and result, or Cancel while unmatched) and the open bets, matched
// and unmatched, with cancel: the Bets sheet and My Bets.
import { useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  cancelExchangeBet,
  errorMessage,
  ErrorState,
  fetchExchangeBets,
  formatMoney,
  invalidateResources,
  NoData,
  SkeletonRows,
  type ExchangeBet,
  useLingui,
  useResource,
} from '@bet/shared';
import { useExchangeAccess } from '../common/session';
import { pushBetMessage } from '../common/settings';
import { betTime, plClass } from '../common/format';

/** One bet: selection, type, odds, stake, and its status and result (or Cancel while unmatched). */
export function BetLine({ b, onCancel, busy }: { b: ExchangeBet; onCancel?: (b: ExchangeBet) => void; busy?: boolean }) {
  const { i18n } = useLingui();
  const settled = b.status !== 'open';
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
      </div>
    </li>
  );
}

/** The open bets, matched and unmatched (an unmatched one can be cancelled): the Bets sheet and My Bets. */
export function OpenBets() {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const bets = useResource(access ? `exchange-bets:open:${access.slice(0, 8)}` : null, () => fetchExchangeBets(access as string, 'open'), {
    pollMs: 5_000,
    maxAgeMs: 2_000,
  });
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
