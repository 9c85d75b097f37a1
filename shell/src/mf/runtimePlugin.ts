// Module Federation runtime plugin: a remote that never answers fails after 5 s instead of hanging,
// and every failed remote load is reported to the mount point (which shows "This section is unavailable").
// A manifest the shell's first script has already asked for (early.ts) is taken from there.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS, takeEarly } from './early';

function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
  return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bet-timeout-plugin',
    fetch(url: string, init: RequestInit) {
      const first = takeEarly(url);
      if (!first) return fetchWithTimeout(url, init);
      // a failed or refused early answer: ask again, as if there had been none
      return first.then(
        (res) => (res.ok ? res : fetchWithTimeout(url, init)),
        () => fetchWithTimeout(url, init),
      );
    },
    createScript({ url }: { url: string }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error }: { id: string; error: unknown }) {
      // Let the mount point's error boundary show the unavailable panel.
      throw error instanceof Error ? error : new Error(`remote ${id} failed to load`);
    },
  };
}
