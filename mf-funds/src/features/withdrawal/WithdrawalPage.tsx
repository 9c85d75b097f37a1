// /withdrawal: the rules first (the range, own verified numbers, the turnover still required, a date of birth), then
// method, amount (500 - 25,000), account number; the server pre-check, then the request (held at once). The button
// says why it is disabled; the server decides all the same.
import {
  digitsOnly,
  errorAnswer,
  errorMessage,
  ErrorModal,
  fetchGeneral,
  fetchPaymentMethods,
  fetchTurnovers,
  fetchUser,
  formatMoney,
  FormError,
  invalidateResources,
  LIMITS,
  Link,
  MSG,
  newIdempotencyKey,
  PageHeader,
  prefetchResource,
  SkeletonRows,
  submitWithdraw,
  type PaymentMethod,
  useLingui,
  useNavigate,
  useResource,
  withdrawCheck,
} from '@bet/shared';
import { emptyForm, formResolver, firstError, withdrawalForm, type WithdrawalForm as WithdrawalValues } from '@bet/shared/src/rules/schemas';
import { ArrowRight, CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AmountField, FundsGate, FundsTabs, PENDING_WITHDRAWAL, useGateChecking } from '../shared';
import { FUNDS_MSG } from '@bet/shared/contract';

/** One rule of the withdrawal card: met (a tick) or still to do (a mark, with what to do). */
function Rule({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <li className={`rule ${ok ? 'ok' : 'todo'}`}>
      {ok ? <CircleCheck size={16} aria-hidden="true" /> : <CircleAlert size={16} aria-hidden="true" />}
      <span>{children}</span>
    </li>
  );
}

/** What stands between the player and a withdrawal, before the form: the turnover still to play and a birthday. */
function useWithdrawalRules() {
  const turnovers = useResource('turnovers', () => fetchTurnovers(), { maxAgeMs: 5_000 });
  const user = useResource('user', () => fetchUser(), { maxAgeMs: 5_000 });
  const owed = (turnovers.data ?? []).filter((t) => t.status === 'active').reduce((sum, t) => sum + t.remaining_turnover, 0);
  const birthday = user.data ? Boolean(user.data.dofb) : null;
  return { loading: turnovers.loading || user.loading, owed, birthday };
}

function WithdrawalRules({ owed, birthday }: { owed: number; birthday: boolean | null }) {
  const { i18n } = useLingui();
  return (
    <section className="card stack" aria-labelledby="w-rules">
      <h2 className="section-label" id="w-rules" style={{ margin: 0 }}>
        {i18n._('Before you withdraw')}
      </h2>
      <ul className="rules">
        <Rule ok>
          {i18n._('From {min} to {max} a request, one request at a time, paid only to your own verified numbers.', {
            min: formatMoney(LIMITS.withdrawalMinTaka),
            max: formatMoney(LIMITS.withdrawalMaxTaka),
          })}
        </Rule>
        <Rule ok={owed <= 0}>
          {owed > 0 ? (
            <>
              {i18n._('Turnover still required: {amount}.', { amount: formatMoney(owed) })} <Link to="/turnover-record">{i18n._('Turnover')}</Link>
            </>
          ) : (
            i18n._('Your turnover is complete.')
          )}
        </Rule>
        {birthday !== null && (
          <Rule ok={birthday}>
            {birthday ? (
              i18n._('Your date of birth is set.')
            ) : (
              <>
                {i18n._('Set your date of birth first.')} <Link to="/profile">{i18n._('Go to Personal Info')}</Link>
              </>
            )}
          </Rule>
        )}
      </ul>
    </section>
  );
}

