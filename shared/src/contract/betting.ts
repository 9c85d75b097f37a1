// What an exchange bet wins and loses: one function for the api (which holds and settles with it) and the bet
// slip (which shows it). Plain code, no schemas, so the apps can import it.

export type MarketKind = 'odds' | 'bookmaker' | 'fancy';
export type BetSide = 'back' | 'lay';

/** A price as the exchange keeps it: decimal odds x 100 (match odds), 100 + rate (bookmaker), the rate (fancy). */
export const priceUnits = (kind: MarketKind, shown: number): number => (kind === 'odds' ? Math.round(shown * 100) : kind === 'bookmaker' ? 100 + shown : shown);

/**
 * What a bet wins and what it loses, in poisha, at a price in `priceUnits`: back wins stake x (odds - 1) and
 * loses the stake, lay the reverse; fancy Yes (back) wins stake x rate / 100, No (lay) loses that. Profits
 * round down and liabilities up. The api settles with these numbers and the bet slip shows them.
 */
export function betAmounts(kind: MarketKind, side: BetSide, price: number, stake: number): { profit: number; liability: number } {
  const other = kind === 'fancy' ? (stake * price) / 100 : (stake * (price - 100)) / 100;
  return side === 'back' ? { profit: Math.floor(other), liability: stake } : { profit: stake, liability: Math.ceil(other) };
}

/** Match odds stake limits (BDT): the api enforces them, the bet slip shows them (the spec gives no figure). */
export const ODDS_LIMITS = { min: 100, max: 100_000 } as const;
