// Cash out: the hedge that levels a player's book on a runner market (match odds, bookmaker) at the prices on offer,
// placed in the transaction that checks it against the quote the player saw. The arithmetic is the contract's
// (cashOutQuote); this file only reads the market, checks and places. The player's lock makes one cash out at a
// time: a second tap finds the book already level and nothing to cash out.
import { book } from '@bet/shared/contract';
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import { cashOutQuote, exchange as exchangeApi, type CashOutLadder } from '@bet/shared/contract';
import { assertMarketOpen } from '../auth/access.js';
import { assertMayBet } from '../responsible/service.js';
import { HttpError } from '../../lib/errors.js';
import { parseSignedPoisha } from '../../lib/money.js';
import { announceTaken, takeLiquidity } from './liquidity.js';
import { BET_MSG, levelsFor, type Quote } from './market.js';
import { assertDeskOpen } from './desk.js';
import { bookmaker, fancyLines, marketIdOf, matchOdds } from './model.js';
import { betRecord, watch } from './place.js';
import { lockPlayer } from '../base/service.js';
import { hold, openBetsOf, toBook, type BetRow } from './positions.js';
import type { FeedService } from './service.js';

export const CASH_OUT_MSG = {
  fancy: /*i18n*/ 'Fancy lines cannot be cashed out: they have no opposite price to hedge at.',
  nothing: /*i18n*/ 'There is nothing to cash out on this market at the prices on offer.',
  changed: /*i18n*/ 'The cash out amount has changed. Please check the new amount.',
  done: /*i18n*/ 'Cashed out.',
};

export interface CashOutInput {
  event_id: string;
  market_id: string;
  share: number;
  value: number | string;
}

/** The market's runners as a bet sees them now, with what each offers (less the liquidity taken); refusals as the slip's. */
function runnerMarket(feed: FeedService, eventId: string, marketId: string): { kind: 'odds' | 'bookmaker'; runners: Quote[]; ladders: CashOutLadder[] } {
  const e = feed.event(eventId);
  if (!e) throw new HttpError(404, BET_MSG.market);
  if (feed.stale) throw new HttpError(409, BET_MSG.stale);
  if (fancyLines(e).some((l) => l.market.id === marketId)) throw new HttpError(400, CASH_OUT_MSG.fancy);
  const b = bookmaker(e);
  const ids = marketId === marketIdOf(e) ? matchOdds(e).runners.map((r) => r.selectionId) : b && b.id === marketId ? b.runners.map((r) => r.id) : null;
  if (!ids) throw new HttpError(404, BET_MSG.market);
  const runners = ids.map((id) => feed.quote(e, marketId, id)).filter((q): q is Quote => q !== null);
  if (runners.length !== ids.length) throw new HttpError(404, BET_MSG.market);
  // match odds shut as a whole; the bookmaker may leave out one runner (no fair price): it offers nothing to hedge
  // at, and the market is shut only when every runner is
  const shut = runners.find((q) => q.shut)?.shut;
  const kind = runners[0].kind as 'odds' | 'bookmaker';
  if (shut && (kind === 'odds' || runners.every((q) => q.shut))) throw new HttpError(409, shut);
  const poisha = (size: number) => (size >= Number.MAX_SAFE_INTEGER / 100 ? Infinity : Math.round(size * 100));
  if (kind === 'odds') {
    // what players see: the ladder less what matched bets took (the transaction takes from the same rows)
    const seen = feed.marketBookOf(e).runners;
    const units = (l: { price: number; size: number }[]) => l.map((x) => ({ price: Math.round(x.price * 100), size: poisha(x.size) }));
    return { kind, runners, ladders: seen.map((r) => ({ back: units(r.ex.availableToBack), lay: units(r.ex.availableToLay) })) };
  }
  const units = (l: { price: number; size: number }[]) => l.map((x) => ({ price: x.price, size: poisha(x.size) }));
  return { kind, runners, ladders: runners.map((q) => (q.shut ? { back: [], lay: [] } : { back: units(q.back), lay: units(q.lay) })) };
}

export interface CashedOut {
  bets: BetRow[];
  /** What the book now holds on its worst outcome (poisha). */
  value: number;
}

/**
 * Cashes out `share` per cent of the player's matched position on a runner market: cancels its unmatched bets and
 * places the hedge, all in one transaction, only if it locks in at least `value` (what the player saw; a better
 * fill is taken). In play it first waits out the bet delay, as any bet does.
 */
export async function cashOut(
  db: Db,
  feed: FeedService,
  playerId: number,
  input: CashOutInput,
  opts: { delayMs: number; sessionId: number },
): Promise<CashedOut> {
  await assertMarketOpen(db, playerId, exchangeApi.cashOut.market);
  const asked = parseSignedPoisha(input.value);
  if (asked === null) throw new HttpError(400, CASH_OUT_MSG.changed);
  let m = runnerMarket(feed, input.event_id, input.market_id);
  if (m.runners[0].event.status === 'inplay' && opts.delayMs > 0) {
    if (!(await watch(feed, m.runners[0], opts.delayMs))) throw new HttpError(409, BET_MSG.suspended);
    m = runnerMarket(feed, input.event_id, input.market_id);
  }
  const { kind, runners, ladders } = m;
  const marketId = input.market_id;
  const result = await db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    await assertMarketOpen(tx, playerId, exchangeApi.cashOut.market);
    await assertDeskOpen(tx, marketId);
    const open = await openBetsOf(tx, playerId, marketId);
    const matched = open.filter((b) => b.matched);
    if (!matched.length) throw new HttpError(409, CASH_OUT_MSG.nothing);
    const pl = book(matched.map(toBook), runners.length, null).map((o) => o.pl);
    const q = cashOutQuote(kind, pl, ladders, input.share);
    if (!q) throw new HttpError(409, CASH_OUT_MSG.nothing);
    if (q.value < asked) throw new HttpError(409, CASH_OUT_MSG.changed);
    for (const b of open) if (!b.matched) await store.closeBet(tx, b.id, 'cancelled', 0);
    const rows: ReturnType<typeof betRecord>[] = [];
    for (const h of q.bets) {
      const r = runners[h.runner];
      const fills =
        kind === 'odds'
          ? await takeLiquidity(tx, { marketId, selectionId: r.selectionId, side: h.side }, levelsFor(r, h.side, h.price, null), h.stake, feed.refillMs)
          : [{ price: h.price, stake: h.stake }];
      // less on offer than the quote counted on (another bet took it): a new quote, never a part of one
      if (fills.reduce((s, f) => s + f.stake, 0) !== h.stake) throw new HttpError(409, CASH_OUT_MSG.changed);
      for (const f of fills) rows.push(betRecord(playerId, r, h.side, null, { matched: true, part: f.stake, at: f.price, cashOut: true }));
    }
    const after = [...matched.map(toBook), ...rows.map(toBook)];
    const added = await hold(tx, playerId, { marketId, eventId: runners[0].event.id, runners: runners.length, test: null }, after);
    await assertMayBet(tx, { playerId, sessionId: opts.sessionId, riskAdded: added });
    if (kind === 'odds') await announceTaken(tx, feed.processId, marketId);
    const bets = await store.insertBets(tx, rows);
    return { bets, value: Math.min(...book(after, runners.length, null).map((o) => o.pl)) };
  });
  if (kind === 'odds') await feed.reloadTaken([marketId]);
  return result;
}
