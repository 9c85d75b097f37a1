// One verification sheet for the phone, the email and the extra phones: send a 6-digit code (then a 5:00
// countdown with the send button disabled), enter it, verify. Code-send failures open the error modal.
import { digitsOnly, errorMessage, formatMSS, LIMITS, Modal, MSG, TextField, useCountdown, useLingui } from '@bet/shared';
import { emptyForm, formResolver, codeForm, type CodeForm } from '@bet/shared/src/rules/schemas';
import { KeyRound, Send } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

/** When each target's last code was sent (ms epoch): survives closing and reopening the sheet. */
const sentAt = new Map<string, number>();

export function useCodeCooldown(target: string): { left: number; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(() => {
    const at = sentAt.get(target);
    return at ? at + LIMITS.codeCountdownSeconds * 1000 : null;
  });
  const left = useCountdown(endsAt);
  return {
    left,
    start: () => {
      const now = Date.now();
      sentAt.set(target, now);
      setEndsAt(now + LIMITS.codeCountdownSeconds * 1000);
    },
  };
}

export interface VerifySheetProps {
  open: boolean;
  title: string;
  /** What the code goes to (shown, and the countdown key). */
  target: string;
  send: () => Promise<unknown>;
  verify: (code: string) => Promise<unknown>;
  onClose: () => void;
  onVerified: () => void;
  onSendError: (message: string) => void;
}

export function VerifySheet({ open, title, target, send, verify, onClose, onVerified, onSendError }: VerifySheetProps) {
  const { i18n } = useLingui();
  const { left, start } = useCodeCooldown(target);
  const [sending, setSending] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: formResolver(codeForm), defaultValues: emptyForm(codeForm) });

  const onSend = async () => {
    setSending(true);
    clearErrors();
    try {
      await send();
      start();
      setInfo(i18n._('A 6-digit code was sent to {target}.', { target }));
    } catch (e) {
      onSendError(errorMessage(e, MSG.sendCodeFailed));
    } finally {
      setSending(false);
    }
  };

  const onVerify = async ({ code }: CodeForm) => {
    try {
      await verify(code);
      reset();
      onVerified();
    } catch (err) {
      setError('code', { message: errorMessage(err, MSG.tryAgain) });
    }
  };

  return (
    <Modal open={open} title={i18n._(title)} onClose={onClose}>
      <form className="stack" onSubmit={handleSubmit(onVerify)} noValidate>
        <div className="caption">
          {i18n._('Verification code will be sent to')} <b className="num">{target}</b>
        </div>
        <button type="button" className="btn btn-block" onClick={() => void onSend()} disabled={sending || left > 0}>
          <Send size={16} />
          {sending ? i18n._('Sending...') : left > 0 ? i18n._('Resend code in {time}', { time: formatMSS(left) }) : i18n._('Send code')}
        </button>
        {left > 0 && (
          <div className="caption" role="timer" aria-label={i18n._('Code countdown')}>
            {formatMSS(left)}
          </div>
        )}
        {info && (
          <div className="notice" role="status">
            {info}
          </div>
        )}
        <TextField
          label={i18n._('Verification code')}
          icon={<KeyRound size={16} />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpDigits}
          placeholder="000000"
          error={errors.code?.message && i18n._(errors.code.message)}
          {...digitsOnly(register('code'))}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          {isSubmitting ? i18n._('Verifying...') : i18n._('Verify')}
        </button>
      </form>
    </Modal>
  );
}
