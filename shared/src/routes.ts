// The one table of the site's routes (ARCHITECTURE.md "Routes and owners", SPEC.md section 2): who owns each,
// its title, and whether it needs login. The shell's owner lookup and guard, each remote's <Routes>, its
// standalone links and its placeholder pages all read it.
import { matchPath } from 'react-router-dom';
import table from './routes.json';

export type RemoteName = 'mf_account' | 'mf_funds' | 'mf_games' | 'mf_exchange' | 'mf_support';
export type RouteOwner = 'shell' | RemoteName;

export interface SiteRoute {
  path: string;
  owner: RouteOwner;
  title: string;
  login: boolean;
  /** An address to link to when the path has parameters. */
  sample?: string;
  /**
   * A shell page loaded on demand: its chunk's name (webpackChunkName in shell/src/app/App.tsx); the static server
   * names the chunk's files in the page's Link hints, so they download with the shell's own.
   */
  chunk?: string;
  /**
   * An open route (SPEC.md section 2) whose page has nothing for a guest (Make Payment: paying is a player's): the
   * shell sends a guest to the login, as on a route that needs one, without loading the page.
   */
  guestToLogin?: boolean;
}

/**
 * The table itself is data (routes.json): the shell's static server reads it too, to start loading a remote's
 * manifest with the page that needs it.
 */
export const ROUTES: readonly SiteRoute[] = table as SiteRoute[];

export function routesOf(owner: RouteOwner): SiteRoute[] {
  return ROUTES.filter((x) => x.owner === owner);
}

const find = (pathname: string) => ROUTES.find((x) => x.path !== '/' && matchPath(x.path, pathname));

/** The remote that owns a path (null for the shell's own paths and unknown ones). */
export function ownerOf(pathname: string): RemoteName | null {
  const owner = find(pathname)?.owner;
  return owner && owner !== 'shell' ? owner : null;
}

/** Whether the shell sends a guest on this path to the login: a route that needs one, or an open one with nothing for a guest. */
export function guestGoesToLogin(pathname: string): boolean {
  const route = find(pathname);
  return Boolean(route?.login || route?.guestToLogin);
}
