// The back office's risk desk (part of the admin namespace): what the house wins or loses on each outcome of every
// market with open bets, from every matched bet, and the players behind the largest positions.
import { envelope, op, Type } from './schema';

const tag = 'admin';
const auth = 'admin' as const;

/** The house's profit (negative: loss) if this outcome happens: a runner wins, or a fancy line's runs are reached. */
export const riskOutcome = Type.Object({ outcome: Type.String(), house: Type.Number() });
/** A player's position on the market: the exposure held from their balance, and their bets on it. */
export const riskPosition = Type.Object({ username: Type.String(), exposure: Type.Number(), bets: Type.Integer() });
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
});

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
