// /deposit: payment method, channel, optional promotion and amount; then /make-payment (or the e-wallet gateway).
import {
  ErrorModal,
  errorMessage,
  fetchPaymentChannels,
  fetchPaymentMethods,
  fetchPromotions,
  getConfig,
  LIMITS,
  MSG,
  newIdempotencyKey,
  PageHeader,
  requestEwallet,
  SkeletonRows,
  useResource,
  useT,
  type PaymentMethod,
} from '@bet/shared';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AmountField, channelLabel, FundsGate, FundsTabs, PENDING_DEPOSIT } from '../shared';

export interface MakePaymentState {
  amount: number;
  icon: string;
  type: string;
  methodId: number;
  methodName: string;
  promotionId: number | null;
}

const RANGE = 'The deposit amount must be between 100.00 and 25,000.00 BDT.';

export function DepositForm() {
  const t = useT();
  const navigate = useNavigate();
  const methods = useResource('payment-methods', fetchPaymentMethods, { maxAgeMs: 60_000 });
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const ewallet = !!methods.data && !Array.isArray(methods.data);
  const list: PaymentMethod[] = useMemo(() => (methods.data ? (Array.isArray(methods.data) ? methods.data : methods.data.pgs) : []), [methods.data]);
  const [provider, setProvider] = useState<PaymentMethod | null>(null);
  const channels = useResource(provider && !ewallet ? `channels:${provider.name}` : null, () => fetchPaymentChannels(provider!.name), { maxAgeMs: 60_000 });
  const [channel, setChannel] = useState<PaymentMethod | null>(null);
  const [promotion, setPromotion] = useState<string>('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [modal, setModal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    if (!amount.trim()) return setError(t(MSG.fillAmount));
    const value = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || value < LIMITS.depositMin || value > LIMITS.depositMax) return setError(t(RANGE));
    if (!provider) return setError(t(MSG.selectPaymentMethod));
    if (ewallet) {
      setBusy(true);
      try {
        const answer = await requestEwallet(
          {
            amount: value,
            type: 'ewallet',
            provider: provider.name,
            promotion: promotion ? Number(promotion) : null,
            return_url: `${getConfig().siteRoot}/payment-request`,
          },
          newIdempotencyKey(),
        );
        window.location.assign(answer.url);
      } catch (e) {
        setModal(errorMessage(e, MSG.tryAgain));
        setBusy(false);
      }
      return;
    }
    if (!channel) return setError(t(MSG.selectDepositChannel));
    const state: MakePaymentState = {
      amount: value,
      icon: provider.icon,
      type: channel.account_type ?? 'Agent',
      methodId: channel.id,
      methodName: provider.name,
      promotionId: promotion ? Number(promotion) : null,
    };
    navigate('/make-payment', { state });
  };

  if (methods.loading) return <SkeletonRows count={3} height={72} />;
  return (
    <div className="stack">
      <section className="card stack">
        <h2 className="section-label" style={{ margin: 0 }}>
          {t('Payment Method')}
        </h2>
        <div className="choice-grid">
          {list.map((m) => (
            <button
              key={m.id}
              type="button"
              className="choice"
              aria-pressed={provider?.id === m.id}
              onClick={() => {
                setProvider(m);
                setChannel(null);
              }}
            >
              <img src={m.icon} alt="" />
              {m.name}
            </button>
          ))}
        </div>
        {provider && !ewallet && (
          <>
            <h2 className="section-label" style={{ margin: '6px 0 0' }}>
              {t('Deposit Channel')}
            </h2>
            {channels.loading ? (
              <SkeletonRows count={1} height={44} />
            ) : (
              <div className="choice-grid">
                {(channels.data ?? []).map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    className="choice"
                    style={{ minHeight: 48 }}
                    aria-pressed={channel?.id === c.id}
                    onClick={() => setChannel(c)}
                  >
                    {t(channelLabel(c.account_type))}
                  </button>
                ))}
              </div>
            )}
          </>
        )}
      </section>
      {!!promos.data?.length && (
        <section className="card stack">
          <label className="section-label" style={{ margin: 0 }} htmlFor="promo">
            {t('Promotion')}
          </label>
          <div className="input-wrap">
            <select id="promo" value={promotion} onChange={(e) => setPromotion(e.target.value)}>
              <option value="">{t('No promotion')}</option>
              {promos.data
                .filter((p) => p.status === 'active' && p.deposit_bouns > 0)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name} (+{p.deposit_bouns}%)
                  </option>
                ))}
            </select>
          </div>
        </section>
      )}
      <section className="card stack">
        <AmountField id="amount" value={amount} onChange={setAmount} min={LIMITS.depositMin} max={LIMITS.depositMax} quick={LIMITS.depositQuickAmounts} />
      </section>
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void submit()}>
        {busy ? (
          t('Submitting...')
        ) : (
          <>
            {t('Deposit')}
            <ArrowRight size={18} />
          </>
        )}
      </button>
      <ErrorModal open={!!modal} html={modal ?? ''} onClose={() => setModal(null)} />
    </div>
  );
}

export function DepositPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('Deposit')} back="/account" />
      <div className="page stack">
        <FundsTabs active="deposit" />
        <FundsGate action="deposit" pendingText={PENDING_DEPOSIT}>
          <DepositForm />
        </FundsGate>
      </div>
    </>
  );
}
