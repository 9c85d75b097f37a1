// The back office's revenue reports (part of the admin namespace): per day, week or month on the site's calendar
// (Asia/Dhaka), per currency, what players staked and won, the house's gross gaming revenue per product, the bonuses
// paid and the net revenue, money in and out, active and new players. Every money figure is read from the ledger
// (docs/operations.md, "Revenue reports", says which entries make each), so the report reconciles with it.
import { envelope, op, opt, query, str, Type, type Static } from './schema';

const tag = 'admin';
const auth = 'admin' as const;

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** The longest range a report covers (days). */
export const REPORT_MAX_DAYS = 400;
export const REPORT_MSG = {
  period: 'Choose day, week or month.',
  date: 'Dates are written YYYY-MM-DD.',
  range: `The range must end on or after its start and cover at most ${REPORT_MAX_DAYS} days.`,
};

/** A product's figures: the exchange, or a game category (slot, casino, crash, ...). Money in the currency's units. */
export const revenueProduct = Type.Object({
  product: Type.String(),
  /** Games: the stakes of the rounds; the exchange: what the settled matched bets risked (their liabilities). */
  stakes: Type.Number(),
  /** What came back to players: games, the rounds' wins; the exchange, a won bet's liability and profit. */
  wins: Type.Number(),
  /** Gross gaming revenue: stakes less wins (the house's side of the ledger's bet and win entries). */
  ggr: Type.Number(),
});
export const revenueRow = Type.Object({
  /** The period's first day (YYYY-MM-DD, Dhaka): the day, the week's Monday, the month's first. */
  period: Type.String(),
  currency: Type.String(),
  stakes: Type.Number(),
  wins: Type.Number(),
  ggr: Type.Number(),
  /** Paid to players as rewards: deposit bonuses, cash claims, VP converted to cash. */
  bonuses: Type.Number(),
  /** Net gaming revenue: GGR less bonuses. */
  ngr: Type.Number(),
  /** Deposits credited. */
  deposits: Type.Number(),
  /** Withdrawals taken from balances (held when asked, less what rejected ones gave back). */
  withdrawals: Type.Number(),
  /** Operators' balance adjustments (signed). */
  adjustments: Type.Number(),
  /** Players who bet or played in the period. */
  active_players: Type.Integer(),
  /** Players who signed up in the period. */
  new_players: Type.Integer(),
  products: Type.Array(revenueProduct),
});
export type RevenueRow = Static<typeof revenueRow>;

const reportQuery = query({
  period: opt(Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { 'x-message': REPORT_MSG.period })),
  from: opt(str(10, { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', message: REPORT_MSG.date })),
  to: opt(str(10, { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', message: REPORT_MSG.date })),
});

export const revenueReport = op({
  method: 'GET',
  url: '/api/admin/reports/revenue',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary:
    'Revenue per day, week or month (Dhaka calendar) and currency from the ledger: stakes, wins and GGR per product, bonuses, NGR, deposits, withdrawals, adjustments, active and new players; from and to are Dhaka dates (the last 30 days by default), newest period first',
  schema: {
    querystring: reportQuery,
    response: {
      200: envelope(Type.Object({ period: Type.String(), from: Type.String(), to: Type.String(), rows: Type.Array(revenueRow) })),
    },
  },
});

export const revenueCsv = op({
  method: 'GET',
  url: '/api/admin/reports/revenue.csv',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'The same report as CSV (one line per period, currency and product, then the period totals), for a spreadsheet',
  produces: ['text/csv'],
  schema: { querystring: reportQuery },
});
