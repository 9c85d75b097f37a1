// The Match Odds table: best back and lay per runner (the ladder on tap), each runner's book and the slip's what-if;
// rows are memoised by value, so an update renders only the rows whose numbers changed.
import { memo, useState } from 'react';
import { ODDS_LIMITS, useLingui } from '@bet/shared';
import type { MarketBook } from '@bet/shared/contract';
import { useOpenSlip, useSlipProjection } from '../slip/BetSlip';
import { CashOut, oddsLadders } from './CashOut';
import type { RunnerBooks } from './books';
import { PriceCell, RunnerBook, sameLevels, size } from './cells';

type Runner = MarketBook['runners'][number];

const MatchOddsRow = memo(
  function MatchOddsRow({
    runner,
    suspended,
    closed,
    eventId,
    marketId,
    pl,
    next,
  }: {
    runner: Runner;
    suspended: boolean;
    /** Closed to bets (settled, or closed by the risk desk while the match goes on): its prices are not for taking. */
    closed: boolean;
    eventId: string;
    marketId: string;
    pl?: number;
    next?: number;
  }) {
    const { i18n } = useLingui();
    const [open, setOpen] = useState(false);
    const pickSlip = useOpenSlip();
    const { availableToBack: backs, availableToLay: lays } = runner.ex;
    const name = runner.SelectionName;
    const pick = (side: 'back' | 'lay') =>
      suspended || closed || runner.status !== 'ACTIVE'
        ? undefined
        : (price: number) =>
            pickSlip({
              kind: 'odds',
              event_id: eventId,
              market_id: marketId,
              selection_id: String(runner.selectionId),
              side,
              price,
              selection: name,
              market: i18n._('Match Odds'),
              ...ODDS_LIMITS,
            });
    return (
      <div className="odds-row-wrap">
        <div className="odds-row">
          <button type="button" className="odds-name" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            <span translate="no">{name}</span>
            {(pl !== undefined || next !== undefined) && <RunnerBook pl={pl} next={next} />}
            {runner.status !== 'ACTIVE' && (
              <span className={`pill ${runner.status === 'WINNER' ? 'win' : 'loss'}`}>
                {i18n._(runner.status === 'WINNER' ? /*i18n*/ 'Winner' : /*i18n*/ 'Loser')}
              </span>
            )}
          </button>
          <PriceCell side="back" level={backs[0]} onPick={pick('back')} name={name} />
          <PriceCell side="lay" level={lays[0]} onPick={pick('lay')} name={name} />
          {suspended && <span className="odds-overlay">{i18n._('Suspend')}</span>}
        </div>
        {open && (
          <div className="ladder" aria-label={i18n._('Ladder of {name}', { name })}>
            {[2, 1, 0].map((i) => (
              <PriceCell key={`b${i}`} side="back" level={backs[i]} onPick={pick('back')} name={name} />
            ))}
            {[0, 1, 2].map((i) => (
              <PriceCell key={`l${i}`} side="lay" level={lays[i]} onPick={pick('lay')} name={name} />
            ))}
            <p className="caption ladder-matched">{i18n._('Total matched on {name}: {amount}', { name, amount: size(runner.totalMatched) })}</p>
          </div>
        )}
      </div>
    );
  },
  (a, b) =>
    a.suspended === b.suspended &&
    a.closed === b.closed &&
    a.next === b.next &&
    a.eventId === b.eventId &&
    a.pl === b.pl &&
    a.runner.SelectionName === b.runner.SelectionName &&
    a.runner.status === b.runner.status &&
    a.runner.totalMatched === b.runner.totalMatched &&
    sameLevels(a.runner.ex.availableToBack, b.runner.ex.availableToBack) &&
    sameLevels(a.runner.ex.availableToLay, b.runner.ex.availableToLay),
);

/** Each runner's profit or loss (taka) if it wins, from the player's matched bets on the market (undefined: no bets). */
export function MatchOddsTable({ market, books }: { market: MarketBook; books?: RunnerBooks }) {
  const { i18n } = useLingui();
  const suspended = market.status === 'SUSPENDED';
  const next = useSlipProjection(
    market.marketId,
    market.runners.map((r) => String(r.selectionId)),
    books,
  );
  return (
    <section className={market.status === 'CLOSED' ? 'market shut' : 'market'} aria-label={i18n._('Match Odds')}>
      <header className="market-head">
        <div className="market-title">
          <h2>{i18n._('Match Odds')}</h2>
          <span className="caption">{i18n._('Total matched: {amount}', { amount: size(market.totalMatched) })}</span>
        </div>
        <span className="col back">{i18n._('Back')}</span>
        <span className="col lay">{i18n._('Lay')}</span>
      </header>
      <CashOut
        kind="odds"
        eventId={market.eventId}
        marketId={market.marketId}
        runners={market.runners.map((r) => ({ id: String(r.selectionId), name: r.SelectionName }))}
        ladders={oddsLadders(market.runners)}
        books={books}
        shut={market.status === 'OPEN' ? null : market.status}
      />
      {market.runners.map((r) => (
        <MatchOddsRow
          key={r.selectionId}
          runner={r}
          suspended={suspended}
          closed={market.status === 'CLOSED'}
          eventId={market.eventId}
          marketId={market.marketId}
          pl={books?.[String(r.selectionId)]}
          next={next?.[String(r.selectionId)]}
        />
      ))}
      {market.status === 'CLOSED' && <p className="caption market-note">{i18n._('This market is closed.')}</p>}
    </section>
  );
}
