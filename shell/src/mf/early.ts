// A remote's manifest asked for by the shell's first script (firstScreen.ts), before the federation runtime has
// started: the runtime (runtimePlugin.ts) takes that answer when it asks for the same address, once.
export const REMOTE_TIMEOUT_MS = 5000;

const early = new Map<string, Promise<Response>>();

export function fetchEarly(url: string): Promise<Response> {
  const answer = fetch(url, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  early.set(url, answer);
  return answer;
}

export function takeEarly(url: string): Promise<Response> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}
