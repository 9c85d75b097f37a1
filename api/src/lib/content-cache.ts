// Public content (general, logo, sliders, social links, promotions, payment methods, game types, market blocks)
// served from this process's memory, already serialised, with an ETag; a browser that has it gets a 304.
// A database trigger (drizzle/0007_content_notify.sql) notifies every process when any of it changes, whoever
// changed it, and each process forgets what it holds.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Notifications } from '../db/client.js';

export const CONTENT_CHANNEL = 'content_changed';
const SYNC = 'sync:';
/** Per-player entries (market blocks) are many: past this many entries the cache starts over. */
const MAX_ENTRIES = 20_000;

/**
 * The cache rules of public answers. Browsers always ask (`no-cache`) and get a 304 while their copy is current;
 * a CDN in front may serve an answer without asking for `max-age` seconds and serve it stale while it asks for
 * `stale-while-revalidate` more, told by the targeted `CDN-Cache-Control` header (RFC 9213), which browsers ignore.
 * Not `s-maxage` in Cache-Control: Chrome then asks again for an answer the page's Link header had preloaded
 * (measured: the games page asked for /api/get-type twice). Content changes rarely (a back-office change reaches
 * the edge within 5 s); the odds feed moves every second.
 */
export const EDGE = {
  content: { browser: 'no-cache', cdn: 'public, max-age=5, stale-while-revalidate=30' },
  feed: { browser: 'no-cache', cdn: 'public, max-age=1, stale-while-revalidate=2' },
  /** An answer for one signed-in player: no shared cache keeps it; the browser asks each time. */
  player: { browser: 'private, no-cache', cdn: 'no-store' },
} as const;
export type Edge = keyof typeof EDGE;

/** A JSON answer serialised once, its validator, and the headers it is sent with (after the security headers). */
export interface Entry {
  body: string;
  etag: string;
  /** The headers of the 200 answer (after the security headers) for each cache rule, as a flat list of names and values. */
  headers: Record<Edge, readonly string[]>;
  /** The headers of its 304: the validator and the cache rule. */
  notModified: Record<Edge, readonly string[]>;
}

const edges = Object.keys(EDGE) as Edge[];
/** An answer from its JSON text. */
export function entryOf(body: string): Entry {
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`;
  const notModified = Object.fromEntries(edges.map((e) => [e, ['etag', etag, 'cache-control', EDGE[e].browser, 'cdn-cache-control', EDGE[e].cdn]])) as Record<
    Edge,
    string[]
  >;
  const rest = ['content-type', 'application/json; charset=utf-8', 'content-length', String(Buffer.byteLength(body))];
  const headers = Object.fromEntries(edges.map((e) => [e, [...notModified[e], ...rest]])) as Record<Edge, string[]>;
  return { body, etag, headers, notModified };
}

/**
 * Sends a pre-serialised JSON answer with its ETag (a 304 when the caller already has it), written directly with
 * every header it needs: the route is registered fromMemory, so nothing else has set any. `edge` is the answer's
 * cache rule when it is public (the same for every caller); an answer to a signed-in player is always private.
 */
export function sendEntry(req: FastifyRequest, reply: FastifyReply, entry: Entry, edge: Exclude<Edge, 'player'> | null): FastifyReply {
  const rule: Edge = edge && req.player === null ? edge : 'player';
  const security = reply.server.httpHeaders(req);
  reply.hijack();
  if (req.headers['if-none-match'] === entry.etag) reply.raw.writeHead(304, security.concat(entry.notModified[rule])).end();
  else reply.raw.writeHead(200, security.concat(entry.headers[rule])).end(entry.body);
  return reply;
}

export class ContentCache {
  private entries = new Map<string, Promise<Entry>>();
  /** The entries whose answer is built (the same as `entries`, without the wait). */
  private ready = new Map<string, Entry>();
  private readonly waiting = new Map<string, () => void>();
  private stop: (() => Promise<void>) | null = null;

  /** Without notifications (tools that build an app for a moment) nothing is kept. */
  constructor(
    private readonly db: Db,
    private readonly notifications: Notifications | null,
  ) {}

  async start() {
    if (!this.notifications) return;
    this.stop = await this.notifications.listen(CONTENT_CHANNEL, (payload) => {
      if (payload?.startsWith(SYNC)) {
        this.waiting.get(payload)?.();
        return;
      }
      this.clear();
    });
  }

  async close() {
    await this.stop?.();
    if (this.timer) clearTimeout(this.timer);
    this.clear();
  }

  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  /**
   * Forgets every answer at `at`, when what is on show changes by the clock (a scheduled publication): no
   * notification comes then, so each process sets its own time from the database. The earliest time asked wins;
   * one more than a day ahead is looked at again after a day.
   */
  expireAt(at: Date): void {
    if (!this.notifications) return;
    const ms = at.getTime();
    if (ms >= this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = ms;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.clear();
      },
      Math.min(Math.max(ms - Date.now(), 0), 86_400_000),
    ).unref();
  }

  clear() {
    this.entries.clear();
    this.ready.clear();
  }

  /**
   * Resolves once every change committed before the call has reached this process (a no-op on PGlite, which
   * delivers at once): the back office's answers wait for it, so its next read sees the change.
   */
  async synced(): Promise<void> {
    if (!this.notifications || this.notifications.synchronous) return;
    const token = `${SYNC}${crypto.randomUUID()}`;
    const arrived = new Promise<void>((resolve) => this.waiting.set(token, resolve));
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, 2000).unref());
    try {
      await this.db.execute(sql`SELECT pg_notify(${CONTENT_CHANNEL}, ${token})`);
      await Promise.race([arrived, timeout]);
    } finally {
      this.waiting.delete(token);
    }
  }

  /** Sends the answer for `key` from memory (built by `build` and serialised by the route's schema once), or a 304. */
  send(req: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): FastifyReply | Promise<FastifyReply> {
    // the hot path: an answer already built is sent without a promise
    const ready = this.ready.get(key);
    if (ready) return sendEntry(req, reply, ready, 'content');
    return this.build(req, reply, key, build);
  }

  private async build(req: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>): Promise<FastifyReply> {
    const entry = await this.entry(key, async () => {
      const out = reply.serialize(await build());
      return entryOf(typeof out === 'string' ? out : Buffer.from(out instanceof ArrayBuffer ? new Uint8Array(out) : out).toString('utf8'));
    });
    return sendEntry(req, reply, entry, 'content');
  }

  private entry(key: string, make: () => Promise<Entry>): Promise<Entry> {
    if (!this.notifications) return make();
    const held = this.entries.get(key);
    if (held) return held;
    if (this.entries.size >= MAX_ENTRIES) this.clear();
    // a change that arrives while it is being built clears it from the map: the next call builds it again
    const made = make();
    this.entries.set(key, made);
    made.then(
      (entry) => this.entries.get(key) === made && this.ready.set(key, entry),
      () => this.entries.get(key) === made && this.entries.delete(key),
    );
    return made;
  }
}
