// Serves each app's production build on its own port with Fastify and @fastify/static: the build's brotli or
// gzip copy as the browser accepts, hashed files cached for a year, index.html / config.json / manifests and
// remote entries never cached stale, ETag, the SPA fallback, CORS for the remotes, and the security headers
// with a Content-Security-Policy naming exactly the api and the remotes of config.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { apps, portOf, releasesDir, runtimeConfig } from './ports.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Files whose name carries a content hash (webpack's [contenthash:8]): safe to cache for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|gif|webp|woff2)$/;

/** On every answer. */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const originOf = (address) => new URL(address).origin;

/**
 * The page's Content-Security-Policy for a page opened at `hostname`: scripts only from this origin and the
 * remotes, calls to the api and the remotes, frames (games, score board) from the api; no eval, and no inline
 * script but the ones named by their hash (`scriptHashes`: the shell's first script, which its server writes into
 * the page). Styles allow 'unsafe-inline': React's style attributes and style-loader's <style> tags need it.
 */
export function contentSecurityPolicy(hostname, scriptHashes = []) {
  const config = runtimeConfig(hostname);
  const api = originOf(config.apiBase);
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes.map((h) => `'${h}'`), remotes].join(' ')}`,
    `connect-src 'self' ${api} ${remotes}`,
    `img-src 'self' data: blob: ${api} ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `media-src 'self' ${api}`,
    `frame-src 'self' ${api}`,
    `form-action 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * `read(key)` (an answer from another server: the api's banners, a remote's first-load.json) at most every 15 s, in
 * the background: the last known answer meanwhile, and after a failed read (without any answer yet, again after 2 s:
 * an api still starting up when the first page was asked for). The key comes from the request's Host
 * header, so at most 32 are kept (the oldest goes first): a stream of made-up hosts cannot grow the memory.
 */
function readInBackground(read, { every = 15_000, keepLast = true } = {}) {
  const entries = new Map();
  const refresh = (entry, key) => {
    entry.at = Date.now();
    read(key).then((v) => {
      if (v) [entry.value, entry.known] = [Promise.resolve(v), true];
      // a remote's file that is gone (a release without it) is forgotten, never named again
      else if (!keepLast) [entry.value, entry.known] = [Promise.resolve(null), false];
    });
  };
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= 32) entries.delete(entries.keys().next().value);
      entry = { at: Date.now(), known: false, value: read(key) };
      entry.value.then((v) => (entry.known = Boolean(v)));
      entries.set(key, entry);
    } else if (Date.now() - entry.at > (entry.known ? every : 2_000)) refresh(entry, key); // no answer yet: soon again
    return entry.value;
  };
}

/**
 * A remote's files are read again every 2 s while it answers (a release switched in is named within 2 s; the files of
 * the release before are still served meanwhile, servedFile()), and one that is gone is forgotten.
 */
const REMOTE_READS = { every: 2_000, keepLast: false };

/**
 * The api's public answers a page carries, kept as a shared cache may keep them by the api's own word: its
 * CDN-Cache-Control (max-age, then stale-while-revalidate while a new read runs). `sharedAnswer(url)` is the answer
 * the cache may serve now, else null; either way a read starts when the answer is older than max-age. An answer
 * without that header (or not 200) is never kept. At most 64 addresses (they carry the request's Host).
 */
export function answerCache(fetchAnswer = (url) => fetch(url, { signal: AbortSignal.timeout(1000) })) {
  const entries = new Map();
  const read = (url, entry) => (entry.reading = readInto(url, entry).finally(() => (entry.reading = null)));
  const readInto = async (url, entry) => {
    try {
      const res = await fetchAnswer(url);
      const policy = res.headers.get('cdn-cache-control') ?? '';
      const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(policy);
      if (res.status !== 200 || !maxAge || /no-store|private/.test(policy)) {
        entry.body = null;
        return;
      }
      const swr = /stale-while-revalidate=(\d+)/.exec(policy);
      Object.assign(entry, { body: await res.json(), at: Date.now(), fresh: Number(maxAge[1]) * 1000, stale: Number(swr?.[1] ?? 0) * 1000 });
    } catch {
      /* no answer: the page asks */
    }
  };
  /** The entry of `url`, read again (in the background) when older than its max-age. */
  const touch = (url) => {
    let entry = entries.get(url);
    if (!entry) {
      if (entries.size >= 64) entries.delete(entries.keys().next().value);
      entries.set(url, (entry = { body: null, at: 0, fresh: 0, stale: 0, reading: null }));
    }
    if (Date.now() - entry.at > entry.fresh && !entry.reading) read(url, entry);
    return entry;
  };
  const sharedAnswer = (url) => {
    const entry = touch(url);
    return entry.body !== null && Date.now() - entry.at <= entry.fresh + entry.stale ? entry.body : null;
  };
  /** The last answer kept, however old (what the page's pictures are named from); the first read is waited for. */
  sharedAnswer.latest = async (url) => {
    const entry = touch(url);
    if (entry.body === null) await entry.reading;
    return entry.body;
  };
  return sharedAnswer;
}
const sharedAnswer = answerCache();

/** The paths of a composed routes table (siteTable()) that remotes own, as patterns. */
export function remotePaths(table) {
  return (
    table
      .filter((r) => r.owner !== 'shell')
      // a page a guest is sent from to the login (a route that needs one, or an open one with nothing for a guest:
      // guestToLogin) counts as a player's page here, as sendsGuestToLogin() in shared/src/routes.ts decides
      .map((r) => ({
        owner: r.owner,
        login: Boolean(r.login || r.guestToLogin),
        chunk: r.chunk,
        pattern: new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
      }))
  );
}

/** Whether a remote's answer is a list of routes (the shape isPublishedRoutes() in shared/src/routes.ts checks in the page). */
const isRoutes = (v) =>
  Array.isArray(v) &&
  v.every((r) => r && typeof r.path === 'string' && /^\/[\w\-/:]*$/.test(r.path) && typeof r.title === 'string' && typeof r.login === 'boolean');

/** A remote's published routes (routes.json beside its manifest), read like its first-load.json. */
const remoteRoutes = readInBackground(async (manifest) => {
  try {
    const res = await fetch(new URL('routes.json', manifest), { signal: AbortSignal.timeout(1000) });
    const routes = res.ok ? await res.json() : null;
    return isRoutes(routes) ? routes : null;
  } catch {
    return null;
  }
}, REMOTE_READS);

/** The routes each remote of the configuration publishes, by remote (null: no answer in time). */
export async function publishedRoutes(config) {
  const read = await Promise.all(Object.entries(config.remotes).map(async ([name, manifest]) => [name, await remoteRoutes(manifest)]));
  return Object.fromEntries(read);
}

/** The site's routes table: the shell's own (its build's routes.json) and what each remote publishes, with owners. */
export function siteTable(shellRoutes, published) {
  return [
    ...(shellRoutes ?? []).map((r) => ({ ...r, owner: 'shell' })),
    ...Object.entries(published).flatMap(([owner, routes]) => (routes ?? []).map((r) => ({ ...r, owner }))),
  ];
}

/**
 * The shell's first calls, as HTTP Link hints on its page: the browser connects to the api and fetches them while
 * the scripts are still coming, instead of after them. The home page's banners are the first screen's largest
 * picture; a remote's page starts on the remote's manifest, which the shell would otherwise ask for only once it
 * has started (`routes`: remotePaths() of the routes table). The first banner, when the page shows it, comes first:
 * the browser asks for it with the page's head instead of once it has read the page down to it.
 */
export function firstLoadHints(
  hostname,
  pathname,
  routes,
  { banner = null, search = '', scripts = [], remoteScripts = [], images = [], followingCalls = [], answered = [] } = {},
) {
  const config = runtimeConfig(hostname);
  const api = originOf(config.apiBase);
  const calls = publicCalls(pathname, search, followingCalls).filter((c) => !answered.includes(c));
  const manifest = remotePage(hostname, pathname, routes)?.manifest;
  return [
    ...(banner ? [`<${new URL(banner.src).href}>; rel=preload; as=image; fetchpriority=high`] : []),
    `<${api}>; rel=preconnect; crossorigin`,
    // (the shell's runtime configuration, where the api and the remotes are, is in the page itself: withConfig)
    // Scripts and calls alike at low priority: a page draws nothing before its scripts have run, so an api answer
    // must not take a connection ahead of them (at high priority the calls went first on a slow line: /deposit's
    // LCP 2586 -> 2512 ms at 4x with them low), and a high-priority script would hold back the first paint.
    ...calls.map((c) => `<${api}${c}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`),
    ...(manifest ? [`<${manifest}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`] : []),
    ...scripts.map((f) => `</${f}>; rel=preload; as=script; fetchpriority=low`),
    ...remoteScripts.map((f) => `<${f}>; rel=preload; as=script; fetchpriority=low`),
    ...images.map((src) => `<${src}>; rel=preload; as=image`),
  ].join(', ');
}

/** The public calls a page makes first (the header's, the page's own, those after its first answers). */
const publicCalls = (pathname, search, followingCalls = []) => ['/api/general', '/api/logo', ...pageCalls(pathname, search), ...followingCalls];

/**
 * The answers of a page's first public calls that a shared cache may serve now by the api's own word (answerCache),
 * by call: the page carries them (withAnswers) and asks for none of them (the exchange's events, which the api lets a
 * cache keep for 1 s and serve 2 s more, only so long). Calls without such an answer are preloaded.
 */
export function freshAnswers(apiBase, pathname, search, followingCalls = []) {
  const answers = {};
  for (const call of publicCalls(pathname, search, followingCalls)) {
    const answer = sharedAnswer(`${apiBase}${call}`);
    if (answer) answers[call] = answer;
  }
  return answers;
}

/** index.html with a page's public answers as a JSON data block (never run; `<` escaped), by absolute address. */
export function withAnswers(html, apiBase, answers) {
  const calls = Object.keys(answers);
  if (!calls.length) return html;
  const json = JSON.stringify(Object.fromEntries(calls.map((c) => [`${apiBase}${c}`, answers[c]]))).replace(/</g, '\\u003c');
  return html.replace('<div id="root"', `<script type="application/json" id="bet-answers">${json}</script><div id="root"`);
}

/**
 * The shell's scripts a page needs before it can draw (`firstLoad`: the build's first-load.json; `table`: the routes
 * table): what main.js asks for as it starts and, on a shell page loaded on demand, that page's chunk. Not on `/`:
 * there the boot screen's banner is the largest paint and scripts asked for with the head would go before it.
 */
export function firstScripts(pathname, table, firstLoad) {
  if (pathname === '/' || !firstLoad) return [];
  const page = table.find((r) => r.owner === 'shell' && r.chunk && r.path === pathname.replace(/\/$/, ''));
  return [...new Set([...(firstLoad.start ?? []), ...((page && firstLoad[page.chunk]) ?? [])])];
}

/**
 * The public calls a page makes first, spelled as the api client spells them (URLSearchParams), so that its calls
 * take the preloaded answers: the home's banners, the deposit and withdrawal forms' lists, the member menu's social links, the exchange's events and the games page's lists (GamesPage in mf-games: the type from
 * `?type`, SLOT by default, and the platform from `?system`, both upper-cased). Public calls carry no player, so
 * the answer is the same for everyone; a preload the page does not use is only a wasted request.
 */
export function pageCalls(pathname, search) {
  if (pathname === '/') return ['/api/sliders'];
  // the deposit form's methods and promotions, the withdrawal form's methods (mf-funds)
  if (pathname === '/deposit') return ['/api/payment-methods', '/api/promotion'];
  if (pathname === '/withdrawal') return ['/api/payment-methods'];
  // the member menu's social links (mf-account)
  if (pathname === '/account') return ['/api/sociallink'];
  // the exchange's lists of events (useSportsLists in mf-exchange: every sport of EXCHANGE_SPORTS at once)
  if (['/exchange', '/exchange-inplay', '/exchange-sports'].includes(pathname)) return ['cricket', 'soccer', 'tennis'].map((s) => `/api/sports-events/${s}`);
  if (pathname !== '/games') return [];
  const query = new URLSearchParams(search);
  const type = (query.get('type') ?? 'SLOT').toUpperCase();
  const system = (query.get('system') ?? '').toUpperCase();
  return ['/api/get-type', `/api/get-system?${new URLSearchParams({ type })}`, `/api/get-games?${new URLSearchParams({ type, system })}`];
}

/**
 * The public calls a page makes once an answer of its first ones has come, spelled as the api client spells them:
 * the games page's providers (useProviders in @bet/shared: get-provider for the systems get-system answers, as a
 * JSON list). The server reads that first answer like the banner (apiRead, in the background), so the page finds
 * the second preloaded too instead of asking for it one round trip after the first. Without an answer, none.
 */
export async function followingCalls(apiBase, pathname, search) {
  if (pathname.replace(/\/$/, '') !== '/games') return [];
  const type = (new URLSearchParams(search).get('type') ?? 'SLOT').toUpperCase();
  const systems = (await apiRead(`${apiBase}/api/get-system?${new URLSearchParams({ type })}`))?.data;
  if (!Array.isArray(systems) || systems.length === 0 || !systems.every((s) => typeof s === 'string')) return [];
  return [`/api/get-provider?${new URLSearchParams({ system: JSON.stringify(systems) })}`];
}

/**
 * The calls a player's page makes first, with the player's token: the header's (unread inbox, the responsible-gaming
 * status, the balance) on every player's page and the page's own on /deposit and /account. The server cannot see
 * the token (it is in the browser's storage), so it names them on the page and the shell's first script starts them
 * for a player (shell/src/firstScreen.ts; the api client takes the answers, @bet/shared's api/early.ts), spelled as
 * the api client spells them. A call named here that the page no longer makes is only a wasted request.
 */
export function playerCalls(pathname) {
  // the header's balance (its unread badge and the reality check ask once the page has painted)
  const header = [['POST', '/api/balance']];
  const page = {
    '/deposit': [
      ['GET', '/api/user/show'],
      ['GET', '/api/transaction/show'],
    ],
    '/account': [['GET', '/api/user/show']],
  };
  return [...header, ...(page[pathname.replace(/\/$/, '')] ?? [])];
}

/**
 * The remote that owns `pathname`: its manifest as config.json gives it, and whether the page needs a player;
 * null on the shell's own pages.
 */
export function remotePage(hostname, pathname, routes) {
  const route = routes.find((r) => r.pattern.test(pathname));
  const manifest = route && runtimeConfig(hostname).remotes[route.owner];
  return manifest ? { manifest, login: route.login, chunk: route.chunk } : null;
}

/**
 * The scripts of a remote's page (`remote`: remotePage()), as absolute addresses: the remote's entry, its routes'
 * scripts and the page's own chunk, from the first-load.json the remote's build puts beside its manifest (read at
 * most every 15 s, in the background, like the banner). The remotes are deployed on their own: a remote that
 * does not answer in a second, or has no such file, gets no hints (the shell's first script then starts the same
 * scripts from the manifest, once it runs). A guest on a player's page is sent to the login and does not use them:
 * a low-priority download the server cannot tell from a player's (the session is in the browser's storage).
 */
const remoteLoad = readInBackground(async (manifest) => {
  try {
    const res = await fetch(new URL('first-load.json', manifest), { signal: AbortSignal.timeout(1000) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}, REMOTE_READS);
export async function remoteScripts(remote) {
  if (!remote) return [];
  const load = await remoteLoad(remote.manifest);
  if (!load) return [];
  const files = [...(load.start ?? []), ...((remote.chunk && load[remote.chunk]) ?? [])];
  return [...new Set(files)].filter((f) => typeof f === 'string').map((f) => new URL(f, remote.manifest).href);
}

/**
 * index.html on a remote's page, naming that remote's manifest on the root element (and whether the page is a
 * player's, and then the calls it makes first and the login page's scripts): the shell's first script starts the
 * remote's scripts beside its own, and those calls for a player, or the login page's scripts for a guest, whom the
 * shell sends there (shell/src/firstScreen.ts).
 */
export function withRemote(html, { manifest, login }, calls = [], loginScripts = []) {
  const attrs =
    `data-remote-manifest="${escapeHtml(manifest)}"${login ? ' data-remote-login' : ''}` +
    (calls.length ? ` data-player-calls="${escapeHtml(JSON.stringify(calls))}"` : '') +
    (login && loginScripts.length ? ` data-login-scripts="${escapeHtml(loginScripts.map((f) => `/${f}`).join(' '))}"` : '');
  return html.replace('<div id="root">', `<div id="root" ${attrs}>`);
}

/**
 * index.html with the runtime configuration (config.json's answer for this host) in the page itself, as a JSON data
 * block just before the root element, which the shell reads instead of asking for config.json (@bet/shared's
 * loadConfig; CONFIG_ELEMENT there): one request fewer on every first load. A data block is not a script: the CSP
 * has nothing to allow. `<` is written escaped, so no value can close the element.
 */
export function withConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('<div id="root"', `<script type="application/json" id="bet-config">${json}</script><div id="root"`);
}

/** Calls as [method, absolute address] on the api of `hostname`'s configuration. */
const apiCalls = (hostname, calls) => calls.map(([method, call]) => [method, `${runtimeConfig(hostname).apiBase}${call}`]);

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The home page's first banner, read from the api's sliders (at most every 15 s, in the background): the shell's
 * server puts it in the page itself, so the first screen's largest picture paints before the scripts have run.
 * Without an answer the page is the plain boot screen.
 */
export const firstBanner = readInBackground(async (apiBase) => {
  try {
    const res = await fetch(`${apiBase}/api/sliders`, { signal: AbortSignal.timeout(1000) });
    const first = (await res.json())?.data?.main?.[0];
    const src = typeof first?.thubmnail === 'string' && /^https?:\/\//.test(first.thubmnail) ? first.thubmnail : null;
    return src ? { src, alt: String(first.name ?? '') } : null;
  } catch {
    return null;
  }
});

/**
 * An answer of the api (its address as the key) as JSON, read like the banner; null without one. For answers the
 * api does not let a shared cache keep (the games page's systems); the others are read once, by answerCache.
 */
const apiRead = readInBackground(async (url) => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
});
/** The header's partner badge on the api, as Header.tsx shows it to a guest. */
const HEADER_SPONSOR = '/storage/sponsors/header.webp';
const isWebAddress = (s) => typeof s === 'string' && /^https?:\/\//.test(s);

/**
 * The pictures of a page's first screen beside its text, from the api's public answers (the last ones answerCache
 * kept, the same reads as the page's carried answers): the
 * header's logo (the logo settings' mobile_logo) on every page but the home, whose banner in the page paints
 * first, the header's partner badge on a page a guest can open, and the payment methods' icons on the deposit and
 * withdrawal forms. Named in the page's Link hints, they are in the browser's cache when the page draws them: asked
 * for only then, they kept the page from being complete for one more round trip to the api after it had drawn.
 * Without an answer, none.
 */
export async function firstImages(apiBase, pathname, { guest = true } = {}) {
  if (pathname === '/') return [];
  const reads = [sharedAnswer.latest(`${apiBase}/api/logo`).then((b) => [(Array.isArray(b) ? b[0] : b)?.mobile_logo])];
  // the header's partner badge, a guest's only (HEADER_SPONSOR in shell/src/features/frame/Header.tsx): not on a
  // page that needs a player
  if (guest) reads.push(Promise.resolve([`${apiBase}${HEADER_SPONSOR}`]));
  if (['/deposit', '/withdrawal'].includes(pathname.replace(/\/$/, '')))
    reads.push(sharedAnswer.latest(`${apiBase}/api/payment-methods`).then((b) => (Array.isArray(b?.data) ? b.data.map((m) => m?.icon) : [])));
  return [...new Set((await Promise.all(reads)).flat().filter(isWebAddress))];
}

/** index.html with the first banner in its boot screen (the same place and size as the home page's). */
export function withBanner(html, banner) {
  if (!banner) return html;
  const img = `<div class="boot-home"><img src="${escapeHtml(banner.src)}" alt="${escapeHtml(banner.alt)}" width="1080" height="400" fetchpriority="high"></div>`;
  return html.replace('<div id="root">', `<div id="root">${img}`);
}

/**
 * The shell's first script (its build's first-screen.js) as the page carries it: an inline script at the end of the
 * body, so it runs as the page is read, before main.js (deferred) has come, and the hash the CSP allows it by. No
 * file: nothing (main.js runs the same code). The build's copy is read again when it changes.
 */
export function inlineScript(code) {
  if (!code) return null;
  const text = code.replace(/<\/script/gi, '<\\/script');
  return { text, hash: `sha256-${crypto.createHash('sha256').update(text).digest('base64')}` };
}

/** index.html with an inlineScript() before the end of its body. */
export function withInlineScript(html, script) {
  if (!script) return html;
  const tag = `<script>${script.text}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : `${html}${tag}`;
}

