// The risk desk (finance, managers): every market with open bets, what the house wins or loses on each of its
// outcomes from the matched bets, its worst outcome and the players behind the largest positions; the worst market
// first, read again every few seconds while the page is open.
import { Link } from 'react-router-dom';
import { call, ErrorState, Loader, NoData, useResource } from '@bet/shared';
import type { admin } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { Money } from '../ui';

/** How often the book is read again while the page is open. */
const RISK_POLL_MS = 5_000;

/** The house's profit (green) or loss (red, with its sign). */
const HouseMoney = ({ value }: { value: number }) => (
  <span className={value < 0 ? 'text-danger' : 'text-win'}>
    <Money value={value} />
  </span>
);

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
            </header>
            <p className="muted">
              {m.bets} open {m.bets === 1 ? 'bet' : 'bets'} by {m.players} {m.players === 1 ? 'player' : 'players'} · matched <Money value={m.matched} />
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
          </article>
        ))
      )}
    </section>
  );
}
