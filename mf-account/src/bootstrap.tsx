// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { loadConfig, StandaloneApp, type StandaloneLink } from '@bet/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
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

void loadConfig().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <StandaloneApp name="mf-account" links={LINKS}>
        <Routes />
      </StandaloneApp>
    </BrowserRouter>,
  );
});
