// The audit log (the manager's): who did what, when, from where, before and after; filtered, in pages with the count.
import { useState } from 'react';
import { call, ErrorState, FormError, Loader, NoData, useResource } from '@bet/shared';
import { operators, Type } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { formErrorOf, Pager, useContractForm, When } from '../ui';

const short = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

/** The filters: the operation's own `action` and `operator` fields, without the pager's `page`. */
const { action, operator } = operators.auditLog.schema.querystring.properties;
const filtersForm = Type.Object({ action, operator });

export function AuditPage() {
  const [filters, setFilters] = useState({ action: '', operator: '' });
  // the filters' bounds are the operation's query, as the api checks it
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(filtersForm, filters);
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
  const submit = handleSubmit((v) => {
    setFilters({ action: v.action, operator: v.operator });
    setPage(1);
  });
  const problem = formErrorOf(errors, ['action', 'operator']);
  return (
    <section className="stack" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <form className="row wrap" onSubmit={submit} aria-label="Filters">
        <label htmlFor="audit-action">Action</label>
        <input id="audit-action" className="plain-input" placeholder="e.g. player.adjust" {...register('action', { setValueAs: (v: string) => v.trim() })} />
        <label htmlFor="audit-operator">Operator</label>
        <input
          id="audit-operator"
          className="plain-input"
          placeholder="name or automation"
          {...register('operator', { setValueAs: (v: string) => v.trim() })}
        />
        <button type="submit" className="btn">
          Filter
        </button>
      </form>
      {problem && <FormError message={problem} />}
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
