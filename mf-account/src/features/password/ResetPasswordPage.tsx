// /reset-password: change password (SPEC.md sections 2, 5, 8). Success revokes every session on the server,
// so the player is logged out here and sent to /login after 1.5 s.
import '../account.css';
import {
  changePassword,
  errorMessage,
  isNetworkError,
  LIMITS,
  logoutEverywhere,
  MSG,
  newPasswordError,
  PageHeader,
  PasswordField,
  PASSWORD_REQUIREMENTS,
  useT,
} from '@bet/shared';
import { CheckCircle2, Circle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export function ResetPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'current' | 'next' | 'confirm' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!current) return setError({ field: 'current', text: MSG.currentPasswordRequired });
    const rule = newPasswordError(next, confirm);
    if (rule) return setError({ field: rule === MSG.newPasswordRule ? 'next' : 'confirm', text: rule });
    setError(null);
    setBusy(true);
    try {
      await changePassword(current, next, confirm);
      setSuccess(true);
      // every session was revoked: clear this one, then /login (the login page itself sends a logged-in player home)
      timer.current = setTimeout(() => {
        void logoutEverywhere().then(() => navigate('/login', { replace: true }));
      }, LIMITS.redirectDelayMs);
    } catch (err) {
      setError({ field: 'form', text: isNetworkError(err) ? MSG.changePasswordError : errorMessage(err, MSG.changePasswordFailed) });
      setBusy(false);
    }
  };

  const fieldError = (f: 'current' | 'next' | 'confirm') => (error?.field === f ? t(error.text) : undefined);
  return (
    <div className="page">
      <PageHeader title="Reset password" back="/account" />
      <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
        <PasswordField
          label={t('Current password')}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={fieldError('current')}
        />
        <PasswordField
          label={t('New password')}
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={fieldError('next')}
        />
        <PasswordField
          label={t('Confirm new password')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={fieldError('confirm')}
        />
        <div className="requirements" aria-label={t('Password requirements')}>
          <div className="caption">{t('Your new password must have:')}</div>
          <ul>
            {PASSWORD_REQUIREMENTS.map((r) => {
              const ok = r.test(next);
              return (
                <li key={r.label} className={ok ? 'ok' : ''} aria-label={`${t(r.label)}: ${ok ? t('done') : t('missing')}`}>
                  {ok ? <CheckCircle2 size={14} /> : <Circle size={14} />}
                  {t(r.label)}
                </li>
              );
            })}
          </ul>
        </div>
        {error?.field === 'form' && (
          <div className="form-error" role="alert">
            {t(error.text)}
          </div>
        )}
        {success && (
          <div className="notice success" role="status">
            <ShieldCheck size={18} />
            {t(MSG.changePasswordSuccess)}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy && !success ? t('Changing...') : t('Change password')}
        </button>
      </form>
    </div>
  );
}
