// /deposit: payment method, channel, optional promotion and amount; then /make-payment (or the e-wallet gateway).
import {
  errorMessage,
  ErrorModal,
  fetchPaymentChannels,
  fetchPaymentMethods,
  fetchPromotions,
  FormError,
  getConfig,
  LIMITS,
  localized,
  MSG,
  newIdempotencyKey,
  PageHeader,
  type PaymentMethod,
  prefetchResource,
  requestEwallet,
  SkeletonRows,
  useLingui,
  useNavigate,
  useResource,
} from '@bet/shared';
import { emptyForm, formResolver, depositForm, firstError, type DepositForm as DepositValues } from '@bet/shared/src/rules/schemas';
import { ArrowRight } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField, channelLabel, FundsGate, FundsTabs, PENDING_DEPOSIT, useGateChecking } from '../shared';

export interface MakePaymentState {
  amount: number;
  icon: string;
  type: string;
  methodId: number;
  methodName: string;
  promotionId: number | null;
  /** E-wallet mode: the gateway's checkout (docs/spec.md section 7: url, transaction, number). */
  ewallet?: { url: string; transaction: string; number: string };
}

export function DepositForm() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const methods = useResource('payment-methods', fetchPaymentMethods, { maxAgeMs: 60_000 });
  const promos = useResource('promotions', fetchPromotions, { maxAgeMs: 60_000 });
  const ewallet = !!methods.data && !Array.isArray(methods.data);
  const list: PaymentMethod[] = useMemo(() => (methods.data ? (Array.isArray(methods.data) ? methods.data : methods.data.pgs) : []), [methods.data]);
  const schema = useMemo(() => depositForm(ewallet), [ewallet]);
  const {
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DepositValues>({ resolver: formResolver(schema), defaultValues: emptyForm(schema) });
  const provider = list.find((m) => m.id === watch('provider')) ?? null;
  const channels = useResource(provider && !ewallet ? `channels:${provider.name}` : null, () => fetchPaymentChannels(provider!.name), { maxAgeMs: 60_000 });
  const channel = (channels.data ?? []).find((c) => c.id === watch('channel')) ?? null;
  const [modal, setModal] = useState<string | null>(null);
  const checking = useGateChecking();
  const error = firstError(errors, ['amount', 'provider', 'channel']);

  const submit = async ({ amount, promotion }: DepositValues) => {
    const value = Number(amount);
    if (!provider) return;
    if (ewallet) {
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
        const state: MakePaymentState = {
          amount: value,
          icon: provider.icon,
          type: 'ewallet',
          methodId: provider.id,
          methodName: provider.name,
          promotionId: promotion ? Number(promotion) : null,
          ewallet: { url: answer.url, transaction: answer.transaction ?? '', number: answer.number ?? '' },
        };
        navigate('/make-payment', { state });
      } catch (e) {
        setModal(errorMessage(e, MSG.tryAgain));
      }
      return;
    }
    if (!channel) return;
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

  // both lists before the form: the promotions' section coming after the rest moved the amount and the button down
  // (a layout shift). The server draws both (public answers it carries).
  if (methods.loading || promos.loading) return <SkeletonRows count={3} height={72} />;
  return (
    <div className="stack">
      <section className="card stack">
        <h2 className="section-label" style={{ margin: 0 }}>
          {i18n._('Payment Method')}
        </h2>
        <div className="choice-grid">
          {list.map((m) => (
            <button
              key={m.id}
              type="button"
              className="choice"
              aria-pressed={provider?.id === m.id}
              onClick={() => {
                setValue('provider', m.id);
                setValue('channel', null);
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
              {i18n._('Deposit Channel')}
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
                    onClick={() => setValue('channel', c.id)}
                  >
                    {i18n._(channelLabel(c.account_type))}
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
            {i18n._('Promotion')}
          </label>
          <div className="input-wrap">
            <select id="promo" value={watch('promotion')} onChange={(e) => setValue('promotion', e.target.value)}>
              <option value="">{i18n._('No promotion')}</option>
              {promos.data
                .filter((p) => p.status === 'active' && p.deposit_bouns > 0)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {localized(p, 'name')} (+{p.deposit_bouns}%)
                  </option>
                ))}
            </select>
          </div>
        </section>
      )}
      <section className="card stack">
        <AmountField
          id="amount"
          value={watch('amount')}
          onChange={(v) => setValue('amount', v)}
          min={LIMITS.depositMinTaka}
          max={LIMITS.depositMaxTaka}
          quick={LIMITS.depositQuickAmounts}
        />
      </section>
      <FormError message={error} />
      <button type="button" className="btn btn-primary btn-block" disabled={isSubmitting || checking} onClick={() => void handleSubmit(submit)()}>
        {isSubmitting ? (
          i18n._('Submitting...')
        ) : (
          <>
            {i18n._('Deposit')}
            <ArrowRight size={18} />
          </>
        )}
      </button>
      <ErrorModal open={!!modal} html={modal ?? ''} onClose={() => setModal(null)} />
    </div>
  );
}

export function DepositPage() {
  const { i18n } = useLingui();
  // the form's lists load beside the gate's checks, not after them
  useEffect(() => {
    prefetchResource('payment-methods', fetchPaymentMethods, 60_000);
    prefetchResource('promotions', fetchPromotions, 60_000);
  }, []);
  return (
    <>
      <PageHeader title={i18n._('Deposit')} back="/account" />
      <div className="page stack">
        <FundsTabs active="deposit" />
        <FundsGate action="deposit" pendingText={PENDING_DEPOSIT}>
          <DepositForm />
        </FundsGate>
      </div>
    </>
  );
}
