// Exchange betting: placing bets on match odds, the bookmaker and fancy lines (bet delay, matching against the
// ladder, the balance covering the market's new exposure), cancelling unmatched bets, matching waiting bets when
// their price comes, and settling every bet when the feed closes its market. Money moves only through the
// ledger, in one transaction per player and market: the exposure is held from the balance while the market is
// open and released when it settles (or a bet is cancelled or hedged).
import crypto from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { exchangeBets, exchangePositions, players, sessions } from '../../db/schema/index.js';
import { exchange as exchangeApi, MAX_PRICE, MIN_PRICE, ODDS_LIMITS, offLadderText, onLadder, priceUnits } from '@bet/shared/contract';
import { announceTaken, takeLiquidity } from './liquidity.js';
import { assertMarketOpen } from '../auth/access.js';
import { HttpError } from '../../lib/errors.js';
import { parsePoisha } from '../../lib/money.js';
import { applyLedger, balanceOf, INSUFFICIENT } from '../funds/ledger.js';
import { countRisk, settle } from '../bets/service.js';
import { amounts, exposure, wins, type BookBet, type MarketKind, type Side } from './book.js';
import type { FeedEvent } from './feed/simulator.js';
import type { PriceSize } from './feed/prices.js';
import type { CricketState } from './feed/cricket.js';
import { bookmaker, eventName, fancyLines, fancyOutcome, marketBook, marketIdOf, runnerNames, type FancyRule } from './views.js';
import type { FeedService } from './service.js';

export const BET_MSG = {
  market: 'Market not found.',
  closed: 'This market is closed.',
  suspended: 'This market is suspended.',
  ballRunning: 'Ball running. Please wait for the next ball.',
  priceChanged: 'The odds have changed. Please try again.',
  stake: 'Please enter a valid stake.',
  min: (n: number) => `The minimum stake is ${n}.`,
  max: (n: number) => `The maximum stake is ${n}.`,
  insufficient: INSUFFICIENT,
  voided: 'Bet void: the market was suspended during the bet delay.',
  notCancellable: 'This bet cannot be cancelled.',
  placed: 'Bet matched.',
  partly: 'Bet partly matched: the rest is unmatched.',
  unmatched: 'Bet placed, unmatched.',
};

export interface BetInput {
  event_id: string;
  market_id: string;
  selection_id: string;
  side: Side;
  /** Decimal odds (match odds) or the rate (bookmaker, fancy) the player saw. */
  price: number;
  /** The fancy line the player saw. */
  run?: number;
  stake: number | string;
}

/** A market as a bet sees it at one moment: what it is, whether it takes bets, and its prices. */
interface Quote {
  kind: MarketKind;
  event: FeedEvent;
  marketId: string;
  marketName: string;
  selectionId: string;
  selectionName: string;
  runner: number | null;
  runners: number;
  rule: FancyRule | null;
  /** Null when it takes bets, else why not. */
  shut: string | null;
  min: number;
  max: number;
  /** What can be taken now, best first: prices are decimal odds x 100 (match odds, bookmaker) or rates (fancy). */
  back: PriceSize[];
  lay: PriceSize[];
  /** The fancy lines: Yes (back) and No (lay). */
  lines: { back: number; lay: number } | null;
}

const UNLIMITED = Number.MAX_SAFE_INTEGER;

