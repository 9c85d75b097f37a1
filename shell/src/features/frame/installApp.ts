// The installed app in the page: the service worker's registration (once the page has loaded, out of the first
// screen's way) and the browser's install prompt, kept for the App button (shell/server/pwa.mjs serves the rest).
import { useSyncExternalStore } from 'react';

/** Chrome's and Edge's install prompt (not in TypeScript's DOM types: a non-standard event). */
export interface InstallPrompt extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let prompt: InstallPrompt | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Keeps the browser's install prompt for the App button instead of the browser's own banner. */
export function watchInstall(): void {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    prompt = e as InstallPrompt;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    prompt = null;
    installed = true;
    changed();
  });
}

/** How long after the load event the worker is registered: its first install downloads the release's files. */
export const REGISTER_AFTER_MS = 3000;

/** The installed app's manifest (shell/server/pwa.mjs). */
const MANIFEST = '/manifest.webmanifest';

/**
 * Names the app's manifest in the page and registers /sw.js (a secure page only: https, or localhost), both once the
 * page has loaded. The manifest is not in the page's HTML: named there, Chrome fetched it and its 192 px icon
 * (11.5 KB) while the page's first scripts were still coming, on a phone's slow line (docs/performance.md); the
 * install prompt comes once it is named.
 */
export function startInstalledApp(): void {
  const register = () =>
    setTimeout(() => {
      if (!document.querySelector('link[rel="manifest"]')) {
        const link = document.createElement('link');
        link.rel = 'manifest';
        link.href = MANIFEST;
        document.head.appendChild(link);
      }
      if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
      navigator.serviceWorker.register('/sw.js').catch((e: unknown) => console.warn('service worker:', e));
    }, REGISTER_AFTER_MS);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Whether the page runs as the installed app (opened from the home screen). */
export const runsInstalled = (): boolean =>
  installed || window.matchMedia?.('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** An iPhone's or iPad's browser: no install prompt there, only Share, Add to Home Screen. */
export const onIos = (): boolean => /iPhone|iPad|iPod/.test(navigator.userAgent);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The browser's install prompt while it offers one (null: none, or already used). */
export function useInstallPrompt(): { prompt: InstallPrompt | null; install: () => Promise<boolean> } {
  const current = useSyncExternalStore(
    subscribe,
    () => prompt,
    () => null,
  );
  return {
    prompt: current,
    install: async () => {
      if (!prompt) return false;
      const p = prompt;
      await p.prompt();
      const { outcome } = await p.userChoice;
      // a prompt is good for one answer
      prompt = null;
      if (outcome === 'accepted') installed = true;
      changed();
      return outcome === 'accepted';
    },
  };
}
