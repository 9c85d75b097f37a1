// The calls a player's page makes first, started by the shell's first script (shell/src/firstScreen.ts, in main.js)
// while the app's scripts are still coming: the shell's server names them on the page (`data-player-calls`, from
// playerCalls() in scripts/serve.mjs, with the api's address) and the api client takes each answer once, for the
// same method, address and token, instead of asking again. An answer not taken within EARLY_CALL_MS is dropped
// (the page then asks anew). The page may also carry public answers (its first calls anyone may make, which the
// shell's server had as fresh as the api lets a shared cache keep them: scripts/serve.mjs, freshAnswers); the
// client takes those once too, for calls without a token. main.js and @bet/shared are separate bundles: this module
// is in both, and the calls meet on the window.

/** What the api client accepts (the early calls ask the same). */
export const ACCEPT = 'application/json, text/plain, */*';
export const EARLY_CALL_MS = 10_000;

/** What the api client reads of an answer: its status and its text. */
export type EarlyAnswer = Pick<Response, 'status' | 'text'>;

interface EarlyCall {
  at: number;
  answer: Promise<EarlyAnswer>;
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

/** The block the shell's server writes public answers into (scripts/serve.mjs, withAnswers), by address. */
export const ANSWERS_ELEMENT = 'bet-answers';

/** The page's public answers as early calls without a token, once per page (read when a call first looks). */
function pageAnswers(calls: Registry): void {
  const w = window as unknown as { __betPageAnswers?: boolean };
  if (w.__betPageAnswers) return;
  w.__betPageAnswers = true;
  const text = document.getElementById(ANSWERS_ELEMENT)?.textContent;
  if (!text) return;
  let answers: Record<string, unknown>;
  try {
    answers = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return; // unreadable: the page asks
  }
  for (const [url, body] of Object.entries(answers)) {
    const text = JSON.stringify(body);
    calls.set(keyOf('GET', url, ''), { at: Date.now(), answer: Promise.resolve({ status: 200, text: async () => text }) });
  }
}

/**
 * The answer of the same call started early (with the player's token) or carried by the page (public, without one),
 * once; undefined when there is none (or it is too old).
 */
export function takeEarlyCall(method: string, url: string, authorization: string | undefined): Promise<EarlyAnswer> | undefined {
  const calls = registry();
  if (!calls) return undefined;
  pageAnswers(calls);
  if (calls.size === 0) return undefined;
  const key = keyOf(method, url, authorization ?? '');
  const call = calls.get(key);
  if (!call) return undefined;
  calls.delete(key);
  return Date.now() - call.at <= EARLY_CALL_MS ? call.answer : undefined;
}
