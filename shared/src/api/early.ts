// The calls a player's page makes first, started by the shell's first script (shell/src/firstScreen.ts, in main.js)
// while the app's scripts are still coming: the shell's server names them on the page (`data-player-calls`, from
// playerCalls() in scripts/serve.mjs, with the api's address) and the api client takes each answer once, for the
// same method, address and token, instead of asking again. An answer not taken within EARLY_CALL_MS is dropped
// (the page then asks anew). main.js and @bet/shared are separate bundles: this module is in both, and the calls
// meet on the window.

/** What the api client accepts (the early calls ask the same). */
export const ACCEPT = 'application/json, text/plain, */*';
export const EARLY_CALL_MS = 10_000;

interface EarlyCall {
  at: number;
  answer: Promise<Response>;
}
type Registry = Map<string, EarlyCall>;

function registry(): Registry | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { __betEarlyCalls?: Registry };
  return (w.__betEarlyCalls ??= new Map());
}

const keyOf = (method: string, url: string, authorization: string) => `${method} ${url} ${authorization}`;

/** Starts a call with the player's token (no body); its answer waits to be taken. */
export function startEarlyCall(method: string, url: string, authorization: string, timeoutMs = 15_000): void {
  const calls = registry();
  if (!calls || typeof fetch !== 'function') return;
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  // at low priority, as the page's preloads: behind the scripts, which the page cannot draw without
  const answer = fetch(url, { method, headers: { Accept: ACCEPT, Authorization: authorization }, signal, priority: 'low' });
  answer.catch(() => undefined); // not taken: nobody waits on it
  calls.set(keyOf(method, url, authorization), { at: Date.now(), answer });
}

/** The answer of the same call started early, once; undefined when there is none (or it is too old). */
export function takeEarlyCall(method: string, url: string, authorization: string | undefined): Promise<Response> | undefined {
  const calls = registry();
  if (!calls || !authorization || calls.size === 0) return undefined;
  const key = keyOf(method, url, authorization);
  const call = calls.get(key);
  if (!call) return undefined;
  calls.delete(key);
  return Date.now() - call.at <= EARLY_CALL_MS ? call.answer : undefined;
}