/**
 * A file of the build as `parse` reads it, read again only when it changes (a new build or release under a running
 * server);
 * null while it cannot be read or parsed.
 */
function whenChanged(file, parse) {
  let at = { file: null, stamp: '', value: null };
  return () => {
    // `file` may be a function: the path in the folder served now (a release switched in)
    const name = typeof file === 'function' ? file() : file;
    try {
      // time, size and inode: a file replaced within one tick of the file system's clock keeps its mtime
      const { mtimeMs, size, ino } = fs.statSync(name);
      const stamp = `${mtimeMs}:${size}:${ino}`;
      if (stamp !== at.stamp || name !== at.file) at = { file: name, stamp, value: parse(fs.readFileSync(name, 'utf8')) };
    } catch {
      at = { file: null, stamp: '', value: null };
    }
    return at.value;
  };
}

/**
 * The host name a page was asked for by (its Host header without the port), which the addresses of config.json
 * follow when PUBLIC_API_BASE and PUBLIC_SITE_ROOT are unset (npm start on a LAN). Only a plain host name or IP is
 * taken, else localhost: the server reads the api's public answers at that address and the page carries them, so a
 * made-up Host such as `evil.example/x?` must not become an address the server asks.
 */
export const hostnameOf = (req) => {
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
  return /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(host) ? host : 'localhost';
};

