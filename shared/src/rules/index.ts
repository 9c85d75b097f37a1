export * from './constants';
export * from './password';
export * from './promotions';
export { betAmounts, ODDS_LIMITS, priceUnits, type BetSide, type MarketKind } from '../contract/betting';
