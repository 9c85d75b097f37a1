// Identity verification on /profile (issue 56): the player's check as the desk left it (none, being checked,
// verified, or rejected with the desk's reason), and while none is pending or approved, the upload: the document's
// type and photos of its front (and back). The api checks every photo; its sentence shows under the form.
import { errorMessage, fetchKyc, formatMoney, formatPlayerDateTime, MSG, SkeletonRows, submitKyc, useLingui, useResource } from '@bet/shared';
import { users } from '@bet/shared/contract';
import { BadgeCheck, IdCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';

const DOCUMENTS = Object.keys(users.KYC_DOCUMENTS) as users.KycDocument[];

export function IdentityCard() {
  const { i18n } = useLingui();
  const kyc = useResource('kyc', fetchKyc, { maxAgeMs: 10_000 });
  const [documentType, setDocumentType] = useState<users.KycDocument>('nid');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (!front) {
      setError(i18n._(users.KYC_MSG.files));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await submitKyc(documentType, back ? [front, back] : [front]);
      setSent(true);
      await kyc.reload();
    } catch (err) {
      setError(errorMessage(err, MSG.tryAgain));
    } finally {
      setBusy(false);
    }
  };

  const k = kyc.data;
  return (
    <section aria-labelledby="identity-title">
      <h2 id="identity-title" className="section-label">
        <IdCard size={16} aria-hidden /> {i18n._('Identity verification')}
      </h2>
      <div className="card info-card identity-card">
        {!k ? (
          <SkeletonRows count={1} height={44} />
        ) : k.status === 'approved' ? (
          <p className="identity-state ok">
            <BadgeCheck size={16} aria-hidden /> {i18n._('Your identity is verified.')}
          </p>
        ) : k.status === 'pending' ? (
          <p className="identity-state" role={sent ? 'status' : undefined}>
            {i18n._('Your documents are being checked. We will tell you here when it is done.')}
            {k.submitted_at && <span className="caption"> {i18n._('Sent {when}', { when: formatPlayerDateTime(k.submitted_at) })}</span>}
          </p>
        ) : (
          <form className="stack" onSubmit={(e) => void send(e)} noValidate>
            {k.status === 'rejected' ? (
              <p className="identity-state bad" role="alert">
                {i18n._('Your documents were not accepted: {reason}', { reason: k.reason ?? '' })}
              </p>
            ) : (
              <p className="caption">
                {i18n._('Withdrawals above {amount}, and from your third withdrawal, need your identity verified.', {
                  amount: formatMoney(users.KYC_RULE.withdrawAboveTaka),
                })}
              </p>
            )}
            <label htmlFor="kyc-type">{i18n._('Document')}</label>
            <select id="kyc-type" className="select" value={documentType} onChange={(e) => setDocumentType(e.target.value as users.KycDocument)}>
              {DOCUMENTS.map((d) => (
                <option key={d} value={d}>
                  {i18n._(users.KYC_DOCUMENTS[d])}
                </option>
              ))}
            </select>
            <label htmlFor="kyc-front">{i18n._('Photo of the front')}</label>
            <input
              id="kyc-front"
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => {
                setFront(e.target.files?.[0] ?? null);
                setError(null);
              }}
            />
            <label htmlFor="kyc-back">{i18n._('Photo of the back (if it has one)')}</label>
            <input id="kyc-back" type="file" accept="image/png,image/jpeg,image/webp" onChange={(e) => setBack(e.target.files?.[0] ?? null)} />
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? i18n._('Sending…') : i18n._('Send for checking')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