/**
 * The folder an app is served from: the release its pointer names (releases/<app>/current, written by
 * scripts/release.mjs), read again when the pointer changes, else the app's build (dist/). A switch of the pointer
 * is served from the next request on, with no restart.
 */
export function servedFolder(app, dist = path.join(root, app.dir, 'dist')) {
  const dir = releasesDir(app);
  // the pointer is read on every request, not by its time stamp: two switches within one tick of the file system's
  // clock leave the same mtime (seen in CI), and a pointer of a few bytes costs one read
  const pointer = () => {
    let version;
    try {
      version = fs.readFileSync(path.join(dir, 'current'), 'utf8').trim();
    } catch {
      return null;
    }
    return /^[\w.+-]+$/.test(version) && fs.existsSync(path.join(dir, version)) ? path.join(dir, version) : null;
  };
  return () => pointer() ?? dist;
}

/**
 * The folders of an app's other releases, newest first: a page opened before a switch still asks for the chunks of
 * the release it started with (file names carry their content hash, so one name is one content in every release).
 */
function otherReleases(app, current) {
  const dir = releasesDir(app);
  try {
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && path.join(dir, e.name) !== current)
      .map((e) => ({ folder: path.join(dir, e.name), at: fs.statSync(path.join(dir, e.name)).mtimeMs }))
      .sort((a, b) => b.at - a.at)
      .map((e) => e.folder);
  } catch {
    return [];
  }
}

