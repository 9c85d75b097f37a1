// /exchange-account (the exchange account menu) and /exchange-multi (the pinned markets' match odds).
import { BarChart3, ChevronRight, History, ListChecks, Scale, ScrollText, UserRound } from 'lucide-react';
import { fetchMatchOdds, formatMoney, Link, NoData, SkeletonRows, useResource, useT } from '@bet/shared';
import { useExchangeWallet } from './Layout';
import { usePinned, type PinnedMarket } from './pinned';
import { MatchOddsTable } from './tables';

const MENU = [
  { label: 'My Profile', to: '/profile', icon: UserRound },
  { label: 'Balance Overview', to: '/transaction-record', icon: Scale },
  { label: 'My Bets', to: '/betting-record?tab=exchange', icon: ListChecks },
  { label: 'Bets History', to: '/betting-record?tab=exchange', icon: History },
  { label: 'Profit & Loss', to: '/betting-record?tab=exchange', icon: BarChart3 },
  { label: 'Activity Log', to: '/profile#sessions', icon: ScrollText },
];

export function ExchangeAccountPage() {
  const t = useT();
  const wallet = useExchangeWallet();
  return (
    <div className="exchange-page">
      <div className="card ex-account">
        <span className="caption">{t('Account ID')}</span>
        <b>{wallet.data?.account_id ?? '…'}</b>
        <span className="caption">{wallet.data?.username}</span>
        <b className="amount">{wallet.data ? formatMoney(wallet.data.main_balance) : ''}</b>
        <span className="caption">{t('Time zone')}</span>
        <span className="caption tz">GMT+5:30</span>
      </div>
      <ul className="menu-list">
        {MENU.map(({ label, to, icon: Icon }) => (
          <li key={label}>
            <Link className="list-row" to={to}>
              <span className="menu-icon">
                <Icon size={18} aria-hidden />
              </span>
              <span className="grow">{t(label)}</span>
              <ChevronRight size={16} className="muted" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PinnedMarketCard({ m, onRemove }: { m: PinnedMarket; onRemove: () => void }) {
  const t = useT();
  const odds = useResource(`exchange-multi:${m.marketId}`, () => fetchMatchOdds(m.marketId), { pollMs: 2_000, maxAgeMs: 1_000 });
  return (
    <div className="card multi-card">
      <div className="multi-head">
        <Link
          to={`/odds-view?eventId=${m.eventId}&marketId=${m.marketId}`}
          state={{ eventId: m.eventId, marketId: m.marketId, selectedSport: m.sport, previousPath: '/exchange-multi' }}
        >
          <b>{m.name}</b>
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {t('Remove')}
        </button>
      </div>
      {odds.data ? <MatchOddsTable market={odds.data} /> : odds.error ? <NoData text={t('This match is not available.')} /> : <SkeletonRows count={2} />}
    </div>
  );
}

export function MultiMarketsPage() {
  const t = useT();
  const { pinned, toggle } = usePinned();
  return (
    <div className="exchange-page">
      <h1 className="section-title">{t('Multi Markets')}</h1>
      {pinned.length === 0 ? (
        <NoData text={t('Pin a market from its odds view to follow it here.')} />
      ) : (
        pinned.map((m) => <PinnedMarketCard key={m.marketId} m={m} onRemove={() => toggle(m)} />)
      )}
    </div>
  );
}
