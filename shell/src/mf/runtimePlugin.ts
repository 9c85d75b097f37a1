// Module Federation runtime plugin: a remote that never answers fails after 5 s instead of hanging,
// and every failed remote load is reported to the mount point (which shows "This section is unavailable").
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_TIMEOUT_MS = 5000;

export default function timeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'bet-timeout-plugin',
    fetch(url: string, init: RequestInit) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), REMOTE_TIMEOUT_MS);
      return fetch(url, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
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
