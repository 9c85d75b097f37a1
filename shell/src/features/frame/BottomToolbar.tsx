import { BottomNav, useInboxUnread, useT } from '@bet/shared';
import { Gift, House, Inbox, UserRound, Wallet } from 'lucide-react';

export function BottomToolbar() {
  const t = useT();
  const unread = useInboxUnread();
  return (
    <BottomNav
      label="Main"
      items={[
        { to: '/', label: 'Home', icon: House },
        { to: '/promotions', label: 'Promotions', icon: Gift },
        { to: '/deposit', label: 'Deposit', icon: Wallet, className: 'deposit' },
        {
          to: '/inbox',
          label: 'Inbox',
          icon: Inbox,
          badge: unread > 0 && (
            <span className="badge" aria-label={unread === 1 ? t('1 unread message') : t('{n} unread messages', { n: unread })}>
              {unread > 99 ? '99+' : unread}
            </span>
          ),
        },
        { to: '/account', label: 'Account', icon: UserRound },
      ]}
    />
  );
}
