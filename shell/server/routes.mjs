// The site's routes table as the shell's server composes it: the shell's own (its build's routes.json) and what each
// remote publishes beside its manifest (routes.json), each route with its owner, its page's chunk and the calls its
// page makes first (`calls`, first-calls.mjs). The page's client composes the same table (shell/src/app/routes.ts).
import { runtimeConfig } from '@bet/scripts/ports';
import { isFirstCalls } from './first-calls.mjs';
import { readInBackground, readJson, REMOTE_READS } from './reads.mjs';

/**
 * Whether a remote's answer is a list of routes (the shape isPublishedRoutes() in shared/src/routes.ts checks in the
 * page; what came from another origin is checked), its declared first calls included.
 */
export const isRoutes = (v) =>
  Array.isArray(v) &&
  v.every(
    (r) =>
      r &&
      typeof r.path === 'string' &&
      /^\/[\w\-/:]*$/.test(r.path) &&
      typeof r.title === 'string' &&
      typeof r.login === 'boolean' &&
      (r.calls === undefined || isFirstCalls(r.calls)),
  );

/** A remote's published routes (routes.json beside its manifest), read again every 2 s. */
const remoteRoutes = readInBackground((manifest) => readJson(isRoutes)(new URL('routes.json', manifest)), REMOTE_READS);

/** The routes each remote of the configuration publishes, by remote (null: no answer in time). */
export async function publishedRoutes(config) {
  const read = await Promise.all(Object.entries(config.remotes).map(async ([name, manifest]) => [name, await remoteRoutes(manifest)]));
  return Object.fromEntries(read);
}

/**
 * The site's routes table: the shell's own (its build's routes.json) and what each remote publishes, with owners, and
 * each route's path as a pattern. A guest is sent to the login from a route that needs a player or an open one with
 * nothing for a guest (guestToLogin), as sendsGuestToLogin() in shared/src/routes.ts decides: `login` says either.
 */
export function siteTable(shellRoutes, published) {
  const routes = [
    ...(shellRoutes ?? []).map((r) => ({ ...r, owner: 'shell' })),
    ...Object.entries(published).flatMap(([owner, list]) => (list ?? []).map((r) => ({ ...r, owner }))),
  ];
  return routes.map((r) => ({
    ...r,
    login: Boolean(r.login || r.guestToLogin),
    pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
  }));
}

/** The route of the table a page's path opens, or undefined. */
export const routeOf = (table, pathname) => table.find((r) => r.pattern.test(pathname));

/**
 * The remote that owns `pathname`: its manifest as config.json gives it, whether the page needs a player and its
 * chunk; null on the shell's own pages.
 */
export function remotePage(hostname, pathname, table) {
  const route = routeOf(table, pathname);
  const manifest = route && route.owner !== 'shell' && runtimeConfig(hostname).remotes[route.owner];
  return manifest ? { manifest, login: route.login, chunk: route.chunk } : null;
}

/**
 * Whether the server sends a request for `route` to the login: a guest's (no player cookie, `names` as the shell's
 * render names its cookies) on a route that sends guests there. The client would, once its code had come and run
 * (shell/src/app/App.tsx, RemoteOutlet; the mobile site's: the caller asks only for a phone's page); the server answers
 * with the login page instead, drawn. Without the shell's render (no cookie names) the client decides, as before.
 */
export const sendsToLogin = (route, cookies, names) => Boolean(route?.login && names?.player && cookies[names.player] !== '1');
