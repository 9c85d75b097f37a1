// /payment-request 'Get Ready!': the money is on its way, within a 30-minute countdown.
import {
  fetchGeneral,
  fetchLogo,
  fetchTransactions,
  formatMMSS,
  formatMoney,
  LIMITS,
  Link,
  useCountdown,
  useLingui,
  useLocation,
  useResource,
  usernameAtom,
  useSearchParams,
} from '@bet/shared';
import { useAtomValue } from 'jotai';
import { CheckCircle2, CircleX, Rocket } from 'lucide-react';
import { useState } from 'react';

export function PaymentRequestPage() {
  const { i18n } = useLingui();
  const state = useLocation().state as { amount?: number; icon?: string; message?: string } | null;
  const [params] = useSearchParams();
  const username = useAtomValue(usernameAtom);
  const logo = useResource('logo', fetchLogo, { maxAgeMs: 300_000 });
  const general = useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
  const ref = params.get('ref');
  // back from the payment gateway: the amount comes from the transaction itself
  const txs = useResource(ref && !state ? `transactions` : null, () => fetchTransactions(), { maxAgeMs: 0 });
  const gatewayTx = ref ? txs.data?.find((x) => x.transaction_id === ref) : undefined;
  const amount = state?.amount ?? gatewayTx?.amount ?? null;
  const icon = state?.icon ?? gatewayTx?.payment_method?.icon;
  const [endsAt] = useState(() => Date.now() + LIMITS.arrivalCountdownSeconds * 1000);
  const left = useCountdown(endsAt);
  const cancelled = params.get('status') === 'cancelled';
  const paid = params.get('status') === 'paid';
  return (
    <div className="page stack get-ready">
      {state?.message && (
        <div className="notice success" role="status">
          <CheckCircle2 size={18} />
          {i18n._(state.message)}
        </div>
      )}
      <div className="card stack" style={{ alignItems: 'center', textAlign: 'center' }}>
        {cancelled ? <CircleX size={56} color="var(--danger)" /> : <Rocket size={56} color="var(--brand)" />}
        <h1 className="title" style={{ fontSize: 24 }}>
          {cancelled ? i18n._('Payment cancelled') : i18n._('Get Ready!')}
        </h1>
        <p className="muted" style={{ margin: 0 }}>
          {cancelled
            ? i18n._('No money was taken. You can start a new deposit.')
            : paid
              ? i18n._('Your payment was received and added to your main wallet.')
              : i18n._('Your money is on its way and will arrive within:')}
        </p>
        {!cancelled && !paid && (
          <div className="countdown num" aria-label={i18n._('Arrives within')}>
            {formatMMSS(left)}
          </div>
        )}
        {amount !== null && (
          <div className="amount num" style={{ fontSize: 26, color: 'var(--brand)' }}>
            {formatMoney(amount)}
          </div>
        )}
        <div className="row" style={{ justifyContent: 'center' }}>
          {icon && <img src={icon} alt="" height={28} />}
          <span className="muted">{i18n._('to')}</span>
          <b translate="no">{username}</b>
        </div>
        <div className="row" style={{ justifyContent: 'center' }}>
          {logo.data?.mobile_logo && <img src={logo.data.mobile_logo} alt="" height={26} />}
          <span>{general.data?.site_title}</span>
        </div>
      </div>
      <Link to="/account" className="btn btn-block">
        {i18n._('Close')}
      </Link>
    </div>
  );
}
