// Liquidity on the match odds ladder: a matched bet takes money from the levels it matched at, every player sees
// those levels less what was taken, and the simulated market refills each level to its full size linearly over
// LIQUIDITY_REFILL_MS. The database holds what was taken (exchange_taken): a bet locks the rows it takes from,
// so two bets on any api processes never take the same money, and every process shows the same book.
import { type BetSide } from '@bet/shared/contract';
import type { DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import type { Taken } from './taken.js';
import type { PriceSize } from './match/prices.js';

/** A level taken to nothing is full again after this long (a tenth of it every 3 s); FeedOptions.refillMs sets it. */
export const LIQUIDITY_REFILL_MS = 30_000;

/** What is still taken from a level of `sizePoisha` at `now`, after the refill since it was taken. */
export function takenNow(t: Pick<Taken, 'takenPoisha' | 'takenAt'>, sizePoisha: number, now = Date.now(), refillMs = LIQUIDITY_REFILL_MS): number {
  const refilled = Math.floor((sizePoisha * Math.max(0, now - t.takenAt)) / refillMs);
  return Math.max(0, t.takenPoisha - refilled);
}

/** A runner's side of the ladder (taka sizes, decimal odds) as players see it: each level less what is taken. */
export function lessTaken(
  levels: PriceSize[],
  taken: Taken[],
  selectionId: string,
  side: BetSide,
  now = Date.now(),
  refillMs = LIQUIDITY_REFILL_MS,
): PriceSize[] {
  const mine = taken.filter((t) => t.selectionId === selectionId && t.side === side);
  if (!mine.length) return levels;
  const out: PriceSize[] = [];
  for (const l of levels) {
    const size = Math.round(l.size * 100);
    const t = mine.find((x) => x.price === Math.round(l.price * 100));
    const left = size - (t ? takenNow(t, size, now, refillMs) : 0);
    if (left > 0) out.push({ price: l.price, size: left / 100 });
  }
  return out;
}

/** Every taken row (of one market, or all), as plain values. */
export async function takenOf(db: DbOrTx, marketIds?: string[]): Promise<Map<string, Taken[]>> {
  const rows = await store.takenRows(db, marketIds);
  const out = new Map<string, Taken[]>();
  for (const r of rows) {
    const list = out.get(r.marketId) ?? [];
    list.push({ selectionId: r.selectionId, side: r.side as BetSide, price: r.price, takenPoisha: r.takenPoisha, takenAt: r.takenAt.getTime() });
    out.set(r.marketId, list);
  }
  return out;
}

/**
 * Takes up to `stake` poisha from the levels (best first, in quote units: odds x 100 and poisha sizes), each row
 * locked for the rest of the transaction; returns what was taken at each price (nothing when none is left).
 */
export async function takeLiquidity(
  tx: DbOrTx,
  key: { marketId: string; selectionId: string; side: BetSide },
  levels: { price: number; sizePoisha: number }[],
  stake: number,
  refillMs = LIQUIDITY_REFILL_MS,
): Promise<{ price: number; stake: number }[]> {
  const fills: { price: number; stake: number }[] = [];
  let left = stake;
  const now = new Date();
  for (const level of levels) {
    if (left <= 0) break;
    const at = { ...key, price: level.price };
    const row = await store.lockTaken(tx, at, now);
    const taken = takenNow({ takenPoisha: row.takenPoisha, takenAt: row.takenAt.getTime() }, level.sizePoisha, now.getTime(), refillMs);
    const take = Math.min(left, Math.max(0, level.sizePoisha - taken));
    if (take <= 0) continue;
    await store.setTaken(tx, at, taken + take, now);
    fills.push({ price: level.price, stake: take });
    left -= take;
  }
  return fills;
}

/**
 * Tells the other api processes that a market's taken liquidity changed: the payload names the process that took
 * it (`<process>|<market>`), which has already read it and ignores its own announcement.
 */
export async function announceTaken(tx: DbOrTx, processId: string, marketId: string): Promise<void> {
  await store.notify(tx, 'exchange_taken', `${processId}|${marketId}`);
}
