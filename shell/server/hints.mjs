// A page's HTTP Link hints: what the browser connects to and fetches while the scripts are still coming, instead of
// after them (the page's first calls, the remote's manifest and scripts, the shell's scripts, the first pictures).
import crypto from 'node:crypto';
import { runtimeConfig } from '@bet/scripts/ports';
import { originOf } from './policy.mjs';
import { readInBackground, readJson, REMOTE_READS } from './reads.mjs';
import { remotePage } from './routes.mjs';

/**
 * The page's Link hints. The home page's banners are the first screen's largest picture; a remote's page starts on
 * the remote's manifest, which the shell would otherwise ask for only once it has started (`table`: siteTable()).
 * The first banner, when the page shows it, comes first: the browser asks for it with the page's head instead of
 * once it has read the page down to it. `calls`: the page's public first calls (first-calls.mjs), less the ones the
 * page carries the answers of (`answered`).
 */
export function firstLoadHints(hostname, pathname, table, { banner = null, calls = [], scripts = [], remoteScripts = [], images = [], answered = [] } = {}) {
  const config = runtimeConfig(hostname);
  const api = originOf(config.apiBase);
  const manifest = remotePage(hostname, pathname, table)?.manifest;
  return [
    ...(banner ? [`<${new URL(banner.src).href}>; rel=preload; as=image; fetchpriority=high`] : []),
    `<${api}>; rel=preconnect; crossorigin`,
    // (the shell's runtime configuration, where the api and the remotes are, is in the page itself: withConfig)
    // Scripts and calls alike at low priority: a page draws nothing before its scripts have run, so an api answer
    // must not take a connection ahead of them (at high priority the calls went first on a slow line: /deposit's
    // LCP 2586 -> 2512 ms at 4x with them low), and a high-priority script would hold back the first paint.
    ...calls.filter((c) => !answered.includes(c)).map((c) => `<${api}${c}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`),
    ...(manifest ? [`<${manifest}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`] : []),
    ...scripts.map((f) => `</${f}>; rel=preload; as=script; fetchpriority=low`),
    ...remoteScripts.map((f) => `<${f}>; rel=preload; as=script; fetchpriority=low`),
    ...images.map((src) => `<${src}>; rel=preload; as=image`),
  ].join(', ');
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
 * The scripts of a remote's page (`remote`: remotePage()), as absolute addresses: the remote's entry, its routes'
 * scripts and the page's own chunk, from the first-load.json the remote's build puts beside its manifest (read
 * again every 2 s, in the background). The remotes are deployed on their own: a remote that does not answer in a
 * second, or has no such file, gets no hints (the shell's first script then starts the same scripts from the
 * manifest, once it runs). A guest on a player's page is sent to the login and does not use them: a low-priority
 * download the server cannot tell from a player's (the session is in the browser's storage).
 */
const remoteLoad = readInBackground((manifest) => readJson()(new URL('first-load.json', manifest)), REMOTE_READS);

const remoteManifest = readInBackground((manifest) => readJson()(manifest), REMOTE_READS);
/** What identifies a remote's release: the hash of its manifest as served now (null: no answer). */
export async function remoteRelease(manifest) {
  const m = await remoteManifest(manifest);
  return m ? crypto.createHash('sha256').update(JSON.stringify(m)).digest('hex').slice(0, 16) : null;
}

/** Every file a remote's first-load.json names (its entry, its routes' scripts, each page's chunk), as absolute addresses. */
export async function remoteFiles(manifest) {
  const load = await remoteLoad(manifest);
  if (!load) return null;
  const files = Object.values(load).flatMap((list) => (Array.isArray(list) ? list : []));
  return [...new Set(files)].filter((f) => typeof f === 'string').map((f) => new URL(f, manifest).href);
}
export async function remoteScripts(remote) {
  if (!remote) return [];
  const load = await remoteLoad(remote.manifest);
  if (!load) return [];
  const files = [...(load.start ?? []), ...((remote.chunk && load[remote.chunk]) ?? [])];
  return [...new Set(files)].filter((f) => typeof f === 'string').map((f) => new URL(f, remote.manifest).href);
}

/**
 * The home page's first banner, read from the api's sliders (at most every 15 s, in the background): the shell's
 * server puts it in the page itself, so the first screen's largest picture paints before the scripts have run.
 * Without an answer the page is the plain boot screen.
 */
export const firstBanner = readInBackground(async (apiBase) => {
  const first = (await readJson()(`${apiBase}/api/sliders`))?.data?.main?.[0];
  const src = typeof first?.thubmnail === 'string' && /^https?:\/\//.test(first.thubmnail) ? first.thubmnail : null;
  return src ? { src, alt: String(first.name ?? '') } : null;
});
