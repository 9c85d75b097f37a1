import { BottomNav, formatInteger, useInboxUnread, useLingui } from '@bet/shared';
import { Gift, House, Inbox, UserRound, Wallet } from 'lucide-react';

export function BottomToolbar() {
  const { i18n } = useLingui();
  const unread = useInboxUnread();
  return (
    <BottomNav
      label={/*i18n*/ 'Main'}
      items={[
        { to: '/', label: /*i18n*/ 'Home', icon: House },
        { to: '/promotions', label: /*i18n*/ 'Promotions', icon: Gift },
        { to: '/deposit', label: /*i18n*/ 'Deposit', icon: Wallet, className: 'deposit' },
        {
          to: '/inbox',
          label: /*i18n*/ 'Inbox',
          icon: Inbox,
          badge: unread > 0 && (
            // no plural rule: an ICU plural starts Intl's plural rules and number format (18 ms in one task on a fast host)
            <span className="badge" aria-label={i18n._('Unread messages: {n}', { n: formatInteger(unread) })}>
              {unread > 99 ? '99+' : unread}
            </span>
          ),
        },
        { to: '/account', label: /*i18n*/ 'Account', icon: UserRound },
      ]}
    />
  );
}