/**
 * The file a request names, as [folder, relative path]: in the folder served now (`current`), else, for a file whose
 * name carries its hash, in another release of the app; null when there is none (or the path leaves the folder).
 */
export function servedFile(app, current, pathname) {
  let rel;
  try {
    rel = decodeURIComponent(pathname).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (!rel || rel.split('/').some((part) => part === '..' || part.startsWith('.') || part.includes('\\'))) return null;
  const isFile = (folder) => {
    try {
      return fs.statSync(path.join(folder, rel)).isFile();
    } catch {
      return false;
    }
  };
  if (isFile(current)) return [current, rel];
  if (!HASHED.test(rel)) return null;
  const other = otherReleases(app, current).find(isFile);
  return other ? [other, rel] : null;
}

/** Starts one static server for `app`; resolves with the Fastify instance once listening. */
export async function serveApp(app, { port = portOf(app), host = '0.0.0.0', dist } = {}) {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  // the folder served now: a test's, else the release the app's pointer names, else its build (read per request)
  const folder = dist ? () => dist : servedFolder(app);
  const inFolder = (name) => () => path.join(folder(), name);
  // the shell's first script, written into its pages (the page's own policy allows it by its hash)
  const firstScreen = whenChanged(inFolder('first-screen.js'), inlineScript);
  server.addHook('onRequest', async (req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('Content-Security-Policy', contentSecurityPolicy(hostnameOf(req)));
  });
  // the configuration with the routes the remotes publish (the shell's only: a remote's page reads its own)
  const configOf = async (hostname) => {
    const config = runtimeConfig(hostname);
    return app.dir === 'shell' ? { ...config, routes: await publishedRoutes(config) } : config;
  };
  server.get('/config.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return configOf(hostnameOf(req));
  });
  // the files are looked up per request (servedFile), not listed once at start: a new build or release is served
  // as soon as it is there
  await server.register(fastifyStatic, {
    root: folder(),
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // @fastify/static 10 hands the reply here, and the path of the copy it sends (maybe the .br or .gz)
    setHeaders(reply, file) {
      const hashed = HASHED.test(file.replace(/\.(br|gz)$/, ''));
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // the single-page app: any path without an extension is index.html; a missing file is a 404
  const page = (req, reply) => {
    const at = req.url.indexOf('?');
    const pathname = at < 0 ? req.url : req.url.slice(0, at);
    const search = at < 0 ? '' : req.url.slice(at + 1);
    const file = servedFile(app, folder(), pathname);
    if (file) return reply.sendFile(file[1], file[0]);
    if (path.extname(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (app.dir !== 'shell') return reply.sendFile('index.html', folder());
    const shellPage = indexHtml();
    if (!shellPage) return reply.code(503).type('text/plain; charset=utf-8').send('No build');
    const hostname = hostnameOf(req);
    return configOf(hostname).then((config) => shellPageOf({ reply, hostname, pathname, search, shellPage, config }));
  };
  const shellPageOf = ({ reply, hostname, pathname, search, shellPage, config }) => {
    const table = siteTable(shellTable(), config.routes);
    const routes = remotePaths(table);
    // the page's Link hints (its first calls and scripts; the home's banner or the remote's scripts beside them)
    const hints = (extra) =>
      reply.header('Link', firstLoadHints(hostname, pathname, routes, { search, scripts: firstScripts(pathname, table, firstLoad()), ...extra }));
    const html = (text) => {
      const script = firstScreen();
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', contentSecurityPolicy(hostname, script ? [script.hash] : []))
        .type('text/html; charset=utf-8')
        .send(withInlineScript(withConfig(text, config), script));
    };
    if (pathname === '/')
      return firstBanner(config.apiBase).then((banner) => {
        hints({ banner });
        return html(withBanner(shellPage, banner));
      });
    const remote = remotePage(hostname, pathname, routes);
    const { apiBase } = config;
    const reads = [firstImages(apiBase, pathname, { guest: !remote?.login }), followingCalls(apiBase, pathname, search), remoteScripts(remote)];
    return Promise.all(reads).then(([pictures, following, files]) => {
      // the public answers the server has fresh go in the page; the others are preloaded
      const answers = freshAnswers(apiBase, pathname, search, following);
      hints({ images: pictures, followingCalls: following, remoteScripts: files, answered: Object.keys(answers) });
      const page = withAnswers(shellPage, apiBase, answers);
      if (!remote) return html(page);
      if (!remote.login) return html(withRemote(page, remote));
      // the login page's own scripts (its chunk in the shell's first-load.json), for a guest
      const loginPage = table.find((r) => r.owner === 'shell' && r.path === '/login')?.chunk;
      return html(withRemote(page, remote, apiCalls(hostname, playerCalls(pathname)), (loginPage && firstLoad()?.[loginPage]) || []));
    });
  };
  // the shell's own pages (its build's routes.json), read again when the build changes
  const shellTable = whenChanged(inFolder('routes.json'), JSON.parse);
  const firstLoad = whenChanged(inFolder('first-load.json'), JSON.parse);
  const indexHtml = whenChanged(inFolder('index.html'), (text) => text);
  server.get('/', page);
  server.setNotFoundHandler(page);
  // a malformed request (GET /%E0%A4%A) is a 400 and the server lives on
  server.setErrorHandler((err, _req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Server error' : 'Bad request');
  });
  await server.listen({ port, host });
  return server;
}

/** Serves every app that has a build. */
export async function serveAll() {
  const servers = [];
  for (const app of apps) {
    if (!fs.existsSync(path.join(root, app.dir, 'dist', 'index.html'))) continue;
    servers.push(await serveApp(app));
  }
  return servers;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv[2];
  if (only) await serveApp(apps.find((a) => a.dir === only));
  else await serveAll();
  console.log('serving', only ?? 'all apps');
}
