// A remote's manifest asked for by the shell's first script (firstScreen.ts), before the federation runtime has
// started: the runtime (runtimePlugin.ts) takes that answer when it asks for the same address, once. The first
// script may run in its own bundle (written into the page by the shell's server) and the runtime in main.js: the
// answers meet on the window.
export const REMOTE_TIMEOUT_MS = 5000;

function early(): Map<string, Promise<Response>> {
  const w = window as unknown as { __betEarlyManifests?: Map<string, Promise<Response>> };
  return (w.__betEarlyManifests ??= new Map());
}

export function fetchEarly(url: string): Promise<Response> {
  const answer = fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  early().set(url, answer);
  return answer;
}

export function takeEarly(url: string): Promise<Response> | undefined {
  const answer = early().get(url);
  early().delete(url);
  return answer;
}
