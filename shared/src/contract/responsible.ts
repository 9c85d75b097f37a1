// Responsible gaming (issue 33): deposit, loss and session limits, the reality check, time-out and self-exclusion,
// the activity statement. The api enforces each in the same transaction as the call it governs.
import { body, envelope, nullable, ok, op, str, Type, type Static } from './schema';

const tag = 'responsible';

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/** Money limits run over the player's calendar day, week (from Monday) and month; the session limit over a login. */
export const RG_PERIODS = { deposit: ['day', 'week', 'month'], loss: ['day', 'week', 'month'], session: ['session'] } as const;
export type RgPeriod = 'day' | 'week' | 'month' | 'session';

export const RG_RULES = {
  /** A higher limit, or removing one, waits this long and then needs the player's second confirmation. */
  raiseDelayMs: 24 * 60 * 60 * 1000,
  realityMinutes: [15, 30, 60] as const,
  realityDefaultMinutes: 60,
  /** The session limit, in minutes. */
  sessionMinutesMin: 15,
  sessionMinutesMax: 24 * 60,
  /** Money limits, in the player's currency (major units). */
  amountMin: 100,
  amountMax: 10_000_000,
  statementMonths: 12,
} as const;

/** A break: time-outs end by themselves soon; self-exclusions are long. Neither can be ended early. */
export const RG_BREAKS = {
  '24h': { kind: 'timeout', label: '24 hours', ms: 24 * 3_600_000 },
  '7d': { kind: 'timeout', label: '7 days', ms: 7 * 24 * 3_600_000 },
  '30d': { kind: 'timeout', label: '30 days', ms: 30 * 24 * 3_600_000 },
  '6w': { kind: 'timeout', label: '6 weeks', ms: 42 * 24 * 3_600_000 },
  '6m': { kind: 'self_exclusion', label: '6 months', months: 6 },
  '1y': { kind: 'self_exclusion', label: '1 year', months: 12 },
  '2y': { kind: 'self_exclusion', label: '2 years', months: 24 },
  '5y': { kind: 'self_exclusion', label: '5 years', months: 60 },
} as const;
export type RgBreak = keyof typeof RG_BREAKS;

export const RG_MSG = {
  kind: 'Please choose a limit.',
  amount: `Please enter a limit between ${RG_RULES.amountMin} and 10,000,000, or leave it empty to remove it.`,
  minutes: `Please enter a session limit between ${RG_RULES.sessionMinutesMin} and ${RG_RULES.sessionMinutesMax} minutes, or leave it empty to remove it.`,
  lowered: 'Your new limit applies now.',
  unchanged: 'That is already your limit.',
  pending: 'Your request is saved. You can confirm it after 24 hours; until then your current limit stays.',
  notYet: 'You can confirm this change only after 24 hours.',
  nothingPending: 'There is no change waiting for your confirmation.',
  confirmed: 'Your new limit applies now.',
  cancelled: 'The change was cancelled; your current limit stays.',
  reality: 'Please choose 15, 30 or 60 minutes.',
  realitySaved: 'Your reality check interval is saved.',
  realityDue: 'Reality check: please look at your session summary and choose Continue or Log out before you play on.',
  breakChoice: 'Please choose how long your break lasts.',
  password: 'The password is incorrect.',
  breakTaken: 'Your break has started. You are now logged out.',
  depositLimit: (period: string, amount: string) => `This deposit would take you past your ${period} deposit limit of ${amount}.`,
  lossLimit: (period: string, amount: string) => `This bet would take your losses past your ${period} loss limit of ${amount}.`,
  sessionLimit: 'You have reached your session time limit. Please take a break; you can log in again later.',
  excluded: (until: string) =>
    `Your account is on a break until ${until}. You cannot play, deposit or bet until then. To withdraw your balance, contact support.`,
} as const;

export const PERIOD_WORD: Record<RgPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly', session: 'session' };

