// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { mountStandalone, type StandaloneLink } from '@bet/shared';
import Routes from './Routes';

const LINKS: StandaloneLink[] = [
  { to: '/exchange', title: 'Exchange' },
  { to: '/exchange-inplay', title: 'In-Play' },
  { to: '/exchange-sports', title: 'Sports' },
  { to: '/exchange-multi', title: 'Multi Markets' },
  { to: '/exchange-account', title: 'Exchange Account' },
  { to: '/odds-view', title: 'Odds View' },
];

mountStandalone('mf-exchange', LINKS, Routes);
