// The shape of a route and how a path finds one. Each app owns its routes (its src/routes.json): a remote publishes
// them with its release (routes.json beside its manifest) and the shell composes its router from its own and what the
// remotes publish (shell/src/app/routes.ts; docs/architecture.md, "A remote owns its pages").
import { matchPath } from 'react-router-dom';

/** A remote's name as the deployment's configuration lists it (config.json's `remotes`: mf_account, ...). */
export type RemoteName = string;
/** 'shell' or a remote's name. */
export type RouteOwner = string;

/**
 * The calls a page makes first, declared with its route: the shell's server derives from them the page's Link hints,
 * the public answers the page carries and the calls its first script starts for a player (shell/server/first-calls.mjs,
 * which reads this shape; the shell's frame declares the header's in shell/src/frame-calls.json).
 */
export interface FirstCalls {
  /** Calls without a token, as the api client spells them; a query value `{name}` is the page's query parameter. */
  public?: string[];
  /** The page's query parameters the calls use, with their defaults. */
  query?: Record<string, string>;
  /** The query values are upper-cased (as the page does). */
  upperCase?: boolean;
  /** Calls with the player's token: [method, call] (GET or POST; a JSON file types them as lists). */
  player?: string[][];
  /** A public call made once the answer of `after` has come; `{data}` is that answer's list of strings as JSON. */
  following?: { after: string; call: string }[];
  /** The pictures the page draws from a public answer: the values at `pick`, a dotted path. */
  images?: { call: string; pick: string }[];
  /** Pictures on the api a guest's page draws. */
  guestImages?: string[];
}

/** A route as its app writes it (src/routes.json) and a remote publishes it. */
export interface PublishedRoute {
  path: string;
  title: string;
  /** The page needs a player: the shell sends a guest to the login. */
  login: boolean;
  /** An address to link to when the path has parameters. */
  sample?: string;
  /**
   * A page loaded on demand: its chunk's name (webpackChunkName); the static server names the chunk's files in the
   * page's Link hints, so they download with the page's first scripts.
   */
  chunk?: string;
  /**
   * An open route whose page has nothing for a guest (Make Payment: paying is a player's): the shell sends a guest to
   * the login, as on a route that needs one, without loading the page.
   */
  guestToLogin?: boolean;
  /** The page has an entry of its own in the shell's menu (the drawer), under its title. */
  menu?: boolean;
  /**
   * The page is nothing without the network (money: deposits, withdrawals, payments): offline, the installed app
   * shows its offline page instead of an old copy (shell/server/sw.js).
   */
  network?: boolean;
  /** The title in Bangla (the English one shows without it). */
  bn?: { title?: string };
  /** The calls the page makes first. */
  calls?: FirstCalls;
}

/** A route of the composed table: whose it is. */
export interface SiteRoute extends PublishedRoute {
  owner: RouteOwner;
}

const PATH = /^\/[A-Za-z0-9_\-/:]*$/;
const isRoute = (r: unknown): r is PublishedRoute => {
  if (!r || typeof r !== 'object') return false;
  const x = r as Record<string, unknown>;
  return (
    typeof x.path === 'string' &&
    PATH.test(x.path) &&
    typeof x.title === 'string' &&
    typeof x.login === 'boolean' &&
    (x.sample === undefined || typeof x.sample === 'string') &&
    (x.chunk === undefined || typeof x.chunk === 'string') &&
    (x.guestToLogin === undefined || typeof x.guestToLogin === 'boolean') &&
    (x.menu === undefined || typeof x.menu === 'boolean') &&
    (x.network === undefined || typeof x.network === 'boolean') &&
    (x.calls === undefined || (typeof x.calls === 'object' && x.calls !== null)) &&
    (x.bn === undefined || (typeof x.bn === 'object' && x.bn !== null && ['undefined', 'string'].includes(typeof (x.bn as { title?: unknown }).title)))
  );
};

/** Whether `value` is a list of routes as a remote publishes them (what came from another origin is checked). */
export function isPublishedRoutes(value: unknown): value is PublishedRoute[] {
  return Array.isArray(value) && value.every(isRoute);
}

/** The route of `routes` that `pathname` opens (not '/', the shell's home). */
export function findRoute<R extends PublishedRoute>(routes: readonly R[], pathname: string): R | undefined {
  return routes.find((x) => x.path !== '/' && matchPath(x.path, pathname));
}

/** A route's title in the reader's language (`locale`: en or bn). */
export function routeTitle(route: PublishedRoute, locale: string): string {
  return (locale === 'bn' && route.bn?.title) || route.title;
}

/** Whether the shell sends a guest on this route to the login: one that needs a player, or an open one with nothing for a guest. */
export function sendsGuestToLogin(route: PublishedRoute | undefined): boolean {
  return Boolean(route?.login || route?.guestToLogin);
}
