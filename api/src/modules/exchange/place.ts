// Placing a bet (the market's rules, the in-play delay, matching against the ladder's levels at the best prices,
// the exposure held) and cancelling an unmatched one. Money moves only through the ledger, in one transaction per
// player and market, with the player's market blocks checked inside it.
import { type BetSide, betAmounts } from '@bet/shared/contract';
import crypto from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { exchange as exchangeApi, MSG_TEMPLATES, offLadderValues, onLadder } from '@bet/shared/contract';
import { assertMarketOpen } from '../auth/access.js';
import { assertMayBet } from '../responsible/service.js';
import { HttpError, templated } from '../../lib/errors.js';
import { parsePoisha, stakeRefusal } from '@bet/shared/contract';
import { announceTaken, takeLiquidity } from './liquidity.js';
import { askedPrice, BET_MSG, levelsFor, type BetInput, type Quote } from './market.js';
import { assertDeskOpen, enforceLimit } from './desk.js';
import { lockPlayer } from '../base/service.js';
import { hold, openBetsOf, runnersOf, toBook, type BetRow } from './positions.js';
import type { FeedService } from './service.js';
import type { FancyRule } from './model.js';
import { eventName } from './views.js';

const newTransactionId = () => `EX${crypto.randomBytes(6).toString('hex').toUpperCase()}`;

export interface PlaceOptions {
  /** The in-play bet delay (ms). */
  delayMs: number;
  /** The player's site session (its reality check and time limit govern the bet). */
  sessionId: number;
}

export interface Placed {
  message: string;
  bets: BetRow[];
}

/** Validates a bet against the market as it is now; the asked price in quote units, the stake in poisha. */
function check(feed: FeedService, input: BetInput): { q: Quote; price: number; stake: number; run: number | null } {
  const q = feed.quote(feed.event(input.event_id), input.market_id, input.selection_id);
  if (!q) throw new HttpError(404, BET_MSG.market);
  if (q.shut) throw new HttpError(409, q.shut);
  // this process's copy of the feed has stopped moving: its prices may be old
  if (feed.stale) throw new HttpError(409, BET_MSG.stale);
  const price = askedPrice(q.kind, input.price);
  if (price === null) throw new HttpError(400, BET_MSG.priceChanged);
  if (q.kind === 'odds' && !onLadder(input.price)) throw templated(400, MSG_TEMPLATES.offLadder, offLadderValues(input.price));
  const stake = parsePoisha(input.stake);
  // the one stake rule (the slip's too), with its template and value, so the slip shows it in the reader's language
  const refusal = stakeRefusal(stake, q.min, q.max);
  if (refusal) throw templated(400, refusal.template, refusal.values);
  const run = q.lines ? (input.run ?? null) : null;
  // a fixed-price market has no book to wait in: a price it no longer offers is refused (unless the player takes
  // any price: then the price on offer now; a fancy line that moved is another bet and is still refused)
  if (q.kind !== 'odds' && !levelsOf(q, input, price, run).length) throw new HttpError(409, BET_MSG.priceChanged);
  return { q, price, stake: stake as number, run }; // (a null stake was refused above)
}

/**
 * The levels the bet may take: at the asked price or better (the default), or, when the player accepts any price,
 * every level on offer now on its side (still the best first: never a price the market does not offer).
 */
function levelsOf(q: Quote, input: BetInput, price: number, run: number | null) {
  const any = input.side === 'back' ? 0 : Number.MAX_SAFE_INTEGER;
  return levelsFor(q, input.side, input.accept_any_price ? any : price, run);
}

/** Waits `ms`, watching the event: false as soon as the market stops taking bets. */
export function watch(feed: FeedService, q: Quote, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const key = `change:${q.event.id}`;
    const stop = (ok: boolean) => {
      clearTimeout(timer);
      feed.bus.off(key, look);
      resolve(ok);
    };
    const look = () => {
      const now = feed.quote(feed.event(String(q.event.id)), q.marketId, q.selectionId);
      if (!now || now.shut || feed.stale) stop(false);
    };
    const timer = setTimeout(() => {
      look();
      stop(true);
    }, ms);
    feed.bus.on(key, look);
  });
}

