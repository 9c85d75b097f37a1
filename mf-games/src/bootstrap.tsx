// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { loadConfig, StandaloneApp, type StandaloneLink } from '@bet/shared';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import Routes from './Routes';

const LINKS: StandaloneLink[] = [
  { to: '/games', title: 'Games' },
  { to: '/gamerun', title: 'Game' },
  { to: '/promotions', title: 'Promotions' },
];

void loadConfig().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <StandaloneApp name="mf-games" links={LINKS}>
        <Routes />
      </StandaloneApp>
    </BrowserRouter>,
  );
});
