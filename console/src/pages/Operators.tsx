// A manager invites the team's operators (name and role): the answer shows once an invitation link, with which the
// new operator chooses their own password and sets up their own authenticator (pages/Enrol.tsx).
import { useState } from 'react';
import { call, FormError, Loader, useResource } from '@bet/shared';
import { OPERATOR_ROLES, operators, type AnswerOf, type OperatorRole } from '@bet/shared/contract';
import { auth, sessionAtom, store, withSession } from '../session';
import { ActionOutcome, formErrorOf, OneTimeLink, Pager, useAction, useContractForm, When } from '../ui';

type Invited = AnswerOf<typeof operators.inviteOperator>['data'];

export function OperatorsPage() {
  const action = useAction();
  const [invited, setInvited] = useState<Invited | null>(null);
  // the invitation operation's own body: an operator name of its rule, a role of the list
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(operators.inviteOperator.schema.body, { username: '', role: 'support' });
  const submit = handleSubmit(({ username, role }) =>
    action.run(async () => {
      const res = await withSession(() =>
        call<typeof operators.inviteOperator>('POST /api/admin/invitations', {
          body: { username: username.trim(), role: role as OperatorRole },
          headers: auth(),
        }),
      );
      setInvited(res.data);
      reset();
      return 'Invited';
    }, 'Could not invite the operator.'),
  );
  return (
    <div className="split">
      <div className="stack">
        <h1 id="operators-title">Operators</h1>
        <Team />
        <form className="stack narrow" onSubmit={(e) => void submit(e)} aria-labelledby="new-operator-title" noValidate>
          <h2 id="new-operator-title">Invite an operator</h2>
          <p className="muted">The new operator opens the invitation link, chooses their own password and sets up their authenticator. You never see either.</p>
          <label htmlFor="op-name">Operator name</label>
          <input id="op-name" className="plain-input" maxLength={64} {...register('username')} />
          <label htmlFor="op-role">Role</label>
          <select id="op-role" className="plain-input" {...register('role')}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <FormError message={formErrorOf(errors, ['username', 'role']) ?? action.error} />
          <button type="submit" className="btn btn-primary" disabled={action.busy}>
            {action.busy ? 'Inviting…' : 'Invite operator'}
          </button>
        </form>
      </div>
      {invited && (
        <aside className="side card stack" aria-label="The invitation" tabIndex={0}>
          <h2>
            {invited.username} ({invited.role})
          </h2>
          <OneTimeLink username={invited.username} invitation={invited.invitation} expiresAt={invited.expires_at} />
        </aside>
      )}
    </div>
  );
}

/** The team: each operator's role and state; a manager disables one who leaves (sessions end at once). */
function Team() {
  const [page, setPage] = useState(1);
  const team = useResource(`console:operators:${page}`, () =>
    withSession(() => call<typeof operators.operatorList>('GET /api/admin/operators', { query: { page: String(page) }, headers: auth() })),
  );
  const me = store.get(sessionAtom)?.username;
  const action = useAction();
  const toggle = (username: string, active: boolean) =>
    action.run(async () => {
      const res = await withSession(() =>
        call<typeof operators.operatorStatus>('POST /api/admin/operators/:username/status', { params: { username }, body: { active }, headers: auth() }),
      );
      const ended = res.data.sessions_ended;
      return `${res.message ?? 'Saved'}: ${username}${ended ? ` (${ended} ${ended === 1 ? 'session' : 'sessions'} ended)` : ''}`;
    }, 'Could not change the operator.');
  if (!team.data) return <Loader label="Loading the operators" />;
  return (
    <section className="stack" aria-label="The team">
      <table className="grid">
        <thead>
          <tr>
            <th>Operator</th>
            <th>Role</th>
            <th>State</th>
            <th>Since</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {team.data.data.map((o) => (
            <tr key={o.username}>
              <td>{o.username}</td>
              <td>{o.role}</td>
              <td className={o.active ? '' : 'text-danger'}>
                {!o.active ? 'disabled' : o.invited ? 'invited (not enrolled yet)' : o.second_factor_reset ? 'authenticator reset (not set up yet)' : 'active'}
              </td>
              <td>
                <When at={o.created_at} />
              </td>
              <td>
                {o.username !== me && (
                  <div className="stack">
                    <button
                      type="button"
                      className="btn"
                      disabled={action.busy}
                      onClick={() => void toggle(o.username, !o.active)}
                      aria-label={`${o.active ? 'Disable' : 'Enable'} ${o.username}`}
                    >
                      {o.active ? 'Disable' : 'Enable'}
                    </button>
                    {o.active && !o.invited && !o.second_factor_reset && <ResetSecondFactor username={o.username} action={action} />}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager list={team.data} noun="operators" onPage={setPage} />
      <ActionOutcome action={action} />
    </section>
  );
}

/**
 * A manager asks for another operator's authenticator to be reset (a lost phone and recovery codes), with a reason;
 * another manager approves it in the queue and hands over the one-time link.
 */
function ResetSecondFactor({ username, action }: { username: string; action: ReturnType<typeof useAction> }) {
  const [open, setOpen] = useState(false);
  // the reset operation's own body: a reason of at least 5 characters, its sentence before sending
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(operators.resetSecondFactor.schema.body, { reason: '' });
  const submit = handleSubmit(({ reason }) =>
    action.run(async () => {
      const res = await withSession(() =>
        call<typeof operators.resetSecondFactor>('POST /api/admin/operators/:username/second-factor/reset', {
          params: { username },
          body: { reason: reason.trim() },
          headers: auth(),
        }),
      );
      setOpen(false);
      reset();
      return `${res.message ?? 'Asked'} (${username})`;
    }, 'Could not ask for the reset.'),
  );
  if (!open)
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)} aria-label={`Reset authenticator of ${username}`}>
        Reset authenticator
      </button>
    );
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} aria-label={`Reset authenticator of ${username}`} noValidate>
      <input className="plain-input" aria-label="Reason for the reset" placeholder="Reason (lost phone…)" maxLength={200} {...register('reason')} />
      <FormError message={formErrorOf(errors, ['reason'])} />
      <button type="submit" className="btn" disabled={action.busy}>
        Ask another manager
      </button>
    </form>
  );
}
