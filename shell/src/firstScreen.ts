// Runs before the app's scripts arrive: written into the page by the shell's server (first-screen.ts, its own small
// bundle, run as the page is read) or else from main.js, ahead of the async boundary (no shared module may be
// imported here). On the home page the shell's server has usually put the first banner in the page: this only
// places it for a player. Otherwise it asks for the banners (the server's Link header has already started that
// call) and starts the first banner image, the page's largest picture, instead of waiting for React to render it. On
// a remote's page (the server names the remote's manifest on the root element) it starts the remote's entry and page
// scripts beside the shell's own, instead of after them, and on a player's page, for a player, the calls the page
// makes first (named on the root element too), and for a guest, whom the shell sends to the login, the login page's.
import { REMOTE_TIMEOUT_MS } from './mf/timeout';
// the early calls' module alone (not the @bet/shared singleton, which loads after main.js)
import { firstScreenOnce, startEarlyCall, startEarlyFetch } from '@bet/shared/early';
// the configuration, from the page or config.json (its module alone, as above)
import { loadConfig } from '@bet/shared/config';

interface Manifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

export function startFirstScreen(): void {
  // once per page: the shell's server writes this script into the page itself (first-screen.ts), and main.js
  // calls it again for a page without it (the development server, a server that could not read the file)
  if (!firstScreenOnce()) return;
  const root = document.getElementById('root');
  const manifest = root?.dataset.remoteManifest;
  if (manifest) {
    // a guest on a player's page goes to the login instead: nothing of the remote is needed, the login page's
    // scripts are (named on the root element too)
    if (root.dataset.remoteLogin === undefined || hasToken()) startRemote(manifest);
    else for (const file of root.dataset.loginScripts?.split(' ').filter(Boolean) ?? []) preload(file, 'script', 'low');
    startPlayerCalls(root.dataset.playerCalls);
    return;
  }
  if (location.pathname !== '/') return;
  // the server has put the first banner in the page, below the guest bar; a player has no guest bar
  const boot = document.querySelector('.boot-home');
  if (boot) {
    if (hasToken()) boot.classList.add('player');
    return;
  }
  if (typeof fetch !== 'function') return;
  loadConfig()
    .then((config) => fetch(`${config.apiBase}/api/sliders`))
    .then((r) => r.json() as Promise<{ data?: { main?: { thubmnail?: string }[] } }>)
    .then((body) => {
      const src = body.data?.main?.[0]?.thubmnail;
      if (!src) return;
      preload(src, 'image', 'high');
    })
    .catch(() => {
      /* the app asks again and shows its own error */
    });
}

function tokenOf(): string | null {
  try {
    return localStorage.getItem('token');
  } catch {
    return null; // storage unavailable: a guest
  }
}
const hasToken = (): boolean => Boolean(tokenOf());

/** A player's page's first calls, as the server named them ([method, address]), started now (api/early.ts). */
function startPlayerCalls(named: string | undefined): void {
  // a guest's page names none: its storage is not opened here (a first read of it costs a phone milliseconds while
  // the page is being read; the app reads it later, in a task of its own)
  if (!named) return;
  const token = tokenOf();
  if (!token) return;
  try {
    for (const [method, url] of JSON.parse(named) as [string, string][]) startEarlyCall(method, url, `Bearer ${token}`);
  } catch {
    /* not as the server writes it: the page asks itself */
  }
}

function preload(href: string, as: 'script' | 'image', priority: 'high' | 'low'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  link.setAttribute('fetchpriority', priority);
  document.head.appendChild(link);
}

/** The remote's entry and the scripts of its pages (`./Routes`), from its manifest (taken by the runtime after). */
function startRemote(manifest: string): void {
  if (typeof fetch !== 'function') return;
  startEarlyFetch(manifest, REMOTE_TIMEOUT_MS)
    .then((r) => (r.ok ? (r.clone().json() as Promise<Manifest>) : null))
    .then((m) => {
      if (!m) return;
      const { path, name } = m.metaData.remoteEntry;
      const pages = m.exposes.find((e) => e.name === 'Routes')?.assets.js.sync ?? [];
      for (const file of [`${path}${name}`, ...pages]) preload(new URL(file, manifest).href, 'script', 'low');
    })
    .catch(() => {
      /* the runtime asks again and shows its own error */
    });
}
