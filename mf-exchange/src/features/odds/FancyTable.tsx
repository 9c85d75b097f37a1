// The Fancy table: the lines by tab (fancy, ball by ball, khadda, lottery, odd/even), No and Yes with their sizes.
import { memo, useState } from 'react';
import { Info } from 'lucide-react';
import { formatMoney, localized, Modal, NoData, useLingui } from '@bet/shared';
import type { FancyMarket } from '@bet/shared/contract';
import { useOpenSlip } from '../slip/BetSlip';
import { Flash, shownThen } from './cells';

/** What a flagged fancy row shows: suspend wins over ball running (docs/spec.md section 4). */
export function fancyFlag(f: Pick<FancyMarket, 'suspended' | 'ball_running'>): 'Ball Running' | 'Suspend' | null {
  if (f.suspended === 1) return 'Suspend';
  if (f.ball_running === 1) return 'Ball Running';
  return null;
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
          aria-label={shownThen(`${f.no} ${f.no_rate}`, i18n._('No {title}', { title: localized(f, 'title') }))}
          onClick={() => pick('lay')}
        >
          <Flash value={f.no}>
            <b>{f.no}</b> <small>{f.no_rate}</small>
          </Flash>
        </button>
        <button
          type="button"
          className="odds-cell back"
          aria-label={shownThen(`${f.yes} ${f.yes_rate}`, i18n._('Yes {title}', { title: localized(f, 'title') }))}
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
