// /transaction-record: filters Status, Payment Type, Date (Asia/Dhaka); rows grouped by date; a detail popup.
import './records.css';
import {
  type DateRange,
  ErrorState,
  fetchTransactions,
  formatMoney,
  formatPlayer,
  Modal,
  NoData,
  PageHeader,
  playerTime,
  playerZone,
  rangeOf,
  SkeletonRows,
  Tabs,
  type Transaction,
  useLingui,
  useResource,
} from '@bet/shared';
import { ArrowDownToLine, ArrowUpFromLine, Check, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Select } from './Select';

type Status = 'all' | 'pending' | 'fail' | 'success';
type Kind = 'all' | 'deposit' | 'withdraw';

export const STATUS_LABEL: Record<number, string> = { 0: /*i18n*/ 'Processing', 1: /*i18n*/ 'Success', 2: /*i18n*/ 'Fail' };
const PILL: Record<number, string> = { 0: 'pill-pending', 1: 'pill-success', 2: 'pill-danger' };
const STATUS_KEY: Record<Status, number | null> = { all: null, pending: 0, success: 1, fail: 2 };

/** Filters a list the way the screen does (exported for tests). */
export function filterTransactions(rows: Transaction[], status: Status, kind: Kind, range: DateRange, now = playerTime()): Transaction[] {
  const { from, to } = rangeOf(range, now);
  return rows.filter((r) => {
    if (STATUS_KEY[status] !== null && r.key !== STATUS_KEY[status]) return false;
    if (kind !== 'all' && r.action !== kind) return false;
    const at = playerTime(r.created_at);
    if (from && at.isBefore(from)) return false;
    if (to && !at.isBefore(to)) return false;
    return true;
  });
}

function Detail({ tx, onClose }: { tx: Transaction; onClose: () => void }) {
  const { i18n } = useLingui();
  const [view, setView] = useState<'timeline' | 'table'>('timeline');
  const steps = ['Initiated', 'Information Received', tx.key === 2 ? 'Fail' : 'Successful'];
  const reached = tx.key === 0 ? 2 : 3;
  return (
    <Modal open title={i18n._(tx.action === 'deposit' ? /*i18n*/ 'Deposit' : /*i18n*/ 'Withdrawal')} onClose={onClose}>
      <div className="stack">
        <Tabs
          label={i18n._('View')}
          value={view}
          onChange={setView}
          items={[
            { key: 'timeline', label: i18n._('Timeline') },
            { key: 'table', label: i18n._('Table') },
          ]}
        />
        {view === 'timeline' ? (
          <ol className="timeline">
            {steps.map((s, i) => (
              <li key={s} className={i < reached ? (tx.key === 2 && i === 2 ? 'done fail' : 'done') : ''}>
                <span className="dot">{i < reached && <Check size={12} />}</span>
                <div>
                  <div>{i18n._(s)}</div>
                  {i === 0 && <div className="caption">{formatPlayer(tx.created_at, 'DD/MM/YYYY HH:mm:ss')}</div>}
                  {i === 2 && i < reached && <div className="caption">{formatPlayer(tx.updated_at, 'DD/MM/YYYY HH:mm:ss')}</div>}
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <table className="detail-table">
            <thead>
              <tr>
                <th>{i18n._('No.')}</th>
                <th>{i18n._('Type')}</th>
                <th>{i18n._('Payment Method')}</th>
                <th>{i18n._('Bank Name')}</th>
                <th>{i18n._('Amount')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td className="num">{tx.transaction_id ?? '-'}</td>
                <td>{i18n._(tx.action === 'deposit' ? /*i18n*/ 'Deposit' : /*i18n*/ 'Withdrawal')}</td>
                <td>{tx.payment_method?.type ?? i18n._('Agent')}</td>
                <td>{tx.payment_method?.name ?? '-'}</td>
                <td className="num">{formatMoney(tx.amount)}</td>
              </tr>
            </tbody>
          </table>
        )}
        {tx.reason && (
          <div className="caption">
            {i18n._('Reason')}: {tx.reason}
          </div>
        )}
      </div>
    </Modal>
  );
}

export function TransactionRecordPage() {
  const { i18n } = useLingui();
  const txs = useResource('transactions', () => fetchTransactions(), { maxAgeMs: 5_000 });
  const [status, setStatus] = useState<Status>('all');
  const [kind, setKind] = useState<Kind>('all');
  const [range, setRange] = useState<DateRange>('last7');
  const [open, setOpen] = useState<Transaction | null>(null);
  const groups = useMemo(() => {
    const rows = filterTransactions(txs.data ?? [], status, kind, range);
    const map = new Map<string, Transaction[]>();
    for (const r of rows) {
      const day = formatPlayer(r.created_at, 'DD/MM/YYYY');
      map.set(day, [...(map.get(day) ?? []), r]);
    }
    return [...map.entries()];
  }, [txs.data, status, kind, range]);

  return (
    <>
      <PageHeader title={i18n._('Transaction Records')} back="/account" />
      <div className="page stack">
        <div className="filters">
          <Select
            label={/*i18n*/ 'Status'}
            value={status}
            onChange={setStatus}
            options={[
              ['all', /*i18n*/ 'All'],
              ['pending', /*i18n*/ 'Pending'],
              ['fail', /*i18n*/ 'Fail'],
              ['success', /*i18n*/ 'Success'],
            ]}
          />
          <Select
            label={/*i18n*/ 'Payment Type'}
            value={kind}
            onChange={setKind}
            options={[
              ['all', /*i18n*/ 'All'],
              ['deposit', /*i18n*/ 'Deposit'],
              ['withdraw', /*i18n*/ 'Withdrawal'],
            ]}
          />
          <Select
            label={/*i18n*/ 'Date'}
            value={range}
            onChange={setRange}
            options={[
              ['today', /*i18n*/ 'Today'],
              ['yesterday', /*i18n*/ 'Yesterday'],
              ['last7', /*i18n*/ 'Last 7 days'],
              ['all', /*i18n*/ 'All'],
            ]}
          />
        </div>
        {txs.error && !txs.data ? (
          <ErrorState onRetry={txs.reload} />
        ) : !txs.data ? (
          <SkeletonRows count={5} />
        ) : groups.length === 0 ? (
          <NoData />
        ) : (
          groups.map(([day, rows]) => (
            <section key={day}>
              <h2 className="section-label">
                {day} <span className="caption">{playerZone().label}</span>
              </h2>
              <div>
                {rows.map((r) => (
                  <button type="button" key={r.id ?? r.created_at} className="list-row row-btn" onClick={() => setOpen(r)}>
                    <span className="menu-icon">{r.action === 'deposit' ? <ArrowDownToLine size={18} /> : <ArrowUpFromLine size={18} />}</span>
                    <span className="stack" style={{ gap: 2, alignItems: 'flex-start' }}>
                      <span>{i18n._(r.action === 'deposit' ? /*i18n*/ 'Deposit' : /*i18n*/ 'Withdrawal')}</span>
                      <span className="caption">{formatPlayer(r.created_at, 'HH:mm:ss')}</span>
                    </span>
                    <span className="spacer" />
                    <span className="stack" style={{ gap: 4, alignItems: 'flex-end' }}>
                      <span className="amount">{formatMoney(r.amount)}</span>
                      <span className={`pill ${PILL[r.key]}`}>{i18n._(STATUS_LABEL[r.key])}</span>
                    </span>
                    <ChevronRight size={16} className="muted" />
                  </button>
                ))}
              </div>
            </section>
          ))
        )}
      </div>
      {open && <Detail tx={open} onClose={() => setOpen(null)} />}
    </>
  );
}
