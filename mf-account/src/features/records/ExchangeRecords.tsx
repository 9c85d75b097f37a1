// The Exchange tab of /betting-record (docs/spec.md section 2): the player's exchange bets by date (GMT+6) with
// event name, bet type, stake and net profit/loss; a row opens Exchange Record Details with a progress view
// (event name, transaction id, amount) and a table view. WON is green, LOST red, anything else open.
import { useState } from 'react';
import { Check, ChevronRight } from 'lucide-react';
import {
  ErrorState,
  type ExchangeBet,
  fetchExchangeRecords,
  formatMoney,
  formatPlayer,
  Modal,
  NoData,
  playerZone,
  type RecordRange,
  SkeletonRows,
  Tabs,
  useLingui,
  useResource,
} from '@bet/shared';

const statusClass = (s: ExchangeBet['status']) => (s === 'WON' ? 'win' : s === 'LOST' ? 'loss' : 'open');

function Detail({ bet, onClose }: { bet: ExchangeBet; onClose: () => void }) {
  const { i18n } = useLingui();
  const [view, setView] = useState<'progress' | 'table'>('progress');
  const settled = bet.status !== 'open';
  const steps: [string, string | null][] = [
    ['Placed', formatPlayer(bet.created_at, 'DD/MM/YYYY HH:mm:ss')],
    [bet.matched || settled ? 'Matched' : 'Unmatched', null],
    [settled ? bet.status : 'Open', bet.settled_at ? formatPlayer(bet.settled_at, 'DD/MM/YYYY HH:mm:ss') : null],
  ];
  const reached = settled ? 3 : bet.matched ? 2 : 1;
  const rows: [string, string][] = [
    ['Event Name', bet.event_name],
    ['Game Type', bet.game_type],
    ['Market Name', bet.market_name],
    ['Selection Name', bet.selection_name],
    ['Bet Type', i18n._(bet.bet_type)],
    ['Stake', formatMoney(bet.stake)],
    ['Potential Profit', formatMoney(bet.potential_profit)],
    ['Potential Liability', formatMoney(bet.potential_liability)],
    ['Odds', String(bet.odds)],
    ['Runs', bet.run === null ? '-' : String(bet.run)],
  ];
  return (
    <Modal open title={i18n._('Exchange Record Details')} onClose={onClose}>
      <div className="stack">
        <Tabs
          label={i18n._('View')}
          value={view}
          onChange={setView}
          items={[
            { key: 'progress', label: i18n._('Progress') },
            { key: 'table', label: i18n._('Table') },
          ]}
        />
        {view === 'progress' ? (
          <>
            <dl className="detail-list">
              <dt>{i18n._('Event Name')}</dt>
              <dd translate="no">{bet.event_name}</dd>
              <dt>{i18n._('Transaction ID')}</dt>
              <dd className="num">{bet.transaction_id}</dd>
              <dt>{i18n._('Amount')}</dt>
              <dd className="num">{formatMoney(bet.stake)}</dd>
            </dl>
            <ol className="timeline">
              {steps.map(([s, at], i) => (
                <li key={s} className={i < reached ? (bet.status === 'LOST' && i === 2 ? 'done fail' : 'done') : ''}>
                  <span className="dot">{i < reached && <Check size={12} />}</span>
                  <div>
                    <div>{i18n._(s)}</div>
                    {at && <div className="caption">{at}</div>}
                  </div>
                </li>
              ))}
            </ol>
            <p className={`amount num ${statusClass(bet.status)}`}>
              {i18n._('Net Profit/Loss')}: {formatMoney(bet.net_profit_loss)}
            </p>
          </>
        ) : (
          <table className="detail-table vertical">
            <tbody>
              {rows.map(([k, v]) => (
                <tr key={k}>
                  <th>{i18n._(k)}</th>
                  <td>{v}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  );
}

export function ExchangeRecords({ date }: { date: RecordRange }) {
  const { i18n } = useLingui();
  const records = useResource(`exchange-records:${date}`, () => fetchExchangeRecords(date), { maxAgeMs: 5_000 });
  const [open, setOpen] = useState<ExchangeBet | null>(null);
  if (records.error) return <ErrorState onRetry={() => void records.reload()} />;
  if (!records.data) return <SkeletonRows />;
  if (!records.data.rows.length) return <NoData />;
  const days = new Map<string, ExchangeBet[]>();
  for (const b of records.data.rows) {
    const day = formatPlayer(b.created_at, 'DD/MM/YYYY');
    days.set(day, [...(days.get(day) ?? []), b]);
  }
  return (
    <div className="stack">
      {[...days].map(([day, bets]) => (
        <section key={day} aria-label={day}>
          <h2 className="section-label">
            {day} <span className="caption">{playerZone().label}</span>
          </h2>
          {bets.map((b) => (
            <button key={b.id} type="button" className="list-row row-btn record-row" onClick={() => setOpen(b)}>
              <span className="stack" style={{ gap: 2, alignItems: 'flex-start' }}>
                <span translate="no">{b.event_name}</span>
                <span className="caption">
                  {i18n._(b.bet_type)} · <span translate="no">{b.selection_name}</span>
                  {b.run !== null ? ` ${b.run}` : ''} @ {b.odds}
                </span>
              </span>
              <span className="spacer" />
              <span className="stack" style={{ gap: 2, alignItems: 'flex-end' }}>
                <span className="caption">
                  {i18n._('Stake')} <span className="amount num">{formatMoney(b.stake)}</span>
                </span>
                <span className={`pill-status ${statusClass(b.status)}`}>{b.status === 'open' ? i18n._('Open') : i18n._(b.status)}</span>
                <span className={`amount num ${b.net_profit_loss > 0 ? 'win' : b.net_profit_loss < 0 ? 'loss' : ''}`}>{formatMoney(b.net_profit_loss)}</span>
              </span>
              <ChevronRight size={16} className="muted" />
            </button>
          ))}
        </section>
      ))}
      {open && <Detail bet={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
