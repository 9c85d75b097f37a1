// Settling: when the feed closes a market (a match result; a fancy line once its ball is bowled), each player's
// bets on it settle once (the hold released, WON and LOST through the ledger, the market's netted risk counted as
// turnover, VP and referral once); waiting bets are matched when the market moves through their price.
import { type BetSide, exposure, wins } from '@bet/shared/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { applyLedger } from '../funds/ledger.js';
import { countRisk, settle } from '../bets/service.js';
import type { FeedEvent } from './match/state.js';
import type { CricketState } from './match/cricket.js';
import { announceTaken, takeLiquidity } from './liquidity.js';
import { levelsFor } from './market.js';
import { betRecord } from './place.js';
import { lockPlayer } from '../base/service.js';
import { tell } from '../push/service.js';
import { hold, openBetsOf, runnersOf, toBook, type BetRow } from './positions.js';
import type { FeedService } from './service.js';
import { fancyOutcome, matchResult, type FancyRule } from './model.js';

/** What a market settles on now: the winner's place or the fancy runs; 'void' when it cannot; null while open. */
export function resolve(e: FeedEvent | undefined, b: Pick<BetRow, 'marketKind' | 'rule'>): number | 'void' | null {
  if (!e) return 'void';
  if (b.marketKind === 'fancy') {
    if (e.match.sport !== 'cricket') return 'void';
    const r = fancyOutcome(e.match as CricketState, b.rule as FancyRule);
    return r === null ? (e.status === 'closed' ? 'void' : null) : r;
  }
  return matchResult(e);
}

/** Settles one player's open bets on a market on `outcome`; does nothing when they are settled already. */
export async function settleMarket(db: Db, playerId: number, marketId: string, outcome: number | 'void'): Promise<number> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    const open = await openBetsOf(tx, playerId, marketId);
    if (!open.length) return 0;
    const pos = await store.position(tx, playerId, marketId);
    if (pos) {
      if (pos.exposurePoisha > 0) await applyLedger(tx, playerId, pos.exposurePoisha, 'exposure', marketId);
      await store.deletePosition(tx, playerId, marketId);
    }
    const test = (open[0].rule as FancyRule | null)?.test ?? null;
    if (outcome !== 'void') await countRewardRisk(tx, playerId, open);
    const graded = open.map((b) => ({
      b,
      status: (outcome === 'void' || !b.matched ? 'void' : wins(toBook(b), outcome, test) ? 'won' : 'lost') as 'void' | 'won' | 'lost',
    }));
    // credits before debits: the balance never dips below zero on the way
    graded.sort((x, y) => Number(x.status === 'lost') - Number(y.status === 'lost'));
    const now = new Date();
    for (const { b, status } of graded) {
      const ref = `exchange:${b.transactionId}`;
      if (status === 'won') await settle(tx, { playerId, stakePoisha: b.stakePoisha, winPoisha: b.profitPoisha, ref, riskPoisha: 0 });
      if (status === 'lost') await applyLedger(tx, playerId, -b.liabilityPoisha, 'bet', ref);
      const result = status === 'won' ? b.profitPoisha : status === 'lost' ? -b.liabilityPoisha : 0;
      await store.closeBet(tx, b.id, status, result, now);
    }
    // the player's notification: what the market came to for them, all bets together
    const net = graded.reduce((sum, { b, status }) => sum + (status === 'won' ? b.profitPoisha : status === 'lost' ? -b.liabilityPoisha : 0), 0);
    const market = `${open[0].eventName} · ${open[0].marketName}`;
    const kind = graded.every((g) => g.status === 'void') ? 'betVoid' : net >= 0 ? 'betWon' : 'betLost';
    await tell(tx, playerId, 'bet', kind, { amountPoisha: net, market });
    return graded.length;
  });
}

/**
 * Refunds every open bet on a voided market: each player's through settleMarket (their lock, their open bets, the
 * exposure released, each bet void), so two refunds at once, or the settlement pass beside one, refund once. The
 * number of bets voided.
 */
export async function refundVoided(db: Db, marketId: string): Promise<number> {
  if ((await store.marketControl(db, marketId))?.state !== 'voided') return 0;
  const players = new Set((await store.openBetsOnMarket(db, marketId)).map((b) => b.playerId));
  let n = 0;
  for (const playerId of players) n += await settleMarket(db, playerId, marketId, 'void');
  return n;
}

