// /exchange-multi: the pinned markets' match odds, each with Remove.
import { fetchMatchOdds, Link, NoData, SkeletonRows, useLingui, useResource } from '@bet/shared';
import { usePinned, type PinnedMarket } from './pinned';
import { MatchOddsTable } from '../odds/MatchOddsTable';

function PinnedMarketCard({ m, onRemove }: { m: PinnedMarket; onRemove: () => void }) {
  const { i18n } = useLingui();
  const odds = useResource(`exchange-multi:${m.marketId}`, () => fetchMatchOdds(m.marketId), { pollMs: 2_000, maxAgeMs: 1_000 });
  return (
    <div className="card multi-card">
      <div className="multi-head">
        <Link
          to={`/odds-view?eventId=${m.eventId}&marketId=${m.marketId}`}
          state={{ eventId: m.eventId, marketId: m.marketId, selectedSport: m.sport, previousPath: '/exchange-multi' }}
        >
          <b translate="no">{m.name}</b>
        </Link>
        <button type="button" className="btn btn-ghost" onClick={onRemove}>
          {i18n._('Remove')}
        </button>
      </div>
      {odds.data ? <MatchOddsTable market={odds.data} /> : odds.error ? <NoData text={i18n._('This match is not available.')} /> : <SkeletonRows count={2} />}
    </div>
  );
}

export function MultiMarketsPage() {
  const { i18n } = useLingui();
  const { pinned, toggle } = usePinned();
  return (
    <div className="exchange-page">
      <h1 className="section-title">{i18n._('Multi Markets')}</h1>
      {pinned.length === 0 ? (
        <NoData text={i18n._('Pin a market from its odds view to follow it here.')} />
      ) : (
        pinned.map((m) => <PinnedMarketCard key={m.marketId} m={m} onRemove={() => toggle(m)} />)
      )}
    </div>
  );
}
