// /betting-record (docs/spec.md section 2): tabs Settled and Exchange. Settled has a filter page (Platform, Game
// Type, Date; Confirm), groups by date (GMT+6), platform and game type with turnover and profit/loss, and a
// group's single games (names cut to 15 characters) under its summary. Filtering and grouping are the api's.
// Exchange lists the exchange bets (ExchangeRecords.tsx).
import './records.css';
import {
  Link,
  cut,
  ErrorState,
  fetchBettingRecords,
  fetchRecordGroup,
  formatMoney,
  LIMITS,
  NoData,
  PageHeader,
  playerZone,
  type RecordGroup,
  type RecordGroupDetail,
  type RecordRange,
  SkeletonRows,
  Tabs,
  useLingui,
  useResource,
  useSearchParams,
} from '@bet/shared';
import { ChevronRight, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Select } from './Select';
import { ExchangeRecords } from './ExchangeRecords';

/** A game's name as the list shows it: at most 15 characters, then an ellipsis. */
export const cutName = (name: string) => cut(name, LIMITS.gameNameMax);

interface Filter {
  platform: string;
  game_type: string;
  date: RecordRange;
}
const DATES: [RecordRange, string][] = [
  ['today', /*i18n*/ 'Today'],
  ['yesterday', /*i18n*/ 'Yesterday'],
  ['last7', /*i18n*/ 'Last 7 days'],
];

function Money({ value, signed }: { value: number; signed?: boolean }) {
  return <span className={`amount num${signed ? (value > 0 ? ' win' : value < 0 ? ' loss' : '') : ''}`}>{formatMoney(value)}</span>;
}

function FilterSheet({
  value,
  platforms,
  types,
  onConfirm,
}: {
  value: Filter;
  platforms: [string, string][];
  types: [string, string][];
  onConfirm: (f: Filter) => void;
}) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(value);
  return (
    <section className="card stack" aria-label={i18n._('Filter')}>
      <Select
        label={/*i18n*/ 'Platform'}
        value={draft.platform}
        options={[['', /*i18n*/ 'All'], ...platforms]}
        onChange={(platform) => setDraft({ ...draft, platform })}
      />
      <Select
        label={/*i18n*/ 'Game Type'}
        value={draft.game_type}
        options={[['', /*i18n*/ 'All'], ...types]}
        onChange={(game_type) => setDraft({ ...draft, game_type })}
      />
      <Select label={/*i18n*/ 'Date'} value={draft.date} options={DATES} onChange={(date) => setDraft({ ...draft, date })} />
      <button type="button" className="btn btn-primary btn-block" onClick={() => onConfirm(draft)}>
        {i18n._('Confirm')}
      </button>
    </section>
  );
}

