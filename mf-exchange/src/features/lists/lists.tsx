// The exchange's event lists: /exchange (home: in play and starting soon), /exchange-inplay (tabs In-Play,
// Today, Tomorrow, Result and search) and /exchange-sports (one sport at a time). The three sports load in
// parallel; each in-play badge comes from the market's own match odds.
import { useMemo, useState } from 'react';
import { ChevronRight, Search, X } from 'lucide-react';
import {
  ErrorState,
  EXCHANGE_SPORTS,
  type ExchangeEvent,
  fetchMatchOdds,
  fetchSportsEvents,
  formatPlayer,
  Link,
  NoData,
  playerTime,
  playerZone,
  SkeletonRows,
  useLingui,
  useLocation,
  useResource,
} from '@bet/shared';
import type { SportName } from '@bet/shared/contract';

export const SPORT_LABEL: Record<SportName, string> = { cricket: /*i18n*/ 'Cricket', soccer: /*i18n*/ 'Soccer', tennis: /*i18n*/ 'Tennis' };

/** The three sports' lists, loaded in parallel (each its own call), refreshed every 15 s. */
export function useSportsLists() {
  const cricket = useResource('exchange-events:cricket', () => fetchSportsEvents('cricket'), { pollMs: 15_000, maxAgeMs: 10_000 });
  const soccer = useResource('exchange-events:soccer', () => fetchSportsEvents('soccer'), { pollMs: 15_000, maxAgeMs: 10_000 });
  const tennis = useResource('exchange-events:tennis', () => fetchSportsEvents('tennis'), { pollMs: 15_000, maxAgeMs: 10_000 });
  const all = { cricket, soccer, tennis };
  const loading = EXCHANGE_SPORTS.some((s) => all[s].loading);
  const error = EXCHANGE_SPORTS.every((s) => all[s].error);
  const reload = () => Promise.all(EXCHANGE_SPORTS.map((s) => all[s].reload())).then(() => undefined);
  return { bySport: { cricket: cricket.data, soccer: soccer.data, tennis: tennis.data }, loading, error, reload };
}

/** In play now, per the market's match odds (docs/spec.md: in-play status per market from match odds). */
function InPlayBadge({ e }: { e: ExchangeEvent }) {
  const { i18n } = useLingui();
  const odds = useResource(e.Status === 'closed' ? null : `exchange-inplay:${e.MarketId}`, () => fetchMatchOdds(e.MarketId), {
    pollMs: 20_000,
    maxAgeMs: 15_000,
    // the row shows the list's own status first; its market's answer refines it once the list has painted
    afterPaint: true,
  });
  const inplay = odds.data ? odds.data.inplay : e.InPlay;
  // one fixed slot: the time giving way to the pill when the match odds say in play moves nothing else in the row
  return (
    <span className="inplay-slot">
      {e.Status === 'closed' ? (
        <span className="caption">{i18n._('Closed')}</span>
      ) : inplay ? (
        <span className="pill inplay">{i18n._('In-Play')}</span>
      ) : (
        <span className="caption when">{formatPlayer(e.OpenDate, 'HH:mm')}</span>
      )}
    </span>
  );
}

export function EventRow({ e, from }: { e: ExchangeEvent; from: string }) {
  const { i18n } = useLingui();
  return (
    <li>
      <Link
        className="event-row"
        to={`/odds-view?eventId=${e.EventId}&marketId=${e.MarketId}`}
        state={{ eventId: e.EventId, marketId: e.MarketId, selectedSport: e.sport, previousPath: from }}
      >
        <span className="event-main">
          <b className="event-name" translate="no">
            {e.Event}
          </b>
          <span className="caption">
            {e.Status === 'closed' && e.Result ? (
              e.Result
            ) : (
              <>
                <span translate="no">{e.Competition}</span> · {formatPlayer(e.OpenDate, 'DD MMM, HH:mm')} {playerZone().label}
              </>
            )}
          </span>
          <span className="badges">
            {e.Fancy && <span className="tag fancy">{i18n._('Fancy')}</span>}
            {e.Bookmaker && <span className="tag bookmaker">{i18n._('BookMaker')}</span>}
          </span>
        </span>
        <InPlayBadge e={e} />
        <ChevronRight size={16} className="muted" aria-hidden />
      </Link>
    </li>
  );
}

type ListTab = 'inplay' | 'today' | 'tomorrow' | 'result';
const TABS: { key: ListTab; label: string }[] = [
  { key: 'inplay', label: /*i18n*/ 'In-Play' },
  { key: 'today', label: /*i18n*/ 'Today' },
  { key: 'tomorrow', label: /*i18n*/ 'Tomorrow' },
  { key: 'result', label: /*i18n*/ 'Result' },
];

