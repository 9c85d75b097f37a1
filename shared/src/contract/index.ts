// The api contract (@bet/shared/contract): every call's params, query, body, headers and answers, written once.
// The api validates and serialises with it; the apps take paths and types from it. Plain TypeScript.
import * as admin from './admin';
import * as auth from './auth';
import * as content from './content';
import * as dev from './dev';
import * as exchange from './exchange';
import * as funds from './funds';
import * as games from './games';
import * as gateway from './gateway';
import * as responsible from './responsible';
import * as support from './support';
import * as users from './users';
import * as operators from './operators';
import type { Operation } from './schema';

// named, not `export *`: the api loads this package as CommonJS through tsx, which sees only named exports
export {
  AUTH_MSG,
  CAPTCHA_MSG,
  ACCOUNT_MSG,
  CODE_MSG,
  FUNDS_MSG,
  TX_STATUS,
  REWARD_MSG,
  USERNAME_RE,
  EMAIL_RE,
  NEW_PASSWORD_RE,
  PASSWORD_MAX,
  MONEY_LIMITS,
  AMOUNT_RE,
  parsePoisha,
  FIELD_MAX,
  TRX_ID_MIN,
  TRX_ID_RE,
  WALLET_NUMBER_DIGITS,
  WALLET_NUMBER_RE,
  FORGOT_MSG,
  fillTemplate,
  MSG_TEMPLATES,
  chatLongValues,
} from './messages';
export { changePasswordForm, depositAmountForm, forgotResetForm, makePaymentForm, rgLimitForm, signupForm, withdrawalRequestForm } from './forms';
export { checkForm } from './check';
export type { FormValues } from './forms';
export { SUPPORT_USER, CHAT_MAX, CHAT_MSG, CHAT_RATE } from './support';
export { ADJUST_REASON_MIN, ADJUST_REASON_MSG, APPROVAL_TTL_HOURS, APPROVER_COOLING_OFF_HOURS, CANNED_REPLIES, FOUR_EYES_TAKA, SETTINGS_STALE } from './admin';
export { VIP_TIERS, vipTierOf, type VipTier } from './users';
export {
  str,
  strOrNum,
  opt,
  nullable,
  body,
  query,
  idParams,
  envelope,
  ok,
  errorAnswer,
  op,
  rolesOf,
  Type,
  LIST_PAGE_SIZE,
  listPage,
  pageParam,
} from './schema';
export type { FieldOptions, ErrorAnswer, Method, OperationSchema, Operation, AnswerOf, Static, TSchema } from './schema';
export { admin, auth, content, dev, exchange, funds, games, gateway, operators, responsible, support, users };
export { INVITATION_HOURS, OPERATOR_MSG, OPERATOR_PASSWORD_MIN, OPERATOR_SESSION } from './operators';
export { OPERATOR_ROLES, type OperatorRole } from './schema';
export { SPORT_NAMES } from './exchange';
export {
  betAmounts,
  STAKE_MSG,
  floorTick,
  MAX_PRICE,
  MIN_PRICE,
  moveTicks,
  nearestTicks,
  offLadderText,
  offLadderValues,
  onLadder,
  ODDS_LIMITS,
  priceUnits,
  stakeRefusal,
  type BetSide,
  type MarketKind,
} from './betting';
export { book, exposure, fancyHolds, wins, type BookBet, type FancyTest } from './book';
export * as tableGames from './table-games';
export * as demoGames from './demo-games';
export * as stepGames from './step-games';
export { cashOutQuote, CASH_OUT_SHARES, MIN_HEDGE_STAKE, type CashOutLadder, type CashOutLevel, type CashOutQuote, type HedgeBet } from './cashout';
export type {
  SportName,
  SportsEvent,
  MarketBook,
  FancyMarket,
  BookmakerRunner,
  BookmakerMarket,
  EventDetail,
  LiveScore,
  ExchangeBet,
  ExchangeWallet,
} from './exchange';
export { url } from './url';
export {
  RG_RANGES,
  RG_TEMPLATES,
  RG_BREAKS,
  RG_LIMIT_KINDS,
  RG_MSG,
  RG_PERIODS,
  RG_PERIOD_NAMES,
  RG_RULES,
  PERIOD_WORD,
  type RgBreak,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
  type RgStatus,
} from './responsible';
export { ACCESS_MSG, isBlocked, marketBlockText, type MarketBlockRow, type Section } from './access';

const domains = { auth, users, content, games, funds, support, admin, operators, dev, gateway, exchange, responsible };

/** Every operation, keyed 'METHOD /path' as Fastify registers it. */
export const operations: Record<string, Operation> = Object.fromEntries(
  Object.values(domains)
    .flatMap((d) => Object.values(d).filter((v): v is Operation => typeof v === 'object' && v !== null && 'method' in v && 'url' in v && 'schema' in v))
    .map((o) => [`${o.method} ${o.url}`, o]),
);
