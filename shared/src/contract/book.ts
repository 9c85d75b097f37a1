// A player's book on one market: what each bet wins or loses, the profit or loss for every outcome, and the
// exposure (the worst of them) that the balance must cover. Pure, plain code: the api places and settles bets with
// these numbers and the exchange's screens show each runner's profit or loss with them (mf-exchange's odds/books.ts).
import type { BetSide } from './betting';

/** How a fancy line is decided: atLeast, Yes wins when the runs reach the line; digit, when their last digit is the line; odd, when they are odd. */
export type FancyTest = 'atLeast' | 'digit' | 'odd';

export interface BookBet {
  side: BetSide;
  /** The runner's place (match odds, bookmaker). */
  runner: number | null;
  /** The fancy line. */
  run: number | null;
  /** What the bet wins and what it loses, in poisha. */
  profit: number;
  liability: number;
  matched: boolean;
}

/** Does a Yes (back) bet on the fancy line win when the innings' runs are `r`? */
export function fancyHolds(test: FancyTest, r: number, line: number): boolean {
  if (test === 'digit') return r % 10 === line;
  if (test === 'odd') return r % 2 === 1;
  return r >= line;
}

/** Does the bet win on this outcome (the winning runner's place, or the fancy runs)? */
export function wins(b: Pick<BookBet, 'side' | 'runner' | 'run'>, outcome: number, test: FancyTest | null): boolean {
  const yes = test ? fancyHolds(test, outcome, b.run ?? 0) : b.runner === outcome;
  return b.side === 'back' ? yes : !yes;
}

/** The outcomes worth checking: every runner, or the runs on each side of every line. */
function outcomes(bets: BookBet[], runners: number, test: FancyTest | null): number[] {
  if (!test) return Array.from({ length: runners }, (_, i) => i);
  if (test === 'digit') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  if (test === 'odd') return [0, 1];
  const out = new Set([0]);
  for (const b of bets) for (const r of [(b.run ?? 0) - 1, b.run ?? 0]) if (r >= 0) out.add(r);
  return [...out];
}

/** The matched bets' profit or loss for each outcome worth checking. */
export function book(bets: BookBet[], runners: number, test: FancyTest | null): { outcome: number; pl: number }[] {
  const matched = bets.filter((b) => b.matched);
  return outcomes(matched, runners, test).map((outcome) => ({
    outcome,
    pl: matched.reduce((s, b) => s + (wins(b, outcome, test) ? b.profit : -b.liability), 0),
  }));
}

/**
 * The market's exposure: the worst loss over its outcomes, backs netted against lays, plus what every
 * unmatched bet could lose (it may be matched at any moment).
 */
export function exposure(bets: BookBet[], runners: number, test: FancyTest | null): number {
  const worst = Math.min(0, ...book(bets, runners, test).map((o) => o.pl));
  return -worst + bets.filter((b) => !b.matched).reduce((s, b) => s + b.liability, 0);
}
