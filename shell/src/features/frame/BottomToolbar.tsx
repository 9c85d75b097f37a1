import { useT } from '@bet/shared';
import { Gift, House, Inbox, UserRound, Wallet } from 'lucide-react';
import { NavLink } from 'react-router-dom';

const ITEMS = [
  { to: '/', label: 'Home', icon: House },
  { to: '/promotions', label: 'Promotions', icon: Gift },
  { to: '/deposit', label: 'Deposit', icon: Wallet },
  { to: '/inbox', label: 'Inbox', icon: Inbox },
  { to: '/account', label: 'Account', icon: UserRound },
];

export function BottomToolbar() {
  const t = useT();
  return (
    <nav className="toolbar" aria-label={t('Main')}>
      {ITEMS.map(({ to, label, icon: Icon }) => (
        <NavLink key={to} to={to} end={to === '/'} className={({ isActive }) => `toolbar-item${isActive ? ' active' : ''}${to === '/deposit' ? ' deposit' : ''}`}>
          <Icon size={22} aria-hidden />
          <span>{t(label)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