function inTab(e: ExchangeEvent, tab: ListTab): boolean {
  if (tab === 'inplay') return e.Status === 'inplay';
  if (tab === 'result') return e.Status === 'closed';
  if (e.Status !== 'upcoming') return false;
  const day = playerTime(e.OpenDate).startOf('day');
  const today = playerTime().startOf('day');
  return tab === 'today' ? day.isSame(today) : day.isSame(today.add(1, 'day'));
}

function SportGroups({
  lists,
  filter,
  from,
  sports = EXCHANGE_SPORTS,
}: {
  lists: ReturnType<typeof useSportsLists>;
  filter: (e: ExchangeEvent) => boolean;
  from: string;
  sports?: readonly SportName[];
}) {
  const { i18n } = useLingui();
  if (lists.error) return <ErrorState onRetry={() => void lists.reload()} />;
  const groups = sports.map((s) => ({ sport: s, events: (lists.bySport[s] ?? []).filter(filter), loading: !lists.bySport[s] }));
  // the sports arrive one by one: shown together, so a sport that comes first does not push down the skeletons of
  // the others (a layout shift of 0.23 on /exchange, measured)
  if (groups.some((g) => g.loading)) return <SkeletonRows count={3} height={64} />;
  if (groups.every((g) => g.events.length === 0)) return <NoData text={i18n._('No events')} />;
  return (
    <>
      {groups.map((g) =>
        g.events.length === 0 ? null : (
          <section key={g.sport} className="sport-group" aria-label={i18n._(SPORT_LABEL[g.sport])}>
            <h2 className="group-title">
              {i18n._(SPORT_LABEL[g.sport])} <span className="count">{g.events.length}</span>
            </h2>
            <ul className="event-list">
              {g.events.map((e) => (
                <EventRow key={e.EventId} e={e} from={from} />
              ))}
            </ul>
          </section>
        ),
      )}
    </>
  );
}

export function InPlayPage() {
  const { i18n } = useLingui();
  const lists = useSportsLists();
  const [tab, setTab] = useState<ListTab>('inplay');
  const [search, setSearch] = useState<string | null>(null);
  const needle = (search ?? '').trim().toLowerCase();
  const filter = useMemo(
    () => (e: ExchangeEvent) => inTab(e, tab) && (!needle || e.Event.toLowerCase().includes(needle) || e.Competition.toLowerCase().includes(needle)),
    [tab, needle],
  );
  return (
    <div className="exchange-page">
      <div className="list-tabs">
        <div role="tablist" aria-label={i18n._('Events')} className="tabs">
          {TABS.map((x) => (
            <button key={x.key} type="button" role="tab" aria-selected={tab === x.key} className="tab" onClick={() => setTab(x.key)}>
              {i18n._(x.label)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="icon-btn"
          aria-label={i18n._(search === null ? /*i18n*/ 'Search' : /*i18n*/ 'Close search')}
          onClick={() => setSearch((s) => (s === null ? '' : null))}
        >
          {search === null ? <Search size={20} /> : <X size={20} />}
        </button>
      </div>
      {search !== null && (
        <input
          className="input search"
          type="search"
          autoFocus
          placeholder={i18n._('Search events')}
          aria-label={i18n._('Search events')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      )}
      <SportGroups lists={lists} filter={filter} from="/exchange-inplay" />
    </div>
  );
}

export function ExchangeHome() {
  const { i18n } = useLingui();
  const lists = useSportsLists();
  return (
    <div className="exchange-page">
      <h1 className="section-title">{i18n._('In-Play')}</h1>
      <SportGroups lists={lists} filter={(e) => e.Status === 'inplay'} from="/exchange" />
      {/* below the matches in play once they are there (its title waiting under their skeleton would move) */}
      {!lists.loading && (
        <>
          <h1 className="section-title">{i18n._('Starting soon')}</h1>
          <SportGroups lists={lists} filter={(e) => e.Status === 'upcoming' && inTab(e, 'today')} from="/exchange" />
        </>
      )}
    </div>
  );
}

export function SportsPage() {
  const { i18n } = useLingui();
  const lists = useSportsLists();
  const { search } = useLocation();
  const initial = new URLSearchParams(search).get('sport');
  const [sport, setSport] = useState<SportName>(EXCHANGE_SPORTS.includes(initial as SportName) ? (initial as SportName) : 'cricket');
  return (
    <div className="exchange-page">
      <div role="tablist" aria-label={i18n._('Sports')} className="tabs">
        {EXCHANGE_SPORTS.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={sport === s} className="tab" onClick={() => setSport(s)}>
            {i18n._(SPORT_LABEL[s])}
          </button>
        ))}
      </div>
      <SportGroups lists={lists} filter={(e) => e.Status !== 'closed'} from={`/exchange-sports?sport=${sport}`} sports={[sport]} />
    </div>
  );
}
