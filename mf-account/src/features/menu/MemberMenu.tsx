// /account: the member menu (docs/spec.md section 2).
import '../account.css';
import {
  BalanceEye,
  BalanceText,
  ErrorState,
  fetchGeneral,
  fetchSocialLinks,
  fetchUser,
  LanguageChooser,
  Link,
  logoutEverywhere,
  markSharedInstance,
  useBalance,
  useLingui,
  useNavigate,
  useResource,
} from '@bet/shared';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronRight,
  Crown,
  History,
  Inbox,
  KeyRound,
  Languages,
  LogOut,
  Mail,
  MessageCircle,
  Receipt,
  RefreshCw,
  Send,
  ThumbsUp,
  Trophy,
  UserRound,
  Users,
  BarChart3,
  ShieldCheck,
} from 'lucide-react';
import { useState, type ComponentType } from 'react';

interface Item {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  external?: boolean;
  hint?: string;
}

function Section({ title, items }: { title: string; items: Item[] }) {
  const { i18n } = useLingui();
  return (
    <section>
      <h2 className="section-label">{i18n._(title)}</h2>
      <div>
        {items.map(({ to, label, icon: Icon, external, hint }) => {
          const inner = (
            <>
              <span className="menu-icon">
                <Icon size={18} />
              </span>
              <span>{i18n._(label)}</span>
              <span className="spacer" />
              {hint && (
                <span className="caption menu-hint" translate="no">
                  {hint}
                </span>
              )}
              <ChevronRight size={18} className="muted" />
            </>
          );
          return external ? (
            <a key={label} href={to} target="_blank" rel="noreferrer" className="list-row">
              {inner}
            </a>
          ) : (
            <Link key={label} to={to} className="list-row">
              {inner}
            </Link>
          );
        })}
      </div>
    </section>
  );
}

export function MemberMenu() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const user = useResource('user', () => fetchUser(), { maxAgeMs: 5_000 });
  const social = useResource('sociallink', fetchSocialLinks, { maxAgeMs: 300_000 });
  const general = useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
  const { balance, refresh, refreshing } = useBalance();
  const [leaving, setLeaving] = useState(false);

  const shown = balance ?? user.data?.balance ?? null;
  const contact: Item[] = [
    social.data?.whatsapp && { to: social.data.whatsapp, label: 'WhatsApp', icon: MessageCircle, external: true },
    social.data?.facebook && { to: social.data.facebook, label: 'Facebook', icon: ThumbsUp, external: true },
    social.data?.telegram && { to: social.data.telegram, label: 'Telegram', icon: Send, external: true },
    general.data?.support_mail && {
      to: `mailto:${general.data.support_mail}`,
      label: /*i18n*/ 'Email',
      icon: Mail,
      external: true,
      hint: general.data.support_mail,
    },
  ].filter(Boolean) as Item[];

  const logout = async () => {
    setLeaving(true);
    await logoutEverywhere(() => navigate('/', { replace: true }));
  };

  return (
    <div className="page account" data-remote="mf_account" ref={markSharedInstance}>
      {user.error && !user.data ? (
        <ErrorState onRetry={user.reload} />
      ) : (
        // drawn at once, its own shape while the player's name and points come (nothing below it moves then)
        <div className="card member-card" aria-busy={!user.data}>
          <div className="row">
            <div className="avatar">
              <UserRound size={28} />
            </div>
            <div>
              <div className="member-name" translate="no">
                {user.data ? user.data.username : <span className="skeleton line" aria-hidden="true" />}
              </div>
              <div className="caption row" style={{ gap: 4 }}>
                <Crown size={14} color="var(--brand)" />
                {i18n._('VIP Points')}: <b className="num">{user.data ? user.data.vip_coin : '-'}</b>
              </div>
            </div>
          </div>
          <div className="wallet">
            <div className="caption">{i18n._('Main Wallet')}</div>
            <div className="row">
              <span className="wallet-amount num" aria-label={i18n._('Main wallet balance')}>
                <BalanceText value={shown} />
              </span>
              <button
                type="button"
                className={`icon-btn${refreshing ? ' spin' : ''}`}
                aria-label={i18n._('Refresh balance')}
                onClick={() => void refresh()}
                disabled={refreshing}
              >
                <RefreshCw size={18} />
              </button>
              <BalanceEye />
            </div>
          </div>
          <div className="row">
            <Link to="/deposit" className="btn btn-primary btn-block">
              <ArrowDownToLine size={18} />
              {i18n._('Deposit')}
            </Link>
            <Link to="/withdrawal" className="btn btn-block">
              <ArrowUpFromLine size={18} />
              {i18n._('Withdrawal')}
            </Link>
          </div>
        </div>
      )}
      <Section
        title={/*i18n*/ 'Funds'}
        items={[
          { to: '/deposit', label: /*i18n*/ 'Deposit', icon: ArrowDownToLine },
          { to: '/withdrawal', label: /*i18n*/ 'Withdrawal', icon: ArrowUpFromLine },
        ]}
      />
      <Section
        title={/*i18n*/ 'History'}
        items={[
          { to: '/betting-record', label: /*i18n*/ 'Betting Records', icon: History },
          { to: '/transaction-record', label: /*i18n*/ 'Transaction Records', icon: Receipt },
          { to: '/turnover-record', label: /*i18n*/ 'Turnover', icon: BarChart3 },
        ]}
      />
      <Section
        title={/*i18n*/ 'Profile'}
        items={[
          { to: '/profile', label: /*i18n*/ 'Personal Info', icon: UserRound },
          { to: '/reset-password', label: /*i18n*/ 'Reset password', icon: KeyRound },
          { to: '/inbox', label: /*i18n*/ 'Inbox', icon: Inbox },
          { to: '/vip', label: /*i18n*/ 'My VIP', icon: Trophy },
          { to: '/refrrel-program', label: /*i18n*/ 'Referral Program', icon: Users },
          { to: '/responsible-gaming', label: /*i18n*/ 'Responsible Gaming', icon: ShieldCheck },
        ]}
      />
      <section>
        <h2 className="section-label">{i18n._('Settings')}</h2>
        <div className="list-row">
          <span className="menu-icon">
            <Languages size={18} />
          </span>
          <span>{i18n._('Language')}</span>
          <span className="spacer" />
          <LanguageChooser className="lang menu-lang" />
        </div>
      </section>
      {contact.length > 0 && <Section title={/*i18n*/ 'Contact Us'} items={contact} />}
      <button type="button" className="btn btn-block logout" onClick={() => void logout()} disabled={leaving}>
        <LogOut size={18} />
        {i18n._('Log out')}
      </button>
    </div>
  );
}
