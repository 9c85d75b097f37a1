// /withdrawal: method, amount (500 - 25,000), account number; the server pre-check, then the request (held at once).
import {
  ErrorModal,
  errorMessage,
  fetchGeneral,
  fetchPaymentMethods,
  invalidateResources,
  LIMITS,
  MSG,
  newIdempotencyKey,
  PageHeader,
  SkeletonRows,
  submitWithdraw,
  useResource,
  useT,
  withdrawCheck,
  type PaymentMethod,
} from '@bet/shared';
import axios from 'axios';
import { ArrowRight } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AmountField, FundsGate, FundsTabs, PENDING_WITHDRAWAL } from '../shared';

const RANGE = 'The withdrawal amount must be between 500.00 and 25,000.00 BDT.';

function WithdrawalForm() {
  const t = useT();
  const navigate = useNavigate();
  const general = useResource('general', fetchGeneral, { maxAgeMs: 10_000 });
  const methods = useResource('payment-methods', fetchPaymentMethods, { maxAgeMs: 60_000 });
  const list: PaymentMethod[] = useMemo(() => (methods.data ? (Array.isArray(methods.data) ? methods.data : methods.data.pgs) : []), [methods.data]);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [modal, setModal] = useState<{ text: string; link?: { to: string; label: string } } | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());

  if (general.loading || methods.loading) return <SkeletonRows count={3} height={72} />;
  if (general.data && Number(general.data.withdrawal_status) === 0)
    return (
      <div className="notice" role="alert">
        {t(MSG.noWithdrawMethods)}
      </div>
    );

  const submit = async () => {
    setError(null);
    if (!amount.trim()) return setError(t(MSG.amountRequired));
    const value = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || value < LIMITS.withdrawalMin || value > LIMITS.withdrawalMax) return setError(t(RANGE));
    if (!account.trim()) return setError(t(MSG.accountNumberRequired));
    if (!/^\d{11}$/.test(account.trim())) return setError(t(MSG.accountNumber11));
    if (!method) return setError(t(MSG.selectYourPaymentMethod));
    setBusy(true);
    try {
      await withdrawCheck();
    } catch (e) {
      const data = axios.isAxiosError(e) ? (e.response?.data as { error?: string; message?: string } | undefined) : undefined;
      if (data?.error === 'dofb') setModal({ text: errorMessage(e, MSG.unknownError), link: { to: '/profile', label: 'Go to Personal Info' } });
      else if (axios.isAxiosError(e) && e.response?.status === 400)
        setModal({ text: MSG.completeTurnover, link: { to: '/turnover-record', label: 'Turnover' } });
      else setModal({ text: errorMessage(e, MSG.unknownError) });
      setBusy(false);
      return;
    }
    try {
      await submitWithdraw({ account_number: account.trim(), amount: value, payment_id: method.id, provider: method.name }, key.current);
      invalidateResources('transactions');
      navigate('/payment-request', { state: { amount: value, icon: method.icon } });
    } catch (e) {
      setModal({ text: errorMessage(e, MSG.unknownError) });
      key.current = newIdempotencyKey();
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <section className="card stack">
        <h2 className="section-label" style={{ margin: 0 }}>
          {t('Payment Method')}
        </h2>
        <div className="choice-grid">
          {list.map((m) => (
            <button key={m.id} type="button" className="choice" aria-pressed={method?.id === m.id} onClick={() => setMethod(m)}>
              <img src={m.icon} alt="" />
              {m.name}
            </button>
          ))}
        </div>
      </section>
      <section className="card stack">
        <AmountField
          id="w-amount"
          value={amount}
          onChange={setAmount}
          min={LIMITS.withdrawalMin}
          max={LIMITS.withdrawalMax}
          quick={LIMITS.withdrawalQuickAmounts}
        />
        <div className="field">
          <label htmlFor="w-account">{t('Account number')}</label>
          <div className="input-wrap">
            <input
              id="w-account"
              inputMode="numeric"
              maxLength={11}
              placeholder="01XXXXXXXXX"
              value={account}
              onChange={(e) => setAccount(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        </div>
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
            {t('Withdraw')}
            <ArrowRight size={18} />
          </>
        )}
      </button>
      <ErrorModal
        open={!!modal}
        html={modal ? t(modal.text) : ''}
        onClose={() => setModal(null)}
        action={
          modal?.link && (
            <Link className="btn btn-block" to={modal.link.to}>
              {t(modal.link.label)}
            </Link>
          )
        }
      />
    </div>
  );
}

export function WithdrawalPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('Withdrawal')} back="/account" />
      <div className="page stack">
        <FundsTabs active="withdrawal" />
        <FundsGate action="withdraw" pendingText={PENDING_WITHDRAWAL}>
          <WithdrawalForm />
        </FundsGate>
      </div>
    </>
  );
}
