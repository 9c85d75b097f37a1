// Pieces both funds screens use: the Deposit/Withdrawal tabs, the gates (phone verified, pending request).
import { ErrorState, fetchTransactions, fetchUser, formatAmount, SkeletonRows, useResource, useT } from '@bet/shared';
import { Clock3, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export function FundsTabs({ active }: { active: 'deposit' | 'withdrawal' }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="tabs" role="tablist" aria-label={t('Funds')}>
      <button type="button" role="tab" className="tab" aria-selected={active === 'deposit'} onClick={() => navigate('/deposit')}>
        {t('Deposit')}
      </button>
      <button type="button" role="tab" className="tab" aria-selected={active === 'withdrawal'} onClick={() => navigate('/withdrawal')}>
        {t('Withdrawal')}
      </button>
    </div>
  );
}

export const useUser = () => useResource('user', () => fetchUser(), { maxAgeMs: 5_000 });
export const useTransactions = () => useResource('transactions', () => fetchTransactions(), { maxAgeMs: 5_000 });

/** Renders `children` only for a phone-verified player without a pending request of `action`. */
export function FundsGate({ action, pendingText, children }: { action: 'deposit' | 'withdraw'; pendingText: string; children: ReactNode }) {
  const t = useT();
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
  if (!user.data || !txs.data) return <SkeletonRows count={4} height={64} />;
  if (!(user.data.phone_verified ?? user.data.session_id === '1')) {
    return (
      <div className="notice" role="alert">
        <ShieldAlert size={22} color="var(--pending)" />
        <div className="stack" style={{ gap: 6 }}>
          <div>{t('Please verify your phone number first.')}</div>
          <Link to="/profile">{t('Go to Personal Info')}</Link>
        </div>
      </div>
    );
  }
  if (txs.data.some((x) => x.action === action && x.key === 0)) {
    return (
      <div className="notice" role="alert">
        <Clock3 size={22} color="var(--pending)" />
        <div className="stack" style={{ gap: 6 }}>
          <div>{t(pendingText)}</div>
          <Link to="/transaction-record">{t('Transaction Records')}</Link>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}

export const PENDING_DEPOSIT = 'You already have a pending deposit request. Please wait until it is processed.';
export const PENDING_WITHDRAWAL = 'You already have a pending withdrawal request. Please wait until it is processed.';

/** Agent is labelled CashOut, Personal Send Money (SPEC.md section 6). */
export function channelLabel(accountType?: string): string {
  if (accountType === 'Agent') return 'CashOut';
  if (accountType === 'Personal') return 'Send Money';
  return 'Merchant';
}
/** The action the player performs in the wallet app (SPEC.md section 4). */
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
  const t = useT();
  return (
    <>
      <label className="section-label" style={{ margin: 0 }} htmlFor={id}>
        {t('Amount')}{' '}
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
