// An operator signs in with a password and the authenticator app's code (or a recovery code).
import { useAtom, useSetAtom } from 'jotai';
import { useState } from 'react';
import { call, errorMessage, FormError, PasswordField, TextField } from '@bet/shared';
import { operators } from '@bet/shared/contract';
import { endedAtom, sessionAtom } from '../session';
import { formErrorOf, useContractForm } from '../ui';

export function LoginPage() {
  const setSession = useSetAtom(sessionAtom);
  const [ended, setEnded] = useAtom(endedAtom);
  const [error, setError] = useState<string | null>(null);
  // the login operation's own body: its fields and sentence, checked before sending
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(operators.operatorLogin.schema.body, { username: '', password: '', code: '' });
  const submit = handleSubmit(async ({ username, password, code }) => {
    setError(null);
    try {
      const res = await call<typeof operators.operatorLogin>('POST /api/admin/login', {
        body: { username: username.trim(), password, code: code.trim() },
        anonymous: true,
      });
      setEnded(null);
      setSession({ token: res.data.token, username: res.data.username, role: res.data.role });
    } catch (err) {
      setError(errorMessage(err, 'Could not log in. Please try again.'));
    }
  });
  return (
    <main className="console-login">
      <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="login-title" noValidate>
        <h1 id="login-title">BetBazar back office</h1>
        <p className="muted">Operators only. Log in with your password and the 6-digit code of your authenticator app.</p>
        {ended && <p role="status">{ended}</p>}
        <TextField label="Operator name" autoComplete="username" {...register('username')} />
        <PasswordField label="Password" autoComplete="current-password" {...register('password')} />
        <TextField label="Authenticator code" inputMode="numeric" autoComplete="one-time-code" placeholder="123456 or a recovery code" {...register('code')} />
        <FormError message={formErrorOf(errors, ['username', 'password', 'code']) ?? error} />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
