// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { loadConfig, StandaloneApp, type StandaloneLink } from '@bet/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import Routes from './Routes';

const LINKS: StandaloneLink[] = [
  { to: '/exchange', title: 'Exchange' },
  { to: '/exchange-inplay', title: 'In-Play' },
  { to: '/exchange-sports', title: 'Sports' },
  { to: '/exchange-multi', title: 'Multi Markets' },
  { to: '/exchange-account', title: 'Exchange Account' },
  { to: '/odds-view', title: 'Odds View' },
];

void loadConfig().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <StandaloneApp name="mf-exchange" links={LINKS}>
        <Routes />
      </StandaloneApp>
    </BrowserRouter>,
  );
});