/**
 * Rewards follow risk (docs/exchange.md, "Rewards follow risk"): what a position could lose, not what was staked.
 * A fancy line counts once, for what its matched bets could lose together. The winner markets of one event (match
 * odds, bookmaker) settle on the same result, so they count as one position: the worst case of every matched bet on
 * them, open or settled, less what earlier settlements of the event counted already (a back of one side on match
 * odds and of the other on the bookmaker risks their netted worst case, not both stakes).
 */
async function countRewardRisk(tx: DbOrTx, playerId: number, open: BetRow[]): Promise<void> {
  const first = open[0];
  if (first.marketKind === 'fancy') {
    const matched = open.filter((b) => b.matched).map(toBook);
    if (matched.length) await countRisk(tx, playerId, exposure(matched, 0, (first.rule as FancyRule | null)?.test ?? null));
    return;
  }
  const position = (await store.winnerBetsOfEvent(tx, playerId, first.eventId)).map(toBook);
  const worst = exposure(position, runnersOf(first), null);
  const counted = await store.countedRisk(tx, playerId, first.eventId);
  if (worst <= counted) return;
  await countRisk(tx, playerId, worst - counted);
  await store.setCountedRisk(tx, playerId, first.eventId, worst);
}

/**
 * One pass over the open bets: settles the markets the feed has closed and matches waiting bets whose price has
 * come. Run by the process that runs the feed; safe to run anywhere (each step is conditional).
 */
export async function settleDue(db: Db, feed: FeedService): Promise<{ settled: number; matched: number }> {
  const markets = await store.marketsWithOpenBets(db);
  // a market the desk voided settles void (a bet that slipped in while its void committed is refunded here)
  const voided = await store.voidedAmong(db, [...new Set(markets.map((m) => m.marketId))]);
  let settled = 0;
  for (const m of markets) {
    const outcome = voided.has(m.marketId) ? 'void' : resolve(feed.event(String(m.eventId)), m);
    if (outcome !== null) settled += await settleMarket(db, m.playerId, m.marketId, outcome);
  }
  const matched = await matchWaiting(db, feed);
  return { settled, matched };
}

/**
 * Unmatched match-odds bets whose price the market has moved through are matched against what is on offer, like a
 * bet placed now: each level at the asked price or better, best first, its liquidity taken; what the book does not
 * offer keeps waiting at the asked price. The exposure held can only fall (a better price risks no more).
 */
async function matchWaiting(db: Db, feed: FeedService): Promise<number> {
  // prices of a stale feed may be old: nothing is matched on them
  if (feed.stale) return 0;
  const waiting = await store.waitingBets(db);
  let n = 0;
  for (const w of waiting) {
    const q = feed.quote(feed.event(String(w.eventId)), w.marketId, w.selectionId);
    const side = w.side as BetSide;
    const best = side === 'back' ? q?.back[0]?.price : q?.lay[0]?.price;
    if (!q || q.shut || best === undefined || (side === 'back' ? best <= w.odds : best >= w.odds)) continue;
    const done = await db.transaction(async (tx) => {
      await lockPlayer(tx, w.playerId);
      const bet = await store.lockWaiting(tx, w.id);
      if (!bet) return 0;
      const fills = await takeLiquidity(
        tx,
        { marketId: w.marketId, selectionId: w.selectionId, side },
        levelsFor(q, side, bet.odds, null),
        bet.stakePoisha,
        feed.refillMs,
      );
      if (!fills.length) return 0;
      const [first, ...more] = fills.map((f) => betRecord(w.playerId, q, side, null, { matched: true, part: f.stake, at: f.price }));
      // the waiting row becomes the first part (its id and transaction id stay); the other levels and what is left
      await store.matchWaitingAs(tx, bet.id, {
        odds: first.odds,
        stakePoisha: first.stakePoisha,
        profitPoisha: first.profitPoisha,
        liabilityPoisha: first.liabilityPoisha,
      });
      const left = bet.stakePoisha - fills.reduce((s, f) => s + f.stake, 0);
      const rest = [...more, ...(left > 0 ? [betRecord(w.playerId, q, side, null, { matched: false, part: left, at: bet.odds })] : [])];
      if (rest.length) await store.insertBets(tx, rest);
      const open = (await openBetsOf(tx, w.playerId, w.marketId)).map(toBook);
      await hold(tx, w.playerId, { marketId: w.marketId, eventId: w.eventId, runners: q.runners, test: null }, open);
      // the ladder lost what was taken and the market's total matched grew: every process reads it again
      await announceTaken(tx, feed.processId, w.marketId);
      return 1;
    });
    if (done) await feed.reloadTaken([w.marketId]);
    n += done;
  }
  return n;
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
