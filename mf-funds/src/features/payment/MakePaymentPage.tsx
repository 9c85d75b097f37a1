// /make-payment: send money to the site's wallet number within 10 minutes, then submit the TRX ID and receipts.
import {
  amountCopied,
  confirmEwallet,
  CopyButton,
  errorMessage,
  ErrorModal,
  fetchExtraPhones,
  fetchWalletNumber,
  formatMoney,
  formatMSS,
  FormError,
  invalidateResources,
  LIMITS,
  maskAccount,
  MSG,
  Navigate,
  newIdempotencyKey,
  PageHeader,
  plainAmount,
  SkeletonRows,
  submissionFailedWith,
  submitDeposit,
  TextField,
  useCountdown,
  useLingui,
  useLocation,
  useNavigate,
  useResource,
} from '@bet/shared';
import { Clock3, ImagePlus, Loader2 } from 'lucide-react';
import { emptyForm, formResolver, makePaymentForm, type MakePaymentForm } from '@bet/shared/src/rules/schemas';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MakePaymentState } from '../deposit/DepositPage';
import { actionLabel, useUser } from '../shared';

/** The checkout's first line: the wallet, its name and the 10-minute countdown. */
function CheckoutHead({ icon, name, left }: { icon: string; name: string; left: number }) {
  const { i18n } = useLingui();
  return (
    <div className="row">
      <img src={icon} alt="" height={28} />
      <b>{name}</b>
      <span className="spacer" />
      <span className="pill pill-pending">
        <Clock3 size={14} />
        &nbsp;
        <span className="num" aria-label={i18n._('Time left')}>
          {formatMSS(left)}
        </span>
      </span>
    </div>
  );
}