function WithdrawalForm() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const general = useResource('general', fetchGeneral, { maxAgeMs: 10_000 });
  const methods = useResource('payment-methods', fetchPaymentMethods, { maxAgeMs: 60_000 });
  const list: PaymentMethod[] = useMemo(() => (methods.data ? (Array.isArray(methods.data) ? methods.data : methods.data.pgs) : []), [methods.data]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawalValues>({ resolver: formResolver(withdrawalForm), defaultValues: emptyForm(withdrawalForm) });
  const method = list.find((m) => m.id === watch('method')) ?? null;
  const [modal, setModal] = useState<{ text: string; link?: { to: string; label: string } } | null>(null);
  const key = useRef(newIdempotencyKey());
  const error = firstError(errors, ['amount', 'account', 'method']);
  const rules = useWithdrawalRules();
  const checking = useGateChecking();
  const whyId = useId();
  // why the button cannot be used yet, said under it (and read out with it)
  const why = rules.owed > 0 ? i18n._('Complete your turnover to withdraw.') : rules.birthday === false ? i18n._('Set your date of birth to withdraw.') : null;

  if (general.loading || methods.loading || rules.loading) return <SkeletonRows count={4} height={72} />;
  if (general.data && Number(general.data.withdrawal_status) === 0)
    return (
      <div className="notice" role="alert">
        {i18n._(FUNDS_MSG.withdrawalsClosed)}
      </div>
    );

  const submit = async ({ amount, account }: WithdrawalValues) => {
    if (!method) return;
    const value = Number(amount);
    try {
      await withdrawCheck();
    } catch (e) {
      const answer = errorAnswer(e);
      const data = answer?.data as { error?: string; message?: string } | undefined;
      if (data?.error === 'dofb') setModal({ text: errorMessage(e, MSG.unknownError), link: { to: '/profile', label: /*i18n*/ 'Go to Personal Info' } });
      else if (answer?.status === 400) setModal({ text: FUNDS_MSG.turnover, link: { to: '/turnover-record', label: /*i18n*/ 'Turnover' } });
      else setModal({ text: errorMessage(e, MSG.unknownError) });
      return;
    }
    try {
      await submitWithdraw({ account_number: account, amount: value, payment_id: method.id, provider: method.name }, key.current);
      invalidateResources('transactions');
      navigate('/payment-request', { state: { amount: value, icon: method.icon, message: MSG.withdrawalSuccessful } });
    } catch (e) {
      setModal({ text: errorMessage(e, MSG.unknownError) });
      key.current = newIdempotencyKey();
    }
  };

  return (
    <div className="stack">
      <WithdrawalRules owed={rules.owed} birthday={rules.birthday} />
      <section className="card stack">
        <h2 className="section-label" style={{ margin: 0 }}>
          {i18n._('Payment Method')}
        </h2>
        <div className="choice-grid">
          {list.map((m) => (
            <button key={m.id} type="button" className="choice" aria-pressed={method?.id === m.id} onClick={() => setValue('method', m.id)}>
              <img src={m.icon} alt="" />
              {m.name}
            </button>
          ))}
        </div>
      </section>
      <section className="card stack">
        <AmountField
          id="w-amount"
          value={watch('amount')}
          onChange={(v) => setValue('amount', v)}
          min={LIMITS.withdrawalMinTaka}
          max={LIMITS.withdrawalMaxTaka}
          quick={LIMITS.withdrawalQuickAmounts}
        />
        <div className="field">
          <label htmlFor="w-account">{i18n._('Account number')}</label>
          <div className="input-wrap">
            <input id="w-account" inputMode="numeric" maxLength={11} placeholder="01XXXXXXXXX" {...digitsOnly(register('account'))} />
          </div>
        </div>
      </section>
      <FormError message={error} />
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={isSubmitting || why !== null || checking}
        aria-describedby={why ? whyId : undefined}
        onClick={() => void handleSubmit(submit)()}
      >
        {isSubmitting ? (
          i18n._('Submitting...')
        ) : (
          <>
            {i18n._('Withdraw')}
            <ArrowRight size={18} />
          </>
        )}
      </button>
      {why && (
        <p className="caption why-disabled" id={whyId}>
          {why}
        </p>
      )}
      <ErrorModal
        open={!!modal}
        html={modal ? i18n._(modal.text) : ''}
        onClose={() => setModal(null)}
        action={
          modal?.link && (
            <Link className="btn btn-block" to={modal.link.to}>
              {i18n._(modal.link.label)}
            </Link>
          )
        }
      />
    </div>
  );
}

export function WithdrawalPage() {
  const { i18n } = useLingui();
  // the form's method list loads beside the gate's checks, not after them (general is the shell's, already there)
  useEffect(() => prefetchResource('payment-methods', fetchPaymentMethods, 60_000), []);
  return (
    <>
      <PageHeader title={i18n._('Withdrawal')} back="/account" />
      <div className="page stack">
        <FundsTabs active="withdrawal" />
        <FundsGate action="withdraw" pendingText={PENDING_WITHDRAWAL}>
          <WithdrawalForm />
        </FundsGate>
      </div>
    </>
  );
}
