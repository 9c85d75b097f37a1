// The sports exchange's wallet and bets (part of the exchange namespace): the wallet, placing, cash out, the open bets with cancel and
// edit, profit and loss, the activity and the exchange records.
import { body, envelope, INT32_ID, op, opt, nullable, str, strOrNum, Type, type Static } from './schema';

const tag = 'exchange';

const walletData = Type.Object({
  /** The main wallet's balance: the same number as the member menu and the site's header (exposure has left it). */
  main_balance: Type.Number(),
  /** What the open markets hold: the sum of each market's worst-case loss (held from the main wallet). */
  exposure: Type.Number(),
  /** What is free to bet or withdraw: the main balance. */
  available_balance: Type.Number(),
  /** Extra wallets (none: the exchange bets from the main balance). */
  wallets: Type.Array(Type.Object({ name: Type.String(), balance: Type.Number() })),
  account_id: Type.String(),
  username: Type.String(),
});
export type ExchangeWallet = Static<typeof walletData>;

export const wallet = op({
  method: 'GET',
  url: '/api/exchange/wallet',
  tag,
  auth: 'exchange',
  summary: 'The exchange wallet (exchange token only): main balance, exposure, available balance and the extra wallets',
  schema: { response: { 200: envelope(walletData) } },
});
export const exchangeHub = op({
  method: 'GET',
  url: '/api/exchange-hub',
  tag,
  auth: 'player',
  summary: 'The exchange wallet view for the site (site token): main balance, exposure and the extra wallets',
  schema: { response: { 200: envelope(walletData) } },
});

/** A bet as the exchange pages and the betting records show it (money in taka). */
export const exchangeBet = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.String(),
  created_at: Type.String(),
  settled_at: nullable(Type.String()),
  event_id: Type.String(),
  event_name: Type.String(),
  sport: Type.String(),
  game_type: Type.String(),
  market_id: Type.String(),
  market_kind: Type.Union([Type.Literal('odds'), Type.Literal('bookmaker'), Type.Literal('fancy')]),
  market_name: Type.String(),
  selection_id: Type.String(),
  selection_name: Type.String(),
  /** Back, Lay (match odds, bookmaker), Yes, No (fancy). */
  bet_type: Type.String(),
  /** Decimal odds (match odds), the rate (bookmaker, fancy). */
  odds: Type.Number(),
  run: nullable(Type.Integer()),
  stake: Type.Number(),
  potential_profit: Type.Number(),
  potential_liability: Type.Number(),
  matched: Type.Boolean(),
  /** Placed by a cash out (the hedge), not from the bet slip. */
  cash_out: Type.Boolean(),
  status: Type.Union([Type.Literal('open'), Type.Literal('WON'), Type.Literal('LOST'), Type.Literal('VOID'), Type.Literal('CANCELLED')]),
  net_profit_loss: Type.Number(),
});
export type ExchangeBet = Static<typeof exchangeBet>;

const betPage = envelope(Type.Object({ rows: Type.Array(exchangeBet), page: Type.Integer(), more: Type.Boolean() }));
const pageQuery = opt(str(6, { pattern: '^[1-9][0-9]{0,5}$', message: 'The page must be a number.' }));

