// /vip: My VIP (SPEC.md sections 2, 5, 7): level card (hard-coded Expert III, as in the spec), Total VP
// (the user is polled every second) and the Convert VP to real money form.
import '../account.css';
import {
  convertVipCoin,
  ErrorModal,
  ErrorState,
  errorMessage,
  fetchGeneral,
  fetchUser,
  formatMoney,
  isNetworkError,
  LIMITS,
  MSG,
  PageHeader,
  SkeletonRows,
  TextField,
  useBalance,
  useResource,
  useT,
} from '@bet/shared';
import { Crown, Gem, Repeat } from 'lucide-react';
import { useState, type FormEvent } from 'react';

export const VIP_LEVEL = 'Expert III';

export function VipPage() {
  const t = useT();
  const user = useResource('user', () => fetchUser(), { pollMs: LIMITS.vipPollMs, maxAgeMs: LIMITS.vipPollMs });
  const general = useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
  const { refresh } = useBalance();
  const [vp, setVp] = useState('');
  const [inline, setInline] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const total = user.data?.vip_coin ?? 0;
  const rate = Number(general.data?.vp_rate) || 1;
  const amount = Number(vp) || 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    if (!Number.isInteger(amount) || amount < LIMITS.minVpConversion || amount > total) return setInline(MSG.vpNotEnough);
    setInline(null);
    setBusy(true);
    try {
      const res = await convertVipCoin(amount);
      setDone(res.message ?? t('Converted'));
      setVp('');
      await Promise.all([user.reload(), refresh()]);
    } catch (err) {
      setError(isNetworkError(err) ? MSG.convertCoinsError : errorMessage(err, MSG.convertError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page vip">
      <PageHeader title="My VIP" back="/account" />
      {user.error && !user.data ? (
        <ErrorState onRetry={user.reload} />
      ) : !user.data ? (
        <SkeletonRows count={3} height={90} />
      ) : (
        <>
          <div className="card vip-card">
            <div className="row">
              <div className="vip-badge">
                <Crown size={30} />
              </div>
              <div>
                <div className="caption">{t('VIP level')}</div>
                <div className="vip-level">{t(VIP_LEVEL)}</div>
              </div>
            </div>
            <div className="vip-total">
              <span className="caption">{t('Total VP')}</span>
              <span className="num vip-points" aria-label={t('Total VP')}>
                {total.toLocaleString('en-US')}
              </span>
            </div>
          </div>

          <form className="card stack" onSubmit={(e) => void submit(e)} noValidate>
            <h2 className="title row">
              <Repeat size={18} color="var(--brand)" />
              {t('Convert VP to real money')}
            </h2>
            <div className="caption">
              {t(MSG.vpMinRequired)} · {t('1 VP = {amount}', { amount: formatMoney(rate) })}
            </div>
            <TextField
              label={t('VP to convert')}
              icon={<Gem size={16} />}
              inputMode="numeric"
              placeholder={String(LIMITS.minVpConversion)}
              value={vp}
              onChange={(e) => {
                setVp(e.target.value.replace(/\D/g, '').slice(0, 9));
                setInline(null);
              }}
              error={inline ? t(inline) : undefined}
            />
            <div className="row convert-preview">
              <span className="caption">{t('You get')}</span>
              <span className="num amount">{formatMoney(amount * rate)}</span>
            </div>
            {done && (
              <div className="notice success" role="status">
                {done}
              </div>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? t('Converting...') : t('Convert')}
            </button>
          </form>
        </>
      )}
      <ErrorModal open={Boolean(error)} html={error ?? ''} onClose={() => setError(null)} />
    </div>
  );
}
