// Small pieces every console page uses: money in the player's currency, Dhaka time, the player's history.
import { forwardRef, useEffect, useState, type InputHTMLAttributes } from 'react';
import { call, dhaka, errorMessage, formatMoney, FormError, invalidateResources, Loader, ErrorState, useResource } from '@bet/shared';
import { OPERATOR_PASSWORD_MIN, type admin } from '@bet/shared/contract';
import { auth, withSession } from './session';
import { useForm, type DefaultValues, type Resolver } from 'react-hook-form';
import { firstError, formResolver } from '@bet/shared/src/rules/schemas';

export const Money = ({ value, currency = 'BDT' }: { value: number; currency?: string }) => <span className="num">{formatMoney(value, currency)}</span>;
export const When = ({ at }: { at: string | null }) => (at ? <time dateTime={at}>{dhaka(at).format('DD MMM YYYY, HH:mm')}</time> : <>-</>);

/** The player as the back office sees them: `console:player:<name>` in the one data cache. */
export function usePlayer(username: string | null) {
  return useResource(username ? `console:player:${username.toLowerCase()}` : null, () =>
    withSession(() => call<typeof admin.playerView>('GET /api/admin/players/:username', { params: { username: username ?? '' }, headers: auth() })).then(
      (r) => r.data,
    ),
  );
}

