export * from './constants';
export * from './password';
export * from './promotions';
export { betAmounts, MAX_PRICE, MIN_PRICE, moveTicks, ODDS_LIMITS, priceUnits, type BetSide, type MarketKind } from '../contract/betting';
export { cashOutQuote, CASH_OUT_SHARES, type CashOutLadder, type CashOutQuote } from '../contract/cashout';