function GroupView({ group, typeName, onBack }: { group: RecordGroup; typeName: string; onBack: () => void }) {
  const { i18n } = useLingui();
  const [pages, setPages] = useState(1);
  const detail = useResource(`record-group:${group.date}:${group.platform}:${group.game_type}:${pages}`, async () => {
    const all: RecordGroupDetail['rows'] = [];
    let last: RecordGroupDetail | null = null;
    for (let p = 1; p <= pages; p++) {
      last = await fetchRecordGroup(group, p);
      all.push(...last.rows);
    }
    return { ...(last as RecordGroupDetail), rows: all };
  });
  return (
    <div className="stack">
      <button type="button" className="btn" onClick={onBack}>
        {i18n._('Back to groups')}
      </button>
      <section className="card stack" aria-label={i18n._('Summary')}>
        <div className="row">
          <b>{group.platform}</b>
          <span className="caption">{typeName}</span>
          <span className="spacer" />
          <span className="caption">
            {group.date} {playerZone().label}
          </span>
        </div>
        <div className="row">
          <span className="caption">{i18n._('Turnover')}</span>
          <span className="spacer" />
          <Money value={group.turnover} />
        </div>
        <div className="row">
          <span className="caption">{i18n._('Profit/Loss')}</span>
          <span className="spacer" />
          <Money value={group.profit_loss} signed />
        </div>
      </section>
      {detail.error && !detail.data ? (
        <ErrorState onRetry={detail.reload} />
      ) : !detail.data ? (
        <SkeletonRows count={4} />
      ) : (
        <>
          <table className="detail-table bets">
            <thead>
              <tr>
                <th>{i18n._('Game')}</th>
                <th>{i18n._('Bet')}</th>
                <th>{i18n._('Profit/Loss')}</th>
                <th>{i18n._('Fairness')}</th>
              </tr>
            </thead>
            <tbody>
              {detail.data.rows.map((r) => (
                <tr key={r.id}>
                  <td title={r.game_name}>{cutName(r.game_name)}</td>
                  <td>
                    <Money value={r.bet_amount} />
                  </td>
                  <td>
                    <Money value={r.profit_loss} signed />
                  </td>
                  <td>
                    {/* the verifier filled in: the seed's hash, the client seed, the nonce (and the seed once revealed) */}
                    {r.verify && (
                      <Link to={r.verify} aria-label={i18n._('Check round {nonce}', { nonce: r.nonce })}>
                        {i18n._('Check')}
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {detail.data.page < detail.data.pages && (
            <button type="button" className="btn" onClick={() => setPages((p) => p + 1)}>
              {i18n._('Load more')}
            </button>
          )}
        </>
      )}
    </div>
  );
}

export function SettledRecords() {
  const { i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>({ platform: '', game_type: '', date: 'today' });
  const [filtering, setFiltering] = useState(false);
  const [open, setOpen] = useState<RecordGroup | null>(null);
  const records = useResource(`betting-records:${filter.platform}:${filter.game_type}:${filter.date}`, () => fetchBettingRecords(filter), { maxAgeMs: 5_000 });
  const platforms: [string, string][] = (records.data?.filters.platforms ?? []).map((p) => [p.platform, p.name]);
  const types: [string, string][] = (records.data?.filters.game_types ?? []).map((g) => [g.type, g.name]);
  const typeName = (type: string) => types.find(([k]) => k === type)?.[1] ?? type;
  const platformName = (p: string) => platforms.find(([k]) => k === p)?.[1] ?? p;

  if (open) return <GroupView group={open} typeName={typeName(open.game_type)} onBack={() => setOpen(null)} />;
  const byDate = new Map<string, RecordGroup[]>();
  for (const g of records.data?.data ?? []) byDate.set(g.date, [...(byDate.get(g.date) ?? []), g]);
  return (
    <div className="stack">
      <div className="row">
        <span className="caption">
          {i18n._(DATES.find(([k]) => k === filter.date)?.[1] ?? /*i18n*/ 'Today')} · {filter.platform ? platformName(filter.platform) : i18n._('All')} ·{' '}
          {filter.game_type ? typeName(filter.game_type) : i18n._('All')}
        </span>
        <span className="spacer" />
        <button type="button" className="btn" aria-expanded={filtering} onClick={() => setFiltering((f) => !f)}>
          <SlidersHorizontal size={16} />
          {i18n._('Filter')}
        </button>
      </div>
      {filtering && (
        <FilterSheet
          value={filter}
          platforms={platforms}
          types={types}
          onConfirm={(f) => {
            setFilter(f);
            setFiltering(false);
          }}
        />
      )}
      {records.error && !records.data ? (
        <ErrorState onRetry={records.reload} />
      ) : !records.data ? (
        <SkeletonRows count={4} />
      ) : byDate.size === 0 ? (
        <NoData />
      ) : (
        [...byDate.entries()].map(([date, groups]) => (
          <section key={date}>
            <h2 className="section-label">
              {date.split('-').reverse().join('/')} <span className="caption">{playerZone().label}</span>
            </h2>
            {groups.map((g) => (
              <button
                type="button"
                key={`${g.platform}:${g.game_type}`}
                className="list-row row-btn"
                onClick={() => setOpen(g)}
                aria-label={`${platformName(g.platform)} ${typeName(g.game_type)}`}
              >
                <span className="stack" style={{ gap: 2, alignItems: 'flex-start' }}>
                  <span>{platformName(g.platform)}</span>
                  <span className="caption">
                    {typeName(g.game_type)} · {i18n._('{n, plural, one {# bet} other {# bets}}', { n: g.count })}
                  </span>
                </span>
                <span className="spacer" />
                <span className="stack" style={{ gap: 2, alignItems: 'flex-end' }}>
                  <span className="caption">
                    {i18n._('Turnover')} <Money value={g.turnover} />
                  </span>
                  <Money value={g.profit_loss} signed />
                </span>
                <ChevronRight size={16} className="muted" />
              </button>
            ))}
          </section>
        ))
      )}
    </div>
  );
}

function ExchangeTab() {
  const { i18n } = useLingui();
  const [date, setDate] = useState<RecordRange>('today');
  return (
    <>
      <div className="chips" role="group" aria-label={i18n._('Date')}>
        {DATES.map(([k, label]) => (
          <button key={k} type="button" className="chip" aria-pressed={date === k} onClick={() => setDate(k)}>
            {i18n._(label)}
          </button>
        ))}
      </div>
      <ExchangeRecords date={date} />
    </>
  );
}

export function BettingRecordPage() {
  const { i18n } = useLingui();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'settled' | 'exchange'>(params.get('tab') === 'exchange' ? 'exchange' : 'settled');
  return (
    <>
      <PageHeader title={i18n._('Betting Records')} back="/account" />
      <div className="page stack">
        <Tabs
          label={i18n._('Betting Records')}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'settled', label: i18n._('Settled') },
            { key: 'exchange', label: i18n._('Exchange') },
          ]}
        />
        {tab === 'settled' ? <SettledRecords /> : <ExchangeTab />}
      </div>
    </>
  );
}