/** Balance, exposure, the latest deposits and withdrawals and ledger entries of one player. */
export function PlayerHistory({ username }: { username: string }) {
  const player = usePlayer(username);
  if (player.error && !player.data) return <ErrorState text="Could not load the player." onRetry={() => void player.reload()} />;
  if (!player.data) return <Loader label="Loading the player" />;
  const p = player.data;
  return (
    <div className="stack">
      <dl className="facts">
        <div>
          <dt>Player</dt>
          <dd>{p.username}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={p.status === 'active' ? '' : 'text-danger'}>{p.status}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>
            <Money value={p.balance} currency={p.currency} />
          </dd>
        </div>
        <div>
          <dt>Exposure</dt>
          <dd>
            <Money value={p.exposure} currency={p.currency} />
          </dd>
        </div>
        <div>
          <dt>Joined</dt>
          <dd>
            <When at={p.created_at} />
          </dd>
        </div>
      </dl>
      <section aria-label="Deposits and withdrawals">
        <h3>Deposits and withdrawals</h3>
        {p.transactions.length === 0 ? (
          <p className="muted">None yet.</p>
        ) : (
          <table className="grid">
            <thead>
              <tr>
                <th>When</th>
                <th>Type</th>
                <th className="right">Amount</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {p.transactions.map((t) => (
                <tr key={t.id}>
                  <td>
                    <When at={t.at} />
                  </td>
                  <td>{t.action}</td>
                  <td className="right">
                    <Money value={t.amount} currency={p.currency} />
                  </td>
                  <td>
                    <span className={`pill pill-${t.status}`}>{t.status}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label="Ledger">
        <h3>Latest ledger entries</h3>
        {p.ledger.length === 0 ? (
          <p className="muted">No entries.</p>
        ) : (
          <table className="grid">
            <thead>
              <tr>
                <th>When</th>
                <th>Reason</th>
                <th className="right">Amount</th>
                <th className="right">Balance after</th>
              </tr>
            </thead>
            <tbody>
              {p.ledger.map((l, i) => (
                <tr key={`${l.at}-${i}`}>
                  <td>
                    <When at={l.at} />
                  </td>
                  <td>{l.reason}</td>
                  <td className={`right ${l.amount < 0 ? 'text-danger' : 'text-win'}`}>
                    <Money value={l.amount} currency={p.currency} />
                  </td>
                  <td className="right">
                    <Money value={l.balance_after} currency={p.currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

/** A receipt the player uploaded: fetched with the operator's token (an <img> cannot send it). */
export function Receipt({ src, index }: { src: string; index: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    const controller = new AbortController();
    void fetch(src, { headers: auth(), signal: controller.signal })
      .then((r) => (r.ok ? r.blob() : null))
      .then((b) => {
        if (b) setUrl((made = URL.createObjectURL(b)));
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      <img className="receipt" src={url} alt={`Receipt ${index + 1}`} />
    </a>
  ) : (
    <span className="muted">Receipt {index + 1}…</span>
  );
}

/** One action form's state: busy, its error, its last success. */
/** (every console action: the approvals, the team, a player's forms) */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (what: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await what());
      invalidateResources('console:', true);
    } catch (e) {
      setError(errorMessage(e, fallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}

/** What an action's api said: its error, or its success as a status line. */
export function ActionOutcome({ action }: { action: { error: string | null; done: string | null } }) {
  return (
    <>
      <FormError message={action.error} />
      {action.done && <p role="status">{action.done}</p>}
    </>
  );
}

/** A new operator password's field: the policy's length (the api also refuses a guessable one), labelled `label`. */
export const NewPasswordField = forwardRef<HTMLInputElement, { id: string; label: string } & InputHTMLAttributes<HTMLInputElement>>(function NewPasswordField(
  { id, label, ...input },
  ref,
) {
  return (
    <>
      <label htmlFor={id}>
        {label} (at least {OPERATOR_PASSWORD_MIN} characters; a phrase of unrelated words)
      </label>
      <input ref={ref} id={id} type="password" className="plain-input" autoComplete="new-password" maxLength={128} {...input} />
    </>
  );
});

/**
 * A one-time link for an operator (an invitation, or an authenticator reset's), shown once to the manager to hand over
 * in person. The token rides in the link's #fragment: a browser never sends it to a server (no log keeps it).
 */
export function OneTimeLink({ username, invitation, expiresAt, reset = false }: { username: string; invitation: string; expiresAt: string; reset?: boolean }) {
  const link = `${window.location.origin}/enrol${reset ? '?reset' : ''}#${invitation}`;
  return (
    <>
      <p role="status">
        {reset ? 'Reset. ' : 'Invited. '}Shown once: give this link to {username} in person. It works once, until <When at={expiresAt} />.
        {reset ? ` ${username} sets up a new authenticator with it and their own password.` : ''}
      </p>
      <p>
        <code className="num invitation-link" aria-label={reset ? 'Reset link' : 'Invitation link'}>
          {link}
        </code>
      </p>
    </>
  );
}

/** A page of a back-office list as the api answers it (the contract's listPage). */
export interface ListPage<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

/**
 * A list's count and its pages: "Showing 51–100 of 132", with the previous and next pages when there is more than one.
 * `noun` names what is counted ("requests").
 */
export function Pager({ list, noun, onPage }: { list: ListPage<unknown>; noun: string; onPage: (page: number) => void }) {
  if (list.total === 0) return null;
  const pages = Math.max(1, Math.ceil(list.total / list.per_page));
  const first = (list.page - 1) * list.per_page + 1;
  const last = Math.min(list.total, first + list.data.length - 1);
  return (
    <nav className="row wrap pager" aria-label={`Pages of ${noun}`}>
      <span className="muted">{list.data.length === 0 ? `${list.total} ${noun}` : `Showing ${first}–${last} of ${list.total} ${noun}`}</span>
      {pages > 1 && (
        <>
          <button type="button" className="btn" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
            Previous page
          </button>
          <span className="muted">
            Page {list.page} of {pages}
          </span>
          <button type="button" className="btn" disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
            Next page
          </button>
        </>
      )}
    </nav>
  );
}

/**
 * react-hook-form on an operation's own body schema (or a form of the contract): the rules and the sentence the api
 * answers with, checked before sending (`@bet/shared/src/rules/schemas`' resolver). `defaults` are the fields' first values.
 */
export function useContractForm<V extends Record<string, string>>(
  schema: Exclude<Parameters<typeof formResolver>[0], (...a: never[]) => unknown>,
  defaults: V,
) {
  // (the resolver's errors are typed per field for a known form; for any V, TypeScript needs the cast)
  return useForm<V>({ resolver: formResolver<V>(schema) as Resolver<V>, defaultValues: defaults as DefaultValues<V> });
}

/** The first failing field's sentence of a contract form, in `order` (one line under the form). */
export const formErrorOf = (errors: Partial<Record<string, { message?: string }>>, order: readonly string[]) => firstError(errors, order) ?? null;