export const placeBet = op({
  market: 'Exchange',
  method: 'POST',
  url: '/api/exchange/bets',
  tag,
  auth: 'exchange',
  summary:
    'Places a bet at the price the player saw: match odds (decimal odds), bookmaker (rate) or fancy (rate and run; back is Yes, lay is No). Matched at once up to the size on offer, the rest unmatched; in play after the bet delay',
  schema: {
    body: body({
      event_id: str(20, { min: 1, message: 'Market not found.' }),
      market_id: str(40, { min: 1, message: 'Market not found.' }),
      selection_id: str(40, { min: 1, message: 'Market not found.' }),
      side: Type.Union([Type.Literal('back'), Type.Literal('lay')], { 'x-message': 'Choose Back or Lay.' }),
      price: Type.Number({ 'x-message': 'The odds have changed. Please try again.' }),
      run: opt(Type.Integer({ minimum: 0, maximum: 10_000, 'x-message': 'The odds have changed. Please try again.' })),
      stake: strOrNum(16, 'Please enter a valid stake.'),
      /** The player's "accept price changes" setting: true matches at any price on offer now; absent or false only at the asked price or better. */
      accept_any_price: opt(Type.Boolean({ 'x-message': 'Choose whether to accept price changes.' })),
    }),
    response: { 200: envelope(Type.Object({ bets: Type.Array(exchangeBet), wallet: walletData })) },
  },
});
export const cashOut = op({
  market: 'Exchange',
  method: 'POST',
  url: '/api/exchange/cash-out',
  tag,
  auth: 'exchange',
  summary:
    "Cashes out a share of the player's position on a match odds or bookmaker market: cancels its unmatched bets and places the hedge at the prices on offer, in one transaction with the quote check. Refused with the new amount when prices moved against the quote the player saw (never a worse fill)",
  schema: {
    body: body({
      event_id: str(20, { min: 1, message: 'Market not found.' }),
      market_id: str(40, { min: 1, message: 'Market not found.' }),
      share: Type.Integer({ minimum: 1, maximum: 100, 'x-message': 'Choose how much to cash out.' }),
      /** What the player saw locked in (taka): the cash out goes ahead at this or better. */
      value: strOrNum(16, 'The cash out amount has changed. Please check the new amount.'),
    }),
    response: { 200: envelope(Type.Object({ bets: Type.Array(exchangeBet), value: Type.Number(), wallet: walletData })) },
  },
});
export const myBets = op({
  method: 'GET',
  url: '/api/exchange/bets',
  tag,
  auth: 'exchange',
  summary: "The player's exchange bets: open (matched and unmatched) or settled, newest first, 50 a page",
  schema: {
    querystring: Type.Object(
      { status: opt(Type.Union([Type.Literal('open'), Type.Literal('settled')], { 'x-message': 'Choose open or settled.' })), page: pageQuery },
      { additionalProperties: false },
    ),
    response: { 200: betPage },
  },
});
export const cancelBet = op({
  market: 'Exchange',
  method: 'POST',
  url: '/api/exchange/bets/:id/cancel',
  tag,
  auth: 'exchange',
  summary: 'Cancels an unmatched bet and releases what it held',
  schema: {
    params: Type.Object({ id: Type.String({ pattern: INT32_ID, 'x-message': 'This bet cannot be cancelled.' }) }, { additionalProperties: false }),
    response: { 200: envelope(Type.Object({ bet: exchangeBet, wallet: walletData })) },
  },
});
export const editBet = op({
  market: 'Exchange',
  method: 'POST',
  url: '/api/exchange/bets/:id/edit',
  tag,
  auth: 'exchange',
  summary:
    'Edits an unmatched match odds bet: the same odds with another stake changes it in place (it keeps its place in the queue); new odds cancel it and place the new bet in the same transaction, matched as far as the book allows',
  schema: {
    params: Type.Object(
      { id: Type.String({ pattern: INT32_ID, 'x-message': 'This bet cannot be edited: only an unmatched bet can.' }) },
      { additionalProperties: false },
    ),
    body: body({
      price: Type.Number({ 'x-message': 'The odds have changed. Please try again.' }),
      stake: strOrNum(16, 'Please enter a valid stake.'),
    }),
    response: { 200: envelope(Type.Object({ bets: Type.Array(exchangeBet), wallet: walletData })) },
  },
});
export const profitLoss = op({
  method: 'GET',
  url: '/api/exchange/profit-loss',
  tag,
  auth: 'exchange',
  summary: 'Settled profit and loss by market (newest first) with the total',
  schema: {
    response: {
      200: envelope(
        Type.Object({
          total: Type.Number(),
          rows: Type.Array(
            Type.Object({
              market_id: Type.String(),
              date: Type.String(),
              event_name: Type.String(),
              market_name: Type.String(),
              sport: Type.String(),
              stake: Type.Number(),
              profit_loss: Type.Number(),
            }),
          ),
        }),
      ),
    },
  },
});
export const activity = op({
  method: 'GET',
  url: '/api/exchange/activity',
  tag,
  auth: 'exchange',
  summary: "The player's logins and bets, newest first",
  schema: {
    response: {
      200: envelope(
        Type.Array(
          Type.Object({
            at: Type.String(),
            kind: Type.Union([Type.Literal('login'), Type.Literal('bet')]),
            detail: Type.String(),
            ip: nullable(Type.String()),
          }),
        ),
      ),
    },
  },
});
export const exchangeRecords = op({
  method: 'GET',
  url: '/api/betting-record/exchange',
  tag,
  auth: 'player',
  summary: "The Exchange tab of the betting records (site token): the player's exchange bets, newest first",
  schema: {
    querystring: Type.Object(
      {
        date: opt(
          Type.Union([Type.Literal('today'), Type.Literal('yesterday'), Type.Literal('last7')], { 'x-message': 'Choose Today, Yesterday or Last 7 days.' }),
        ),
        page: pageQuery,
      },
      { additionalProperties: false },
    ),
    response: { 200: betPage },
  },
});
