// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { mountStandalone, type StandaloneLink } from '@bet/shared';
import Routes from './Routes';

const LINKS: StandaloneLink[] = [
  { to: '/account', title: 'Account' },
  { to: '/profile', title: 'Personal Info' },
  { to: '/betting-record', title: 'Betting Records' },
  { to: '/transaction-record', title: 'Transaction Records' },
  { to: '/turnover-record', title: 'Turnover' },
  { to: '/refrrel-program', title: 'Referral Program' },
  { to: '/reset-password', title: 'Reset password' },
  { to: '/inbox', title: 'Inbox' },
  { to: '/vip', title: 'My VIP' },
];

mountStandalone('mf-account', LINKS, Routes);
