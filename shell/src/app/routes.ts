// Which app owns which route (ARCHITECTURE.md) and which routes need login (SPEC.md section 2).
import { matchPath } from 'react-router-dom';
import type { RemoteName } from '../mf/remotes';

export const OWNERS: { remote: RemoteName; paths: string[] }[] = [
  {
    remote: 'mf_account',
    paths: ['/account', '/profile', '/betting-record', '/transaction-record', '/turnover-record', '/refrrel-program', '/reset-password', '/inbox', '/vip'],
  },
  { remote: 'mf_funds', paths: ['/deposit', '/withdrawal', '/make-payment', '/payment-request'] },
  { remote: 'mf_games', paths: ['/games', '/gamerun', '/promotions'] },
  { remote: 'mf_exchange', paths: ['/exchange', '/exchange-inplay', '/exchange-sports', '/exchange-multi', '/exchange-account', '/odds-view'] },
  { remote: 'mf_support', paths: ['/chat', '/chat-list', '/chat-box/:chatId'] },
];

export const LOGIN_NEEDED = [
  '/account',
  '/profile',
  '/deposit',
  '/withdrawal',
  '/betting-record',
  '/transaction-record',
  '/turnover-record',
  '/refrrel-program',
  '/reset-password',
  '/inbox',
  '/vip',
  '/gamerun',
  '/promotions',
  '/chat',
  '/chat-list',
  '/chat-box/:chatId',
  '/odds-view',
  '/exchange',
  '/exchange-account',
  '/exchange-inplay',
  '/payment-request',
];

export function ownerOf(pathname: string): RemoteName | null {
  return OWNERS.find((o) => o.paths.some((p) => matchPath(p, pathname)))?.remote ?? null;
}

export function needsLogin(pathname: string): boolean {
  return LOGIN_NEEDED.some((p) => matchPath(p, pathname));
}
