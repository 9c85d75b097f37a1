// useResource: one way to load api data in every app: loading, error with retry, optional polling,
// and a cache shared by every component (and every remote, since @bet/shared is a singleton).
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sessionStore, tokenAtom } from '../session';

interface Entry<T> {
  data?: T;
  error?: unknown;
  promise?: Promise<T>;
  at: number;
}
const cache = new Map<string, Entry<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function notify(key: string) {
  listeners.get(key)?.forEach((l) => l());
}

function load<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  const entry = (cache.get(key) ?? { at: 0 }) as Entry<T>;
  if (entry.promise) return entry.promise;
  // an answer is kept only while its request is still the key's current one: an invalidation, a reload or a
  // change of player since it was asked drops it (a shared phone never shows the previous player's data)
  const current = () => cache.get(key)?.promise === promise;
  const promise: Promise<T> = fetcher().then(
    (data) => {
      if (!current()) return data;
      cache.set(key, { data, at: Date.now() });
      notify(key);
      return data;
    },
    (error: unknown) => {
      if (!current()) throw error;
      cache.set(key, { ...entry, error, promise: undefined, at: Date.now() });
      notify(key);
      throw error;
    },
  );
  cache.set(key, { ...entry, promise });
  return promise;
}

/** The latest fetcher of each key some component is showing (for reloads after an invalidation). */
const fetchers = new Map<string, () => Promise<unknown>>();

/**
 * Forgets cached answers (all, or those whose key starts with `prefix`), e.g. after logout. With `reload`, keys
 * that are on screen load again at once (e.g. the toolbar's unread count after the inbox changed), showing their
 * data meanwhile unless `drop` (another player's data is never shown, not even while the new one loads).
 */
export function invalidateResources(prefix = '', reload = false, drop = false): void {
  const shown = (key: string) => reload && fetchers.has(key) && Boolean(listeners.get(key)?.size);
  // a request on its way is forgotten either way, and its answer dropped when it comes
  for (const [key, entry] of [...cache.entries()]) {
    if (!key.startsWith(prefix)) continue;
    if (shown(key) && !drop && entry.data !== undefined) cache.set(key, { data: entry.data, at: 0 });
    else cache.delete(key);
  }
  for (const key of listeners.keys()) {
    if (!key.startsWith(prefix)) continue;
    const fetcher = fetchers.get(key);
    if (fetcher && shown(key)) load(key, fetcher).catch(() => {});
    notify(key);
  }
}

// another player (or none) from now on: nothing cached for the last one is shown or kept
let lastToken = sessionStore.get(tokenAtom);
sessionStore.sub(tokenAtom, () => {
  const token = sessionStore.get(tokenAtom);
  if (token === lastToken) return;
  lastToken = token;
  // what is on screen loads again for the new player (a guest's home after a login), from nothing
  invalidateResources('', true, true);
});

/**
 * Server rendering (the shell's server draws a page's first screen, shell/src/server-render.tsx). A render pass
 * records every key a component read and those it would have asked for (nothing cached, or too old): the server
 * loads those, renders again, and the page carries what the second render read (`resourcesOf`), which the client's
 * cache takes before it hydrates (`seedResources`), so both draw the same data.
 */
interface RenderPass {
  read: Set<string>;
  wanted: Map<string, () => Promise<unknown>>;
}
interface PassState extends RenderPass {
  /** An answer older than this is wanted again, whatever its component's own maxAgeMs. */
  maxAgeMs: number;
}
let renderPassNow: PassState | null = null;

/**
 * Runs `render` (a synchronous server render) as a render pass; returns its result and what it read and wanted. An
 * answer older than `maxAgeMs` is wanted again (a server draws for many readers: what the api changed shows soon).
 */
export function renderPass<T>(render: () => T, { maxAgeMs = Infinity }: { maxAgeMs?: number } = {}): { result: T } & RenderPass {
  const pass: PassState = { read: new Set(), wanted: new Map(), maxAgeMs };
  renderPassNow = pass;
  try {
    return { result: render(), read: pass.read, wanted: pass.wanted };
  } finally {
    renderPassNow = null;
  }
}

