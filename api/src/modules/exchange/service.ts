// The live feed in the api: one process reads the sports feed (the leader, elected by an advisory lock on
// PostgreSQL; with PGlite the only process; the feed is a SportsFeed, the demo simulator by default), saves each change to feed_state and announces it (NOTIFY
// feed_tick); every process keeps the state in memory and serves answers built once per change.
import { EventEmitter } from 'node:events';
import type { Db, Leadership, Notifications } from '../../db/client.js';
import type { Entry as Answer } from '../../lib/content-cache.js';
import * as store from './store.js';
import { LIQUIDITY_REFILL_MS } from './liquidity.js';
import { FeedBook } from './feed-book.js';
import { newToken } from '../../lib/crypto.js';
import { type FeedEvent, type FeedState, type Sport } from './match/state.js';
import type { SportsFeed } from '../../providers.js';
import { marketIdOf } from './model.js';
import { eventName } from './views.js';
import { FeedAnswers } from './feed-answers.js';
import { DESK_CHANNEL, quote as quoteOf, shutBy, type Quote } from './market.js';

export interface FeedOptions {
  /** The feed the leader reads (the demo simulator, api/src/demo/feed, or a real provider's adapter). */
  source: SportsFeed;
  /** FEED_SEED: the same seed plays the same matches. */
  seed: number;
  /** FEED_SPEED: how many times faster than the wall clock the matches run. */
  speed: number;
  /** How often the simulator moves the matches on (ms). */
  tickMs?: number;
  /** How often a follower tries to take over (ms). */
  retryMs?: number;
  /** How long a taken ladder level takes to fill again (ms; liquidity.ts). */
  refillMs?: number;
}

const LOCK_KEY = 0x0fee_d001;
const CHANNEL = 'feed_tick';
/** A feed this process has not heard from for longer than this (ms, at real time) is stale: no betting on it. */
export const FEED_STALE_MS = 5_000;
/** The leader announces itself at least this often when nothing changed (ms), so followers know it is alive. */
const HEARTBEAT_MS = 1_000;
const BEAT = 'beat';

export class FeedService {
  private state: FeedState | null = null;
  /** Every answer of the feed, built once per change. */
  private readonly answers = new FeedAnswers();
  /** 'change:<eventId>' after an event's answers were rebuilt; 'tick' after the leader moved the feed. */
  readonly bus = new EventEmitter();
  private timer: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private lock: { lost: Promise<void>; release: () => Promise<void> } | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private closed = false;
  private saving: Promise<void> = Promise.resolve();
  /** What the match odds show besides the model: the liquidity taken and what players matched (feed-book.ts). */
  private readonly book: FeedBook;
  private refill: NodeJS.Timeout | null = null;
  private lastSweep = 0;
  private unlistenTaken: (() => Promise<void>) | null = null;
  /** When this process last heard the feed move or beat (the leader: its last tick ran; a follower: an announcement). */
  private heardAt = 0;
  /** When the leader last announced (a change or a beat). */
  private announcedAt = 0;
  /** Whether the answers were last built for a stale feed (every market shown suspended). */
  private builtStale = false;
  private staleCheck: NodeJS.Timeout | null = null;
  /** The markets the risk desk holds (suspended, closed, voided) and their events (desk.ts); the rest are open. */
  private controls = new Map<string, { state: string; eventId: number }>();
  private unlistenDesk: (() => Promise<void>) | null = null;

  constructor(
    private readonly db: Db,
    private readonly notifications: Notifications | null,
    private readonly leadership: Leadership | null,
    private readonly opts: FeedOptions,
  ) {
    this.bus.setMaxListeners(0);
    this.book = new FeedBook(opts.refillMs ?? LIQUIDITY_REFILL_MS);
  }

  /** This process, as its announcements name it (it reads its own changes at once and skips their echo). */
  readonly processId = newToken().slice(0, 16);

  /** How long a taken ladder level takes to fill again (ms). */
  get refillMs(): number {
    return this.opts.refillMs ?? LIQUIDITY_REFILL_MS;
  }

