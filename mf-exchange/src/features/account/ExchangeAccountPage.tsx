// /exchange-account: the exchange account menu and its pages (My Profile, Balance Overview, My Bets with cancel,
// Bets History, Profit & Loss, Activity Log; ?view=).
import { BarChart3, ChevronLeft, ChevronRight, History, ListChecks, Scale, ScrollText, UserRound } from 'lucide-react';
import {
  ErrorState,
  fetchExchangeActivity,
  fetchExchangeBets,
  fetchExchangeProfitLoss,
  formatMoney,
  Link,
  NoData,
  playerCurrencyCode,
  playerZone,
  SkeletonRows,
  useLingui,
  useResource,
  useSearchParams,
} from '@bet/shared';
import { useExchangeAccess, useExchangeWallet } from '../common/session';
import { betTime, plClass } from '../common/format';
import { BetLine, OpenBets } from '../bets/OpenBets';

const MENU = [
  { label: /*i18n*/ 'My Profile', view: 'profile', icon: UserRound },
  { label: /*i18n*/ 'Balance Overview', view: 'balance', icon: Scale },
  { label: /*i18n*/ 'My Bets', view: 'bets', icon: ListChecks },
  { label: /*i18n*/ 'Bets History', view: 'history', icon: History },
  { label: /*i18n*/ 'Profit & Loss', view: 'pl', icon: BarChart3 },
  { label: /*i18n*/ 'Activity Log', view: 'activity', icon: ScrollText },
] as const;
type View = (typeof MENU)[number]['view'];

function BetsHistory() {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const bets = useResource(access ? `exchange-bets:settled:${access.slice(0, 8)}` : null, () => fetchExchangeBets(access as string, 'settled'), {
    maxAgeMs: 5_000,
  });
  if (!bets.data) return bets.error ? <ErrorState onRetry={() => void bets.reload()} /> : <SkeletonRows count={4} />;
  if (!bets.data.rows.length) return <NoData text={i18n._('No settled bets yet')} />;
  return (
    <ul className="bet-list">
      {bets.data.rows.map((b) => (
        <BetLine key={b.id} b={b} />
      ))}
    </ul>
  );
}

function ProfitLoss() {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const pl = useResource(access ? `exchange-pl:${access.slice(0, 8)}` : null, () => fetchExchangeProfitLoss(access as string), { maxAgeMs: 5_000 });
  if (!pl.data) return pl.error ? <ErrorState onRetry={() => void pl.reload()} /> : <SkeletonRows count={4} />;
  return (
    <>
      <div className="card pl-total">
        <span className="caption">{i18n._('Total')}</span>
        <b className={`amount ${plClass(pl.data.total)}`}>{formatMoney(pl.data.total)}</b>
      </div>
      {pl.data.rows.length === 0 ? (
        <NoData text={i18n._('No settled bets yet')} />
      ) : (
        <table className="ex-table">
          <thead>
            <tr>
              <th>{i18n._('Date')}</th>
              <th>{i18n._('Market')}</th>
              <th className="num">{i18n._('Profit/Loss')}</th>
            </tr>
          </thead>
          <tbody>
            {pl.data.rows.map((r) => (
              <tr key={r.market_id}>
                <td>{betTime(r.date).slice(0, 10)}</td>
                <td>
                  <b translate="no">{r.event_name}</b>
                  <span className="caption"> {r.market_name}</span>
                </td>
                <td className={`num amount ${plClass(r.profit_loss)}`}>{formatMoney(r.profit_loss)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function ActivityLog() {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const log = useResource(access ? `exchange-activity:${access.slice(0, 8)}` : null, () => fetchExchangeActivity(access as string), { maxAgeMs: 5_000 });
  if (!log.data) return log.error ? <ErrorState onRetry={() => void log.reload()} /> : <SkeletonRows count={4} />;
  if (!log.data.length) return <NoData />;
  return (
    <ul className="bet-list">
      {log.data.map((a, i) => (
        <li key={i} className="list-row activity">
          <span className="caption">{betTime(a.at)}</span>
          <span className="grow">
            {a.kind === 'login' ? (
              <>
                {i18n._('Logged in')}
                {a.ip ? <span translate="no"> · {a.ip}</span> : null}
              </>
            ) : (
              a.detail
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Overview({ view }: { view: 'profile' | 'balance' }) {
  const { i18n } = useLingui();
  const wallet = useExchangeWallet();
  const w = wallet.data;
  if (!w) return wallet.error ? <ErrorState onRetry={() => void wallet.reload()} /> : <SkeletonRows count={3} />;
  const rows: [string, string][] =
    view === 'profile'
      ? [
          ['Username', w.username],
          ['Account ID', w.account_id],
          ['Currency', playerCurrencyCode()],
          ['Time zone', playerZone().label],
        ]
      : [
          ['Main balance', formatMoney(w.main_balance)],
          ['Exposure', formatMoney(w.exposure)],
          ['Available balance', formatMoney(w.available_balance)],
          ['Extra wallets', String(w.wallets.length)],
        ];
  return (
    <dl className="card ex-overview">
      {rows.map(([k, v]) => (
        <div key={k} className="list-row">
          <dt>{i18n._(k)}</dt>
          <dd className="amount">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const VIEWS: Record<View, () => React.ReactElement> = {
  profile: () => <Overview view="profile" />,
  balance: () => <Overview view="balance" />,
  bets: () => <OpenBets />,
  history: () => <BetsHistory />,
  pl: () => <ProfitLoss />,
  activity: () => <ActivityLog />,
};

export function ExchangeAccountPage() {
  const { i18n } = useLingui();
  const wallet = useExchangeWallet();
  const [params] = useSearchParams();
  const view = MENU.find((m) => m.view === params.get('view'));
  if (view) {
    const Body = VIEWS[view.view];
    return (
      <div className="exchange-page">
        <div className="page-head">
          <Link className="icon-btn" to="/exchange-account" aria-label={i18n._('Go back')}>
            <ChevronLeft size={22} />
          </Link>
          <h1 className="section-title">{i18n._(view.label)}</h1>
        </div>
        <Body />
      </div>
    );
  }
  return (
    <div className="exchange-page">
      <div className="card ex-account">
        <span className="caption">{i18n._('Account ID')}</span>
        <b translate="no">{wallet.data?.account_id ?? '…'}</b>
        <span className="caption" translate="no">
          {wallet.data?.username}
        </span>
        <b className="amount">{wallet.data ? formatMoney(wallet.data.main_balance) : ''}</b>
        <span className="caption">{i18n._('Time zone')}</span>
        <span className="caption tz">{playerZone().label}</span>
      </div>
      <ul className="menu-list">
        {MENU.map(({ label, view: v, icon: Icon }) => (
          <li key={label}>
            <Link className="list-row" to={`/exchange-account?view=${v}`}>
              <span className="menu-icon">
                <Icon size={18} aria-hidden />
              </span>
              <span className="grow">{i18n._(label)}</span>
              <ChevronRight size={16} className="muted" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
