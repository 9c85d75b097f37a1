import { useInboxUnread, useT, NavLink } from '@bet/shared';
import { Gift, House, Inbox, UserRound, Wallet } from 'lucide-react';

const ITEMS = [
  { to: '/', label: 'Home', icon: House },
  { to: '/promotions', label: 'Promotions', icon: Gift },
  { to: '/deposit', label: 'Deposit', icon: Wallet },
  { to: '/inbox', label: 'Inbox', icon: Inbox },
  { to: '/account', label: 'Account', icon: UserRound },
];

export function BottomToolbar() {
  const t = useT();
  const unread = useInboxUnread();
  return (
    <nav className="toolbar" aria-label={t('Main')}>
      {ITEMS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === '/'}
          className={({ isActive }) => `toolbar-item${isActive ? ' active' : ''}${to === '/deposit' ? ' deposit' : ''}`}
        >
          <span className="toolbar-icon">
            <Icon size={22} aria-hidden />
            {to === '/inbox' && unread > 0 && (
              <span className="badge" aria-label={unread === 1 ? t('1 unread message') : t('{n} unread messages', { n: unread })}>
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
          <span>{t(label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
