// /refrrel-program (spelt so): Referral Info (three-step guide) and My Referral (code, QR code of the link,
// Copy Link, Share, stats, Claim All). docs/spec.md sections 2, 5, 8, 9.
import '../account.css';
import {
  claimCash,
  errorMessage,
  ErrorModal,
  ErrorState,
  fetchReferral,
  formatMoney,
  getConfig,
  hasConfig,
  isNetworkError,
  LIMITS,
  MSG,
  PageHeader,
  SkeletonRows,
  Tabs,
  useBalance,
  useLingui,
  useResource,
} from '@bet/shared';
import { Coins, Copy, Gift, Link2, Share2, UserPlus, Users, Wallet } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useRef, useState } from 'react';
import { REWARD_MSG } from '@bet/shared/contract';

/** The link a friend opens: the site root's /referral_code with the code. */
export function referralLink(code: string, root = hasConfig() ? getConfig().siteRoot : window.location.origin): string {
  return `${root.replace(/\/+$/, '')}/referral_code?referral_code=${encodeURIComponent(code)}`;
}

type Tab = 'info' | 'mine';

function Guide({ percent, onStart }: { percent: number; onStart: () => void }) {
  const { i18n } = useLingui();
  const steps = [
    { icon: Share2, title: /*i18n*/ 'Share your link', text: /*i18n*/ 'Send your referral link or QR code to your friends.' },
    { icon: UserPlus, title: /*i18n*/ 'Your friend signs up', text: /*i18n*/ 'They sign up with your link and start playing.' },
    { icon: Coins, title: /*i18n*/ 'Earn cash rewards', text: /*i18n*/ 'You get {percent}% of their settled turnover as cash rewards, to claim any time.' },
  ];
  return (
    <div className="stack">
      <div className="card referral-hero">
        <Gift size={36} color="var(--brand)" />
        <div>
          <div className="title">{i18n._('Invite friends, earn together')}</div>
          <div className="caption">{i18n._('Three simple steps')}</div>
        </div>
      </div>
      <ol className="steps">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="card step">
            <span className="step-no num">{i + 1}</span>
            <div>
              <div className="step-title row">
                <Icon size={16} color="var(--brand)" />
                {i18n._(title)}
              </div>
              <div className="caption">{i18n._(text, { percent })}</div>
            </div>
          </li>
        ))}
      </ol>
      <p className="caption reward-rule">{i18n._(REWARD_MSG.risk)}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={onStart}>
        <UserPlus size={18} />
        {i18n._('Refer a friend now')}
      </button>
    </div>
  );
}

export function ReferralPage() {
  const { i18n } = useLingui();
  const [tab, setTab] = useState<Tab>('info');
  const data = useResource('referral', fetchReferral, { maxAgeMs: 5_000 });
  const { refresh } = useBalance();
  const [note, setNote] = useState<string | null>(null);
  const [claiming, setClaiming] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  useEffect(() => {
    if (!note) return;
    const id = setTimeout(() => setNote(null), 3000);
    return () => clearTimeout(id);
  }, [note]);

  const r = data.data;
  const link = r ? referralLink(r.referral_code) : '';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setNote(i18n._('Link copied!'));
    } catch {
      window.prompt(i18n._('Copy this link:'), link);
    }
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      setNote(i18n._(MSG.sharingUnsupported));
      try {
        await navigator.clipboard.writeText(link);
      } catch {
        window.prompt(i18n._('Copy this link:'), link);
      }
      return;
    }
    try {
      await navigator.share({ title: i18n._('Join me'), text: i18n._('Sign up with my referral link'), url: link });
    } catch {
      /* the player closed the share sheet */
    }
  };

  const claim = async () => {
    if (!r) return;
    if (r.cash_bonus < LIMITS.minCashClaim) return setError(REWARD_MSG.claimMin);
    setClaiming(true);
    try {
      await claimCash();
      setClaimed(true);
      timer.current = setTimeout(() => {
        setClaimed(false);
        setClaiming(false);
        void data.reload();
        void refresh();
      }, LIMITS.redirectDelayMs);
    } catch (err) {
      setError(isNetworkError(err) ? MSG.claimError : errorMessage(err, MSG.claimFailed));
      setClaiming(false);
    }
  };

  return (
    <div className="page referral">
      <PageHeader title={/*i18n*/ 'Referral Program'} back="/account" />
      <Tabs
        label={i18n._('Referral Program')}
        value={tab}
        onChange={setTab}
        items={[
          { key: 'info', label: i18n._('Referral Info') },
          { key: 'mine', label: i18n._('My Referral') },
        ]}
      />
      {tab === 'info' ? (
        <Guide percent={r?.referral_percent ?? 1} onStart={() => setTab('mine')} />
      ) : data.error && !r ? (
        <ErrorState onRetry={data.reload} />
      ) : !r ? (
        <SkeletonRows count={3} height={90} />
      ) : (
        <div className="stack">
          <div className="card referral-code-card">
            <div className="caption">{i18n._('Your referral code')}</div>
            <div className="referral-code num">{r.referral_code}</div>
            <div className="qr" aria-label={i18n._('Referral QR code')} role="img" data-link={link}>
              <QRCodeSVG value={link} size={LIMITS.qrSize} level="M" marginSize={2} />
            </div>
            <div className="caption referral-link" title={link}>
              <Link2 size={14} />
              {link}
            </div>
            <div className="row">
              <button type="button" className="btn btn-block" onClick={() => void copyLink()}>
                <Copy size={16} />
                {i18n._('Copy Link')}
              </button>
              <button type="button" className="btn btn-primary btn-block" onClick={() => void share()}>
                <Share2 size={16} />
                {i18n._('Share')}
              </button>
            </div>
            {note && (
              <div className="notice" role="status">
                {note}
              </div>
            )}
          </div>
          <div className="stat-grid">
            <div className="stat">
              <span className="caption row">
                <Users size={14} />
                {i18n._('Active downlines')}
              </span>
              <span className="num">{r.active_downlines}</span>
            </div>
            <div className="stat">
              <span className="caption row">
                <Coins size={14} />
                {i18n._('Lifetime cash rewards')}
              </span>
              <span className="num">{formatMoney(r.lifetime_cash_rewards)}</span>
            </div>
            <div className="stat">
              <span className="caption row">
                <Wallet size={14} />
                {i18n._('Referral turnover')}
              </span>
              <span className="num">{formatMoney(r.referral_turnover)}</span>
            </div>
            <div className="stat">
              <span className="caption row">
                <Gift size={14} />
                {i18n._('Cash rewards')}
              </span>
              <span className="num" aria-label={i18n._('Cash rewards')}>
                {formatMoney(r.cash_bonus)}
              </span>
            </div>
          </div>
          {claimed && (
            <div className="notice success" role="status">
              {i18n._(MSG.claimSuccess)}
            </div>
          )}
          <button type="button" className="btn btn-primary btn-block" onClick={() => void claim()} disabled={claiming}>
            {claiming && !claimed ? i18n._('Claiming...') : i18n._('Claim All')}
          </button>
          <div className="caption" style={{ textAlign: 'center' }}>
            {i18n._('Minimum claim: {amount}', { amount: formatMoney(LIMITS.minCashClaim) })}
          </div>
        </div>
      )}
      <ErrorModal open={Boolean(error)} html={error ? i18n._(error) : ''} onClose={() => setError(null)} />
    </div>
  );
}
