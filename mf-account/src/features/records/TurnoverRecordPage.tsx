// /turnover-record: tabs Active and Completed; each ticket with its progress (the completed share).
import {
  ErrorState,
  fetchTurnovers,
  formatMoney,
  formatPlayer,
  Modal,
  NoData,
  PageHeader,
  playerZone,
  ProgressBar,
  SkeletonRows,
  Tabs,
  type Turnover,
  useLingui,
  useResource,
} from '@bet/shared';
import { useState } from 'react';

/** Completed share in percent. (The original showed remaining / required, which runs backwards.) */
export function turnoverProgress(t: Pick<Turnover, 'required_turnover' | 'remaining_turnover'>): number {
  if (t.required_turnover <= 0) return 100;
  return Math.max(0, Math.min(100, ((t.required_turnover - t.remaining_turnover) / t.required_turnover) * 100));
}

/**
 * The number a ticket shows (docs/spec.md section 9): for a bonus ticket the required turnover divided by the
 * promotion's turnover multiplier (the deposit and bonus it rolls over), shown beside the multiplier.
 */
export function shownTurnover(t: Pick<Turnover, 'required_turnover' | 'transaction'>): { amount: number; multiplier: number | null } {
  const m = Number(t.transaction?.promotion?.turnover);
  return m > 0 ? { amount: t.required_turnover / m, multiplier: m } : { amount: t.required_turnover, multiplier: null };
}

export function TurnoverRecordPage() {
  const { i18n } = useLingui();
  /** A ticket's name: a bonus the desk granted, a promotion's, or a regular deposit's. */
  const ticketName = (t: Turnover) => (t.transaction?.action === 'bonus' ? i18n._('Bonus') : (t.transaction?.promotion?.name ?? i18n._('Regular Deposit')));
  const list = useResource('turnovers', () => fetchTurnovers(), { maxAgeMs: 5_000 });
  const [tab, setTab] = useState<'active' | 'complete'>('active');
  const [open, setOpen] = useState<Turnover | null>(null);
  const rows = (list.data ?? []).filter((x) => x.status === tab);
  return (
    <>
      <PageHeader title={i18n._('Turnover')} back="/account" />
      <div className="page stack">
        <Tabs
          label={i18n._('Turnover')}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'active', label: i18n._('Active') },
            { key: 'complete', label: i18n._('Completed') },
          ]}
        />
        {list.error && !list.data ? (
          <ErrorState onRetry={list.reload} />
        ) : !list.data ? (
          <SkeletonRows count={3} height={110} />
        ) : rows.length === 0 ? (
          <NoData />
        ) : (
          rows.map((r) => {
            const pct = turnoverProgress(r);
            return (
              <article key={r.id} className="card stack ticket">
                <div className="row">
                  <b>{ticketName(r)}</b>
                  <span className="spacer" />
                  <span className={`pill ${r.status === 'active' ? 'pill-pending' : 'pill-success'}`}>
                    {i18n._(r.status === 'active' ? /*i18n*/ 'Active' : /*i18n*/ 'Completed')}
                  </span>
                </div>
                <div className="caption">
                  {formatPlayer(r.created_at, 'DD/MM/YYYY HH:mm')} {playerZone().label}
                </div>
                <div className="row">
                  <span className="muted">{i18n._('Required turnover')}</span>
                  <span className="spacer" />
                  <span className="amount">{formatMoney(shownTurnover(r).amount)}</span>
                  {shownTurnover(r).multiplier && <span className="caption">&nbsp;x{shownTurnover(r).multiplier}</span>}
                </div>
                <ProgressBar value={pct} />
                <div className="row caption">
                  <span>{i18n._('{p}% complete', { p: pct.toFixed(0) })}</span>
                  <span className="spacer" />
                  <button type="button" className="link-btn" onClick={() => setOpen(r)}>
                    {i18n._('Details')}
                  </button>
                </div>
              </article>
            );
          })
        )}
      </div>
      {open && (
        <Modal open title={ticketName(open)} onClose={() => setOpen(null)}>
          <table className="detail-table">
            <tbody>
              <tr>
                <th>{i18n._('Required turnover')}</th>
                <td className="num">{formatMoney(open.required_turnover)}</td>
              </tr>
              <tr>
                <th>{i18n._('Remaining turnover')}</th>
                <td className="num">{formatMoney(open.remaining_turnover)}</td>
              </tr>
              <tr>
                <th>{i18n._('Completed')}</th>
                <td className="num">{formatMoney(open.required_turnover - open.remaining_turnover)}</td>
              </tr>
              <tr>
                <th>{i18n._('Payment Method')}</th>
                <td>{open.transaction?.payment_method?.name ?? i18n._('Agent')}</td>
              </tr>
              {open.transaction?.promotion && (
                <tr>
                  <th>{i18n._('Turnover multiplier')}</th>
                  <td className="num">x{open.transaction.promotion.turnover}</td>
                </tr>
              )}
            </tbody>
          </table>
        </Modal>
      )}
    </>
  );
}
