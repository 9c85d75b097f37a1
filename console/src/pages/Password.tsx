// The signed-in operator's own password: the current one first, then a new one the api's policy takes (long, not a
// guessable one). Every other session of the operator ends; this one goes on.
import { useState, type FormEvent } from 'react';
import { call } from '@bet/shared';
import { OPERATOR_PASSWORD_MIN, type operators } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { ActionOutcome, NewPasswordField, useAction } from '../ui';

export function PasswordPage() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void action.run(async () => {
      const res = await withSession(() =>
        call<typeof operators.changePassword>('POST /api/admin/password', { body: { current_password: current, new_password: next }, headers: auth() }),
      );
      setCurrent('');
      setNext('');
      const ended = res.data.sessions_ended;
      return `Password changed.${ended ? ` ${ended} other ${ended === 1 ? 'session' : 'sessions'} ended.` : ''}`;
    }, 'Could not change the password.');
  };
  return (
    <form className="stack narrow" onSubmit={submit} aria-labelledby="password-title">
      <h1 id="password-title">My password</h1>
      <label htmlFor="pw-current">Current password</label>
      <input
        id="pw-current"
        type="password"
        className="plain-input"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        required
      />
      <NewPasswordField id="pw-new" label="New password" value={next} onChange={setNext} />
      <ActionOutcome action={action} />
      <button type="submit" className="btn btn-primary" disabled={action.busy || !current || next.length < OPERATOR_PASSWORD_MIN}>
        Change password
      </button>
    </form>
  );
}
