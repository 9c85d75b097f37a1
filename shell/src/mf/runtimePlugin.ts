// Module Federation runtime plugin: a remote that never answers fails after 5 s instead of hanging, a remote built
// against a @bet/shared this shell does not provide is refused on its manifest (compatibility.ts), and every failed
// remote load is reported to the mount point (which shows its fallback). A manifest the shell's first script has
// already asked for (@bet/shared's api/early.ts) is taken from there.
import { getInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkedManifest, SHARED_PACKAGE } from './compatibility';
import { takeEarlyFetch } from '@bet/shared/early';
import { REMOTE_TIMEOUT_MS } from './timeout';

function fetchWithTimeout(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
  return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
}

/** The @bet/shared this shell provides (its build's version, as the federation registered it). */
function providedShared(): string | undefined {
  const shared = getInstance()?.options.shared as Record<string, { version?: string }[]> | undefined;
  return shared?.[SHARED_PACKAGE]?.[0]?.version;
}

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bet-timeout-plugin',
    fetch(url: string, init: RequestInit) {
      const first = takeEarlyFetch(url);
      // a failed or refused early answer: ask again, as if there had been none
      const answer = first
        ? first.then(
            (res) => (res.ok ? res : fetchWithTimeout(url, init)),
            () => fetchWithTimeout(url, init),
          )
        : fetchWithTimeout(url, init);
      return answer.then((res) => checkedManifest(url, res, providedShared()));
    },
    createScript({ url }: { url: string }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
    errorLoadRemote({ id, error }: { id: string; error: unknown }) {
      // Let the mount point's error boundary show its fallback.
      throw error instanceof Error ? error : new Error(`remote ${id} failed to load`);
    },
  };
}