/** A bet row to insert: `part` poisha on the quote's selection at `at` (quote units). */
export function betRecord(
  playerId: number,
  q: Quote,
  side: BetSide,
  run: number | null,
  b: { matched: boolean; part: number; at: number; status?: string; cashOut?: boolean },
): store.NewBet & Pick<BetRow, 'runner' | 'run' | 'matched'> {
  const a = betAmounts(q.kind, side, b.at, b.part);
  return {
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
    side,
    odds: b.at,
    run,
    rule: q.rule,
    stakePoisha: b.part,
    profitPoisha: a.profit,
    liabilityPoisha: a.liability,
    matched: b.matched,
    cashOut: b.cashOut ?? false,
    status: b.status ?? 'open',
  };
}

/**
 * Inside the player's locked transaction: matches a checked bet against the levels it may take (match odds: the
 * offered levels best first, the rest waiting at the asked price; a fixed-price market: the whole stake at its
 * price), holds the market's new exposure and inserts the rows.
 */
async function matchIn(
  tx: DbOrTx,
  feed: FeedService,
  playerId: number,
  b: { q: Quote; input: BetInput; price: number; stake: number; run: number | null },
  sessionId: number,
): Promise<{ bets: BetRow[]; matchedPart: number; limited: boolean }> {
  const { q, input, price, stake, run } = b;
  // the risk desk's hold on the market, as committed now, decides (this process's copy may be a moment behind)
  await assertDeskOpen(tx, q.marketId);
  const record = (matched: boolean, part: number, at: number) => betRecord(playerId, q, input.side, run, { matched, part, at });
  const levels = levelsOf(q, input, price, run);
  const fills =
    q.kind === 'odds'
      ? await takeLiquidity(tx, { marketId: q.marketId, selectionId: q.selectionId, side: input.side }, levels, stake, feed.refillMs)
      : levels.map((l) => ({ price: l.price, stake }));
  const matchedPart = fills.reduce((s, f) => s + f.stake, 0);
  const rows = [...fills.map((f) => record(true, f.stake, f.price)), record(false, stake - matchedPart, price)].filter((r) => r.stakePoisha > 0);
  const open = (await openBetsOf(tx, playerId, q.marketId)).map(toBook);
  const added = await hold(tx, playerId, { marketId: q.marketId, eventId: q.event.id, runners: q.runners, test: q.rule?.test ?? null }, [
    ...open,
    ...rows.map(toBook),
  ]);
  // responsible gaming, with the exposure now held: a break, an unanswered reality check or a loss limit refuses
  // the bet and rolls all of it back (a bet that holds no more, a hedge, is never refused for the loss limit)
  await assertMayBet(tx, { playerId, sessionId, riskAdded: added });
  if (q.kind === 'odds' && matchedPart > 0) await announceTaken(tx, feed.processId, q.marketId);
  const bets = await store.insertBets(tx, rows);
  // the market's liability limit, with this bet in the book: crossed, the market is suspended for the next bet
  return { bets, matchedPart, limited: await enforceLimit(tx, q.marketId) };
}

export async function placeBet(db: Db, feed: FeedService, playerId: number, input: BetInput, opts: PlaceOptions): Promise<Placed> {
  // a blocked or locked player is told at once (and again inside the transaction, which decides)
  await assertMarketOpen(db, playerId, exchangeApi.placeBet.market);
  let { q, price, stake, run } = check(feed, input);
  const record = (matched: boolean, part: number, at: number, status = 'open') => betRecord(playerId, q, input.side, run, { matched, part, at, status });

  // in play, a bet waits out the delay; a suspension meanwhile voids it
  if (q.event.status === 'inplay' && opts.delayMs > 0) {
    if (!(await watch(feed, q, opts.delayMs))) {
      await store.insertBets(db, [{ ...record(false, stake, price, 'void'), resultPoisha: 0, settledAt: new Date() }]);
      throw new HttpError(409, BET_MSG.voided);
    }
    ({ q, price, stake, run } = check(feed, input));
  }

  const { bets, matchedPart, limited } = await db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    await assertMarketOpen(tx, playerId, exchangeApi.placeBet.market);
    return matchIn(tx, feed, playerId, { q, input, price, stake, run }, opts.sessionId);
  });
  if (q.kind === 'odds' && matchedPart > 0) await feed.reloadTaken([q.marketId]);
  if (limited) await feed.reloadControls();
  const message = matchedPart === stake ? BET_MSG.placed : matchedPart > 0 ? BET_MSG.partly : BET_MSG.unmatched;
  return { message, bets };
}

