// The shell's router table: its own pages (shell/src/routes.json) and the pages each remote publishes with its release
// (routes.json beside its manifest). The shell's server writes what the remotes publish into the page's configuration
// (config.json's `routes`); a remote it could not read is asked for here, when a path no known route opens comes.
import { findRoute, getConfig, hasConfig, isPublishedRoutes, sendsGuestToLogin, type PublishedRoute, type RemoteName, type SiteRoute } from '@bet/shared';
import { useSyncExternalStore } from 'react';
import shellRoutes from '../routes.json';

/** A remote's published routes, or where asking for them stands. */
type Published = SiteRoute[] | 'asking' | 'failed';
const published = new Map<RemoteName, Published>();
const listeners = new Set<() => void>();
let table: SiteRoute[] = (shellRoutes as PublishedRoute[]).map((r) => ({ ...r, owner: 'shell' }));
let version = 0;

function changed() {
  table = [...(shellRoutes as PublishedRoute[]).map((r) => ({ ...r, owner: 'shell' })), ...[...published.values()].flatMap((p) => (Array.isArray(p) ? p : []))];
  version++;
  for (const l of listeners) l();
}

/** Takes what `remote` publishes (after checking its shape: it came from another origin); anything else is refused. */
export function publishRoutes(remote: RemoteName, routes: unknown): boolean {
  if (!isPublishedRoutes(routes)) return false;
  published.set(
    remote,
    routes.map((r) => ({ ...r, owner: remote })),
  );
  changed();
  return true;
}

/** The remotes' routes the configuration carries (the shell's server read them). */
export function publishFromConfig(routes: Record<string, unknown> | undefined): void {
  for (const [remote, list] of Object.entries(routes ?? {})) if (list) publishRoutes(remote, list);
}

/** The whole table: the shell's pages, then the remotes'. */
export function siteRoutes(): readonly SiteRoute[] {
  return table;
}

/** The remote that owns a path (null for the shell's own paths and unknown ones). */
export function ownerOf(pathname: string): RemoteName | null {
  const owner = findRoute(table, pathname)?.owner;
  return owner && owner !== 'shell' ? owner : null;
}

/** Whether the shell sends a guest on this path to the login: a route that needs one, or an open one with nothing for a guest. */
export function guestGoesToLogin(pathname: string): boolean {
  return sendsGuestToLogin(findRoute(table, pathname));
}

/**
 * The query parameter that names the page a guest was sent to the login from (the shell's server writes it when it
 * sends a guest there; shell/server/index.mjs).
 */
export const LOGIN_NEXT = 'next';

/**
 * Where the login page sends a reader who turns out to be logged in: the page named by `LOGIN_NEXT` in `search` when it
 * is a page of this site (a path, never another origin: `//host`, `/\\host` and `scheme:` are refused), else home.
 * The server sends a guest (no player cookie) to the login; a player whose cookie was cleared apart from the token
 * lands there too, and goes on to the page asked for. A login itself still goes home (the spec).
 */
export function pageAfterLogin(search: string): string {
  const next = new URLSearchParams(search).get(LOGIN_NEXT);
  if (!next?.startsWith('/')) return '/';
  // `//host` and `/\\host` are other origins to the URL parser, as to the browser
  const base = 'http://site.invalid';
  try {
    const url = new URL(next, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/**
 * Whether the shell shows its menu's link to `path`: while some remote publishes it, or while the remotes' routes are
 * not all known yet (a link does not blink away while they come).
 */
export function linkShown(path: string): boolean {
  if (findRoute(table, path) || !hasConfig()) return true;
  const { asking, failed, unasked } = unknownRemotes();
  return asking.length + failed.length + unasked.length > 0;
}

/** The pages the remotes publish with an entry of their own in the menu (`menu`), but those the shell lists itself. */
export function menuPages(listed: readonly string[]): SiteRoute[] {
  return table.filter((r) => r.menu && r.owner !== 'shell' && !listed.includes(r.path));
}

/** The configuration's remotes whose routes are not known: not read yet, or asked for and not had. */
export function unknownRemotes(): { asking: RemoteName[]; failed: RemoteName[]; unasked: RemoteName[] } {
  const names = hasConfig() ? Object.keys(getConfig().remotes) : [];
  const of = (state: Published | undefined) => names.filter((n) => published.get(n) === state);
  return { asking: of('asking'), failed: of('failed'), unasked: of(undefined) };
}

const ROUTES_TIMEOUT_MS = 5000;

/** Asks the remotes whose routes are not known (or failed, with `again`) for their routes.json, beside their manifest. */
export function askUnknownRemotes({ again = false } = {}): void {
  const { unasked, failed } = unknownRemotes();
  for (const remote of again ? [...unasked, ...failed] : unasked) {
    published.set(remote, 'asking');
    changed();
    const address = new URL('routes.json', getConfig().remotes[remote]).href;
    fetch(address, { signal: AbortSignal.timeout(ROUTES_TIMEOUT_MS) })
      .then((res) => (res.ok ? res.json() : null))
      .then((routes: unknown) => {
        if (!publishRoutes(remote, routes)) throw new Error(`${address}: no routes`);
      })
      .catch((err: unknown) => {
        console.error(`[remote ${remote}] its routes could not be read`, err);
        published.set(remote, 'failed');
        changed();
      });
  }
}

/** The table, re-rendering when a remote's routes come. */
export function useSiteRoutes(): readonly SiteRoute[] {
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
    // the server's render knows the routes the remotes published (publishFromConfig), as the page's first one does
    () => version,
  );
  return table;
}

/** For tests: forget what the remotes published. */
export function resetPublished(): void {
  published.clear();
  changed();
}