/** The market a bet names, as it is now; null when it is not there (any more). */
export function quote(e: FeedEvent | undefined, marketId: string, selectionId: string): Quote | null {
  if (!e) return null;
  const base = { event: e, marketId, selectionId };
  if (marketId === marketIdOf(e)) {
    const mb = marketBook(e);
    const i = mb.runners.findIndex((r) => String(r.selectionId) === selectionId);
    if (i < 0) return null;
    const r = mb.runners[i];
    const scale = (l: PriceSize[]) => l.map((p) => ({ price: Math.round(p.price * 100), size: p.size }));
    return {
      ...base,
      kind: 'odds',
      marketName: 'Match Odds',
      selectionName: r.SelectionName,
      runner: i,
      runners: mb.runners.length,
      rule: null,
      shut: mb.status === 'CLOSED' ? BET_MSG.closed : mb.status === 'SUSPENDED' ? BET_MSG.suspended : null,
      ...ODDS_LIMITS,
      back: scale(r.ex.availableToBack),
      lay: scale(r.ex.availableToLay),
      lines: null,
    };
  }
  const b = bookmaker(e);
  if (b && marketId === b.id) {
    const i = b.runners.findIndex((r) => r.id === selectionId);
    if (i < 0) return null;
    const r = b.runners[i];
    return {
      ...base,
      kind: 'bookmaker',
      marketName: 'Bookmaker',
      selectionName: r.runner,
      runner: i,
      runners: b.runners.length,
      rule: null,
      shut: r.suspended ? BET_MSG.suspended : r.ball_running ? BET_MSG.ballRunning : null,
      min: b.min,
      max: b.max,
      back: [{ price: 100 + r.backPrice, size: UNLIMITED }],
      lay: [{ price: 100 + r.layPrice, size: UNLIMITED }],
      lines: null,
    };
  }
  const f = fancyLines(e).find((l) => l.market.id === marketId);
  if (!f || selectionId !== marketId) return null;
  const m = f.market;
  return {
    ...base,
    kind: 'fancy',
    marketName: m.title,
    selectionName: m.title,
    runner: null,
    runners: 0,
    rule: f.rule,
    shut: m.suspended ? BET_MSG.suspended : m.ball_running ? BET_MSG.ballRunning : null,
    min: m.min,
    max: m.max,
    back: [{ price: m.yes_rate, size: UNLIMITED }],
    lay: [{ price: m.no_rate, size: UNLIMITED }],
    lines: { back: m.yes, lay: m.no },
  };
}

/** The price a bet asks for in the quote's units: decimal odds x 100, or the rate; null when it is no price at all. */
function askedPrice(kind: MarketKind, price: number): number | null {
  if (!Number.isFinite(price)) return null;
  if (kind === 'odds') return price >= MIN_PRICE && price <= MAX_PRICE ? priceUnits(kind, price) : null;
  if (!Number.isInteger(price) || price < 1 || price > 10_000) return null;
  return priceUnits(kind, price);
}

/**
 * The levels a bet may be matched at, best for the player first: a back at the asked price or higher, a lay at
 * the asked price or lower (a better price than asked is taken: price improvement). A fixed-price market
 * (bookmaker, fancy) offers its one price, without limit; a fancy bet must name the line shown.
 */
function levelsFor(q: Quote, side: Side, price: number, run: number | null): { price: number; sizePoisha: number }[] {
  if (q.lines && run !== (side === 'back' ? q.lines.back : q.lines.lay)) return [];
  const levels = (side === 'back' ? q.back : q.lay).filter((l) => (side === 'back' ? l.price >= price : l.price <= price));
  const sized = levels.map((l) => ({ price: l.price, sizePoisha: l.size === UNLIMITED ? UNLIMITED : Math.round(l.size * 100) }));
  return q.kind === 'odds' ? sized : sized.slice(0, 1);
}

export type BetRow = typeof exchangeBets.$inferSelect;
const toBook = (b: Pick<BetRow, 'side' | 'runner' | 'run' | 'profitPoisha' | 'liabilityPoisha' | 'matched'>): BookBet => ({
  side: b.side as Side,
  runner: b.runner,
  run: b.run,
  profit: b.profitPoisha,
  liability: b.liabilityPoisha,
  matched: b.matched,
});

const newTransactionId = () => `EX${crypto.randomBytes(6).toString('hex').toUpperCase()}`;

export interface PlaceOptions {
  /** The in-play bet delay (ms). */
  delayMs: number;
}

export interface Placed {
  message: string;
  bets: BetRow[];
}

