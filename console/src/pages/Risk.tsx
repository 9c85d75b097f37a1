// The risk desk (finance, managers): every market with open bets, what the house wins or loses on each of its
// outcomes from the matched bets, its worst outcome and the players behind the largest positions; the worst market
// first, read again every few seconds while the page is open. On each market: suspend, resume, close or void it
// with a reason, and its liability limit (the api decides what each state allows and when four eyes are needed).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call, ErrorState, FormError, Loader, NoData, useResource } from '@bet/shared';
import { admin, exchange, SPORT_NAMES } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { ActionOutcome, formErrorOf, Money, useAction, useContractForm, When } from '../ui';

/** How often the book is read again while the page is open. */
const RISK_POLL_MS = 5_000;

/** The house's profit (green) or loss (red, with its sign). */
const HouseMoney = ({ value }: { value: number }) => (
  <span className={value < 0 ? 'text-danger' : 'text-win'}>
    <Money value={value} />
  </span>
);

type Market = admin.RiskMarketView;

/** The market's state as the desk shows it. */
const STATE_LABEL: Record<admin.MarketState, string> = { open: 'Open', suspended: 'Suspended', closed: 'Closed', voided: 'Voided' };
const ACTION_LABEL: Record<admin.MarketAction, string> = { suspend: 'Suspend', resume: 'Resume', close: 'Close', void: 'Void…' };

/** The actions the market's state allows (the contract's table), each with the operator's reason. */
function MarketActions({ m }: { m: Pick<Market, 'market_id' | 'market' | 'state' | 'bets'> }) {
  const a = useAction();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors },
  } = useContractForm(admin.marketAction.schema.body, { action: 'suspend', reason: '' });
  const allowed = (Object.keys(admin.MARKET_ACTIONS) as admin.MarketAction[]).filter((k) =>
    (admin.MARKET_ACTIONS[k].from as readonly admin.MarketState[]).includes(m.state),
  );
  const send = (action: admin.MarketAction) => {
    setValue('action', action);
    void handleSubmit(({ reason }) =>
      a.run(async () => {
        const res = await withSession(() =>
          call<typeof admin.marketAction>('POST /api/admin/risk/markets/:market_id', {
            params: { market_id: m.market_id },
            body: { action, reason: reason.trim() },
            headers: auth(),
          }),
        );
        setConfirming(false);
        reset({ action, reason: '' });
        return res.message ?? 'Done';
      }, 'Could not change the market. Please try again.'),
    )();
  };
  if (!allowed.length) return null;
  const id = `reason-${m.market_id}`;
  return (
    <form className="stack" onSubmit={(e) => e.preventDefault()} noValidate aria-label={`Act on ${m.market}`}>
      <label htmlFor={id}>Reason (the audit log keeps it)</label>
      <input id={id} className="plain-input" maxLength={300} {...register('reason')} />
      {confirming ? (
        <div className="row wrap" role="group" aria-label="Confirm the void">
          <span>
            Void the market and refund its {m.bets} open {m.bets === 1 ? 'bet' : 'bets'}? This cannot be undone.
          </span>
          <button type="button" className="btn btn-danger" disabled={a.busy} onClick={() => send('void')}>
            Void and refund
          </button>
          <button type="button" className="btn" disabled={a.busy} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <div className="row wrap">
          {allowed.map((k) => (
            <button key={k} type="button" className="btn" disabled={a.busy} onClick={() => (k === 'void' ? setConfirming(true) : send(k))}>
              {ACTION_LABEL[k]}
            </button>
          ))}
        </div>
      )}
      <FormError message={formErrorOf(errors, ['action', 'reason']) ?? a.error} />
      {a.done && <p role="status">{a.done}</p>}
    </form>
  );
}

