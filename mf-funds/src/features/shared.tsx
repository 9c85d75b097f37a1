// Pieces both funds screens use: the Deposit/Withdrawal tabs, the gates (phone verified, pending request).
import { ErrorModal, ErrorState, fetchTransactions, fetchUser, formatAmount, Link, useLingui, useNavigate, useResource } from '@bet/shared';
import { Clock3, ShieldAlert } from 'lucide-react';
import { createContext, useContext, useState, type ReactNode } from 'react';

export function FundsTabs({ active }: { active: 'deposit' | 'withdrawal' }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="tabs" role="tablist" aria-label={i18n._('Funds')}>
      <button type="button" role="tab" className="tab" aria-selected={active === 'deposit'} onClick={() => navigate('/deposit')}>
        {i18n._('Deposit')}
      </button>
      <button type="button" role="tab" className="tab" aria-selected={active === 'withdrawal'} onClick={() => navigate('/withdrawal')}>
        {i18n._('Withdrawal')}
      </button>
    </div>
  );
}

export const useUser = () => useResource('user', () => fetchUser(), { maxAgeMs: 5_000 });
export const useTransactions = () => useResource('transactions', () => fetchTransactions(), { maxAgeMs: 5_000 });

/** The gate's message in the spec's modal (with its link); closing it leaves the same words on the page. */
function GateModal({ title, text, link, icon }: { title: string; text: string; link: { to: string; label: string }; icon: ReactNode }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(true);
  return (
    <>
      <div className="notice" role="alert">
        {icon}
        <div className="stack" style={{ gap: 6 }}>
          <div>{i18n._(text)}</div>
          <Link to={link.to}>{i18n._(link.label)}</Link>
        </div>
      </div>
      <ErrorModal
        open={open}
        title={i18n._(title)}
        html={i18n._(text)}
        onClose={() => setOpen(false)}
        action={
          <Link className="btn btn-block" to={link.to}>
            {i18n._(link.label)}
          </Link>
        }
      />
    </>
  );
}

const Checking = createContext(false);
/** Whether the funds gate's checks (the player's phone, a pending request) are still coming: the form waits to be sent. */
export const useGateChecking = () => useContext(Checking);

/**
 * Renders `children` for a phone-verified player without a pending request of `action`. While the player's answers
 * are coming the form is drawn already (the server draws it: the page's largest part is there with the page), its
 * button waiting (useGateChecking); a player the gate stops then sees its message in the form's place.
 */
export function FundsGate({ action, pendingText, children }: { action: 'deposit' | 'withdraw'; pendingText: string; children: ReactNode }) {
  const user = useUser();
  const txs = useTransactions();
  if (user.error || txs.error)
    return (
      <ErrorState
        onRetry={() => {
          void user.reload();
          void txs.reload();
        }}
      />
    );
  if (!user.data || !txs.data) return <Checking.Provider value={true}>{children}</Checking.Provider>;
  const unverified = !(user.data.phone_verified ?? user.data.session_id === '1');
  const pending = txs.data.some((x) => x.action === action && x.key === 0);
  if (unverified || pending) {
    const text = unverified ? 'Please verify your phone number first.' : pendingText;
    const link = unverified ? { to: '/profile', label: /*i18n*/ 'Go to Personal Info' } : { to: '/transaction-record', label: /*i18n*/ 'Transaction Records' };
    return (
      <GateModal
        title={action === 'deposit' ? 'Deposit' : 'Withdrawal'}
        text={text}
        link={link}
        icon={unverified ? <ShieldAlert size={22} color="var(--pending)" /> : <Clock3 size={22} color="var(--pending)" />}
      />
    );
  }
  return <Checking.Provider value={false}>{children}</Checking.Provider>;
}

export const PENDING_DEPOSIT = 'You already have a pending deposit request. Please wait until it is processed.';
export const PENDING_WITHDRAWAL = 'You already have a pending withdrawal request. Please wait until it is processed.';

/** Agent is labelled CashOut, Personal Send Money (docs/spec.md section 6). */
export function channelLabel(accountType?: string): string {
  if (accountType === 'Agent') return 'CashOut';
  if (accountType === 'Personal') return 'Send Money';
  return 'Merchant';
}
/** The action the player performs in the wallet app (docs/spec.md section 4). */
export function actionLabel(accountType?: string): string {
  if (accountType === 'Agent') return 'Cash Out';
  if (accountType === 'Personal') return 'Send Money';
  return 'Make Payment';
}

/** The amount input with its range and quick amounts (deposit and withdrawal). */
export function AmountField({
  id,
  value,
  onChange,
  min,
  max,
  quick,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  min: number;
  max: number;
  quick: readonly number[];
}) {
  const { i18n } = useLingui();
  return (
    <>
      <label className="section-label" style={{ margin: 0 }} htmlFor={id}>
        {i18n._('Amount')}{' '}
        <span className="caption">
          (৳ {formatAmount(min)} - {formatAmount(max)})
        </span>
      </label>
      <div className="input-wrap">
        <span className="prefix">৳</span>
        <input id={id} inputMode="decimal" value={value} placeholder="0.00" onChange={(e) => onChange(e.target.value.replace(/[^\d.]/g, ''))} />
      </div>
      <div className="chips">
        {quick.map((a) => (
          <button key={a} type="button" className="chip" aria-pressed={Number(value) === a} onClick={() => onChange(String(a))}>
            {a >= 1000 ? `${a / 1000}K` : a}
          </button>
        ))}
      </div>
    </>
  );
}
