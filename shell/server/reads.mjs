// What the shell's server reads from other servers (the api's public answers, a remote's published files), kept and
// read again in the background, so a page is never held back waiting for another server.

/**
 * `read(key)` (an answer from another server: the api's banners, a remote's first-load.json) at most every 15 s, in
 * the background: the last known answer meanwhile, and after a failed read (without any answer yet, again after 2 s:
 * an api still starting up when the first page was asked for). The key comes from the request's Host
 * header, so at most 32 are kept (the oldest goes first): a stream of made-up hosts cannot grow the memory.
 */
export function readInBackground(read, { every = 15_000, keepLast = true } = {}) {
  const entries = new Map();
  const refresh = (entry, key) => {
    entry.at = Date.now();
    read(key).then((v) => {
      if (v) [entry.value, entry.known] = [Promise.resolve(v), true];
      // a remote's file that is gone (a release without it) is forgotten, never named again
      else if (!keepLast) [entry.value, entry.known] = [Promise.resolve(null), false];
    });
  };
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= 32) entries.delete(entries.keys().next().value);
      entry = { at: Date.now(), known: false, value: read(key) };
      entry.value.then((v) => (entry.known = Boolean(v)));
      entries.set(key, entry);
    } else if (Date.now() - entry.at > (entry.known ? every : 2_000)) refresh(entry, key); // no answer yet: soon again
    return entry.value;
  };
}

/**
 * A remote's files are read again every 2 s while it answers (a release switched in is named within 2 s; the files of
 * the release before are still served meanwhile, servedFile()), and one that is gone is forgotten.
 */
export const REMOTE_READS = { every: 2_000, keepLast: false };

/** A JSON file of another server, or null (no answer in a second, not a 200, not JSON, or not `accept`ed). */
export const readJson =
  (accept = () => true) =>
  async (url) => {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      const body = res.ok ? await res.json() : null;
      return body !== null && accept(body) ? body : null;
    } catch {
      return null;
    }
  };

/**
 * The api's public answers a page carries, kept as a shared cache may keep them by the api's own word: its
 * CDN-Cache-Control (max-age, then stale-while-revalidate while a new read runs). `sharedAnswer(url)` is the answer
 * the cache may serve now, else null; either way a read starts when the answer is older than max-age. An answer
 * without that header (or not 200) is never kept. At most 64 addresses (they carry the request's Host).
 */
export function answerCache(fetchAnswer = (url) => fetch(url, { signal: AbortSignal.timeout(1000) })) {
  const entries = new Map();
  const read = (url, entry) => (entry.reading = readInto(url, entry).finally(() => (entry.reading = null)));
  const readInto = async (url, entry) => {
    try {
      const res = await fetchAnswer(url);
      const policy = res.headers.get('cdn-cache-control') ?? '';
      const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(policy);
      if (res.status !== 200 || !maxAge || /no-store|private/.test(policy)) {
        entry.body = null;
        return;
      }
      const swr = /stale-while-revalidate=(\d+)/.exec(policy);
      Object.assign(entry, { body: await res.json(), at: Date.now(), fresh: Number(maxAge[1]) * 1000, stale: Number(swr?.[1] ?? 0) * 1000 });
    } catch {
      /* no answer: the page asks */
    }
  };
  /** The entry of `url`, read again (in the background) when older than its max-age. */
  const touch = (url) => {
    let entry = entries.get(url);
    if (!entry) {
      if (entries.size >= 64) entries.delete(entries.keys().next().value);
      entries.set(url, (entry = { body: null, at: 0, fresh: 0, stale: 0, reading: null }));
    }
    if (Date.now() - entry.at > entry.fresh && !entry.reading) read(url, entry);
    return entry;
  };
  const sharedAnswer = (url) => {
    const entry = touch(url);
    return entry.body !== null && Date.now() - entry.at <= entry.fresh + entry.stale ? entry.body : null;
  };
  /** The last answer kept, however old (what the page's pictures are named from); the first read is waited for. */
  sharedAnswer.latest = async (url) => {
    const entry = touch(url);
    if (entry.body === null) await entry.reading;
    return entry.body;
  };
  return sharedAnswer;
}

/**
 * An answer of the api (its address as the key) as JSON, read like the banner; null without one. For answers the
 * api does not let a shared cache keep (the games page's systems); the others are read once, by answerCache.
 */
export const apiRead = readInBackground(readJson());