  /** True while this process runs the simulator. */
  get leading(): boolean {
    return this.lock !== null;
  }
  /** How old the state this process serves is (ms since the leader's last tick). */
  get lagMs(): number {
    return this.state ? Math.max(0, Date.now() - this.state.at) : 0;
  }
  get seq(): number {
    return this.state?.seq ?? 0;
  }
  /** The leader's heartbeat (ms): its tick, at least once a second. */
  private get beatMs(): number {
    return Math.max(HEARTBEAT_MS, this.opts.tickMs ?? 250);
  }
  /** How long without a word from the feed makes it stale (ms): FEED_STALE_MS, or three beats of a slow test feed. */
  get staleAfterMs(): number {
    return Math.max(FEED_STALE_MS, 3 * this.beatMs);
  }
  /**
   * True while this process's copy of the feed may be out of date: it has not heard from the leader (or, leading,
   * its own tick has not run) for staleAfterMs. Betting on it is refused and its markets are shown suspended.
   */
  get stale(): boolean {
    return this.state !== null && Date.now() - this.heardAt > this.staleAfterMs;
  }
  /** Marks the feed heard now; rebuilds every answer when that ends a stale spell. */
  private heard(): void {
    this.heardAt = Date.now();
    this.checkStale();
  }
  /** Rebuilds every answer when the feed turned stale or fresh since they were built (and tells the streams). */
  private checkStale(): void {
    if (this.stale === this.builtStale || !this.state) return;
    this.rebuild(new Set(this.state.events.map((e) => e.id)), new Set());
  }

  async start(): Promise<void> {
    if (this.notifications && !this.notifications.synchronous) {
      this.unlisten = await this.notifications.listen(CHANNEL, (payload) => {
        if (this.leading) return;
        // the leader's beat: alive, nothing changed; anything else: read the new state
        if (payload === BEAT) this.heard();
        else void this.load();
      });
    }
    // a bet on another process took liquidity: show the same book here (null: some were missed, read all)
    if (this.notifications) {
      this.unlistenTaken = await this.notifications.listen('exchange_taken', (payload) => {
        const [from, marketId] = (payload ?? '').split('|');
        if (from !== this.processId) void this.reloadTaken(marketId ? [marketId] : undefined);
      });
    }
    await this.reloadTaken();
    // the risk desk's holds, read again whenever any process changes one
    if (this.notifications) this.unlistenDesk = await this.notifications.listen(DESK_CHANNEL, () => void this.reloadControls());
    await this.reloadControls();
    // a taken level grows back on every process's own clock (the leader's ticks need not change the event)
    this.refill = setInterval(() => this.refillTick(), 1000);
    this.refill.unref();
    await this.elect();
    if (!this.leading) await this.load();
    // a feed that stops moving turns stale on its own clock: its markets are shown suspended
    this.staleCheck = setInterval(() => this.checkStale(), 500);
    this.staleCheck.unref();
  }

  /** Tries to become the leader; a follower tries again every few seconds. */
  private async elect(): Promise<void> {
    if (this.closed || this.leading) return;
    const lock = this.leadership ? await this.leadership.tryLead(LOCK_KEY) : { lost: new Promise<void>(() => {}), release: async () => {} };
    if (this.closed) {
      await lock?.release();
      return;
    }
    if (!lock) {
      this.retry = setTimeout(() => void this.elect(), this.opts.retryMs ?? 2000);
      this.retry.unref();
      return;
    }
    this.lock = lock;
    // carry on from the saved state (a restart, a takeover), or open a new schedule
    const saved = await this.read();
    this.adopt(saved && saved.seed === this.opts.seed ? saved : this.opts.source.open(this.opts.seed, Date.now()));
    this.tick();
    // the book as the database has it now (the last leader may have gone before publishing a bet's)
    await this.reloadTaken();
    void lock.lost.then(() => {
      if (this.lock !== lock) return;
      this.lock = null;
      this.stopTimer();
      if (!this.closed) void this.elect();
    });
    this.timer = setInterval(() => this.tick(), this.opts.tickMs ?? 250);
    this.timer.unref();
  }

  private async read(): Promise<FeedState | null> {
    try {
      return (await store.readFeed(this.db)) as FeedState | null;
    } catch {
      return null;
    }
  }

  /** A follower takes the leader's latest state. */
  private async load(): Promise<void> {
    const saved = await this.read();
    if (!saved || this.leading) return;
    this.heardAt = Date.now();
    if (!this.state || saved.seq !== this.state.seq) this.adopt(saved);
    else this.checkStale();
  }

  private adopt(s: FeedState): void {
    const before = this.state;
    this.state = s;
    // what the match odds show besides the model: the leader's reading, the same here
    this.book.adopt(s.book);
    const gone = new Set(before?.events.map((e) => e.id) ?? []);
    for (const e of s.events) gone.delete(e.id);
    this.rebuild(new Set(s.events.map((e) => e.id)), gone);
  }

