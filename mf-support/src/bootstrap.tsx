// Standalone dev page: this remote alone, with the same config.json as in the shell (the session is this
// origin's own local storage). "/" shows a dev banner and links to the remote's routes.
import { mountStandalone, type StandaloneLink } from '@bet/shared';
import Routes from './Routes';

const LINKS: StandaloneLink[] = [
  { to: '/chat', title: 'Support' },
  { to: '/chat-list', title: 'Chats' },
  { to: '/chat-box/1', title: 'Chat' },
];

mountStandalone('mf-support', LINKS, Routes);
