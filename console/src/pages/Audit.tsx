// The audit log (the manager's): who did what, when, from where, before and after; filtered, in pages with the count.
import { useState, type FormEvent } from 'react';
import { call, ErrorState, Loader, NoData, useResource } from '@bet/shared';
import type { operators } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { Pager, When } from '../ui';

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function AuditPage() {
  const [filters, setFilters] = useState({ action: '', operator: '' });
  const [draft, setDraft] = useState(filters);
  const [page, setPage] = useState(1);
  const key = `console:audit:${filters.action}:${filters.operator}:${page}`;
  const log = useResource(key, () =>
    withSession(() =>
      call<typeof operators.auditLog>('GET /api/admin/audit', {
        query: { action: filters.action || undefined, operator: filters.operator || undefined, page: String(page) },
        headers: auth(),
      }),
    ),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ action: draft.action.trim(), operator: draft.operator.trim() });
    setPage(1);
  };
  return (
    <section className="stack" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="row wrap" onSubmit={submit} aria-label="Filters">
        <label htmlFor="audit-action">Action</label>
        <input
          id="audit-action"
          className="plain-input"
          placeholder="e.g. player.adjust"
          value={draft.action}
          maxLength={60}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <label htmlFor="audit-operator">Operator</label>
        <input
          id="audit-operator"
          className="plain-input"
          placeholder="name or automation"
          value={draft.operator}
          maxLength={64}
          onChange={(e) => setDraft({ ...draft, operator: e.target.value })}
        />
        <button type="submit" className="btn">
          Filter
        </button>
      </form>
      {log.error && !log.data ? (
        <ErrorState text="Could not load the audit log." onRetry={() => void log.reload()} />
      ) : !log.data ? (
        <Loader label="Loading the audit log" />
      ) : log.data.data.length === 0 ? (
        <NoData text="No entries." />
      ) : (
        <table className="grid audit">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>From</th>
              <th>Action</th>
              <th>On</th>
              <th>Before</th>
              <th>After</th>
            </tr>
          </thead>
          <tbody>
            {log.data.data.map((r) => (
              <tr key={r.id}>
                <td>
                  <When at={r.at} />
                </td>
                <td>
                  {r.actor} <span className="caption">{r.role}</span>
                </td>
                <td className="num">{r.ip}</td>
                <td>{r.action}</td>
                <td>{r.target}</td>
                <td className="json">{short(r.before)}</td>
                <td className="json">{short(r.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {log.data && <Pager list={log.data} noun="entries" onPage={setPage} />}
    </section>
  );
}