  private tick(): void {
    const s = this.state;
    if (!s || !this.leading) return;
    this.heardAt = Date.now();
    const ids = new Set(s.events.map((e) => e.id));
    const changed = this.opts.source.tick(s, Date.now(), this.opts.speed);
    // each changed event carries the seq of its change (its score's sequence number, on every process alike)
    for (const e of s.events) if (changed.has(e.id)) e.seq = s.seq;
    if (!changed.size) {
      // nothing moved: the followers hear a beat at least once a second, so a silent feed is a stale one
      if (Date.now() - this.announcedAt >= HEARTBEAT_MS) this.beat();
      this.checkStale();
      return;
    }
    const gone = new Set([...ids].filter((id) => !s.events.some((e) => e.id === id)));
    // a book with liquidity taken is built on the state's clock: rebuilt at every change, as a follower adopting
    // this state rebuilds it, so both answer the same bytes for the same state
    for (const e of s.events) if (this.book.holds(marketIdOf(e))) changed.add(e.id);
    this.rebuild(changed, gone);
    this.save(s);
    this.bus.emit('tick');
  }

  /** Tells the followers the leader is alive (nothing changed). */
  private beat(): void {
    this.announcedAt = Date.now();
    if (!this.notifications || this.notifications.synchronous) return;
    this.saving = this.saving.then(async () => {
      if (this.closed) return;
      try {
        await store.notify(this.db, CHANNEL, BEAT);
      } catch (e) {
        if (!this.closed) console.error('[feed] could not announce the beat:', (e as Error).message);
      }
    });
  }

  /** Saves the state and tells the other processes; one save at a time, the latest wins. */
  private save(s: FeedState): void {
    this.announcedAt = Date.now();
    const body = JSON.stringify(s);
    const seq = s.seq;
    this.saving = this.saving.then(async () => {
      if (this.closed || this.state?.seq !== seq) return;
      try {
        await store.saveFeed(this.db, seq, body, this.notifications && !this.notifications.synchronous ? CHANNEL : null);
      } catch (e) {
        if (!this.closed) console.error('[feed] could not save the feed:', (e as Error).message);
      }
    });
  }

  private rebuild(changed: Set<number>, gone: Set<number>): void {
    const s = this.state;
    if (!s) return;
    const stale = this.stale;
    // turning stale or fresh changes every market's answer
    if (stale !== this.builtStale) {
      this.builtStale = stale;
      for (const e of s.events) changed.add(e.id);
    }
    const moved = this.answers.build(
      s.events,
      changed,
      gone,
      stale,
      (e) => this.marketBookOf(e),
      (id) => this.controls.has(id),
    );
    for (const id of moved) this.bus.emit(`change:${id}`);
    // (a gone event's viewers learn it from the lists; an event may also close, which changes its answers)
    for (const id of gone) this.bus.emit(`change:${id}`);
  }

  list(sport: Sport): Answer | undefined {
    return this.answers.list(sport);
  }
  marketOdds(marketId: string): Answer | undefined {
    return this.answers.marketOdds(marketId);
  }
  detail(eventId: string): Answer | undefined {
    return this.answers.detail(eventId);
  }
  score(eventId: string): Answer | undefined {
    return this.answers.score(eventId);
  }
  event(eventId: string): FeedEvent | undefined {
    return this.state?.events.find((e) => String(e.id) === eventId);
  }

  /**
   * Plays an in-play match on by `ms` of match time at once (the leader only; a demo or a test replays a match
   * to its end). The next tick closes it if it ended. The event, or undefined.
   */
  fastForward(eventId: string, ms: number): FeedEvent | undefined {
    const e = this.event(eventId);
    if (!e || !this.leading || !this.state) return undefined;
    if (e.status === 'inplay' && this.opts.source.advance(e.match, ms)) {
      this.state.seq += 1;
      this.state.seqAt = Date.now();
      e.seq = this.state.seq;
      this.rebuild(new Set([e.id]), new Set());
      this.save(this.state);
    }
    return e;
  }

  /**
   * A match odds market the feed shows now (in play or upcoming), with the names the risk desk keeps for it; null
   * when the feed has no such open market. The desk may act on it before anyone has bet on it.
   */
  oddsMarket(marketId: string): { marketId: string; eventId: number; event: string; market: string; kind: string; sport: string } | null {
    const e = this.state?.events.find((x) => marketIdOf(x) === marketId && x.status !== 'closed');
    return e ? { marketId, eventId: e.id, event: eventName(e), market: 'Match Odds', kind: 'odds', sport: e.sport } : null;
  }

  /**
   * Starts a new match of `sport` in play, `ms` of it played (the leader only, with a feed that can: a demo's or a
   * test's own match). The event; null when no two teams are free; undefined when this process or feed cannot.
   */
  startMatch(sport: Sport, ms: number): FeedEvent | null | undefined {
    const s = this.state;
    if (!s || !this.leading || !this.opts.source.start) return undefined;
    const e = this.opts.source.start(s, sport, Date.now(), ms);
    if (!e) return null;
    e.seq = s.seq;
    this.rebuild(new Set([e.id]), new Set());
    this.save(s);
    this.bus.emit('tick');
    return e;
  }

