// A manager makes the team's operators: name, password, role; the answer shows once the authenticator's secret
// (a QR code to scan, and the text) and the ten recovery codes, for the new operator to keep.
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { call, errorMessage, FormError, invalidateResources, Loader, useResource } from '@bet/shared';
import { OPERATOR_PASSWORD_MIN, OPERATOR_ROLES, type AnswerOf, type OperatorRole, type operators } from '@bet/shared/contract';
import { auth, sessionAtom, store, withSession } from '../session';
import { ActionOutcome, useAction, When } from '../ui';

type Made = AnswerOf<typeof operators.createOperator>['data'];

export function OperatorsPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<Made | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await withSession(() =>
        call<typeof operators.createOperator>('POST /api/admin/operators', { body: { username: username.trim(), password, role }, headers: auth() }),
      );
      setMade(res.data);
      invalidateResources('console:operators', true);
      setUsername('');
      setPassword('');
    } catch (err) {
      setError(errorMessage(err, 'Could not create the operator.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="split">
      <div className="stack">
        <h1 id="operators-title">Operators</h1>
        <Team />
        <form className="stack narrow" onSubmit={submit} aria-labelledby="new-operator-title">
          <h2 id="new-operator-title">New operator</h2>
          <p className="muted">A new operator signs in with this password and the code of an authenticator app set up from the secret shown once below.</p>
          <label htmlFor="op-name">Operator name</label>
          <input id="op-name" className="plain-input" value={username} minLength={3} maxLength={64} onChange={(e) => setUsername(e.target.value)} required />
          <label htmlFor="op-password">Password (at least {OPERATOR_PASSWORD_MIN} characters; a phrase of unrelated words, not a common password)</label>
          <input
            id="op-password"
            type="password"
            className="plain-input"
            autoComplete="new-password"
            value={password}
            minLength={OPERATOR_PASSWORD_MIN}
            maxLength={128}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <label htmlFor="op-role">Role</label>
          <select id="op-role" className="plain-input" value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <FormError message={error} />
          <button type="submit" className="btn btn-primary" disabled={busy || username.trim().length < 3 || password.length < 10}>
            {busy ? 'Creating…' : 'Create operator'}
          </button>
        </form>
      </div>
      {made && (
        <aside className="side card stack" aria-label="The new operator's secret">
          <h2>
            {made.username} ({made.role})
          </h2>
          <p role="status">Created. Shown once: give it to {made.username} in person and leave this page.</p>
          <div className="qr">
            <QRCodeSVG value={made.otpauth_url} size={180} level="M" marginSize={2} title={`Authenticator set-up code for ${made.username}`} />
          </div>
          <p>
            Secret: <code className="num">{made.totp_secret}</code>
          </p>
          <h3>Recovery codes (each works once)</h3>
          <ul className="codes" aria-label="Recovery codes">
            {made.recovery_codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}

/** The team: each operator's role and state; a manager disables one who leaves (sessions end at once). */
function Team() {
  const team = useResource('console:operators', () =>
    withSession(() => call<typeof operators.operatorList>('GET /api/admin/operators', { headers: auth() })).then((r) => r.data),
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
          {team.data.map((o) => (
            <tr key={o.username}>
              <td>{o.username}</td>
              <td>{o.role}</td>
              <td className={o.active ? '' : 'text-danger'}>{o.active ? 'active' : 'disabled'}</td>
              <td>
                <When at={o.created_at} />
              </td>
              <td>
                {o.username !== me && (
                  <button
                    type="button"
                    className="btn"
                    disabled={action.busy}
                    onClick={() => void toggle(o.username, !o.active)}
                    aria-label={`${o.active ? 'Disable' : 'Enable'} ${o.username}`}
                  >
                    {o.active ? 'Disable' : 'Enable'}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ActionOutcome action={action} />
    </section>
  );
}