export const rgLimit = Type.Object({
  kind: Type.Union([Type.Literal('deposit'), Type.Literal('loss'), Type.Literal('session')]),
  period: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month'), Type.Literal('session')]),
  /** The limit in force: money in the currency (major units), the session in minutes; null: none. */
  value: nullable(Type.Number()),
  /** Used so far in the current period (money limits): deposits requested, or net loss. */
  used: Type.Number(),
  /** A higher limit or a removal waiting: `value` null removes the limit; confirmable from `from`. */
  pending: nullable(Type.Object({ value: nullable(Type.Number()), from: Type.String() })),
});
export type RgLimit = Static<typeof rgLimit>;

export const rgChange = Type.Object({
  at: Type.String(),
  kind: Type.String(),
  period: Type.String(),
  from: nullable(Type.Number()),
  to: nullable(Type.Number()),
  status: Type.Union([Type.Literal('applied'), Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('cancelled')]),
});

export const rgStatus = Type.Object({
  limits: Type.Array(rgLimit),
  reality_minutes: Type.Integer(),
  session: Type.Object({
    started_at: Type.String(),
    /** The session's net result: winnings minus stakes lost since login (money, major units). */
    net: Type.Number(),
    reality_due_at: Type.String(),
    reality_due: Type.Boolean(),
  }),
  exclusion: nullable(Type.Object({ kind: Type.String(), until: Type.String() })),
  history: Type.Array(rgChange),
});
export type RgStatus = Static<typeof rgStatus>;

export const status = op({
  method: 'GET',
  url: '/api/responsible',
  tag,
  auth: 'player',
  summary: 'The player’s limits (in force, used, pending), reality check, session summary and history',
  schema: { response: { 200: envelope(rgStatus) } },
});

export const setLimit = op({
  method: 'POST',
  url: '/api/responsible/limits',
  tag,
  auth: 'player',
  summary: 'Sets a limit: a lower one applies at once, a higher one or a removal after 24 hours and a confirmation',
  schema: {
    body: body({
      kind: str(10, { message: RG_MSG.kind }),
      period: str(10, { message: RG_MSG.kind }),
      /** Money in the currency, or minutes; null or '' removes the limit. */
      value: nullable(Type.Union([Type.String({ maxLength: 20 }), Type.Number()])),
    }),
    response: { 200: envelope(rgStatus) },
  },
});

export const confirmLimit = op({
  method: 'POST',
  url: '/api/responsible/limits/confirm',
  tag,
  auth: 'player',
  summary: 'Confirms (or cancels) a higher limit or a removal once its 24 hours have passed',
  schema: {
    body: body({ kind: str(10, { message: RG_MSG.kind }), period: str(10, { message: RG_MSG.kind }), cancel: Type.Optional(Type.Boolean()) }),
    response: { 200: envelope(rgStatus) },
  },
});

export const setReality = op({
  method: 'POST',
  url: '/api/responsible/reality',
  tag,
  auth: 'player',
  summary: 'How often the reality check comes: 15, 30 or 60 minutes',
  schema: { body: body({ minutes: Type.Integer({ 'x-message': RG_MSG.reality }) }), response: { 200: envelope(rgStatus) } },
});

export const answerReality = op({
  method: 'POST',
  url: '/api/responsible/reality/continue',
  tag,
  auth: 'player',
  summary: 'The player read the reality check and plays on: the next one comes one interval from now',
  schema: { response: { 200: envelope(rgStatus) } },
});

export const takeBreak = op({
  method: 'POST',
  url: '/api/responsible/break',
  tag,
  auth: 'player',
  summary: 'A time-out or self-exclusion, confirmed with the password: every session ends; it cannot be ended early',
  schema: {
    body: body({ length: str(4, { message: RG_MSG.breakChoice }), password: str(128, { message: RG_MSG.password }) }),
    response: { 200: ok },
  },
});

export const statementRow = Type.Object({
  month: Type.String(),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  stakes: Type.Number(),
  winnings: Type.Number(),
  net: Type.Number(),
});

export const statement = op({
  method: 'GET',
  url: '/api/responsible/statement',
  tag,
  auth: 'player',
  summary: 'Deposits, withdrawals, stakes, winnings and net position per month, the last 12 months (newest first), from the ledger',
  schema: { response: { 200: envelope(Type.Array(statementRow)) } },
});