  /**
   * The match odds of an event as every player sees them: the ladder less the liquidity taken, refilled up to the
   * feed's own clock (when its state last changed, saved with it), not this process's: every process answers the
   * same bytes and ETag for the same feed state and taken rows.
   */
  marketBookOf(e: FeedEvent) {
    const s = this.state;
    const book = this.book.of(e, s ? (s.seqAt ?? s.at) : Date.now());
    // the desk's hold on it, then a stale feed's: an open market is shown suspended (its prices may be old)
    const held = this.controls.get(book.marketId)?.state;
    if (book.status !== 'CLOSED' && (held === 'closed' || held === 'voided')) return { ...book, status: 'CLOSED' as const };
    return (this.builtStale || held === 'suspended') && book.status === 'OPEN' ? { ...book, status: 'SUSPENDED' as const } : book;
  }

  /** A market as a bet sees it now (market.ts), shut while the risk desk holds it. */
  quote(e: FeedEvent | undefined, marketId: string, selectionId: string): Quote | null {
    const q = quoteOf(e, marketId, selectionId);
    const held = shutBy(this.controls.get(marketId)?.state);
    return q && !q.shut && held ? { ...q, shut: held } : q;
  }

  /**
   * Reads the risk desk's holds again (after any process changed one) and rebuilds the answers of the events whose
   * markets changed, so every viewer sees them at once.
   */
  async reloadControls(): Promise<void> {
    let rows: Awaited<ReturnType<typeof store.marketControlRows>>;
    try {
      rows = await store.marketControlRows(this.db);
    } catch (e) {
      if (!this.closed) console.error("[feed] could not read the desk's controls:", (e as Error).message);
      return;
    }
    const next = new Map(rows.filter((r) => r.state !== 'open').map((r) => [r.marketId, { state: r.state, eventId: r.eventId }]));
    const changed = new Set<number>();
    for (const [id, c] of next) if (this.controls.get(id)?.state !== c.state) changed.add(c.eventId);
    for (const [id, c] of this.controls) if (!next.has(id)) changed.add(c.eventId);
    this.controls = next;
    if (changed.size) this.rebuild(changed, new Set());
  }

  /**
   * Reads what was taken from the markets' ladders and what players matched on them (all markets, or these) and
   * rebuilds their answers: after a bet here, or another process's announcement.
   */
  async reloadTaken(marketIds?: string[]): Promise<void> {
    // a follower shows what the leader read (the state's book): the same bytes on every process for the same state
    if (!this.leading && this.notifications && !this.notifications.synchronous) return;
    let markets: string[];
    try {
      markets = await this.book.read(this.db, marketIds);
    } catch (e) {
      if (!this.closed) console.error('[feed] could not read the taken liquidity:', (e as Error).message);
      return;
    }
    this.publishBook();
    this.rebuildMarkets(markets);
  }

  /**
   * The leader writes what the match odds show besides the model into the state (a new seq, saved and announced):
   * the followers render it from there.
   */
  private publishBook(): void {
    const s = this.state;
    if (!s || !this.leading) return;
    s.book = this.book.snapshot();
    s.seq += 1;
    s.seqAt = Date.now();
    this.save(s);
  }

  private rebuildMarkets(marketIds: string[]): void {
    const ids = new Set(marketIds);
    const events = this.state?.events.filter((e) => ids.has(marketIdOf(e))) ?? [];
    if (events.length) this.rebuild(new Set(events.map((e) => e.id)), new Set());
  }

  /** Rebuilds the markets whose taken levels are still growing back; forgets the ones full again. */
  private refillTick(): void {
    // the leader keeps the book; a follower renders the state's
    if (!this.leading) return;
    const now = Date.now();
    const growing = this.book.refill(now);
    if (growing.length) {
      this.publishBook();
      this.rebuildMarkets(growing);
    }
    // the rows of levels long full again are of no more use (any process may sweep them)
    if (this.leading && now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      void store.sweepTaken(this.db).catch(() => {});
    }
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopTimer();
    if (this.staleCheck) clearInterval(this.staleCheck);
    if (this.retry) clearTimeout(this.retry);
    if (this.refill) clearInterval(this.refill);
    await this.saving;
    await this.unlisten?.();
    await this.unlistenTaken?.();
    await this.unlistenDesk?.();
    const lock = this.lock;
    this.lock = null;
    await lock?.release();
  }
}
