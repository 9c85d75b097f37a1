// /forgot-password (docs/spec.md sections 2, 5, 8): tabs Email and SMS ask for the address and the username and
// send a 6-digit OTP; the OTP step sets the new password; success goes to /login after 1.5 s.
import {
  digitsOnly,
  errorMessage,
  forgotPassword,
  FormError,
  isNetworkError,
  LIMITS,
  Link,
  Modal,
  MSG,
  PasswordField,
  resetPassword,
  Tabs,
  TextField,
  useLingui,
  useNavigate,
} from '@bet/shared';
import { emptyForm, formResolver, forgotRequestForm, forgotResetForm, type ForgotRequestForm, type ForgotResetForm } from '@bet/shared/src/rules/schemas';
import { KeyRound, Mail, Phone, Send, ShieldCheck, User } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ACCOUNT_MSG } from '@bet/shared/contract';

type Channel = 'email' | 'sms';

/** Step 1: the address (email or phone) and the username; on success the code is on its way. */
function RequestStep({ channel, onSent }: { channel: Channel; onSent: (username: string, info: string) => void }) {
  const { i18n } = useLingui();
  const schema = useMemo(() => forgotRequestForm(channel), [channel]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotRequestForm>({ resolver: formResolver(schema), defaultValues: emptyForm(schema) });
  const send = async ({ target, username }: ForgotRequestForm) => {
    try {
      await forgotPassword(channel === 'email' ? { type: 'email', email: target, username } : { type: 'sms', phone: target, username });
      onSent(username, channel === 'email' ? 'OTP sent successfully. Please check your email.' : 'OTP sent successfully. Please check your sms.');
    } catch (err) {
      setError('root', { message: isNetworkError(err) ? MSG.otpSendError : errorMessage(err, MSG.otpSendFailed) });
    }
  };
  const targetError = errors.target?.message && i18n._(errors.target.message);
  return (
    <form className="stack" style={{ marginTop: 16 }} onSubmit={handleSubmit(send)} noValidate>
      {channel === 'email' ? (
        <TextField
          label={i18n._('Email')}
          type="email"
          autoComplete="email"
          icon={<Mail size={16} />}
          placeholder="name@example.com"
          error={targetError}
          {...register('target')}
        />
      ) : (
        <TextField
          label={i18n._('Phone number')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          prefix="+88"
          icon={<Phone size={16} />}
          placeholder="01XXXXXXXXX"
          error={targetError}
          {...digitsOnly(register('target'))}
        />
      )}
      <TextField
        label={i18n._('Username')}
        autoComplete="username"
        icon={<User size={16} />}
        placeholder={i18n._('Enter your username')}
        error={errors.username?.message && i18n._(errors.username.message)}
        {...register('username')}
      />
      <FormError message={errors.root?.message} />
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        <Send size={18} />
        {isSubmitting ? i18n._('Sending...') : i18n._('Send OTP')}
      </button>
    </form>
  );
}

/** The spec's success alert after the code is sent: a small dialog with OK. */
function OtpSentAlert({ text }: { text: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      centered
      title={i18n._('OTP sent')}
      onClose={() => setOpen(false)}
      footer={
        <button type="button" className="btn btn-primary btn-block" onClick={() => setOpen(false)}>
          {i18n._('OK')}
        </button>
      }
    >
      <p role="alert" style={{ margin: 0 }}>
        {i18n._(text)}
      </p>
    </Modal>
  );
}

/** Step 2: the OTP and the new password; success goes to /login after 1.5 s. */
function ResetStep({ username, info, onBack }: { username: string; info: string; onBack: () => void }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotResetForm>({ resolver: formResolver(forgotResetForm), defaultValues: emptyForm(forgotResetForm) });
  const reset = async ({ otp, password, confirm }: ForgotResetForm) => {
    try {
      await resetPassword({ otp, password, password_confirmation: confirm, username });
      setDone(true);
      timer.current = setTimeout(() => navigate('/login', { replace: true }), LIMITS.redirectDelayMs);
    } catch (err) {
      setError('root', { message: isNetworkError(err) ? MSG.changePasswordError : errorMessage(err, MSG.changePasswordFailed) });
    }
  };
  const busy = isSubmitting || done;
  return (
    <form className="stack" onSubmit={handleSubmit(reset)} noValidate>
      <OtpSentAlert text={info} />
      <TextField
        label={i18n._('OTP')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otpDigits}
        icon={<KeyRound size={16} />}
        placeholder="000000"
        error={errors.otp?.message && i18n._(errors.otp.message)}
        {...digitsOnly(register('otp'))}
      />
      <PasswordField
        label={i18n._('New password')}
        autoComplete="new-password"
        placeholder={i18n._('At least 8 letters and numbers')}
        error={errors.password?.message && i18n._(errors.password.message)}
        {...register('password')}
      />
      <PasswordField
        label={i18n._('Confirm new password')}
        autoComplete="new-password"
        error={errors.confirm?.message && i18n._(errors.confirm.message)}
        {...register('confirm')}
      />
      <FormError message={errors.root?.message} />
      {done && (
        <div className="notice success" role="status">
          <ShieldCheck size={18} />
          {i18n._(ACCOUNT_MSG.changed)}
        </div>
      )}
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {isSubmitting ? i18n._('Submitting...') : i18n._('Reset password')}
      </button>
      <button type="button" className="btn btn-ghost btn-block" disabled={busy} onClick={onBack}>
        {i18n._('Send a new code')}
      </button>
    </form>
  );
}

export function ForgotPasswordPage() {
  const { i18n } = useLingui();
  const [channel, setChannel] = useState<Channel>('email');
  const [sent, setSent] = useState<{ username: string; info: string } | null>(null);
  return (
    <div className="page auth-page">
      <h1 className="title auth-title">{i18n._('Forgot password')}</h1>
      {!sent ? (
        <>
          <p className="muted auth-sub">{i18n._('We will send a 6-digit code to reset your password.')}</p>
          <Tabs
            label={i18n._('Send the code by')}
            value={channel}
            onChange={setChannel}
            items={[
              { key: 'email', label: i18n._('Email') },
              { key: 'sms', label: i18n._('SMS') },
            ]}
          />
          <RequestStep key={channel} channel={channel} onSent={(username, info) => setSent({ username, info })} />
        </>
      ) : (
        <ResetStep username={sent.username} info={sent.info} onBack={() => setSent(null)} />
      )}
      <p className="muted auth-switch">
        <Link to="/login">{i18n._('Back to Login')}</Link>
      </p>
    </div>
  );
}
