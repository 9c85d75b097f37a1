// /forgot-password (SPEC.md sections 2, 5, 8): tabs Email and SMS ask for the address and the username and
// send a 6-digit OTP; the OTP step sets the new password; success goes to /login after 1.5 s.
import { errorMessage, forgotPassword, isNetworkError, LIMITS, MSG, newPasswordError, PasswordField, resetPassword, Tabs, TextField, useT } from '@bet/shared';
import { KeyRound, Mail, Phone, Send, ShieldCheck, User } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

type Channel = 'email' | 'sms';
type Field = 'target' | 'username' | 'otp' | 'password' | 'confirm' | 'form';

export function ForgotPasswordPage() {
  const t = useT();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('email');
  const [target, setTarget] = useState('');
  const [username, setUsername] = useState('');
  const [step, setStep] = useState<'request' | 'otp'>('request');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: Field; text: string } | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const switchTab = (c: Channel) => {
    setChannel(c);
    setTarget('');
    setError(null);
  };

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!target.trim()) return setError({ field: 'target', text: channel === 'email' ? MSG.enterEmail : MSG.enterPhone });
    if (!username.trim()) return setError({ field: 'username', text: MSG.enterUsername });
    setError(null);
    setBusy(true);
    try {
      const payload =
        channel === 'email'
          ? { type: 'email' as const, email: target.trim(), username: username.trim() }
          : { type: 'sms' as const, phone: target.trim(), username: username.trim() };
      await forgotPassword(payload);
      setInfo(channel === 'email' ? 'OTP sent successfully. Please check your email.' : 'OTP sent successfully. Please check your sms.');
      setStep('otp');
    } catch (err) {
      setError({ field: 'form', text: isNetworkError(err) ? MSG.otpSendError : errorMessage(err, MSG.otpSendFailed) });
    } finally {
      setBusy(false);
    }
  };

  const reset = async (e: FormEvent) => {
    e.preventDefault();
    if (!otp.trim()) return setError({ field: 'otp', text: MSG.enterOtp });
    const rule = newPasswordError(password, confirm);
    if (rule) return setError({ field: rule === MSG.newPasswordRule ? 'password' : 'confirm', text: rule });
    setError(null);
    setBusy(true);
    try {
      await resetPassword({ otp: otp.trim(), password, password_confirmation: confirm, username: username.trim() });
      setDone(true);
      timer.current = setTimeout(() => navigate('/login', { replace: true }), LIMITS.redirectDelayMs);
    } catch (err) {
      setError({ field: 'form', text: isNetworkError(err) ? MSG.changePasswordError : errorMessage(err, MSG.changePasswordFailed) });
      setBusy(false);
    }
  };

  const fieldError = (f: Field) => (error?.field === f ? t(error.text) : undefined);
  const formError = error?.field === 'form' && (
    <div className="form-error" role="alert">
      {t(error.text)}
    </div>
  );

  return (
    <div className="page auth-page">
      <h1 className="title auth-title">{t('Forgot password')}</h1>
      {step === 'request' ? (
        <>
          <p className="muted auth-sub">{t('We will send a 6-digit code to reset your password.')}</p>
          <Tabs
            label={t('Send the code by')}
            value={channel}
            onChange={switchTab}
            items={[
              { key: 'email', label: t('Email') },
              { key: 'sms', label: t('SMS') },
            ]}
          />
          <form className="stack" style={{ marginTop: 16 }} onSubmit={(e) => void send(e)} noValidate>
            {channel === 'email' ? (
              <TextField
                key="email"
                label={t('Email')}
                type="email"
                autoComplete="email"
                icon={<Mail size={16} />}
                placeholder="name@example.com"
                value={target}
                onChange={(e) => setTarget(e.target.value)}
                error={fieldError('target')}
              />
            ) : (
              <TextField
                key="phone"
                label={t('Phone number')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                prefix="+88"
                icon={<Phone size={16} />}
                placeholder="01XXXXXXXXX"
                value={target}
                onChange={(e) => setTarget(e.target.value.replace(/[^\d]/g, ''))}
                error={fieldError('target')}
              />
            )}
            <TextField
              label={t('Username')}
              autoComplete="username"
              icon={<User size={16} />}
              placeholder={t('Enter your username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={fieldError('username')}
            />
            {formError}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              <Send size={18} />
              {busy ? t('Sending...') : t('Send OTP')}
            </button>
          </form>
        </>
      ) : (
        <form className="stack" onSubmit={(e) => void reset(e)} noValidate>
          {info && (
            <div className="notice" role="status">
              {t(info)}
            </div>
          )}
          <TextField
            label={t('OTP')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpDigits}
            icon={<KeyRound size={16} />}
            placeholder="000000"
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
            error={fieldError('otp')}
          />
          <PasswordField
            label={t('New password')}
            autoComplete="new-password"
            placeholder={t('At least 8 letters and numbers')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError('password')}
          />
          <PasswordField
            label={t('Confirm new password')}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={fieldError('confirm')}
          />
          {formError}
          {done && (
            <div className="notice success" role="status">
              <ShieldCheck size={18} />
              {t(MSG.changePasswordSuccess)}
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy && !done ? t('Submitting...') : t('Reset password')}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-block"
            disabled={busy}
            onClick={() => {
              setStep('request');
              setError(null);
              setOtp('');
            }}
          >
            {t('Send a new code')}
          </button>
        </form>
      )}
      <p className="muted auth-switch">
        <Link to="/login">{t('Back to Login')}</Link>
      </p>
    </div>
  );
}
