export * from './constants';
export * from './password';
export * from './promotions';
export { betAmounts, priceUnits, type BetSide, type MarketKind } from '../contract/betting';
