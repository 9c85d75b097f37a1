// The back office's risk desk (part of the admin namespace): what the house wins or loses on each outcome of every
// market with open bets, from every matched bet, and the players behind the largest positions.
import { body, envelope, nullable, op, str, Type, type Static } from './schema';

const tag = 'admin';
const auth = 'admin' as const;

/** The house's profit (negative: loss) if this outcome happens: a runner wins, or a fancy line's runs are reached. */
export const riskOutcome = Type.Object({ outcome: Type.String(), house: Type.Number() });
/** A player's position on the market: the exposure held from their balance, and their bets on it. */
export const riskPosition = Type.Object({ username: Type.String(), exposure: Type.Number(), bets: Type.Integer() });
/**
 * What the desk did to a market: suspended (no bets until resumed), closed (no more bets; its bets settle on the
 * result), voided (every open bet on it refunded; final). Open: as the feed has it.
 */
export const MARKET_STATES = ['open', 'suspended', 'closed', 'voided'] as const;
export type MarketState = (typeof MARKET_STATES)[number];
export const marketState = Type.Union([Type.Literal('open'), Type.Literal('suspended'), Type.Literal('closed'), Type.Literal('voided')]);
/** The actions on a market, and the states each may be taken from. */
export const MARKET_ACTIONS = {
  suspend: { from: ['open'], to: 'suspended' },
  resume: { from: ['suspended'], to: 'open' },
  close: { from: ['open', 'suspended'], to: 'closed' },
  void: { from: ['open', 'suspended', 'closed'], to: 'voided' },
} as const satisfies Record<string, { from: readonly MarketState[]; to: MarketState }>;
export type MarketAction = keyof typeof MARKET_ACTIONS;
/** A market action's reason: at least this many characters (audited; a void's is kept with its bets' refund). */
export const MARKET_REASON_MIN = 5;
export const MARKET_MSG = {
  reason: `A reason of at least ${MARKET_REASON_MIN} characters is required.`,
  action: 'Choose suspend, resume, close or void.',
  notFound: 'No such market: the feed does not show it open and nobody has bet on it.',
  from: (state: MarketState, action: MarketAction) => `This market is ${state}: it cannot be ${ACTION_DONE[action]}.`,
  limit: 'The liability limit must be a whole number of taka above 0, or empty for none.',
  done: (action: MarketAction) => `Market ${ACTION_DONE[action]}.`,
  limitSet: 'Liability limit saved.',
  limitCleared: 'Liability limit removed.',
  limitCrossed: 'Market suspended: the house stands to lose more than its liability limit.',
};
const ACTION_DONE: Record<MarketAction, string> = { suspend: 'suspended', resume: 'resumed', close: 'closed', void: 'voided' };

/** The highest liability limit a market may have (taka). */
export const MARKET_LIMIT_MAX_TAKA = 100_000_000;
/** Whether `limit` is a liability limit the api takes: a whole number of taka from 1 to the highest, or none. */
export const limitAllowed = (limit: number | null) => limit === null || (Number.isInteger(limit) && limit >= 1 && limit <= MARKET_LIMIT_MAX_TAKA);

export const riskMarket = Type.Object({
  market_id: Type.String(),
  event_id: Type.Integer(),
  event: Type.String(),
  sport: Type.String(),
  kind: Type.String(),
  market: Type.String(),
  /** Open bets (matched or not) and the players who hold them. */
  bets: Type.Integer(),
  players: Type.Integer(),
  /** The stake of the matched bets, taka. */
  matched: Type.Number(),
  /** The house's profit or loss on each outcome worth checking, from the matched bets (taka). */
  outcomes: Type.Array(riskOutcome),
  /** The house's worst outcome (taka; negative: what it stands to lose). */
  worst: Type.Number(),
  /**
   * The most the house can lose on the market's event: the sum of its markets' worst outcomes (each market settles on
   * its own, so this is the bound; taka, 0 or negative).
   */
  event_worst: Type.Number(),
  /** The largest positions, largest first (at most RISK_TOP_POSITIONS). */
  positions: Type.Array(riskPosition),
  /** What the desk did to it ('open': nothing), why, and whether the liability limit did it. */
  state: marketState,
  reason: nullable(Type.String()),
  /** Suspended by its liability limit, not by an operator. */
  auto: Type.Boolean(),
  /** The most the house may stand to lose on it before it is suspended (taka), or null for no limit. */
  limit: nullable(Type.Number()),
});

/** A market as the desk's answer carries it. */
export type RiskMarketView = Static<typeof riskMarket>;

/** How many players' positions a market shows. */
export const RISK_TOP_POSITIONS = 5;

export const riskBook = op({
  method: 'GET',
  url: '/api/admin/risk',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary:
    "The house's book: every market with open bets, the house's profit or loss on each outcome from the matched bets, its worst outcome and its event's, and the largest positions with their players; the worst markets first",
  schema: { response: { 200: envelope(Type.Array(riskMarket)) } },
});

const marketParams = Type.Object(
  { market_id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z._:-]+$', 'x-message': MARKET_MSG.notFound }) },
  { additionalProperties: false },
);

export const marketAction = op({
  method: 'POST',
  url: '/api/admin/risk/markets/:market_id',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary:
    'Suspend, resume, close or void a market on the desk (one with open bets, or one the desk holds), with a reason; every api process shows it and refuses bets at once; a void refunds every open bet on it through the ledger, exactly once, and above the four-eyes amount (its matched stakes) waits for a second operator (202); audited',
  schema: {
    params: marketParams,
    body: body({
      action: Type.Union([Type.Literal('suspend'), Type.Literal('resume'), Type.Literal('close'), Type.Literal('void')], { 'x-message': MARKET_MSG.action }),
      reason: str(300, { min: MARKET_REASON_MIN, pattern: '\\S', message: MARKET_MSG.reason }),
    }),
    response: {
      200: envelope(Type.Object({ market_id: Type.String(), state: marketState, refunded: Type.Integer() })),
      202: envelope(Type.Object({ approval_id: Type.Integer() })),
    },
  },
});

export const marketLimit = op({
  method: 'POST',
  url: '/api/admin/risk/markets/:market_id/limit',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary:
    "Set (or clear with null) a market's liability limit in taka: once the house's worst outcome on it is a loss above it, betting on it is suspended (at once, when it is already); audited",
  schema: {
    params: marketParams,
    body: body({ limit: nullable(Type.Integer({ minimum: 1, maximum: MARKET_LIMIT_MAX_TAKA, 'x-message': MARKET_MSG.limit })) }),
    response: { 200: envelope(Type.Object({ market_id: Type.String(), limit: nullable(Type.Number()), state: marketState })) },
  },
});

// the contract's unions and its constants name the same states and actions
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
export const STATES_AGREE: Same<Static<typeof marketState>, MarketState> = true;
export const ACTIONS_AGREE: Same<Static<typeof marketAction.schema.body>['action'], MarketAction> = true;