/** Validates a bet against the market as it is now; the asked price in quote units, the stake in poisha. */
function check(feed: FeedService, input: BetInput): { q: Quote; price: number; stake: number; run: number | null } {
  const q = quote(feed.event(input.event_id), input.market_id, input.selection_id);
  if (!q) throw new HttpError(404, BET_MSG.market);
  if (q.shut) throw new HttpError(409, q.shut);
  const price = askedPrice(q.kind, input.price);
  if (price === null) throw new HttpError(400, BET_MSG.priceChanged);
  if (q.kind === 'odds' && !onLadder(input.price)) throw new HttpError(400, offLadderText(input.price));
  const stake = parsePoisha(input.stake);
  if (stake === null || stake <= 0) throw new HttpError(400, BET_MSG.stake);
  if (stake < q.min * 100) throw new HttpError(400, BET_MSG.min(q.min));
  if (stake > q.max * 100) throw new HttpError(400, BET_MSG.max(q.max));
  const run = q.lines ? (input.run ?? null) : null;
  // a fixed-price market has no book to wait in: a price it no longer offers is refused
  if (q.kind !== 'odds' && !levelsFor(q, input.side, price, run).length) throw new HttpError(409, BET_MSG.priceChanged);
  return { q, price, stake, run };
}

/** Waits `ms`, watching the event: false as soon as the market stops taking bets. */
function watch(feed: FeedService, q: Quote, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const key = `change:${q.event.id}`;
    const stop = (ok: boolean) => {
      clearTimeout(timer);
      feed.bus.off(key, look);
      resolve(ok);
    };
    const look = () => {
      const now = quote(feed.event(String(q.event.id)), q.marketId, q.selectionId);
      if (!now || now.shut) stop(false);
    };
    const timer = setTimeout(() => {
      look();
      stop(true);
    }, ms);
    feed.bus.on(key, look);
  });
}

/** Locks the player's row: placing, cancelling and settling for one player happen one at a time. */
async function lockPlayer(tx: DbOrTx, playerId: number) {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('update');
}

/**
 * Moves the market's held exposure to what its open bets need now: takes more from the balance (refused when
 * the balance is short: nothing is written) or gives back what is no longer needed.
 */
async function hold(tx: DbOrTx, playerId: number, q: { marketId: string; eventId: number; runners: number; test: FancyRule['test'] | null }, open: BookBet[]) {
  const [pos] = await tx
    .select()
    .from(exchangePositions)
    .where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, q.marketId)));
  const held = pos?.exposurePoisha ?? 0;
  const need = open.length ? exposure(open, q.runners, q.test) : 0;
  if (need !== held) await applyLedger(tx, playerId, held - need, 'exposure', q.marketId);
  if (!need) {
    if (pos) await tx.delete(exchangePositions).where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, q.marketId)));
  } else if (pos) {
    await tx
      .update(exchangePositions)
      .set({ exposurePoisha: need })
      .where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, q.marketId)));
  } else {
    await tx.insert(exchangePositions).values({ playerId, marketId: q.marketId, eventId: q.eventId, exposurePoisha: need });
  }
}

const openBetsOf = (tx: DbOrTx, playerId: number, marketId: string) =>
  tx
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.playerId, playerId), eq(exchangeBets.marketId, marketId), eq(exchangeBets.status, 'open')))
    .for('update');

