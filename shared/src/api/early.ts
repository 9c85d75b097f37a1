// What a page fetches before its app has started, taken once by whoever asks for the same thing after: the one
// registry of early answers. The shell's first script (shell/src/firstScreen.ts) starts a player's first calls (the
// shell's server names them on the page from the calls the route declares: shell/server/first-calls.mjs) and the
// remote's manifest; the page may also carry public answers (its first calls anyone may make, which the shell's
// server had as fresh as the api lets a shared cache keep them). The api client takes a call's answer once, for the
// same method, address and token; the federation runtime takes the manifest (shell/src/mf/runtimePlugin.ts). An api
// answer not taken within EARLY_CALL_MS is dropped (the page then asks anew). main.js and @bet/shared are separate
// bundles: this module is in both, and they meet on the window (one object, `__betEarly`).

/** What the api client accepts (the early calls ask the same). */
export const ACCEPT = 'application/json, text/plain, */*';
export const EARLY_CALL_MS = 10_000;

/** What the api client reads of an answer: its status and its text. */
export type EarlyAnswer = Pick<Response, 'status' | 'text'>;

interface EarlyCall {
  at: number;
  answer: Promise<EarlyAnswer>;
}

/** The page's early state, on the window. */
interface EarlyState {
  /** Api calls by method, address and token. */
  calls: Map<string, EarlyCall>;
  /** Other servers' files (a remote's manifest), whole, by address. */
  files: Map<string, Promise<Response>>;
  /** The page's carried answers have been read into `calls`. */
  pageAnswersRead: boolean;
  /** The shell's first script has run. */
  firstScreenRan: boolean;
}

function state(): EarlyState | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { __betEarly?: EarlyState };
  return (w.__betEarly ??= { calls: new Map(), files: new Map(), pageAnswersRead: false, firstScreenRan: false });
}

const keyOf = (method: string, url: string, authorization: string) => `${method} ${url} ${authorization}`;

/** Starts a call with the player's token (no body); its answer waits to be taken. */
export function startEarlyCall(method: string, url: string, authorization: string, timeoutMs = 15_000): void {
  const early = state();
  if (!early || typeof fetch !== 'function') return;
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  // at low priority, as the page's preloads: behind the scripts, which the page cannot draw without
  const answer = fetch(url, { method, headers: { Accept: ACCEPT, Authorization: authorization }, signal, priority: 'low' });
  answer.catch(() => undefined); // not taken: nobody waits on it
  early.calls.set(keyOf(method, url, authorization), { at: Date.now(), answer });
}

/** Starts fetching a file of another server (a remote's manifest); its whole answer waits to be taken. */
export function startEarlyFetch(url: string, timeoutMs: number): Promise<Response> {
  const answer = fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  state()?.files.set(url, answer);
  return answer;
}

/** The answer of a file fetched early (startEarlyFetch), once; undefined when there is none. */
export function takeEarlyFetch(url: string): Promise<Response> | undefined {
  const files = state()?.files;
  const answer = files?.get(url);
  files?.delete(url);
  return answer;
}

/** True the first time a page asks (the shell's first script runs once, from the page or from main.js). */
export function firstScreenOnce(): boolean {
  const early = state();
  if (!early || early.firstScreenRan) return false;
  early.firstScreenRan = true;
  return true;
}

/** The block the shell's server writes public answers into (shell/server/page.mjs, withAnswers), by address. */
export const ANSWERS_ELEMENT = 'bet-answers';

/** The page's public answers as early calls without a token, once per page (read when a call first looks). */
function pageAnswers(early: EarlyState): void {
  if (early.pageAnswersRead) return;
  early.pageAnswersRead = true;
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
    early.calls.set(keyOf('GET', url, ''), { at: Date.now(), answer: Promise.resolve({ status: 200, text: async () => text }) });
  }
}

/**
 * The answer of the same call started early (with the player's token) or carried by the page (public, without one),
 * once; undefined when there is none (or it is too old).
 */
export function takeEarlyCall(method: string, url: string, authorization: string | undefined): Promise<EarlyAnswer> | undefined {
  const early = state();
  if (!early) return undefined;
  pageAnswers(early);
  if (early.calls.size === 0) return undefined;
  const key = keyOf(method, url, authorization ?? '');
  const call = early.calls.get(key);
  if (!call) return undefined;
  early.calls.delete(key);
  return Date.now() - call.at <= EARLY_CALL_MS ? call.answer : undefined;
}
