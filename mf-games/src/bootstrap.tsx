// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { mountStandalone, type StandaloneLink } from '@bet/shared';
import Routes from './Routes';

const LINKS: StandaloneLink[] = [
  { to: '/games', title: 'Games' },
  { to: '/gamerun', title: 'Game' },
  { to: '/promotions', title: 'Promotions' },
];

mountStandalone('mf-games', LINKS, Routes);
