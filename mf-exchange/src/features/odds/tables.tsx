// The odds view's tables: Match Odds (best back and lay per runner, the ladder on tap), BookMaker and Fancy.
// Rows are memoised by value, so an update renders only the rows whose numbers changed; a changed price
// flashes once. A price opens the bet slip at it.
import { memo, useEffect, useRef, useState } from 'react';
import { Info } from 'lucide-react';
import { formatCompact, formatMoney, localized, Modal, NoData, ODDS_LIMITS, useLingui } from '@bet/shared';
import type { BookmakerMarket, BookmakerRunner, FancyMarket, MarketBook } from '@bet/shared/contract';
import { useOpenSlip, useSlipProjection } from '../slip/BetSlip';
import { bookmakerLadders, CashOut, oddsLadders } from './CashOut';
import type { RunnerBooks } from './books';
import { signedMoney } from '../common/format';

type Runner = MarketBook['runners'][number];
type Level = { price: number; size: number };

/**
 * A number that flashes when it changes (not on the first render). The class is restarted on the same element,
 * so an update changes text, not DOM nodes.
 */
function Flash({ value, children }: { value: string | number; children: React.ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const first = useRef(value);
  useEffect(() => {
    const el = ref.current;
    if (!el || value === first.current) return;
    el.classList.remove('flash');
    void el.offsetWidth; // a reflow restarts the animation
    el.classList.add('flash');
  }, [value]);
  return <span ref={ref}>{children}</span>;
}

/** What is on offer at a price, short (1.2K, ১.২ হা): Intl's compact notation in the reader's language. */
const size = (n: number) => formatCompact(n);

/** A price to tap: opens the bet slip at it (nothing to tap while the market is shut). */
function PriceCell({ side, level, onPick, name }: { side: 'back' | 'lay'; level?: Level; onPick?: (price: number) => void; name?: string }) {
  const { i18n } = useLingui();
  if (!level || !onPick)
    return (
      <span className={`odds-cell ${side}${level ? '' : ' empty'}`}>
        {level ? (
          <Flash value={level.price}>
            <b>{level.price}</b>
            <small>{size(level.size)}</small>
          </Flash>
        ) : (
          <b>-</b>
        )}
      </span>
    );
  return (
    <button
      type="button"
      className={`odds-cell ${side}`}
      // the name holds what the button shows (price, then size) after what it does
      aria-label={`${i18n._(side === 'back' ? /*i18n*/ 'Back {name} at {price}' : /*i18n*/ 'Lay {name} at {price}', { name: name ?? '', price: level.price })} ${size(level.size)}`}
      onClick={() => onPick(level.price)}
    >
      <Flash value={level.price}>
        <b>{level.price}</b> <small>{size(level.size)}</small>
      </Flash>
    </button>
  );
}

const sameLevels = (a: Level[], b: Level[]) => a.length === b.length && a.every((l, i) => l.price === b[i].price && l.size === b[i].size);

const MatchOddsRow = memo(
  function MatchOddsRow({
    runner,
    suspended,
    eventId,
    marketId,
    pl,
    next,
  }: {
    runner: Runner;
    suspended: boolean;
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
      suspended || runner.status !== 'ACTIVE'
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
    a.next === b.next &&
    a.eventId === b.eventId &&
    a.pl === b.pl &&
    a.runner.SelectionName === b.runner.SelectionName &&
    a.runner.status === b.runner.status &&
    a.runner.totalMatched === b.runner.totalMatched &&
    sameLevels(a.runner.ex.availableToBack, b.runner.ex.availableToBack) &&
    sameLevels(a.runner.ex.availableToLay, b.runner.ex.availableToLay),
);

/**
 * What the player's matched bets make or lose if this runner wins, and (`next`, while the slip holds a stake on
 * this market) what they would with the slip's bet matched too.
 */
function RunnerBook({ pl, next }: { pl?: number; next?: number }) {
  const { i18n } = useLingui();
  return (
    <span className="runner-books">
      {pl !== undefined && (
        <span className={`runner-book ${pl >= 0 ? 'win' : 'loss'}`} aria-label={i18n._('If it wins: {amount}', { amount: formatMoney(pl) })}>
          {signedMoney(pl)}
        </span>
      )}
      {next !== undefined && (
        <span
          className={`runner-book next ${next >= 0 ? 'win' : 'loss'}`}
          aria-label={i18n._('With this bet, if it wins: {amount}', { amount: formatMoney(next) })}
        >
          <span aria-hidden="true">{'» '}</span>
          {signedMoney(next)}
        </span>
      )}
    </span>
  );
}

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
    <section className="market" aria-label={i18n._('Match Odds')}>
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

/** What a flagged bookmaker runner shows: ball running wins over suspend (docs/spec.md section 4). */
export function bookmakerFlag(r: Pick<BookmakerRunner, 'suspended' | 'ball_running'>): 'Ball Running' | 'Suspend' | null {
  if (r.ball_running === 1) return 'Ball Running';
  if (r.suspended === 1) return 'Suspend';
  return null;
}
/** What a flagged fancy row shows: suspend wins over ball running (docs/spec.md section 4). */
export function fancyFlag(f: Pick<FancyMarket, 'suspended' | 'ball_running'>): 'Ball Running' | 'Suspend' | null {
  if (f.suspended === 1) return 'Suspend';
  if (f.ball_running === 1) return 'Ball Running';
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
          aria-label={i18n._('Back {name} at {price}', { name: r.runner, price: r.backPrice })}
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
          aria-label={i18n._('Lay {name} at {price}', { name: r.runner, price: r.layPrice })}
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

export const FANCY_TABS = [
  { key: 'all', label: /*i18n*/ 'All', types: [1, 2, 3, 4, 5, 6] },
  { key: 'fancy', label: /*i18n*/ 'Fancy', types: [1, 6] },
  { key: 'ball', label: /*i18n*/ 'Ball by Ball', types: [2] },
  { key: 'khadda', label: /*i18n*/ 'Khadda', types: [3] },
  { key: 'lottery', label: /*i18n*/ 'Lottery', types: [4] },
  { key: 'oddeven', label: /*i18n*/ 'Odd/Even', types: [5] },
] as const;
export type FancyTab = (typeof FANCY_TABS)[number]['key'];

/** A fancy row's title and limits button (unchanged by the flags). */
const FancyName = memo(function FancyName({ f, onInfo }: { f: FancyMarket; onInfo: (f: FancyMarket) => void }) {
  const { i18n } = useLingui();
  return (
    <span className="odds-name">
      {localized(f, 'title')}
      <button type="button" className="icon-btn info" aria-label={i18n._('Limits of {title}', { title: localized(f, 'title') })} onClick={() => onInfo(f)}>
        <Info size={14} />
      </button>
    </span>
  );
});

/** A fancy row's No and Yes: they open the bet slip (unchanged by the flags: a shut row makes them inert). */
const FancyPrices = memo(
  function FancyPrices({ f, eventId }: { f: FancyMarket; eventId: string }) {
    const { i18n } = useLingui();
    const pickSlip = useOpenSlip();
    const pick = (side: 'back' | 'lay') =>
      pickSlip({
        kind: 'fancy',
        event_id: eventId,
        market_id: f.id,
        selection_id: f.id,
        side,
        price: side === 'back' ? f.yes_rate : f.no_rate,
        run: side === 'back' ? f.yes : f.no,
        selection: localized(f, 'title'),
        market: i18n._('Fancy Bet'),
        min: f.min,
        max: f.max,
      });
    return (
      <>
        <button
          type="button"
          className="odds-cell lay"
          aria-label={`${i18n._('No {title} {run}', { title: localized(f, 'title'), run: f.no })} ${f.no_rate}`}
          onClick={() => pick('lay')}
        >
          <Flash value={f.no}>
            <b>{f.no}</b> <small>{f.no_rate}</small>
          </Flash>
        </button>
        <button
          type="button"
          className="odds-cell back"
          aria-label={`${i18n._('Yes {title} {run}', { title: localized(f, 'title'), run: f.yes })} ${f.yes_rate}`}
          onClick={() => pick('back')}
        >
          <Flash value={f.yes}>
            <b>{f.yes}</b> <small>{f.yes_rate}</small>
          </Flash>
        </button>
      </>
    );
  },
  (a, b) =>
    a.eventId === b.eventId &&
    a.f.id === b.f.id &&
    a.f.title === b.f.title &&
    a.f.no === b.f.no &&
    a.f.yes === b.f.yes &&
    a.f.no_rate === b.f.no_rate &&
    a.f.yes_rate === b.f.yes_rate &&
    a.f.min === b.f.min &&
    a.f.max === b.f.max,
);

/**
 * A fancy row with the flag it shows (the table's Ball Running band stands for every row's while a ball is in
 * play). The title and the prices are memoised apart, and a shut row makes its prices inert.
 */
export const FancyRow = memo(
  function FancyRow({ f, flag, onInfo, eventId }: { f: FancyMarket; flag: ReturnType<typeof fancyFlag>; onInfo: (f: FancyMarket) => void; eventId: string }) {
    const { i18n } = useLingui();
    return (
      <div className="odds-row fancy-row">
        <FancyName f={f} onInfo={onInfo} />
        <div className="cells" inert={flag !== null}>
          <FancyPrices f={f} eventId={eventId} />
        </div>
        {flag && <span className={`odds-overlay${flag === 'Ball Running' ? ' running' : ''}`}>{i18n._(flag)}</span>}
      </div>
    );
  },
  (a, b) =>
    a.onInfo === b.onInfo &&
    a.eventId === b.eventId &&
    a.f.title === b.f.title &&
    a.f.no === b.f.no &&
    a.f.yes === b.f.yes &&
    a.f.no_rate === b.f.no_rate &&
    a.f.yes_rate === b.f.yes_rate &&
    a.flag === b.flag,
);

export function FancyTable({ markets, eventId }: { markets: FancyMarket[]; eventId: string }) {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<FancyTab>('all');
  const [info, setInfo] = useState<FancyMarket | null>(null);
  const types: readonly number[] = FANCY_TABS.find((x) => x.key === tab)?.types ?? [];
  const rows = markets.filter((f) => types.includes(f.type));
  // a ball in play runs every line at once: one band over the prices, and no row renders for it
  const running = rows.length > 0 && rows.every((f) => f.ball_running === 1);
  return (
    <section className="market" aria-label={i18n._('Fancy Bet')}>
      <header className="market-head fancy">
        <h2>{i18n._('Fancy Bet')}</h2>
      </header>
      <div className="fancy-tabs" role="tablist" aria-label={i18n._('Fancy markets')}>
        {FANCY_TABS.map((x) => (
          <button key={x.key} type="button" role="tab" aria-selected={tab === x.key} className="chip" onClick={() => setTab(x.key)}>
            {i18n._(x.label)}
          </button>
        ))}
      </div>
      {rows.length === 0 ? (
        <NoData text={i18n._('No fancy bets available')} />
      ) : (
        <>
          <div className="market-head sub">
            <span />
            <span className="col lay">{i18n._('No')}</span>
            <span className="col back">{i18n._('Yes')}</span>
          </div>
          <div className="fancy-rows" inert={running}>
            {rows.map((f) => (
              <FancyRow key={f.id} f={f} flag={running ? (f.suspended === 1 ? 'Suspend' : null) : fancyFlag(f)} onInfo={setInfo} eventId={eventId} />
            ))}
            {running && <span className="odds-overlay running band">{i18n._('Ball Running')}</span>}
          </div>
        </>
      )}
      <Modal open={info !== null} title={info?.title ?? ''} onClose={() => setInfo(null)}>
        {info && (
          <dl className="limits">
            <dt>{i18n._('Min')}</dt>
            <dd>{formatMoney(info.min)}</dd>
            <dt>{i18n._('Max')}</dt>
            <dd>{formatMoney(info.max)}</dd>
          </dl>
        )}
      </Modal>
    </section>
  );
}
