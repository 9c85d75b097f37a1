// /odds-view (docs/spec.md section 2): the sport header with the In-Play badge, the match picture and the live
// score frames, then Match Odds, BookMaker and Fancy, live from the event stream (or 300 ms polling).
// Route state: marketId, eventId, selectedSport, previousPath; a direct link carries eventId (and marketId).
import { useEffect, useId } from 'react';
import { ChevronLeft, Pin, PinOff, Tv } from 'lucide-react';
import { fetchScoreFrame, getConfig, hasConfig, Loader, NoData, useLingui, useLocation, useNavigate, useResource } from '@bet/shared';
import { BookmakerTable } from './BookmakerTable';
import { FancyTable } from './FancyTable';
import { MatchOddsTable } from './MatchOddsTable';
import { useLiveEvent } from './useLiveEvent';
import { usePinned } from '../multi/pinned';
import { useExchangeSettings } from '../common/settings';
import { eventBooks, useOpenBets } from './books';

export interface OddsViewState {
  marketId?: string;
  eventId?: string;
  selectedSport?: string;
  previousPath?: string;
}

const SPORT_TITLES: Record<string, string> = { cricket: /*i18n*/ 'Cricket', soccer: /*i18n*/ 'Soccer', tennis: /*i18n*/ 'Tennis' };

/** A player with fancy bets looks for a cash out there too: the button is there, disabled, and says why. */
function FancyCashOut() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="cash-out market-note">
      <button type="button" className="btn cash-out-btn" disabled aria-describedby={id}>
        {i18n._('Cash Out')}
      </button>
      <span className="caption" id={id}>
        {i18n._('Fancy lines cannot be cashed out: they have no opposite price to hedge at.')}
      </span>
    </div>
  );
}

export function OddsView() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as OddsViewState;
  const query = new URLSearchParams(location.search);
  const eventId = state.eventId ?? query.get('eventId');
  const live = useLiveEvent(eventId, state.marketId ?? query.get('marketId') ?? (eventId ? `1.${eventId}` : null));
  const event = live.detail?.event;
  const sport = state.selectedSport ?? event?.sport ?? query.get('sport') ?? 'cricket';
  const frame = useResource(eventId ? `score-frame:${eventId}` : null, () => fetchScoreFrame(eventId as string), { maxAgeMs: 600_000 });
  const [settings, setSettings] = useExchangeSettings();
  const picture = settings.picture;
  const setPicture = (p: boolean) => setSettings({ ...settings, picture: p });
  const { pinned, toggle } = usePinned();
  const openBets = useOpenBets(eventId);
  const books = eventBooks(
    openBets,
    eventId,
    live.odds?.runners.map((r) => String(r.selectionId)) ?? [],
    live.detail ? Object.values(live.detail.bookmaker)[0] : undefined,
  );
  useEffect(() => {
    if (event) document.title = event.name;
  }, [event]);

  if (!eventId) return <NoData text={i18n._('Choose a match from the In-Play list.')} />;
  const bookmaker = live.detail ? Object.values(live.detail.bookmaker)[0] : undefined;
  const fancy = live.detail ? Object.values(live.detail.fancy2) : [];
  const marketId = live.odds?.marketId;
  const isPinned = marketId ? pinned.some((p) => p.marketId === marketId) : false;
  return (
    <div className="odds-view">
      <div className="sport-head">
        <button type="button" className="icon-btn" aria-label={i18n._('Go back')} onClick={() => navigate(state.previousPath ?? '/exchange-inplay')}>
          <ChevronLeft size={22} />
        </button>
        <div className="sport-title">
          <h1>{i18n._(SPORT_TITLES[sport] ?? sport)}</h1>
          <span className="caption" translate="no">
            {event?.name ?? ''}
          </span>
        </div>
        {live.odds?.inplay && <span className="pill inplay">{i18n._('In-Play')}</span>}
        <button
          type="button"
          className="icon-btn"
          aria-label={i18n._(picture ? /*i18n*/ 'Hide the live picture' : /*i18n*/ 'Show the live picture')}
          aria-pressed={picture}
          onClick={() => setPicture(!picture)}
        >
          <Tv size={20} />
        </button>
        {marketId && event && (
          <button
            type="button"
            className="icon-btn"
            aria-label={i18n._(isPinned ? /*i18n*/ 'Remove from Multi Markets' : /*i18n*/ 'Add to Multi Markets')}
            aria-pressed={isPinned}
            onClick={() => toggle({ marketId, eventId, name: event.name, sport })}
          >
            {isPinned ? <PinOff size={20} /> : <Pin size={20} />}
          </button>
        )}
      </div>
      {picture && hasConfig() && (
        <iframe
          className="live-frame stream"
          title={i18n._('Live stream')}
          src={`${getConfig().apiBase}/api/live/${eventId}?view=stream&lang=${i18n.locale}`}
          loading="lazy"
        />
      )}
      {frame.data && <iframe className="live-frame score" title={i18n._('Live score')} src={`${frame.data}&lang=${i18n.locale}`} loading="lazy" />}
      {live.odds ? (
        <>
          <MatchOddsTable market={live.odds} books={books[live.odds.marketId]} />
          {bookmaker && <BookmakerTable market={bookmaker} eventId={eventId} books={books[bookmaker.id]} />}
          {live.detail && sport === 'cricket' && <FancyTable markets={fancy} eventId={eventId} />}
          {openBets.some((b) => b.market_kind === 'fancy' && b.matched) && <FancyCashOut />}
        </>
      ) : (
        <div className="odds-loading" role="status">
          {live.error ? <NoData text={i18n._('This match is not available.')} /> : <Loader label={i18n._('Loading odds...')} />}
        </div>
      )}
    </div>
  );
}
