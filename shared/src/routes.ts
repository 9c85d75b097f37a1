// The one table of the site's routes (ARCHITECTURE.md "Routes and owners", SPEC.md section 2): who owns each,
// its title, and whether it needs login. The shell's owner lookup and guard, each remote's <Routes>, its
// standalone links and its placeholder pages all read it.
import { matchPath } from 'react-router-dom';

export type RemoteName = 'mf_account' | 'mf_funds' | 'mf_games' | 'mf_exchange' | 'mf_support';
export type RouteOwner = 'shell' | RemoteName;

export interface SiteRoute {
  path: string;
  owner: RouteOwner;
  title: string;
  login: boolean;
  /** An address to link to when the path has parameters. */
  sample?: string;
}

const r = (owner: RouteOwner, path: string, title: string, login: boolean, sample?: string): SiteRoute => ({
  owner,
  path,
  title,
  login,
  ...(sample ? { sample } : {}),
});

export const ROUTES: readonly SiteRoute[] = [
  r('shell', '/', 'Home', false),
  r('shell', '/login', 'Login', false),
  r('shell', '/signup', 'Sign up', false),
  r('shell', '/forgot-password', 'Forgot password', false),
  r('shell', '/referral_code', 'Referral code', false),
  r('shell', '/affiliate_code', 'Affiliate code', false),
  r('shell', '/agent_code', 'Agent code', false),
  r('shell', '/register', 'Register', false),
  r('mf_account', '/account', 'Account', true),
  r('mf_account', '/profile', 'Personal Info', true),
  r('mf_account', '/betting-record', 'Betting Records', true),
  r('mf_account', '/transaction-record', 'Transaction Records', true),
  r('mf_account', '/turnover-record', 'Turnover', true),
  r('mf_account', '/refrrel-program', 'Referral Program', true),
  r('mf_account', '/reset-password', 'Reset password', true),
  r('mf_account', '/inbox', 'Inbox', true),
  r('mf_account', '/vip', 'My VIP', true),
  r('mf_funds', '/deposit', 'Deposit', true),
  r('mf_funds', '/withdrawal', 'Withdrawal', true),
  r('mf_funds', '/make-payment', 'Make Payment', false),
  r('mf_funds', '/payment-request', 'Get Ready!', true),
  r('mf_games', '/games', 'Games', false),
  r('mf_games', '/gamerun', 'Game', true),
  r('mf_games', '/promotions', 'Promotions', true),
  r('mf_exchange', '/exchange', 'Exchange', true),
  r('mf_exchange', '/exchange-inplay', 'In-Play', true),
  r('mf_exchange', '/exchange-sports', 'Sports', false),
  r('mf_exchange', '/exchange-multi', 'Multi Markets', false),
  r('mf_exchange', '/exchange-account', 'Exchange Account', true),
  r('mf_exchange', '/odds-view', 'Odds View', true),
  r('mf_support', '/chat', 'Support', true),
  r('mf_support', '/chat-list', 'Chats', true),
  r('mf_support', '/chat-box/:chatId', 'Chat', true, '/chat-box/1'),
];

export function routesOf(owner: RouteOwner): SiteRoute[] {
  return ROUTES.filter((x) => x.owner === owner);
}

const find = (pathname: string) => ROUTES.find((x) => x.path !== '/' && matchPath(x.path, pathname));

/** The remote that owns a path (null for the shell's own paths and unknown ones). */
export function ownerOf(pathname: string): RemoteName | null {
  const owner = find(pathname)?.owner;
  return owner && owner !== 'shell' ? owner : null;
}

export function needsLogin(pathname: string): boolean {
  return Boolean(find(pathname)?.login);
}
