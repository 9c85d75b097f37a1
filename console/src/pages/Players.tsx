// Player search and a player's page: balances, history, bets, limits and exclusions for every role; locking,
// balance adjustments and market blocks only for the roles the contract gives them.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { call, errorMessage, FormError, Loader, NoData, useResource } from '@bet/shared';
import { admin, Type } from '@bet/shared/contract';
import { auth, can, withSession } from '../session';
import { formErrorOf, Money, Pager, PlayerHistory, useAction, useContractForm, usePlayer, When } from '../ui';
import { Bonuses, ChatHistory, Exclude, ImposeLimit, Notes, Tags } from './PlayerCare';

export function PlayersPage() {
  return (
    <Routes>
      <Route index element={<Search />} />
      <Route path=":username" element={<Player />} />
    </Routes>
  );
}

/** The search box: the operation's own `q` field (its rule and sentence), without the pager's `page`. */
const searchForm = Type.Object({ q: admin.playerSearch.schema.querystring.properties.q });

function Search() {
  const first = new URLSearchParams(window.location.search).get('q') ?? '';
  const [asked, setAsked] = useState(first);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  // the search's own rule (two or more letters or digits) and its sentence: the operation's query, as the api checks it
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(searchForm, { q: first });
  const found = useResource(asked.length >= 2 ? `console:search:${asked.toLowerCase()}:${page}` : null, () =>
    withSession(() => call<typeof admin.playerSearch>('GET /api/admin/players', { query: { q: asked, page: String(page) }, headers: auth() })),
  );
  const submit = handleSubmit(({ q }) => {
    setAsked(q);
    setPage(1);
    navigate(`?q=${encodeURIComponent(q)}`, { replace: true });
  });
  const problem = formErrorOf(errors, ['q']);
  return (
    <section className="stack" aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <form className="row" role="search" onSubmit={submit} noValidate>
        <label className="sr-only" htmlFor="player-q">
          Username, phone, email, TrxID or IP address
        </label>
        <input
          id="player-q"
          type="search"
          className="plain-input"
          placeholder="Username, phone, email, TrxID or IP address"
          aria-invalid={problem ? true : undefined}
          {...register('q', { setValueAs: (v: string) => v.trim() })}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {problem && <FormError message={problem} />}
      {asked.length < 2 ? (
        !problem && <p className="muted">{admin.SEARCH_MSG}</p>
      ) : found.error && !found.data ? (
        <FormError message={errorMessage(found.error, 'Could not search. Please try again.')} />
      ) : !found.data ? (
        <Loader label="Searching" />
      ) : found.data.data.length === 0 ? (
        <NoData text="No player matches." />
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th>Username</th>
              <th>Phone</th>
              <th>Status</th>
              <th className="right">Balance</th>
              <th>Joined</th>
            </tr>
          </thead>
          <tbody>
            {found.data.data.map((p) => (
              <tr key={p.username}>
                <td>
                  <Link to={`/players/${encodeURIComponent(p.username)}`}>{p.username}</Link>
                </td>
                <td className="num">{p.phone ?? '-'}</td>
                <td>{p.status}</td>
                <td className="right">
                  <Money value={p.balance} />
                </td>
                <td>
                  <When at={p.created_at} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asked.length >= 2 && found.data && <Pager list={found.data} noun="players" onPage={setPage} />}
    </section>
  );
}

function Player() {
  const { username = '' } = useParams();
  const player = usePlayer(username);
  const p = player.data;
  return (
    <div className="split">
      <section className="stack" aria-labelledby="player-title">
        <p>
          <Link to="/players">← Players</Link>
        </p>
        <h1 id="player-title">{username}</h1>
        <PlayerHistory username={username} />
        {p && (
          <>
            <section aria-label="Exchange bets">
              <h3>Latest exchange bets</h3>
              {p.bets.length === 0 ? (
                <p className="muted">No bets.</p>
              ) : (
                <table className="grid">
                  <thead>
                    <tr>
                      <th>When</th>
                      <th>Event</th>
                      <th>Selection</th>
                      <th>Side</th>
                      <th className="right">Stake</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.bets.map((b, i) => (
                      <tr key={`${b.at}-${i}`}>
                        <td>
                          <When at={b.at} />
                        </td>
                        <td>{b.event}</td>
                        <td>{b.selection}</td>
                        <td>{b.side}</td>
                        <td className="right">
                          <Money value={b.stake} currency={p.currency} />
                        </td>
                        <td>{b.status}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <Responsible value={p.responsible} />
            <Notes key={p.username} username={p.username} notes={p.notes} />
            {can(admin.playerChat) && <ChatHistory key={`chat:${p.username}`} username={p.username} />}
          </>
        )}
      </section>
      <aside className="side stack" aria-label="Actions">
        {p && can(admin.adjust) && <Adjust username={p.username} />}
        {p && can(admin.playerStatus) && <LockToggle username={p.username} status={p.status} />}
        {p && can(admin.marketBlock) && <MarketBlock key={p.username} username={p.username} now={p.market_block} />}
        {p && can(admin.excludePlayer) && <Exclude key={`exclude:${p.username}`} username={p.username} />}
        {p && can(admin.imposeLimit) && <ImposeLimit key={`limit:${p.username}`} username={p.username} />}
        {p && can(admin.playerBonuses) && <Bonuses key={`bonus:${p.username}`} username={p.username} />}
        {p && can(admin.setPlayerTags) && <Tags key={`${p.username}:${p.tags.join(' ')}`} username={p.username} now={p.tags} />}
        {p && !can(admin.adjust) && !can(admin.playerStatus) && <p className="card muted">Your role does not change this player&apos;s money or account.</p>}
      </aside>
    </div>
  );
}

interface ResponsibleView {
  excluded_until: string | null;
  limits: { kind: string; period: string; value: number; pending_value: number | null; pending_from: string | null }[];
  breaks: { kind: string; length: string; started_at: string; until: string; imposed_by: string | null }[];
}

function Responsible({ value }: { value: unknown }) {
  const r = value as ResponsibleView | null;
  if (!r) return null;
  return (
    <section aria-label="Limits and exclusions">
      <h3>Limits and exclusions</h3>
      <p>
        {r.excluded_until ? (
          <>
            On a break until <When at={r.excluded_until} />
          </>
        ) : (
          'Not excluded.'
        )}
      </p>
      {r.limits.length === 0 ? (
        <p className="muted">No limits set.</p>
      ) : (
        <ul>
          {r.limits.map((l) => (
            <li key={`${l.kind}-${l.period}`}>
              {l.kind} per {l.period}: {l.value}
              {l.pending_value !== null && (
                <>
                  {' '}
                  (becomes {l.pending_value} from <When at={l.pending_from} />)
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {r.breaks.map((b) => (
        <p key={`${b.started_at}-${b.until}`}>
          {b.kind} break ({b.length}) until <When at={b.until} />
          {b.imposed_by ? ` · imposed by ${b.imposed_by}` : ' · taken by the player'}
        </p>
      ))}
    </section>
  );
}

function Adjust({ username }: { username: string }) {
  const a = useAction();
  // the adjust operation's own body: an amount and a reason of ADJUST_REASON_MIN characters, their sentences before sending
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(admin.adjust.schema.body, { amount: '', note: '' });
  const submit = handleSubmit(({ amount, note }) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.adjust>('POST /api/admin/players/:username/adjust', {
          params: { username },
          body: { amount: amount.trim(), note: note.trim() },
          headers: auth(),
        }),
      );
      reset();
      // above the four-eyes amount the api answers 202: it waits for a second operator
      return 'balance' in res.data ? `Balance adjusted: now ${res.data.balance.toFixed(2)}` : (res.message ?? 'Waiting for a second operator');
    }, 'Could not adjust the balance.'),
  );
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="adjust-title" noValidate>
      <h2 id="adjust-title">Adjust balance</h2>
      <label htmlFor="adjust-amount">Amount (taka; negative takes money away)</label>
      <input id="adjust-amount" className="plain-input" inputMode="decimal" placeholder="e.g. 500 or -250.50" {...register('amount')} />
      <label htmlFor="adjust-note">Reason (required: the player's ledger and the audit log keep it)</label>
      <input id="adjust-note" className="plain-input" maxLength={200} {...register('note')} />
      <FormError message={formErrorOf(errors, ['amount', 'note']) ?? a.error} />
      {a.done && <p role="status">{a.done}</p>}
      <button type="submit" className="btn btn-primary" disabled={a.busy}>
        Adjust
      </button>
    </form>
  );
}

function LockToggle({ username, status }: { username: string; status: string }) {
  const a = useAction();
  const next = status === 'locked' ? 'active' : 'locked';
  return (
    <div className="card stack">
      <h2>Account</h2>
      <p className="muted">{status === 'locked' ? 'Locked: the player cannot log in.' : 'Locking ends every session of the player at once.'}</p>
      <FormError message={a.error} />
      {a.done && <p role="status">{a.done}</p>}
      <button
        type="button"
        className="btn"
        disabled={a.busy}
        onClick={() =>
          void a.run(
            async () =>
              (
                await withSession(() =>
                  call<typeof admin.playerStatus>('POST /api/admin/players/:username/status', {
                    params: { username },
                    body: { status: next },
                    headers: auth(),
                  }),
                )
              ).message ?? 'Saved',
            'Could not change the account.',
          )
        }
      >
        {next === 'locked' ? 'Lock account' : 'Unlock account'}
      </button>
    </div>
  );
}

/** The player's market block, starting from what is blocked now (saving the form as it opens changes nothing). */
function MarketBlock({ username, now }: { username: string; now: { exchange: boolean; casino: boolean } }) {
  // two switches and no rule of their own (the api checks the flags): react-hook-form, as every console form
  const { register, handleSubmit } = useForm({ defaultValues: now });
  const a = useAction();
  const submit = handleSubmit(({ exchange, casino }) => {
    void a.run(
      async () =>
        (
          await withSession(() =>
            call<typeof admin.marketBlock>('POST /api/admin/market-block', {
              // the spec's flags: 0 is blocked (with a status other than active), 1 open
              body: { username, exchange_market: exchange ? 0 : 1, cs_market: casino ? 0 : 1, status: exchange || casino ? 'blocked' : 'active' },
              headers: auth(),
            }),
          )
        ).message ?? 'Saved',
      'Could not save the block.',
    );
  });
  return (
    <form className="card stack" onSubmit={submit} aria-labelledby="block-title">
      <h2 id="block-title">Market block</h2>
      <label className="row">
        <input type="checkbox" {...register('exchange')} /> Block the exchange
      </label>
      <label className="row">
        <input type="checkbox" {...register('casino')} /> Block casino and slots
      </label>
      <FormError message={a.error} />
      {a.done && <p role="status">{a.done}</p>}
      <button type="submit" className="btn" disabled={a.busy}>
        Save block
      </button>
    </form>
  );
}
