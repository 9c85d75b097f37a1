// Cash out: the hedge that locks in the same profit or loss whatever wins, at the prices on offer now. One function
// for the api (which places it, in the transaction that checks the quote) and the odds view (which shows the
// amount on the button). Plain code, no schemas, so the apps can import it.
import { betAmounts, type BetSide } from './betting';

/** A runner's side of the book, best price first: prices in odds x 100, sizes in poisha (Infinity: no limit). */
export interface CashOutLevel {
  price: number;
  size: number;
}
export interface CashOutLadder {
  back: CashOutLevel[];
  lay: CashOutLevel[];
}
/** One bet of the hedge: the runner's place, the side, the worst price it may take (odds x 100), the stake (poisha). */
export interface HedgeBet {
  runner: number;
  side: BetSide;
  price: number;
  stake: number;
  profit: number;
  liability: number;
}
export interface CashOutQuote {
  bets: HedgeBet[];
  /** Each runner's profit or loss (poisha) if it wins, with the hedge matched at its prices. */
  after: number[];
  /** What the player locks in (poisha): the least of `after`; a fill at better prices only adds to it. */
  value: number;
}

/** A hedge bet smaller than this (poisha) is left out: it would move the book by less than a taka's worth. */
export const MIN_HEDGE_STAKE = 100;
/** The shares of a position a player may cash out (per cent). */
export const CASH_OUT_SHARES = [25, 50, 75, 100] as const;

/**
 * The stake of one hedge bet for `need` (the gap in poisha x the share in per cent: at price p, odds x 100, the
 * stake is need / p) and the worst level
 * that fills it: walks the levels best first until the size up to a level covers the stake at that level's price.
 */
function fill(levels: CashOutLevel[], need: number): { price: number; stake: number } | null {
  let size = 0;
  // a price of 1.00 or less pays nothing: no hedge is taken at it
  for (const l of levels.filter((x) => x.price > 100)) {
    size += l.size;
    const stake = Math.floor(need / l.price);
    if (stake <= size) return { price: l.price, stake };
  }
  return null;
}

/** Each runner's profit or loss after `bets`, from `pl` (the runner's place decides which bets win). */
function applied(pl: number[], bets: HedgeBet[]): number[] {
  return pl.map((p, j) => bets.reduce((s, b) => s + ((b.side === 'back') === (b.runner === j) ? b.profit : -b.liability), p));
}

/** `share` in per cent. */
function hedge(kind: 'odds' | 'bookmaker', pl: number[], ladders: CashOutLadder[], share: number, side: BetSide): CashOutQuote | null {
  // lays on the runners that win more than the worst, to bring them down to it; or backs on the runners that win
  // less than the best, to bring them up. With stake t laid at p on runner j, j's outcome moves by -t x p and every
  // outcome by +t: t = (pl_j - least) / p equalises them (backs the mirror image).
  const target = side === 'lay' ? Math.min(...pl) : Math.max(...pl);
  const bets: HedgeBet[] = [];
  for (let j = 0; j < pl.length; j++) {
    const gap = Math.abs(pl[j] - target);
    if (!gap) continue;
    const f = fill(side === 'lay' ? ladders[j].lay : ladders[j].back, gap * share);
    if (!f) return null;
    if (f.stake < MIN_HEDGE_STAKE) continue;
    bets.push({ runner: j, side, ...f, ...betAmounts(kind, side, f.price, f.stake) });
  }
  if (!bets.length) return null;
  const after = applied(pl, bets);
  return { bets, after, value: Math.min(...after) };
}

/**
 * The cash out of a position on a runner market (match odds, bookmaker): `pl` is each runner's profit or loss if
 * it wins (poisha, the matched bets), `ladders` what each runner offers now, `share` the per cent to cash out.
 * Of the two hedges (lay the runners above the worst outcome, or back the ones below the best) the one that
 * locks in more; null when there is nothing to cash out (the book is already level, or no price can take it).
 */
export function cashOutQuote(kind: 'odds' | 'bookmaker', pl: number[], ladders: CashOutLadder[], share = 100): CashOutQuote | null {
  if (pl.length < 2 || ladders.length !== pl.length || !Number.isInteger(share) || share < 1 || share > 100) return null;
  const options = [hedge(kind, pl, ladders, share, 'lay'), hedge(kind, pl, ladders, share, 'back')].filter((q): q is CashOutQuote => q !== null);
  if (!options.length) return null;
  return options.reduce((best, q) => (q.value > best.value || (q.value === best.value && q.bets.length < best.bets.length) ? q : best));
}