/** E-wallet mode: the gateway's checkout (pay there), or the TRX ID of a payment made in the wallet app. */
function EwalletPayment({ state }: { state: MakePaymentState & { ewallet: NonNullable<MakePaymentState['ewallet']> } }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [endsAt] = useState(() => Date.now() + LIMITS.depositWindowSeconds * 1000);
  const left = useCountdown(endsAt);
  const [failure, setFailure] = useState<string | null>(null);
  const { ewallet } = state;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<MakePaymentForm>({ resolver: formResolver(makePaymentForm), defaultValues: { phone: ewallet.number, trx: '' } });
  const submit = async ({ trx }: MakePaymentForm) => {
    try {
      await confirmEwallet({ trx_id: ewallet.transaction, trxid: trx, number: ewallet.number });
      invalidateResources('transactions');
      navigate('/payment-request', { state: { amount: state.amount, icon: state.icon, message: MSG.submissionSuccessful } });
    } catch (err) {
      setFailure(submissionFailedWith(errorMessage(err, MSG.tryAgain)));
    }
  };
  return (
    <>
      <PageHeader title={i18n._('Make Payment')} back="/deposit" />
      <div className="page stack">
        <div className="card stack">
          <CheckoutHead icon={state.icon} name={state.methodName} left={left} />
          <div className="row list-row" style={{ borderRadius: 'var(--radius)' }}>
            <div>
              <div className="caption">{i18n._('Amount')}</div>
              <div className="amount num">{formatMoney(state.amount)}</div>
            </div>
            <span className="spacer" />
            <div style={{ textAlign: 'right' }}>
              <div className="caption">{i18n._('Paying wallet')}</div>
              <div className="num" aria-label={i18n._('Paying wallet')}>
                {ewallet.number}
              </div>
            </div>
          </div>
          <div className="caption">
            {i18n._('Reference')} <span className="num">{ewallet.transaction}</span>
          </div>
          <button type="button" className="btn btn-primary btn-block" disabled={left === 0} onClick={() => window.location.assign(ewallet.url)}>
            {i18n._('Pay with {method}', { method: state.methodName })}
          </button>
        </div>
        <form className="card stack" onSubmit={handleSubmit(submit)} noValidate>
          <div className="caption">{i18n._('Paid in the {method} app instead? Enter its TRX ID.', { method: state.methodName })}</div>
          <TextField
            label={i18n._('TRX ID')}
            autoCapitalize="characters"
            placeholder={i18n._('e.g. 9HG7K2LQ1X')}
            error={errors.trx?.message && i18n._(errors.trx.message)}
            {...register('trx')}
          />
          <button type="submit" className="btn btn-block" disabled={isSubmitting || left === 0}>
            {isSubmitting ? i18n._('Submitting...') : i18n._('Submit')}
          </button>
        </form>
      </div>
      <ErrorModal open={!!failure} html={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}

export function MakePaymentPage() {
  const state = useLocation().state as MakePaymentState | null;
  // a guest never gets here: the shell sends one to the login (guestToLogin in the routes table)
  if (state?.ewallet) return <EwalletPayment state={{ ...state, ewallet: state.ewallet }} />;
  return <AgentPayment />;
}

function AgentPayment() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const state = useLocation().state as MakePaymentState | null;
  const user = useUser();
  const extra = useResource('extra-phones', fetchExtraPhones, { maxAgeMs: 10_000 });
  const wallet = useResource(
    state ? `wallet:${state.methodName}:${state.type}` : null,
    () => fetchWalletNumber({ name: state!.methodName, account_type: state!.type, amount: state!.amount }),
    { maxAgeMs: 0 },
  );
  const [endsAt] = useState(() => Date.now() + LIMITS.depositWindowSeconds * 1000);
  const left = useCountdown(endsAt);
  const phones = useMemo(
    () => [
      ...(user.data?.session_id === '1' && user.data.phone ? [user.data.phone] : []),
      ...(extra.data ?? []).filter((p) => Number(p.isverify) === 1).map((p) => p.contract_value),
    ],
    [user.data, extra.data],
  );
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<MakePaymentForm>({ resolver: formResolver(makePaymentForm), defaultValues: emptyForm(makePaymentForm) });
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const key = useRef(newIdempotencyKey());
  // the first verified number is chosen until the player picks another
  const chosen = watch('phone') || phones[0] || '';
  const account = wallet.data?.account_number ?? '';

  if (!state) return <Navigate to="/deposit" replace />;

  const submit = async ({ trx }: MakePaymentForm) => {
    try {
      await submitDeposit(
        {
          account_number: chosen,
          transaction_id: trx,
          amount: state.amount,
          payment_id: state.methodId,
          promotion_id: state.promotionId,
          wallet_number_id: wallet.data?.id ?? null,
        },
        files,
        key.current,
      );
      setSubmitted(true);
      invalidateResources('transactions');
      navigate('/payment-request', { state: { amount: state.amount, icon: state.icon, message: MSG.submissionSuccessful } });
    } catch (err) {
      setFailure(submissionFailedWith(errorMessage(err, MSG.tryAgain)));
      key.current = newIdempotencyKey();
    }
  };
  // the select shows phones[0] before any pick: validate what is shown
  const onSubmit = () => {
    if (!watch('phone') && chosen) setValue('phone', chosen);
    void handleSubmit(submit)();
  };

  return (
    <>
      <PageHeader title={i18n._('Make Payment')} back="/deposit" />
      <div className="page stack">
        {submitted ? (
          <div className="card nodata" role="status">
            <Loader2 className="spin-slow" size={36} color="var(--pending)" />
            <div className="title">{i18n._('Pending...')}</div>
            <div className="muted">{i18n._(MSG.pendingVerifying)}</div>
          </div>
        ) : (
          <>
            <div className="card stack">
              <CheckoutHead icon={state.icon} name={state.methodName} left={left} />
              <p className="muted" style={{ margin: 0 }}>
                {i18n._('Use {action} in your {method} app to send the exact amount to this number within 10 minutes.', {
                  action: i18n._(actionLabel(state.type)),
                  method: state.methodName,
                })}
              </p>
              {wallet.loading ? (
                <SkeletonRows count={1} height={44} />
              ) : (
                <div className="row list-row" style={{ borderRadius: 'var(--radius)' }}>
                  <div>
                    <div className="caption">{i18n._('Account number')}</div>
                    <div className="amount num" aria-label={i18n._('Account number')}>
                      {account ? maskAccount(account) : i18n._('Not available')}
                    </div>
                  </div>
                  <span className="spacer" />
                  <CopyButton value={account} label={/*i18n*/ 'Copy account number'} copied={MSG.accountCopied} empty={MSG.noAccountToCopy} />
                </div>
              )}
              <div className="row list-row" style={{ borderRadius: 'var(--radius)' }}>
                <div>
                  <div className="caption">{i18n._('Amount')}</div>
                  <div className="amount num">{formatMoney(state.amount)}</div>
                </div>
                <span className="spacer" />
                <CopyButton
                  value={plainAmount(state.amount)}
                  label={/*i18n*/ 'Copy amount'}
                  copied={amountCopied(plainAmount(state.amount))}
                  empty={MSG.noAmountToCopy}
                />
              </div>
            </div>
            <div className="card stack">
              <div className="field">
                <label htmlFor="from-phone">{i18n._('Your wallet number')}</label>
                <div className="input-wrap">
                  <select id="from-phone" value={chosen} onChange={(e) => setValue('phone', e.target.value)}>
                    {phones.map((p) => (
                      <option key={p} value={p}>
                        {p}
                      </option>
                    ))}
                  </select>
                </div>
                {errors.phone?.message && (
                  <div className="field-error" role="alert">
                    {i18n._(errors.phone.message)}
                  </div>
                )}
              </div>
              <TextField
                label={i18n._('TRX ID')}
                autoCapitalize="characters"
                placeholder={i18n._('e.g. 9HG7K2LQ1X')}
                error={errors.trx?.message && i18n._(errors.trx.message)}
                {...register('trx')}
              />
              <div className="field">
                <label htmlFor="receipts">{i18n._('Receipt images')}</label>
                <label className="btn" htmlFor="receipts" style={{ justifyContent: 'flex-start' }}>
                  <ImagePlus size={18} />
                  {files.length ? i18n._('{n, plural, one {# image chosen} other {# images chosen}}', { n: files.length }) : i18n._('Add receipt images')}
                </label>
                <input id="receipts" type="file" accept="image/*" multiple hidden onChange={(e) => setFiles(Array.from(e.target.files ?? []).slice(0, 5))} />
              </div>
              <button type="button" className="btn btn-primary btn-block" disabled={isSubmitting || left === 0} onClick={onSubmit}>
                {isSubmitting ? i18n._('Submitting...') : i18n._('Submit')}
              </button>
              <FormError message={left === 0 && 'The 10-minute transfer window has ended. Please start a new deposit.'} />
            </div>
          </>
        )}
      </div>
      <ErrorModal open={!!failure} html={failure ?? ''} onClose={() => setFailure(null)} />
    </>
  );
}