/** The market's liability limit (taka): set, changed or removed; crossing it suspends the market. */
function LimitForm({ m }: { m: Market }) {
  const a = useAction();
  const [value, setValue] = useState(m.limit === null ? '' : String(m.limit));
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = (limit: number | null) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.marketLimit>('POST /api/admin/risk/markets/:market_id/limit', {
          params: { market_id: m.market_id },
          body: { limit },
          headers: auth(),
        }),
      );
      return res.message ?? 'Saved';
    }, 'Could not save the limit. Please try again.');
  const submit = () => {
    const text = value.trim();
    const limit = text === '' ? null : Number(text);
    // the operation's own rule and sentence: a whole number of taka above 0, or none
    if (!admin.limitAllowed(limit)) {
      setInvalid(admin.MARKET_MSG.limit);
      return;
    }
    setInvalid(null);
    void save(limit);
  };
  const id = `limit-${m.market_id}`;
  return (
    <form
      className="stack"
      noValidate
      aria-label={`Liability limit of ${m.market}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id}>Liability limit, taka (empty: none)</label>
      <div className="row wrap">
        <input id={id} className="plain-input" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
        <button type="submit" className="btn" disabled={a.busy}>
          Save limit
        </button>
      </div>
      {invalid ? <FormError message={invalid} /> : <ActionOutcome action={a} />}
    </form>
  );
}

export function RiskPage() {
  const markets = useResource(
    'console:risk',
    () => withSession(() => call<typeof admin.riskBook>('GET /api/admin/risk', { headers: auth() })).then((r) => r.data),
    { pollMs: RISK_POLL_MS, maxAgeMs: RISK_POLL_MS },
  );
  return (
    <section className="stack" aria-labelledby="risk-title">
      <h1 id="risk-title">Risk</h1>
      <p className="muted">What the house wins or loses on each outcome of every market with open bets, from the matched bets; the worst market first.</p>
      {markets.error && !markets.data ? (
        <ErrorState text="Could not load the book." onRetry={() => void markets.reload()} />
      ) : !markets.data ? (
        <Loader label="Loading the book" />
      ) : markets.data.length === 0 ? (
        <NoData text="No open bets on any market." />
      ) : (
        markets.data.map((m) => (
          <article key={m.market_id} className="card stack risk-market" aria-label={`${m.event}: ${m.market}`}>
            <header className="row wrap">
              <strong>{m.event}</strong>
              <span className="muted">
                {m.market} · {m.sport} · {m.kind}
              </span>
              <span className="spacer" />
              <span>
                Worst: <HouseMoney value={m.worst} />
              </span>
              <span className="muted">
                the event at most <HouseMoney value={m.event_worst} />
              </span>
              <span className={m.state === 'open' ? 'pill pill-success' : 'pill pill-fail'}>
                {STATE_LABEL[m.state]}
                {m.auto ? ' by its limit' : ''}
              </span>
            </header>
            {m.state !== 'open' && m.reason && <p className="muted">Why: {m.reason}</p>}
            <p className="muted">
              {m.bets} open {m.bets === 1 ? 'bet' : 'bets'} by {m.players} {m.players === 1 ? 'player' : 'players'} · matched <Money value={m.matched} />
              {m.limit !== null && (
                <>
                  {' '}
                  · limit <Money value={m.limit} />
                </>
              )}
            </p>
            <table className="grid">
              <caption className="sr-only">The house on each outcome</caption>
              <thead>
                <tr>
                  <th>If</th>
                  <th className="right">The house</th>
                </tr>
              </thead>
              <tbody>
                {m.outcomes.map((o) => (
                  <tr key={o.outcome}>
                    <td>{o.outcome}</td>
                    <td className="right" data-label="The house">
                      <HouseMoney value={o.house} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {m.positions.length > 0 && (
              <table className="grid">
                <caption className="sr-only">The largest positions</caption>
                <thead>
                  <tr>
                    <th>Player</th>
                    <th className="right">Exposure</th>
                    <th className="right">Bets</th>
                  </tr>
                </thead>
                <tbody>
                  {m.positions.map((p) => (
                    <tr key={p.username}>
                      <td>
                        <Link to={`/players/${encodeURIComponent(p.username)}`}>{p.username}</Link>
                      </td>
                      <td className="right" data-label="Exposure">
                        <Money value={p.exposure} />
                      </td>
                      <td className="right" data-label="Bets">
                        {p.bets}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {m.state !== 'voided' && (
              <div className="risk-controls">
                <MarketActions m={m} />
                {m.state !== 'closed' && <LimitForm m={m} />}
              </div>
            )}
          </article>
        ))
      )}
      {markets.data && <QuietMarkets onDesk={new Set(markets.data.map((m) => m.market_id))} />}
    </section>
  );
}

/**
 * The match odds markets the feed shows in play or about to start that nobody has bet on yet (the public feed the
 * players' site reads): the desk may suspend or close one ahead (team news, a pitch inspection). Once acted on, the
 * market joins the list above.
 */
function QuietMarkets({ onDesk }: { onDesk: Set<string> }) {
  const events = useResource('console:feed-events', () =>
    Promise.all(SPORT_NAMES.map((sport) => call<typeof exchange.sportsEvents>('GET /api/sports-events/:sport', { params: { sport } }))).then((lists) =>
      lists.flat().filter((e) => e.Status !== 'closed'),
    ),
  );
  const quiet = (events.data ?? []).filter((e) => !onDesk.has(e.MarketId));
  return (
    <details className="card stack">
      <summary>Markets nobody has bet on yet ({events.data ? quiet.length : '…'})</summary>
      {events.error && !events.data ? (
        <ErrorState text="Could not load the feed's events." onRetry={() => void events.reload()} />
      ) : !events.data ? (
        <Loader label="Loading the feed's events" />
      ) : quiet.length === 0 ? (
        <NoData text="Every open market has bets: see above." />
      ) : (
        quiet.map((e) => (
          <article key={e.MarketId} className="stack" aria-label={`${e.Event}: Match Odds`}>
            <p>
              <strong>{e.Event}</strong> <span className="muted">· Match Odds · {e.Competition} · </span>
              {e.InPlay ? <span className="pill pill-success">In play</span> : <When at={e.OpenDate} />}
            </p>
            <MarketActions m={{ market_id: e.MarketId, market: 'Match Odds', state: 'open', bets: 0 }} />
          </article>
        ))
      )}
    </details>
  );
}
