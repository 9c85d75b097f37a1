// Identity checks (finance, managers): the documents players uploaded, waiting ones oldest first, with their photos;
// Approve, or Reject with a reason the player reads on the profile page. The decided ones, newest first.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { call, ErrorState, FormError, Loader, NoData, useResource } from '@bet/shared';
import { admin, users } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { formErrorOf, Pager, Receipt, useAction, useContractForm, When } from '../ui';

type Row = admin.KycRowView;
const STATUSES = [
  { key: 'pending', label: 'Waiting' },
  { key: 'approved', label: 'Approved' },
  { key: 'rejected', label: 'Rejected' },
] as const;

/** The document's name as the player chose it. */
const documentName = (key: string) => users.KYC_DOCUMENTS[key as users.KycDocument] ?? key;

/** Approve or reject; the outcome is said by the page (the row leaves the waiting list once decided). */
function Decide({ row, onDone }: { row: Row; onDone: (message: string) => void }) {
  const a = useAction();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(admin.kycReject.schema.body, { reason: '' });
  const approve = () =>
    a.run(async () => {
      const res = await withSession(() => call<typeof admin.kycApprove>('POST /api/admin/kyc/:id/approve', { params: { id: row.id }, headers: auth() }));
      onDone(`${row.username}: ${res.message ?? 'Approved'}`);
      return res.message ?? 'Approved';
    }, 'Could not approve. Please try again.');
  const reject = handleSubmit(({ reason }) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.kycReject>('POST /api/admin/kyc/:id/reject', { params: { id: row.id }, body: { reason: reason.trim() }, headers: auth() }),
      );
      onDone(`${row.username}: ${res.message ?? 'Rejected'}`);
      return res.message ?? 'Rejected';
    }, 'Could not reject. Please try again.'),
  );
  const id = `kyc-reason-${row.id}`;
  return (
    <form className="stack" noValidate onSubmit={(e) => void reject(e)} aria-label={`Decide on ${row.username}'s document`}>
      <div className="row wrap">
        <button type="button" className="btn btn-primary" disabled={a.busy} onClick={() => void approve()}>
          Approve
        </button>
      </div>
      <label htmlFor={id}>Reason for rejecting (the player reads it)</label>
      <div className="row wrap">
        <input id={id} className="plain-input" maxLength={300} {...register('reason')} />
        <button type="submit" className="btn" disabled={a.busy}>
          Reject
        </button>
      </div>
      <FormError message={formErrorOf(errors, ['reason']) ?? a.error} />
    </form>
  );
}

export function KycPage() {
  const [status, setStatus] = useState<(typeof STATUSES)[number]['key']>('pending');
  const [page, setPage] = useState(1);
  const list = useResource(
    `console:kyc:${status}:${page}`,
    () => withSession(() => call<typeof admin.kycQueue>('GET /api/admin/kyc', { query: { status, page: String(page) }, headers: auth() })),
    { pollMs: status === 'pending' ? 15_000 : undefined },
  );
  const rows = list.data?.data ?? [];
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className="stack" aria-labelledby="kyc-title">
      <h1 id="kyc-title">Identity checks</h1>
      <p className="muted">
        Documents players uploaded from their profile. A withdrawal above the rule&apos;s amount, or a player&apos;s third and later, needs an approved one.
      </p>
      <div className="row wrap" role="group" aria-label="Which checks">
        {STATUSES.map((s) => (
          <button
            key={s.key}
            type="button"
            className={s.key === status ? 'btn btn-primary' : 'btn'}
            aria-pressed={s.key === status}
            onClick={() => {
              setStatus(s.key);
              setPage(1);
            }}
          >
            {s.label}
          </button>
        ))}
      </div>
      {notice && <p role="status">{notice}</p>}
      {list.error && !list.data ? (
        <ErrorState text="Could not load the identity checks." onRetry={() => void list.reload()} />
      ) : !list.data ? (
        <Loader label="Loading the identity checks" />
      ) : rows.length === 0 ? (
        <NoData text={status === 'pending' ? 'No documents waiting.' : 'None yet.'} />
      ) : (
        <>
          {rows.map((r) => (
            <article key={r.id} className="card stack" aria-label={`${r.username}: ${documentName(r.document_type)}`}>
              <header className="row wrap">
                <Link to={`/players/${encodeURIComponent(r.username)}`}>
                  <strong>{r.username}</strong>
                </Link>
                <span className="muted">{documentName(r.document_type)}</span>
                <span className="spacer" />
                <span className="muted">
                  sent <When at={r.submitted_at} />
                </span>
              </header>
              <div className="row wrap">
                {r.files.map((f, i) => (
                  <Receipt key={f} src={f} index={i} />
                ))}
              </div>
              {r.status === 'pending' ? (
                <Decide row={r} onDone={setNotice} />
              ) : (
                <p className="muted">
                  {r.status === 'approved' ? 'Approved' : `Rejected: ${r.reason ?? ''}`} by {r.decided_by} <When at={r.decided_at} />
                </p>
              )}
            </article>
          ))}
          <Pager list={list.data} noun="checks" onPage={setPage} />
        </>
      )}
    </section>
  );
}
