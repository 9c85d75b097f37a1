// The BookMaker table: a rate to back and to lay per runner, flagged while the ball is running or suspended.
import { memo } from 'react';
import { formatMoney, useLingui } from '@bet/shared';
import type { BookmakerMarket, BookmakerRunner } from '@bet/shared/contract';
import { useOpenSlip, useSlipProjection } from '../slip/BetSlip';
import { bookmakerLadders, CashOut } from './CashOut';
import type { RunnerBooks } from './books';
import { Flash, RunnerBook, shownThen } from './cells';

/** What a flagged bookmaker runner shows: ball running wins over suspend (docs/spec.md section 4). */
export function bookmakerFlag(r: Pick<BookmakerRunner, 'suspended' | 'ball_running'>): 'Ball Running' | 'Suspend' | null {
  if (r.ball_running === 1) return 'Ball Running';
  if (r.suspended === 1) return 'Suspend';
  return null;
}

const BookmakerRow = memo(
  function BookmakerRow({
    r,
    eventId,
    marketId,
    min,
    max,
    pl,
    next,
  }: {
    r: BookmakerRunner;
    eventId: string;
    marketId: string;
    min: number;
    max: number;
    pl?: number;
    next?: number;
  }) {
    const { i18n } = useLingui();
    const flag = bookmakerFlag(r);
    const pickSlip = useOpenSlip();
    const pick = (side: 'back' | 'lay', price: number) =>
      pickSlip({
        kind: 'bookmaker',
        event_id: eventId,
        market_id: marketId,
        selection_id: r.id,
        side,
        price,
        selection: r.runner,
        market: i18n._('BookMaker'),
        min,
        max,
      });
    return (
      <div className="odds-row">
        <span className="odds-name">
          {r.runner}
          {(pl !== undefined || next !== undefined) && <RunnerBook pl={pl} next={next} />}
        </span>
        <button
          type="button"
          className="odds-cell back"
          disabled={flag !== null}
          aria-label={shownThen(String(r.backPrice), i18n._('Back {name}', { name: r.runner }))}
          onClick={() => pick('back', r.backPrice)}
        >
          <Flash value={r.backPrice}>
            <b>{r.backPrice}</b>
          </Flash>
        </button>
        <button
          type="button"
          className="odds-cell lay"
          disabled={flag !== null}
          aria-label={shownThen(String(r.layPrice), i18n._('Lay {name}', { name: r.runner }))}
          onClick={() => pick('lay', r.layPrice)}
        >
          <Flash value={r.layPrice}>
            <b>{r.layPrice}</b>
          </Flash>
        </button>
        {flag && <span className={`odds-overlay${flag === 'Ball Running' ? ' running' : ''}`}>{i18n._(flag)}</span>}
      </div>
    );
  },
  (a, b) =>
    a.eventId === b.eventId &&
    a.pl === b.pl &&
    a.next === b.next &&
    a.r.runner === b.r.runner &&
    a.r.backPrice === b.r.backPrice &&
    a.r.layPrice === b.r.layPrice &&
    a.r.suspended === b.r.suspended &&
    a.r.ball_running === b.r.ball_running,
);

export function BookmakerTable({ market, eventId, books }: { market: BookmakerMarket; eventId: string; books?: RunnerBooks }) {
  const { i18n } = useLingui();
  const next = useSlipProjection(
    market.id,
    market.runners.map((r) => r.id),
    books,
  );
  return (
    <section className="market" aria-label={i18n._('BookMaker')}>
      <header className="market-head">
        <h2>{i18n._('BookMaker')}</h2>
        <span className="col back">{i18n._('Back')}</span>
        <span className="col lay">{i18n._('Lay')}</span>
      </header>
      <CashOut
        kind="bookmaker"
        eventId={eventId}
        marketId={market.id}
        runners={market.runners.map((r) => ({ id: r.id, name: r.runner }))}
        ladders={bookmakerLadders(market.runners)}
        books={books}
        // one runner not offered leaves the others to hedge at; every runner flagged shuts the market
        shut={market.runners.every((r) => bookmakerFlag(r) !== null) ? bookmakerFlag(market.runners[0]) : null}
      />
      {market.runners.map((r) => (
        <BookmakerRow key={r.id} r={r} eventId={eventId} marketId={market.id} min={market.min} max={market.max} pl={books?.[r.id]} next={next?.[r.id]} />
      ))}
      <p className="caption market-note">
        {i18n._('Min')}: {formatMoney(market.min)} · {i18n._('Max')}: {formatMoney(market.max)}
      </p>
    </section>
  );
}