/**
 * Loads what a render pass wanted, waiting at most `timeoutMs`. A key that does not come in time, or fails, renders
 * as loading (a failure is forgotten: the client, which has no answer for it either, asks itself).
 */
export async function loadWanted(wanted: RenderPass['wanted'], timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  const all = Promise.allSettled(
    [...wanted].map(([key, fetcher]) =>
      load(key, fetcher).catch(() => {
        if (cache.get(key)?.data === undefined) cache.delete(key);
      }),
    ),
  );
  await Promise.race([all, late]);
  clearTimeout(timer);
}

/** A cached answer as the page carries it: its data and its age in ms. */
export type CarriedResource = { data: unknown; age: number };

/** The cached answers of `keys` (those that have one), as the page carries them to the client. */
export function resourcesOf(keys: Iterable<string>): Record<string, CarriedResource> {
  const out: Record<string, CarriedResource> = {};
  const now = Date.now();
  for (const key of keys) {
    const entry = cache.get(key);
    if (entry?.data !== undefined) out[key] = { data: entry.data, age: Math.max(0, now - entry.at) };
  }
  return out;
}

/**
 * What the server drew each key from: the entry the page carried, by key (a key it did not carry, it drew loading).
 * A part that hydrates renders from this, not from the cache (useResource's server snapshot): the cache may have
 * answers by then the server had not (a player's, started early by the page's first script; a remote's section
 * hydrates once its code has come), and the part then renders them right after.
 */
const drawn = new Map<string, Entry<unknown>>();

/** The page's carried answers into the cache, as old as they were on the server (before the client hydrates). */
export function seedResources(carried: Record<string, CarriedResource>): void {
  const now = Date.now();
  for (const [key, { data, age }] of Object.entries(carried)) {
    if (cache.has(key)) continue;
    const entry = { data, at: now - age };
    cache.set(key, entry);
    drawn.set(key, entry);
  }
}

// the snapshot of a key is read on every render; its changes re-render through useResource's own listener (as a
// transition), never through the store's subscription
const noSubscription = () => () => {};

/** Whether `key` needs loading: nothing cached and nothing on its way, or an answer older than `maxAgeMs`. */
function due(key: string, maxAgeMs: number): boolean {
  const entry = cache.get(key);
  return !entry || (!entry.promise && (entry.data === undefined || Date.now() - entry.at > maxAgeMs));
}

/**
 * Starts loading `key` now without showing it: a page asks at once for what a part of it shown later will need
 * (a form behind a check), instead of one round trip after the other. The part's useResource finds it cached.
 */
export function prefetchResource<T>(key: string, fetcher: () => Promise<T>, maxAgeMs = 30_000): void {
  if (due(key, maxAgeMs)) load(key, fetcher).catch(() => {});
}

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/** How long after its screen's frame a detail asks (useResource's `afterPaint`). */
export const AFTER_PAINT_MS = 300;

/**
 * Runs `start` AFTER_PAINT_MS after the page's next frame; the returned function cancels it. A task right after the
 * frame, or the browser's next idle moment, came before the frame had reached the screen on a fast device, so the
 * calls still went ahead of the list's paint.
 */