export async function placeBet(db: Db, feed: FeedService, playerId: number, input: BetInput, opts: PlaceOptions): Promise<Placed> {
  // a blocked or locked player is told at once (and again inside the transaction, which decides)
  await assertMarketOpen(db, playerId, exchangeApi.placeBet.market);
  let { q, price, stake, run } = check(feed, input);
  const record = (matched: boolean, part: number, at: number, status = 'open') => ({
    playerId,
    transactionId: newTransactionId(),
    eventId: q.event.id,
    eventName: eventName(q.event),
    sport: q.event.sport,
    marketId: q.marketId,
    marketKind: q.kind,
    marketName: q.marketName,
    selectionId: q.selectionId,
    selectionName: q.selectionName,
    runner: q.runner,
    side: input.side,
    odds: at,
    run,
    rule: q.rule,
    stakePoisha: part,
    ...(() => {
      const a = amounts(q.kind, input.side, at, part);
      return { profitPoisha: a.profit, liabilityPoisha: a.liability };
    })(),
    matched,
    status,
  });

  // in play, a bet waits out the delay; a suspension meanwhile voids it
  if (q.event.status === 'inplay' && opts.delayMs > 0) {
    if (!(await watch(feed, q, opts.delayMs))) {
      await db.insert(exchangeBets).values({ ...record(false, stake, price, 'void'), resultPoisha: 0, settledAt: new Date() });
      throw new HttpError(409, BET_MSG.voided);
    }
    ({ q, price, stake, run } = check(feed, input));
  }

  const { bets, matchedPart } = await db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    await assertMarketOpen(tx, playerId, exchangeApi.placeBet.market);
    const levels = levelsFor(q, input.side, price, run);
    // match odds: walk the offered levels, best first, taking what is left at each; the rest waits at the asked
    // price. A fixed-price market takes the whole stake at its price.
    const fills =
      q.kind === 'odds'
        ? await takeLiquidity(tx, { marketId: q.marketId, selectionId: q.selectionId, side: input.side }, levels, stake, feed.refillMs)
        : levels.map((l) => ({ price: l.price, stake }));
    const matchedPart = fills.reduce((s, f) => s + f.stake, 0);
    const rows = [...fills.map((f) => record(true, f.stake, f.price)), record(false, stake - matchedPart, price)].filter((r) => r.stakePoisha > 0);
    const open = (await openBetsOf(tx, playerId, q.marketId)).map(toBook);
    await hold(tx, playerId, { marketId: q.marketId, eventId: q.event.id, runners: q.runners, test: q.rule?.test ?? null }, [...open, ...rows.map(toBook)]);
    if (q.kind === 'odds' && matchedPart > 0) await announceTaken(tx, q.marketId);
    return { bets: await tx.insert(exchangeBets).values(rows).returning(), matchedPart };
  });
  if (q.kind === 'odds' && matchedPart > 0) await feed.reloadTaken([q.marketId]);
  const message = matchedPart === stake ? BET_MSG.placed : matchedPart > 0 ? BET_MSG.partly : BET_MSG.unmatched;
  return { message, bets };
}

/** Cancels one of the player's unmatched bets and gives back what it held. */
export async function cancelBet(db: Db, playerId: number, betId: number): Promise<BetRow> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    await assertMarketOpen(tx, playerId, exchangeApi.cancelBet.market);
    const [bet] = await tx
      .select()
      .from(exchangeBets)
      .where(and(eq(exchangeBets.id, betId), eq(exchangeBets.playerId, playerId)))
      .for('update');
    if (!bet) throw new HttpError(404, BET_MSG.notCancellable);
    if (bet.status !== 'open' || bet.matched) throw new HttpError(409, BET_MSG.notCancellable);
    const [done] = await tx
      .update(exchangeBets)
      .set({ status: 'cancelled', resultPoisha: 0, settledAt: new Date() })
      .where(eq(exchangeBets.id, bet.id))
      .returning();
    const open = (await openBetsOf(tx, playerId, bet.marketId)).map(toBook);
    const rule = bet.rule as FancyRule | null;
    await hold(tx, playerId, { marketId: bet.marketId, eventId: bet.eventId, runners: runnersOf(bet), test: rule?.test ?? null }, open);
    return done;
  });
}

/** A runner market's size (soccer has the draw). */
const runnersOf = (b: Pick<BetRow, 'marketKind' | 'sport'>) => (b.marketKind === 'fancy' ? 0 : b.sport === 'soccer' ? 3 : 2);

/** What a market settles on now: the winner's place or the fancy runs; 'void' when it cannot; null while open. */
export function resolve(e: FeedEvent | undefined, b: Pick<BetRow, 'marketKind' | 'rule'>): number | 'void' | null {
  if (!e) return 'void';
  if (b.marketKind === 'fancy') {
    if (e.match.sport !== 'cricket') return 'void';
    const r = fancyOutcome(e.match as CricketState, b.rule as FancyRule);
    return r === null ? (e.status === 'closed' ? 'void' : null) : r;
  }
  if (e.status !== 'closed') return null;
  if (e.match.winner !== null) return e.match.winner;
  return e.sport === 'soccer' ? runnerNames(e).length - 1 : 'void';
}

