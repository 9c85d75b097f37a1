// /reset-password: change password (docs/spec.md sections 2, 5, 8). Success revokes every session on the server,
// so the player is logged out here and sent to /login after 1.5 s.
import '../account.css';
import {
  changePassword,
  errorMessage,
  FormError,
  isNetworkError,
  LIMITS,
  logoutEverywhere,
  MSG,
  PageHeader,
  PASSWORD_REQUIREMENTS,
  PasswordField,
  useLingui,
  useNavigate,
} from '@bet/shared';
import { emptyForm, formResolver, changePasswordForm, type ChangePasswordForm } from '@bet/shared/src/rules/schemas';
import { CheckCircle2, Circle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MSG } from '@bet/shared/contract';

export function ResetPasswordPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: formResolver(changePasswordForm), defaultValues: emptyForm(changePasswordForm) });
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const next = watch('next');

  const submit = async ({ current, next, confirm }: ChangePasswordForm) => {
    try {
      await changePassword(current, next, confirm);
      setSuccess(true);
      // every session was revoked: clear this one, then /login (the login page itself sends a logged-in player home)
      timer.current = setTimeout(() => {
        void logoutEverywhere().then(() => navigate('/login', { replace: true }));
      }, LIMITS.redirectDelayMs);
    } catch (err) {
      setError('root', { message: isNetworkError(err) ? MSG.changePasswordError : errorMessage(err, MSG.changePasswordFailed) });
    }
  };

  const fieldError = (f: keyof ChangePasswordForm) => (errors[f]?.message ? i18n._(errors[f].message) : undefined);
  return (
    <div className="page">
      <PageHeader title={/*i18n*/ 'Reset password'} back="/account" />
      <form className="card stack" onSubmit={handleSubmit(submit)} noValidate>
        <PasswordField label={i18n._('Current password')} autoComplete="current-password" error={fieldError('current')} {...register('current')} />
        <PasswordField label={i18n._('New password')} autoComplete="new-password" error={fieldError('next')} {...register('next')} />
        <PasswordField label={i18n._('Confirm new password')} autoComplete="new-password" error={fieldError('confirm')} {...register('confirm')} />
        <div className="requirements" aria-label={i18n._('Password requirements')}>
          <div className="caption">{i18n._('Your new password must have:')}</div>
          <ul>
            {PASSWORD_REQUIREMENTS.map((r) => {
              const ok = r.test(next);
              return (
                <li key={r.label} className={ok ? 'ok' : ''} aria-label={`${i18n._(r.label, r.values)}: ${ok ? i18n._('done') : i18n._('missing')}`}>
                  {ok ? <CheckCircle2 size={14} /> : <Circle size={14} />}
                  {i18n._(r.label, r.values)}
                </li>
              );
            })}
          </ul>
        </div>
        <FormError message={errors.root?.message} />
        {success && (
          <div className="notice success" role="status">
            <ShieldCheck size={18} />
            {i18n._(ACCOUNT_MSG.changed)}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting || success}>
          {isSubmitting ? i18n._('Changing...') : i18n._('Change password')}
        </button>
      </form>
    </div>
  );
}
