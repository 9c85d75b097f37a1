// Finance's queue: pending deposits and withdrawals, oldest first, the player's history beside the one chosen,
// Approve or Reject (with a reason); and the large actions waiting for a second operator (four eyes).
import { useState } from 'react';
import { call, errorMessage, ErrorState, FormError, invalidateResources, Loader, NoData, useResource } from '@bet/shared';
import { admin, type AnswerOf } from '@bet/shared/contract';
import { auth, can, store, sessionAtom, withSession } from '../session';
import { ActionOutcome, formErrorOf, Money, OneTimeLink, Pager, PlayerHistory, Receipt, useAction, useContractForm, When } from '../ui';

type Tx = AnswerOf<typeof admin.transactions>['data'][number];

export function QueuePage() {
  const [page, setPage] = useState(1);
  // pending requests come oldest first from the api, a page at a time
  const queue = useResource(
    `console:queue:${page}`,
    () =>
      withSession(() => call<typeof admin.transactions>('GET /api/admin/transactions', { query: { status: 'pending', page: String(page) }, headers: auth() })),
    { pollMs: 10_000 },
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = queue.data?.data ?? [];
  const current = rows.find((r) => r.id === chosen) ?? null;
  return (
    <div className="split">
      <section className="stack" aria-labelledby="queue-title">
        <h1 id="queue-title">Deposits & withdrawals</h1>
        <p className="muted">Pending requests, oldest first. Choose one to see the player beside it.</p>
        {notice && <p role="status">{notice}</p>}
        {queue.error && !queue.data ? (
          <ErrorState text="Could not load the queue." onRetry={() => void queue.reload()} />
        ) : !queue.data ? (
          <Loader label="Loading the queue" />
        ) : rows.length === 0 ? (
          <NoData text="No pending requests." />
        ) : (
          <table className="grid selectable">
            <thead>
              <tr>
                <th>Requested</th>
                <th>Player</th>
                <th>Type</th>
                <th className="right">Amount</th>
                <th>Method</th>
                <th>TrxID / account</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((t) => (
                <tr key={t.id} aria-selected={t.id === chosen}>
                  <td>
                    <When at={t.created_at} />
                  </td>
                  <td>
                    <button type="button" className="link-btn" onClick={() => setChosen(t.id)} aria-label={`Open ${t.action} #${t.id} of ${t.username}`}>
                      {t.username}
                    </button>
                  </td>
                  <td>{t.action === 'deposit' ? 'Deposit' : 'Withdrawal'}</td>
                  <td className="right">
                    <Money value={t.amount} />
                  </td>
                  <td>{t.payment_method?.name ?? t.channel}</td>
                  <td className="num">{t.transaction_id ?? t.account_number ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {queue.data && <Pager list={queue.data} noun="pending requests" onPage={setPage} />}
        <Approvals />
      </section>
      <aside className="side card" aria-label="The request and its player">
        {current ? (
          <Request
            tx={current}
            onDone={(message) => {
              setNotice(message);
              setChosen(null);
            }}
          />
        ) : (
          <p className="muted">Choose a request to see the player and decide.</p>
        )}
      </aside>
    </div>
  );
}

/** One request: Approve, or Reject with a reason; `onDone` gets what the api said (the queue shows it). */
function Request({ tx, onDone }: { tx: Tx; onDone: (message: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // the reject operation's own body: a reason, its sentence before sending
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(admin.reject.schema.body, { reason: '' });
  const after = (message: string) => {
    invalidateResources('console:', true);
    onDone(message);
  };
  const approve = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await withSession(() => call<typeof admin.approve>('POST /api/admin/transactions/:id/approve', { params: { id: tx.id }, headers: auth() }));
      after(`${res.message ?? 'Approved'}: ${tx.action} #${tx.id} of ${tx.username}`);
    } catch (e) {
      setError(errorMessage(e, 'Could not approve. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const reject = handleSubmit(async ({ reason }) => {
    setBusy(true);
    setError(null);
    try {
      await withSession(() =>
        call<typeof admin.reject>('POST /api/admin/transactions/:id/reject', { params: { id: tx.id }, body: { reason: reason.trim() }, headers: auth() }),
      );
      after(`Rejected: ${tx.action} #${tx.id} of ${tx.username}`);
    } catch (e) {
      setError(errorMessage(e, 'Could not reject. Please try again.'));
    } finally {
      setBusy(false);
    }
  });
  return (
    <div className="stack">
      <h2>
        {tx.action === 'deposit' ? 'Deposit' : 'Withdrawal'} #{tx.id}: <Money value={tx.amount} />
      </h2>
      <p className="muted">
        {tx.payment_method?.name ?? tx.channel} · {tx.transaction_id ? `TrxID ${tx.transaction_id}` : `to ${tx.account_number ?? '-'}`}
        {tx.promotion ? ` · ${tx.promotion.name}` : ''}
      </p>
      {tx.receipts.length > 0 && (
        <div className="row wrap">
          {tx.receipts.map((r, i) => (
            <Receipt key={r} src={r} index={i} />
          ))}
        </div>
      )}
      <div className="row wrap">
        <button type="button" className="btn btn-primary" onClick={approve} disabled={busy}>
          Approve
        </button>
        <label className="sr-only" htmlFor="reject-reason">
          Reason for rejecting
        </label>
        <input id="reject-reason" className="plain-input" placeholder="Reason for rejecting" maxLength={300} {...register('reason')} />
        <button type="button" className="btn" onClick={() => void reject()} disabled={busy}>
          Reject
        </button>
      </div>
      <FormError message={formErrorOf(errors, ['reason']) ?? error} />
      <PlayerHistory username={tx.username} />
    </div>
  );
}

/** What a waiting request is, as the queue names it. */
const KIND_LABEL: Record<string, string> = {
  'player.adjust': 'Balance adjustment',
  'transaction.approve': 'Transaction approval',
  'back_office.four_eyes': 'Four-eyes amount change',
  'operator.second-factor': 'Authenticator reset',
  'market.void': 'Market void (its matched stakes)',
  'player.bonus': 'Bonus grant',
};
/** Requests that move no money (their amount is not shown). */
const NO_AMOUNT = new Set(['operator.second-factor']);

/** Declines a waiting request, with a reason: another operator rejects it, the one who asked cancels it. */
function Decline({ id, own, action }: { id: number; own: boolean; action: ReturnType<typeof useAction> }) {
  // the decline operation's own body: a reason of at least 3 characters, its sentence before sending
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(admin.rejectApproval.schema.body, { reason: '' });
  const submit = handleSubmit(({ reason }) =>
    action.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.rejectApproval>('POST /api/admin/approvals/:id/reject', { params: { id }, body: { reason: reason.trim() }, headers: auth() }),
      );
      return res.message ?? 'Done';
    }, 'Could not decline. Please try again.'),
  );
  const label = own ? 'Cancel my request' : 'Reject';
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} aria-label={`${label} request ${id}`} noValidate>
      <div className="row">
        <input className="plain-input" aria-label="Reason" placeholder="Reason" maxLength={200} {...register('reason')} />
        <button type="submit" className="btn" disabled={action.busy}>
          {label}
        </button>
      </div>
      <FormError message={formErrorOf(errors, ['reason'])} />
    </form>
  );
}

/** Large money actions another operator asked for: a second operator approves them here. */
function Approvals() {
  const allowed = can(admin.approvals);
  const [page, setPage] = useState(1);
  const list = useResource(
    allowed ? `console:approvals:${page}` : null,
    () => withSession(() => call<typeof admin.approvals>('GET /api/admin/approvals', { query: { page: String(page) }, headers: auth() })),
    { pollMs: 15_000 },
  );
  const action = useAction();
  // an authenticator reset's one-time link, shown once to the manager who approved it
  const [reset, setReset] = useState<NonNullable<AnswerOf<typeof admin.approveApproval>['data']['reset']> | null>(null);
  const me = store.get(sessionAtom)?.username;
  if (!allowed) return null;
  const approve = (id: number) =>
    action.run(async () => {
      const res = await withSession(() => call<typeof admin.approveApproval>('POST /api/admin/approvals/:id/approve', { params: { id }, headers: auth() }));
      setReset(res.data.reset ?? null);
      return res.message ?? 'Approved';
    }, 'Could not approve. Please try again.');
  return (
    <section className="stack" aria-labelledby="approvals-title">
      <h2 id="approvals-title">Waiting for a second operator</h2>
      {!list.data ? (
        <Loader label="Loading approvals" />
      ) : list.data.data.length === 0 ? (
        <p className="muted">Nothing waits for a second approval.</p>
      ) : (
        <table className="grid">
          <thead>
            <tr>
              <th>Asked</th>
              <th>What</th>
              <th>On</th>
              <th className="right">Amount</th>
              <th>Asked by</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data.data.map((a) => (
              <tr key={a.id}>
                <td>
                  <When at={a.created_at} />
                </td>
                <td>{KIND_LABEL[a.kind] ?? a.kind}</td>
                <td>{a.target}</td>
                <td className="right">{NO_AMOUNT.has(a.kind) ? '-' : <Money value={a.amount} />}</td>
                <td>{a.requested_by}</td>
                <td className="stack">
                  {a.requested_by !== me && (
                    <button type="button" className="btn" disabled={action.busy} onClick={() => void approve(a.id)}>
                      Approve as second operator
                    </button>
                  )}
                  <Decline id={a.id} own={a.requested_by === me} action={action} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Pager list={list.data} noun="waiting requests" onPage={setPage} />}
      <ActionOutcome action={action} />
      {reset && (
        <section className="card stack" aria-label="The reset link">
          <OneTimeLink username={reset.username} invitation={reset.invitation} expiresAt={reset.expires_at} reset />
        </section>
      )}
    </section>
  );
}