/** Cancels one of the player's unmatched bets and gives back what it held. */
export async function cancelBet(db: Db, playerId: number, betId: number): Promise<BetRow> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    await assertMarketOpen(tx, playerId, exchangeApi.cancelBet.market);
    const bet = await store.lockOwnBet(tx, playerId, betId);
    if (!bet) throw new HttpError(404, BET_MSG.notCancellable);
    if (bet.status !== 'open' || bet.matched) throw new HttpError(409, BET_MSG.notCancellable);
    const done = await store.closeBet(tx, bet.id, 'cancelled', 0);
    const open = (await openBetsOf(tx, playerId, bet.marketId)).map(toBook);
    const rule = bet.rule as FancyRule | null;
    await hold(tx, playerId, { marketId: bet.marketId, eventId: bet.eventId, runners: runnersOf(bet), test: rule?.test ?? null }, open);
    return done;
  });
}

export const EDIT_MSG = {
  notEditable: /*i18n*/ 'This bet cannot be edited: only an unmatched bet can.',
  unchanged: /*i18n*/ 'Change the odds or the stake to edit the bet.',
  edited: /*i18n*/ 'Bet updated.',
};

/**
 * Edits one of the player's unmatched match-odds bets. The same price with another stake changes the bet in place
 * (it keeps its place in the queue); a new price cancels it and places the new bet, in one transaction (matched at
 * once as far as the book allows; in play after the bet delay, like any bet).
 */
export async function editBet(
  db: Db,
  feed: FeedService,
  playerId: number,
  betId: number,
  change: { price: number; stake: number | string },
  opts: PlaceOptions,
): Promise<Placed> {
  await assertMarketOpen(db, playerId, exchangeApi.editBet.market);
  const seen = await store.lockOwnBet(db, playerId, betId);
  if (!seen) throw new HttpError(404, EDIT_MSG.notEditable);
  if (seen.status !== 'open' || seen.matched || seen.marketKind !== 'odds') throw new HttpError(409, EDIT_MSG.notEditable);
  const input: BetInput = {
    event_id: String(seen.eventId),
    market_id: seen.marketId,
    selection_id: seen.selectionId,
    side: seen.side as BetSide,
    price: change.price,
    stake: change.stake,
  };
  let { q, price, stake, run } = check(feed, input);
  const samePrice = price === seen.odds;
  if (samePrice && stake === seen.stakePoisha) throw new HttpError(400, EDIT_MSG.unchanged);
  if (!samePrice && q.event.status === 'inplay' && opts.delayMs > 0) {
    if (!(await watch(feed, q, opts.delayMs))) throw new HttpError(409, BET_MSG.suspended);
    ({ q, price, stake, run } = check(feed, input));
  }
  const { bets, matchedPart, limited } = await db.transaction(async (tx) => {
    await lockPlayer(tx, playerId);
    await assertMarketOpen(tx, playerId, exchangeApi.editBet.market);
    const bet = await store.lockOwnBet(tx, playerId, betId);
    // matched or cancelled meanwhile (the feed, another tap): nothing is changed
    if (!bet || bet.status !== 'open' || bet.matched) throw new HttpError(409, EDIT_MSG.notEditable);
    if (samePrice) {
      await assertDeskOpen(tx, q.marketId);
      const a = betAmounts(q.kind, input.side, price, stake);
      const edited = await store.setBetStake(tx, bet.id, { stakePoisha: stake, profitPoisha: a.profit, liabilityPoisha: a.liability });
      const open = (await openBetsOf(tx, playerId, q.marketId)).map(toBook);
      const added = await hold(tx, playerId, { marketId: q.marketId, eventId: q.event.id, runners: q.runners, test: null }, open);
      await assertMayBet(tx, { playerId, sessionId: opts.sessionId, riskAdded: added });
      return { bets: [edited], matchedPart: 0, limited: false };
    }
    await store.closeBet(tx, bet.id, 'cancelled', 0);
    return matchIn(tx, feed, playerId, { q, input, price, stake, run }, opts.sessionId);
  });
  if (matchedPart > 0) await feed.reloadTaken([q.marketId]);
  if (limited) await feed.reloadControls();
  const message = samePrice ? EDIT_MSG.edited : matchedPart === stake ? BET_MSG.placed : matchedPart > 0 ? BET_MSG.partly : EDIT_MSG.edited;
  return { message, bets };
}
