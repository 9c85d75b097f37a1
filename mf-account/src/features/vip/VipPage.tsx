// /vip: My VIP (docs/spec.md sections 2, 5, 7): the level card (the level the VP ever earned reach, from the contract's
// tiers, with the progress to the next; the spec hard-coded Expert III), Total VP (the user is polled every second)
// and the Convert VP to real money form.
import '../account.css';
import {
  convertVipCoin,
  digitsOnly,
  errorMessage,
  ErrorModal,
  ErrorState,
  fetchGeneral,
  fetchUser,
  formatInteger,
  formatMoney,
  isNetworkError,
  LIMITS,
  MSG,
  PageHeader,
  ProgressBar,
  SkeletonRows,
  TextField,
  useBalance,
  useLingui,
  useResource,
} from '@bet/shared';
import { MSG_TEMPLATES, REWARD_MSG, vipTierOf } from '@bet/shared/contract';
import { emptyForm, formResolver, vipForm, type VipForm } from '@bet/shared/src/rules/schemas';
import { Crown, Gem, Repeat } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';

export function VipPage() {
  const { i18n } = useLingui();
  const user = useResource('user', () => fetchUser(), { pollMs: LIMITS.vipPollMs, maxAgeMs: LIMITS.vipPollMs });
  const general = useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
  const { refresh } = useBalance();
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const total = user.data?.vip_coin ?? 0;
  const level = vipTierOf(user.data?.vip_earned ?? 0);
  const rate = Number(general.data?.vp_rate) || 1;
  const schema = useMemo(() => vipForm(total), [total]);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VipForm>({ resolver: formResolver(schema), defaultValues: emptyForm(schema) });
  const amount = Number(watch('vp')) || 0;

  const submit = async ({ vp }: VipForm) => {
    setDone(null);
    try {
      await convertVipCoin(Number(vp));
      // written here, in the reader's language, from what was converted (the api's own sentence is English)
      setDone(i18n._(MSG_TEMPLATES.vpConverted, { vp: formatInteger(Number(vp)), amount: formatMoney(Number(vp) * rate) }));
      reset();
      await Promise.all([user.reload(), refresh()]);
    } catch (err) {
      setError(isNetworkError(err) ? MSG.convertCoinsError : errorMessage(err, MSG.convertError));
    }
  };

  return (
    <div className="page vip">
      <PageHeader title={/*i18n*/ 'My VIP'} back="/account" />
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
                <div className="caption">{i18n._('VIP level')}</div>
                <div className="vip-level">{i18n._(level.tier.name)}</div>
              </div>
            </div>
            <div className="vip-next stack">
              <ProgressBar value={level.percent} label={i18n._('Progress to the next level')} />
              <span className="caption">
                {level.next
                  ? i18n._('{vp} VP more to {level}', { vp: formatInteger(level.toNext), level: i18n._(level.next.name) })
                  : i18n._('The highest level')}
              </span>
            </div>
            <div className="vip-total">
              <span className="caption">{i18n._('Total VP')}</span>
              <span className="num vip-points" aria-label={i18n._('Total VP')}>
                {formatInteger(total)}
              </span>
            </div>
            <p className="caption reward-rule">{i18n._(REWARD_MSG.risk)}</p>
          </div>

          <form className="card stack" onSubmit={handleSubmit(submit)} noValidate>
            <h2 className="title row">
              <Repeat size={18} color="var(--brand)" />
              {i18n._('Convert VP to real money')}
            </h2>
            <div className="caption">
              {i18n._(REWARD_MSG.vpMin)} · {i18n._('1 VP = {amount}', { amount: formatMoney(rate) })}
            </div>
            <TextField
              label={i18n._('VP to convert')}
              icon={<Gem size={16} />}
              inputMode="numeric"
              placeholder={String(LIMITS.minVpConversion)}
              maxLength={9}
              error={errors.vp?.message && i18n._(errors.vp.message)}
              {...digitsOnly(register('vp'))}
            />
            <div className="row convert-preview">
              <span className="caption">{i18n._('You get')}</span>
              <span className="num amount">{formatMoney(amount * rate)}</span>
            </div>
            {done && (
              <div className="notice success" role="status">
                {done}
              </div>
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
              {isSubmitting ? i18n._('Converting...') : i18n._('Convert')}
            </button>
          </form>
        </>
      )}
      <ErrorModal open={Boolean(error)} html={error ?? ''} onClose={() => setError(null)} />
    </div>
  );
}
