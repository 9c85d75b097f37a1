// One verification sheet for the phone, the email and the extra phones: send a 6-digit code (then a 5:00
// countdown with the send button disabled), enter it, verify. Code-send failures open the error modal.
import { errorMessage, formatMSS, LIMITS, Modal, MSG, TextField, useCountdown, useT } from '@bet/shared';
import { KeyRound, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';

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
  const t = useT();
  const { left, start } = useCodeCooldown(target);
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const onSend = async () => {
    setSending(true);
    setError(null);
    try {
      await send();
      start();
      setInfo(t('A 6-digit code was sent to {target}.', { target }));
    } catch (e) {
      onSendError(errorMessage(e, MSG.sendCodeFailed));
    } finally {
      setSending(false);
    }
  };

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setError(t('Please enter the 6-digit code.'));
    setBusy(true);
    setError(null);
    try {
      await verify(code);
      setCode('');
      onVerified();
    } catch (err) {
      setError(errorMessage(err, MSG.tryAgain));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t(title)} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void onVerify(e)} noValidate>
        <div className="caption">
          {t('Verification code will be sent to')} <b className="num">{target}</b>
        </div>
        <button type="button" className="btn btn-block" onClick={() => void onSend()} disabled={sending || left > 0}>
          <Send size={16} />
          {sending ? t('Sending...') : left > 0 ? t('Resend code in {time}', { time: formatMSS(left) }) : t('Send code')}
        </button>
        {left > 0 && (
          <div className="caption" role="timer" aria-label={t('Code countdown')}>
            {formatMSS(left)}
          </div>
        )}
        {info && (
          <div className="notice" role="status">
            {info}
          </div>
        )}
        <TextField
          label={t('Verification code')}
          icon={<KeyRound size={16} />}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={LIMITS.otpDigits}
          placeholder="000000"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          error={error ?? undefined}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t('Verifying...') : t('Verify')}
        </button>
      </form>
    </Modal>
  );
}
