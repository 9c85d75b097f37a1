// An operator signs in with a password and the authenticator app's code (or a recovery code).
import { useAtom, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { call, errorMessage, FormError, PasswordField, TextField } from '@bet/shared';
import type { operators } from '@bet/shared/contract';
import { endedAtom, sessionAtom } from '../session';

export function LoginPage() {
  const setSession = useSetAtom(sessionAtom);
  const [ended, setEnded] = useAtom(endedAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const value = (k: string) => String(form.get(k) ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      const res = await call<typeof operators.operatorLogin>('POST /api/admin/login', {
        body: { username: value('username'), password: String(form.get('password') ?? ''), code: value('code') },
        anonymous: true,
      });
      setEnded(null);
      setSession({ token: res.data.token, username: res.data.username, role: res.data.role });
    } catch (err) {
      setError(errorMessage(err, 'Could not log in. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="console-login">
      <form className="card stack" onSubmit={submit} aria-labelledby="login-title">
        <h1 id="login-title">BetBazar back office</h1>
        <p className="muted">Operators only. Log in with your password and the 6-digit code of your authenticator app.</p>
        {ended && <p role="status">{ended}</p>}
        <TextField label="Operator name" name="username" autoComplete="username" required />
        <PasswordField label="Password" name="password" autoComplete="current-password" required />
        <TextField label="Authenticator code" name="code" inputMode="numeric" autoComplete="one-time-code" required placeholder="123456 or a recovery code" />
        <FormError message={error} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