/** Settles one player's open bets on a market on `outcome`; does nothing when they are settled already. */
export async function settleMarket(db: Db, playerId: number, marketId: string, outcome: number | 'void'): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const open = await openBetsOf(tx, playerId, marketId);
    if (!open.length) return 0;
    const [pos] = await tx
      .select()
      .from(exchangePositions)
      .where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, marketId)));
    if (pos) {
      if (pos.exposurePoisha > 0) await applyLedger(tx, playerId, pos.exposurePoisha, 'exposure', marketId);
      await tx.delete(exchangePositions).where(and(eq(exchangePositions.playerId, playerId), eq(exchangePositions.marketId, marketId)));
    }
    const test = (open[0].rule as FancyRule | null)?.test ?? null;
    // rewards follow risk: the market counts once, for what its matched bets could lose together (backs netted
    // against lays; a fully hedged book risked nothing and earns nothing)
    const matched = open.filter((b) => b.matched).map(toBook);
    if (outcome !== 'void' && matched.length) await countRisk(tx, playerId, exposure(matched, runnersOf(open[0]), test));
    const graded = open.map((b) => ({
      b,
      status: outcome === 'void' || !b.matched ? 'void' : wins(toBook(b), outcome, test) ? 'won' : 'lost',
    }));
    // credits before debits: the balance never dips below zero on the way
    graded.sort((x, y) => Number(x.status === 'lost') - Number(y.status === 'lost'));
    const now = new Date();
    for (const { b, status } of graded) {
      const ref = `exchange:${b.transactionId}`;
      if (status === 'won') await settle(tx, { playerId, stakePoisha: b.stakePoisha, winPoisha: b.profitPoisha, ref, riskPoisha: 0 });
      if (status === 'lost') await applyLedger(tx, playerId, -b.liabilityPoisha, 'bet', ref);
      const result = status === 'won' ? b.profitPoisha : status === 'lost' ? -b.liabilityPoisha : 0;
      await tx.update(exchangeBets).set({ status, resultPoisha: result, settledAt: now }).where(eq(exchangeBets.id, b.id));
    }
    return graded.length;
  });
}

/**
 * One pass over the open bets: settles the markets the feed has closed and matches waiting bets whose price has
 * come. Run by the process that runs the feed; safe to run anywhere (each step is conditional).
 */
export async function settleDue(db: Db, feed: FeedService): Promise<{ settled: number; matched: number }> {
  const markets = await db
    .selectDistinct({
      playerId: exchangeBets.playerId,
      marketId: exchangeBets.marketId,
      eventId: exchangeBets.eventId,
      marketKind: exchangeBets.marketKind,
      rule: exchangeBets.rule,
    })
    .from(exchangeBets)
    .where(eq(exchangeBets.status, 'open'));
  let settled = 0;
  for (const m of markets) {
    const outcome = resolve(feed.event(String(m.eventId)), m);
    if (outcome !== null) settled += await settleMarket(db, m.playerId, m.marketId, outcome);
  }
  const matched = await matchWaiting(db, feed);
  return { settled, matched };
}

/**
 * Unmatched match-odds bets are matched whole once the market has moved through their price (a better price is
 * on offer now, so what was asked has traded); the exposure held can only fall.
 */
async function matchWaiting(db: Db, feed: FeedService): Promise<number> {
  const waiting = await db
    .select()
    .from(exchangeBets)
    .where(and(eq(exchangeBets.status, 'open'), eq(exchangeBets.matched, false), eq(exchangeBets.marketKind, 'odds')))
    .orderBy(asc(exchangeBets.id));
  let n = 0;
  for (const w of waiting) {
    const q = quote(feed.event(String(w.eventId)), w.marketId, w.selectionId);
    const best = w.side === 'back' ? q?.back[0]?.price : q?.lay[0]?.price;
    if (!q || q.shut || best === undefined || (w.side === 'back' ? best <= w.odds : best >= w.odds)) continue;
    n += await db.transaction(async (tx) => {
      await lockPlayer(tx, w.playerId);
      const [done] = await tx
        .update(exchangeBets)
        .set({ matched: true })
        .where(and(eq(exchangeBets.id, w.id), eq(exchangeBets.status, 'open'), eq(exchangeBets.matched, false)))
        .returning({ id: exchangeBets.id });
      if (!done) return 0;
      const open = (await openBetsOf(tx, w.playerId, w.marketId)).map(toBook);
      await hold(tx, w.playerId, { marketId: w.marketId, eventId: w.eventId, runners: q.runners, test: null }, open);
      return 1;
    });
  }
  return n;
}

