// What the match odds show besides the model: the liquidity taken from each market's ladder (liquidity.ts) and what
// players' matched bets staked on each runner, as the database last said. The leader reads them and writes them into
// the feed state (FeedState.book); a follower adopts the state's, so every process shows the same book.
import type { DbOrTx } from '../../db/client.js';
import type { FeedEvent, FeedState } from './match/state.js';
import { takenOf } from './liquidity.js';
import { marketIdOf } from './model.js';
import * as store from './store.js';
import type { Taken } from './taken.js';
import { marketBook } from './views.js';

export class FeedBook {
  /** Liquidity taken from each market's ladder. */
  private taken = new Map<string, Taken[]>();
  /** What players' matched bets staked on each market's runners (poisha per selection id). */
  private matched = new Map<string, Map<string, number>>();

  constructor(private readonly refillMs: number) {}

  /** The book a feed state carries (a follower's, or the leader's own after a restart). */
  adopt(book: FeedState['book']): void {
    this.taken = new Map(Object.entries(book?.taken ?? {}));
    this.matched = new Map(Object.entries(book?.matched ?? {}).map(([id, m]) => [id, new Map(Object.entries(m))]));
  }

  /** The book to write into the feed state. */
  snapshot(): NonNullable<FeedState['book']> {
    return {
      taken: Object.fromEntries(this.taken),
      matched: Object.fromEntries([...this.matched].map(([id, m]) => [id, Object.fromEntries(m)])),
    };
  }

  /** True while liquidity is taken from the market (its book is built on the state's clock). */
  holds(marketId: string): boolean {
    return this.taken.has(marketId);
  }

  /** An event's match odds: the ladder less what is taken, refilled up to `clock` (ms), with what was matched. */
  of(e: FeedEvent, clock: number) {
    const id = marketIdOf(e);
    return marketBook(e, this.taken.get(id), clock, this.refillMs, this.matched.get(id));
  }

  /** Reads the taken rows and matched totals (all markets, or these) from the database; the markets to rebuild. */
  async read(db: DbOrTx, marketIds?: string[]): Promise<string[]> {
    const [fresh, matched] = await Promise.all([takenOf(db, marketIds), store.matchedTotals(db, marketIds)]);
    if (marketIds) for (const id of marketIds) this.taken.set(id, fresh.get(id) ?? []);
    else this.taken = fresh;
    if (marketIds) for (const id of marketIds) this.matched.delete(id);
    else this.matched.clear();
    for (const r of matched) {
      const m = this.matched.get(r.marketId) ?? new Map<string, number>();
      m.set(r.selectionId, r.poisha);
      this.matched.set(r.marketId, m);
    }
    return marketIds ?? [...new Set([...this.taken.keys(), ...this.matched.keys()])];
  }

  /** The markets whose taken levels are still growing back at `now` (and the ones just full again, forgotten). */
  refill(now: number): string[] {
    const growing: string[] = [];
    for (const [marketId, list] of this.taken) {
      const left = list.filter((t) => now - t.takenAt < this.refillMs + 1000);
      if (left.length) growing.push(marketId);
      if (left.length !== list.length) {
        if (left.length) this.taken.set(marketId, left);
        else {
          this.taken.delete(marketId);
          growing.push(marketId);
        }
      }
    }
    return growing;
  }
}
