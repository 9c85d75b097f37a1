// Responsible gaming (issue 33): deposit, loss and session limits, the reality check, time-out and self-exclusion,
// the activity statement. The api enforces each in the same transaction as the call it governs.
import { RG_LIMIT_KINDS, RG_MSG, RG_PERIOD_NAMES } from './responsible-rules';
import { body, envelope, nullable, ok, op, opt, str, Type, type Static } from './schema';

const tag = 'responsible';

export { PERIOD_WORD, RG_BREAKS, RG_LIMIT_KINDS, RG_MSG, RG_PERIOD_NAMES, RG_PERIODS, RG_RANGES, RG_RULES, RG_TEMPLATES } from './responsible-rules';
export type { RgBreak, RgLimitKind, RgPeriod } from './responsible-rules';

/** A limit's kind and period, from the rules' lists (an unknown one is refused with RG_MSG.kind). */
/** A limit's kind and period as the calls take them (the desk's imposed limit too: admin-players.ts). */
export const limitKind = Type.Enum(RG_LIMIT_KINDS, { 'x-message': RG_MSG.kind });
export const limitPeriod = Type.Enum(RG_PERIOD_NAMES, { 'x-message': RG_MSG.kind });
const kind = limitKind;
const period = limitPeriod;

export const rgLimit = Type.Object({
  kind,
  period,
  /** The limit in force: money in the currency (major units), the session in minutes; null: none. */
  value: nullable(Type.Number()),
  /** Used so far in the current period (money limits): deposits requested, or net loss. */
  used: Type.Number(),
  /** A higher limit or a removal waiting: `value` null removes the limit; confirmable from `from`. */
  pending: nullable(Type.Object({ value: nullable(Type.Number()), from: Type.String() })),
  /** The most our team lets this limit be (the player may go lower, never above it, nor remove it); null: none. */
  imposed: opt(nullable(Type.Number())),
});
export type RgLimit = Static<typeof rgLimit>;

export const rgChange = Type.Object({
  at: Type.String(),
  kind,
  period,
  from: nullable(Type.Number()),
  to: nullable(Type.Number()),
  status: Type.Union([Type.Literal('applied'), Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('cancelled'), Type.Literal('imposed')]),
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
      kind,
      period,
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
    body: body({ kind, period, cancel: Type.Optional(Type.Boolean()) }),
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
