// Responsible gaming's rules and messages (issue 33), plain data: the shell's api client reads the reality check's
// message on every failed call, so this file carries no schema library.
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

/** The messages with values, before the values are filled in: the api sends them beside the message (`template`,
 * `values`) so a client shows them in its reader's language. */
export const RG_TEMPLATES = {
  depositLimit: 'This deposit would take you past your {period} deposit limit of {amount}.',
  lossLimit: 'This bet would take your losses past your {period} loss limit of {amount}.',
  excluded: 'Your account is on a break until {until}. You cannot play, deposit or bet until then. To withdraw your balance, contact support.',
} as const;
/** A template with its {name} places filled in. */
export const fillTemplate = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

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
  depositLimit: (period: string, amount: string) => fillTemplate(RG_TEMPLATES.depositLimit, { period, amount }),
  lossLimit: (period: string, amount: string) => fillTemplate(RG_TEMPLATES.lossLimit, { period, amount }),
  sessionLimit: 'You have reached your session time limit. Please take a break; you can log in again later.',
  excluded: (until: string) => fillTemplate(RG_TEMPLATES.excluded, { until }),
} as const;

export const PERIOD_WORD: Record<RgPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly', session: 'session' };
