// The signed-in operator's own password: the current one first, then a new one the api's policy takes (long, not a
// guessable one). Every other session of the operator ends; this one goes on.
import { call, FormError } from '@bet/shared';
import { operators } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { ActionOutcome, formErrorOf, NewPasswordField, useAction, useContractForm } from '../ui';

export function PasswordPage() {
  const action = useAction();
  // the operation's own body: the current password given, the new one of the policy's length (the api also
  // refuses a guessable one)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(operators.changePassword.schema.body, { current_password: '', new_password: '' });
  const submit = handleSubmit((body) =>
    action.run(async () => {
      const res = await withSession(() => call<typeof operators.changePassword>('POST /api/admin/password', { body, headers: auth() }));
      reset();
      const ended = res.data.sessions_ended;
      return `Password changed.${ended ? ` ${ended} other ${ended === 1 ? 'session' : 'sessions'} ended.` : ''}`;
    }, 'Could not change the password.'),
  );
  return (
    <form className="stack narrow" onSubmit={(e) => void submit(e)} aria-labelledby="password-title" noValidate>
      <h1 id="password-title">My password</h1>
      <label htmlFor="pw-current">Current password</label>
      <input id="pw-current" type="password" className="plain-input" autoComplete="current-password" {...register('current_password')} />
      <NewPasswordField id="pw-new" label="New password" {...register('new_password')} />
      <FormError message={formErrorOf(errors, ['current_password', 'new_password'])} />
      <ActionOutcome action={action} />
      <button type="submit" className="btn btn-primary" disabled={action.busy}>
        Change password
      </button>
    </form>
  );
}