/** The exchange wallet: the balance with what the open markets hold, the exposure, and what is free to bet. */
export async function walletOf(db: Db, playerId: number) {
  const [row] = await db
    .select({ exposure: sql<string>`coalesce(sum(${exchangePositions.exposurePoisha}), 0)` })
    .from(exchangePositions)
    .where(eq(exchangePositions.playerId, playerId));
  const held = Number(row?.exposure ?? 0);
  const available = await balanceOf(db, playerId);
  return { main: available + held, exposure: held, available };
}

/** The player's bets: open (matched and unmatched), settled, or all placed in `range`; newest first, 50 a page. */
export async function betsOf(db: Db, playerId: number, which: 'open' | 'settled' | 'all', page = 1, range?: [Date, Date]) {
  const status =
    which === 'open' ? eq(exchangeBets.status, 'open') : which === 'settled' ? inArray(exchangeBets.status, ['won', 'lost', 'void', 'cancelled']) : undefined;
  const where = and(
    eq(exchangeBets.playerId, playerId),
    status,
    range ? gte(exchangeBets.createdAt, range[0]) : undefined,
    range ? lt(exchangeBets.createdAt, range[1]) : undefined,
  );
  const rows = await db
    .select()
    .from(exchangeBets)
    .where(where)
    .orderBy(desc(exchangeBets.createdAt), desc(exchangeBets.id))
    .limit(51)
    .offset((page - 1) * 50);
  return { rows: rows.slice(0, 50), more: rows.length > 50 };
}

/** Settled profit and loss per market (newest first), with the total. */
export async function profitLossOf(db: Db, playerId: number) {
  const rows = await db
    .select({
      marketId: exchangeBets.marketId,
      eventName: exchangeBets.eventName,
      marketName: exchangeBets.marketName,
      sport: exchangeBets.sport,
      settledAt: sql<string>`max(${exchangeBets.settledAt})`,
      pl: sql<string>`sum(${exchangeBets.resultPoisha})`,
      stake: sql<string>`sum(case when ${exchangeBets.status} in ('won','lost') then ${exchangeBets.stakePoisha} else 0 end)`,
    })
    .from(exchangeBets)
    .where(and(eq(exchangeBets.playerId, playerId), inArray(exchangeBets.status, ['won', 'lost', 'void'])))
    .groupBy(exchangeBets.marketId, exchangeBets.eventName, exchangeBets.marketName, exchangeBets.sport)
    .orderBy(sql`max(${exchangeBets.settledAt}) desc`)
    .limit(200);
  return rows.map((r) => ({ ...r, pl: Number(r.pl), stake: Number(r.stake), settledAt: new Date(r.settledAt) }));
}

/** Logins and bets, newest first. */
export async function activityOf(db: Db, playerId: number) {
  const logins = await db
    .select({ at: sessions.createdAt, ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.playerId, playerId))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  const bets = await db
    .select({
      at: exchangeBets.createdAt,
      eventName: exchangeBets.eventName,
      marketName: exchangeBets.marketName,
      selectionName: exchangeBets.selectionName,
      side: exchangeBets.side,
      marketKind: exchangeBets.marketKind,
      stake: exchangeBets.stakePoisha,
      status: exchangeBets.status,
    })
    .from(exchangeBets)
    .where(eq(exchangeBets.playerId, playerId))
    .orderBy(desc(exchangeBets.createdAt))
    .limit(50);
  return { logins, bets };
}

/**
 * Runs `settleDue` after the feed moves (the leader's ticks), at most every `everyMs`, one pass at a time.
 * Returns the stop function (which waits for a running pass).
 */
export function startSettlement(db: Db, feed: FeedService, everyMs = 500): () => Promise<void> {
  let running: Promise<void> | null = null;
  let last = 0;
  let stopped = false;
  const run = () => {
    if (stopped || running || Date.now() - last < everyMs) return;
    last = Date.now();
    running = settleDue(db, feed)
      .then(() => undefined)
      .catch((e: Error) => {
        if (!stopped) console.error('[exchange] settlement pass failed:', e.message);
      })
      .finally(() => {
        running = null;
      });
  };
  feed.bus.on('tick', run);
  return async () => {
    stopped = true;
    feed.bus.off('tick', run);
    await running;
  };
}
