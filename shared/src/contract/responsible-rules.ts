// Responsible gaming's rules and messages (issue 33), plain data: the shell's api client reads the reality check's
// message on every failed call, so this file carries no schema library.
import { fillTemplate } from './messages';
export const RG_LIMIT_KINDS = ['deposit', 'loss', 'session'] as const;
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number];
/**
 * Money limits run over the player's calendar day, week (from Monday) and month; the session limit (its period is
 * still named `session`) over the minutes played in the player's calendar day, across logins.
 */
export const RG_PERIODS = { deposit: ['day', 'week', 'month'], loss: ['day', 'week', 'month'], session: ['session'] } as const;
/** Every period a limit can run over (the union of RG_PERIODS). */
export const RG_PERIOD_NAMES = ['day', 'week', 'month', 'session'] as const;
export type RgPeriod = (typeof RG_PERIOD_NAMES)[number];

export const RG_RULES = {
  /** A higher limit, or removing one, waits this long and then needs the player's second confirmation. */
  raiseDelayMs: 24 * 60 * 60 * 1000,
  realityMinutes: [15, 30, 60] as const,
  realityDefaultMinutes: 60,
  /** The session limit, in minutes played in a calendar day. */
  sessionMinutesMin: 15,
  sessionMinutesMax: 24 * 60,
  /** After a session ends at the limit, no login for at least this long (minutes), even when a new day starts. */
  sessionCoolOffMinutes: 60,
  /** Money limits, in the player's currency (major units). */
  amountMin: 100,
  amountMax: 10_000_000,
  statementMonths: 12,
} as const;

/** A break: time-outs end by themselves soon; self-exclusions are long. Neither can be ended early. */
export const RG_BREAKS = {
  '24h': { kind: 'timeout', label: /*i18n*/ '24 hours', ms: 24 * 3_600_000 },
  '7d': { kind: 'timeout', label: /*i18n*/ '7 days', ms: 7 * 24 * 3_600_000 },
  '30d': { kind: 'timeout', label: /*i18n*/ '30 days', ms: 30 * 24 * 3_600_000 },
  '6w': { kind: 'timeout', label: /*i18n*/ '6 weeks', ms: 42 * 24 * 3_600_000 },
  '6m': { kind: 'self_exclusion', label: /*i18n*/ '6 months', months: 6 },
  '1y': { kind: 'self_exclusion', label: /*i18n*/ '1 year', months: 12 },
  '2y': { kind: 'self_exclusion', label: /*i18n*/ '2 years', months: 24 },
  '5y': { kind: 'self_exclusion', label: /*i18n*/ '5 years', months: 60 },
} as const;
export type RgBreak = keyof typeof RG_BREAKS;

/** The messages with values, before the values are filled in: the api sends them beside the message (`template`,
 * `values`) so a client shows them in its reader's language. */
export const RG_TEMPLATES = {
  depositLimit: /*i18n*/ 'This deposit would take you past your {period} deposit limit of {amount}.',
  lossLimit: /*i18n*/ 'This bet would take your losses past your {period} loss limit of {amount}.',
  excluded: /*i18n*/ 'Your account is on a break until {until}. You cannot play, deposit or bet until then. To withdraw your balance, contact support.',
  sessionLimit: /*i18n*/ 'You have reached your daily play time limit of {minutes} minutes. Please take a break: you can log in again after {until}.',
  amount: /*i18n*/ 'Please enter a limit between {min} and {max}, or leave it empty to remove it.',
  minutes: /*i18n*/ 'Please enter a session limit between {min} and {max} minutes, or leave it empty to remove it.',
} as const;
/** The values of RG_TEMPLATES.amount and .minutes, the limits' ranges (made when asked for: no Intl at load). */
export const RG_RANGES = {
  amount: () => ({ min: String(RG_RULES.amountMin), max: RG_RULES.amountMax.toLocaleString('en-US') }),
  minutes: () => ({ min: String(RG_RULES.sessionMinutesMin), max: String(RG_RULES.sessionMinutesMax) }),
} as const;

export const RG_MSG = {
  kind: /*i18n*/ 'Please choose a limit.',
  // (getters, filled when asked for: strings, as they always were)
  get amount() {
    return fillTemplate(RG_TEMPLATES.amount, RG_RANGES.amount());
  },
  get minutes() {
    return fillTemplate(RG_TEMPLATES.minutes, RG_RANGES.minutes());
  },
  lowered: /*i18n*/ 'Your new limit applies now.',
  unchanged: /*i18n*/ 'That is already your limit.',
  pending: /*i18n*/ 'Your request is saved. You can confirm it after 24 hours; until then your current limit stays.',
  notYet: /*i18n*/ 'You can confirm this change only after 24 hours.',
  nothingPending: /*i18n*/ 'There is no change waiting for your confirmation.',
  confirmed: /*i18n*/ 'Your new limit applies now.',
  cancelled: /*i18n*/ 'The change was cancelled; your current limit stays.',
  reality: /*i18n*/ 'Please choose 15, 30 or 60 minutes.',
  realitySaved: /*i18n*/ 'Your reality check interval is saved.',
  realityDue: /*i18n*/ 'Reality check: please look at your session summary and choose Continue or Log out before you play on.',
  breakChoice: /*i18n*/ 'Please choose how long your break lasts.',
  password: /*i18n*/ 'The password is incorrect.',
  breakTaken: /*i18n*/ 'Your break has started. You are now logged out.',
  imposed: /*i18n*/ 'Our team set this limit for you: it cannot be raised above what they set, or removed.',
  depositLimit: (period: string, amount: string) => fillTemplate(RG_TEMPLATES.depositLimit, { period, amount }),
  lossLimit: (period: string, amount: string) => fillTemplate(RG_TEMPLATES.lossLimit, { period, amount }),
  sessionLimit: (minutes: string, until: string) => fillTemplate(RG_TEMPLATES.sessionLimit, { minutes, until }),
  excluded: (until: string) => fillTemplate(RG_TEMPLATES.excluded, { until }),
} as const;

export const PERIOD_WORD: Record<RgPeriod, string> = { day: /*i18n*/ 'daily', week: /*i18n*/ 'weekly', month: /*i18n*/ 'monthly', session: /*i18n*/ 'session' };