export function afterNextPaint(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(start, AFTER_PAINT_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** How long a part waits for the page's first screen at most (a page that never says it is drawn). */
export const FIRST_SCREEN_WAIT_MS = 5_000;
let firstScreenDrawn = false;
const firstScreenWaiting = new Set<() => void>();

/**
 * The page's first screen is drawn: the shell's own page once hydrated, a remote's page once the remote's section
 * (or its panel) has rendered. Said once per page; afterFirstScreen's waiting parts go ahead.
 */
export function markFirstScreen(): void {
  if (firstScreenDrawn) return;
  firstScreenDrawn = true;
  for (const go of [...firstScreenWaiting]) go();
  firstScreenWaiting.clear();
}

/**
 * Runs `start` once the page's first screen is drawn (markFirstScreen, at most FIRST_SCREEN_WAIT_MS) and painted
 * (afterNextPaint); returns a cancel. For what is not on the first screen (the toolbar's unread badge, the reality
 * check): on a remote's page it asked as the shell hydrated, while the remote's own scripts and calls were still
 * coming, and so came before the page's largest part.
 */
export function afterFirstScreen(start: () => void): () => void {
  let cancel = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const go = () => {
    firstScreenWaiting.delete(go);
    if (timer !== undefined) clearTimeout(timer);
    cancel = afterNextPaint(start);
  };
  if (firstScreenDrawn) go();
  else {
    firstScreenWaiting.add(go);
    timer = setTimeout(go, FIRST_SCREEN_WAIT_MS);
  }
  return () => {
    firstScreenWaiting.delete(go);
    if (timer !== undefined) clearTimeout(timer);
    cancel();
  };
}

/**
 * Loads `fetcher()` under `key` (null: skip). Answers younger than `maxAgeMs` are reused;
 * `pollMs` reloads in the background. `afterPaint`: a detail that refines what the screen already shows (a list
 * row's own status) asks a moment after the screen has painted (AFTER_PAINT_MS), so that the first screen is drawn
 * before a call per row competes with the page's own files and calls.
 */
export function useResource<T>(
  key: string | null,
  fetcher: () => Promise<T>,
  opts: { pollMs?: number; maxAgeMs?: number; afterPaint?: boolean; afterFirstScreen?: boolean } = {},
): Resource<T> {
  const { pollMs, maxAgeMs = 30_000, afterPaint = false, afterFirstScreen: later = false } = opts;
  const [, force] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  useEffect(() => {
    if (!key) return;
    const set = listeners.get(key) ?? new Set();
    // an answer that arrives re-renders as a transition: in slices a tap or a keystroke can interrupt, not one
    // long task (a phone's first screen fills in from several answers at once)
    const l = () => startTransition(() => force((n) => n + 1));
    set.add(l);
    listeners.set(key, set);
    fetchers.set(key, () => fetcherRef.current());
    const first = () => {
      if (due(key, maxAgeMs)) load(key, () => fetcherRef.current()).catch(() => {});
    };
    // a detail asks once the screen has painted, a part off the first screen once that screen is drawn and painted;
    // either way first() asks only if nothing fresh is cached or under way
    const cancelFirst = later ? afterFirstScreen(first) : afterPaint ? afterNextPaint(first) : undefined;
    if (!afterPaint && !later) first();
    const id = pollMs ? setInterval(() => load(key, () => fetcherRef.current()).catch(() => {}), pollMs) : undefined;
    return () => {
      set.delete(l);
      cancelFirst?.();
      if (id) clearInterval(id);
    };
  }, [key, pollMs, maxAgeMs, afterPaint, later]);

  const reload = useCallback(async () => {
    if (!key) return;
    const entry = cache.get(key);
    if (entry) cache.set(key, { ...entry, error: undefined, promise: undefined });
    notify(key);
    await load(key, () => fetcherRef.current()).catch(() => {});
  }, [key]);

  if (renderPassNow && key) {
    renderPassNow.read.add(key);
    if (due(key, Math.min(maxAgeMs, renderPassNow.maxAgeMs))) renderPassNow.wanted.set(key, fetcher);
  }
  // hydrating, what the server drew (in the server's own render pass, the cache); else the cache
  const entry = useSyncExternalStore(
    noSubscription,
    () => (key ? cache.get(key) : undefined),
    () => (key ? (renderPassNow ? cache.get(key) : drawn.get(key)) : undefined),
  ) as Entry<T> | undefined;
  return {
    data: entry?.data,
    error: entry?.data === undefined ? entry?.error : undefined,
    loading: Boolean(key) && entry?.data === undefined && !entry?.error,
    reload,
  };
}
