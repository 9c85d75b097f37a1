// A market as a bet sees it at one moment (what it is, whether it takes bets, its prices and limits), the price a
// bet asks for, and the levels it may be matched at. The messages a bet's answer can carry.
import { type BetSide, type MarketKind } from '@bet/shared/contract';
import { MAX_PRICE, MIN_PRICE, ODDS_LIMITS, priceUnits } from '@bet/shared/contract';
import { INSUFFICIENT } from '../funds/ledger.js';
import type { FeedEvent } from './match/state.js';
import type { PriceSize } from './match/prices.js';
import { bookmaker, fancyLines, matchOdds, marketIdOf, type FancyRule } from './model.js';

export const BET_MSG = {
  market: /*i18n*/ 'Market not found.',
  closed: /*i18n*/ 'This market is closed.',
  suspended: /*i18n*/ 'This market is suspended.',
  ballRunning: /*i18n*/ 'Ball running. Please wait for the next ball.',
  stale: /*i18n*/ 'Prices are not updating right now, so betting is paused. Please try again in a moment.',
  priceChanged: /*i18n*/ 'The odds have changed. Please try again.',
  insufficient: INSUFFICIENT,
  voided: /*i18n*/ 'Bet void: the market was suspended during the bet delay.',
  notCancellable: /*i18n*/ 'This bet cannot be cancelled.',
  placed: /*i18n*/ 'Bet matched.',
  partly: /*i18n*/ 'Bet partly matched: the rest is unmatched.',
  unmatched: /*i18n*/ 'Bet placed, unmatched.',
};

/** Every api process hears a desk change on it (the payload: the market's id) and reads the rows again. */
export const DESK_CHANNEL = 'exchange_desk';

/** Why a market in this state takes no bets (the player's sentence); null when it takes them. */
export function shutBy(state: string | undefined): string | null {
  if (state === 'suspended') return BET_MSG.suspended;
  if (state === 'closed' || state === 'voided') return BET_MSG.closed;
  return null;
}

export interface BetInput {
  event_id: string;
  market_id: string;
  selection_id: string;
  side: BetSide;
  /** Decimal odds (match odds) or the rate (bookmaker, fancy) the player saw. */
  price: number;
  /** The fancy line the player saw. */
  run?: number;
  stake: number | string;
  /** Match at any price on offer now (the player's setting), not only at the asked price or better. */
  accept_any_price?: boolean;
}

/** A market as a bet sees it at one moment: what it is, whether it takes bets, and its prices. */
export interface Quote {
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
    const mb = matchOdds(e);
    const i = mb.runners.findIndex((r) => r.selectionId === selectionId);
    if (i < 0) return null;
    const r = mb.runners[i];
    const scale = (l: PriceSize[]) => l.map((p) => ({ price: Math.round(p.price * 100), size: p.size }));
    return {
      ...base,
      kind: 'odds',
      marketName: 'Match Odds',
      selectionName: r.name,
      runner: i,
      runners: mb.runners.length,
      rule: null,
      shut: mb.status === 'CLOSED' ? BET_MSG.closed : mb.status === 'SUSPENDED' ? BET_MSG.suspended : null,
      ...ODDS_LIMITS,
      back: scale(r.back),
      lay: scale(r.lay),
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
export function askedPrice(kind: MarketKind, price: number): number | null {
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
export function levelsFor(q: Quote, side: BetSide, price: number, run: number | null): { price: number; sizePoisha: number }[] {
  if (q.lines && run !== (side === 'back' ? q.lines.back : q.lines.lay)) return [];
  const levels = (side === 'back' ? q.back : q.lay).filter((l) => (side === 'back' ? l.price >= price : l.price <= price));
  const sized = levels.map((l) => ({ price: l.price, sizePoisha: l.size === UNLIMITED ? UNLIMITED : Math.round(l.size * 100) }));
  return q.kind === 'odds' ? sized : sized.slice(0, 1);
}
