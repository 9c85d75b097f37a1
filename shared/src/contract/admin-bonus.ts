// The back office's bonuses (part of the admin namespace): a bonus granted to one player with the turnover it
// needs before it can be withdrawn (four eyes above FOUR_EYES_TAKA.bonus, with what the same operator or player was
// granted in 24 hours), and a bonus cancelled (what is left of it taken back, never below zero, and its turnover
// closed). Both through the ledger, both audited with the operator's reason.
import { envelope, INT32_ID, op, str, strOrNum, Type, type Static } from './schema';
import { playerParams } from './admin-players';

const tag = 'admin';
const auth = 'admin' as const;

/** The most one bonus may be, taka (a typo of an extra zero stops here; four eyes come far below). */
export const BONUS_MAX_TAKA = 100_000;
/** Its turnover multiplier: 0 (withdrawable at once) to this. */
export const BONUS_TURNOVER_MAX = 50;
export const BONUS_REASON_MIN = 5;
export const BONUS_MSG = {
  amount: `The bonus must be an amount above 0 and at most ${BONUS_MAX_TAKA.toLocaleString('en-US')}, with at most two decimals.`,
  turnover: `The turnover must be a whole number from 0 to ${BONUS_TURNOVER_MAX}.`,
  reason: `A reason of at least ${BONUS_REASON_MIN} characters is required.`,
  onBreak: 'This player is on a break: no bonus until it ends.',
  missing: 'There is no such bonus.',
  notActive: 'This bonus is not active: it cannot be cancelled.',
  granted: 'Bonus granted.',
  cancelled: 'Bonus cancelled.',
} as const;

const reason = str(200, { min: BONUS_REASON_MIN, pattern: '\\S', message: BONUS_MSG.reason });

export const bonusRow = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  turnover: Type.Integer(),
  /** The turnover still to play (0 once played through, or when none was asked). */
  remaining_turnover: Type.Number(),
  status: Type.Union([Type.Literal('active'), Type.Literal('cancelled')]),
  reason: Type.String(),
  granted_by: Type.String(),
  granted_at: Type.String(),
  /** What a cancel took back (at most the bonus, at most the balance then). */
  taken_back: Type.Number(),
});
export type BonusRow = Static<typeof bonusRow>;

export const grantBonus = op({
  method: 'POST',
  url: '/api/admin/players/:username/bonuses',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Grants a player a bonus with its turnover (audited; above the four-eyes amount it waits for a second operator: 202)',
  schema: {
    params: playerParams,
    body: Type.Object(
      {
        amount: strOrNum(20, BONUS_MSG.amount),
        turnover: Type.Integer({ minimum: 0, maximum: BONUS_TURNOVER_MAX, 'x-message': BONUS_MSG.turnover }),
        reason,
      },
      { additionalProperties: false },
    ),
    response: {
      200: envelope(bonusRow),
      202: envelope(Type.Object({ approval_id: Type.Integer() })),
    },
  },
});

export const cancelBonus = op({
  method: 'POST',
  url: '/api/admin/players/:username/bonuses/:id/cancel',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: "Cancels a player's active bonus: what is left of it is taken back (never below zero) and its turnover closed; audited",
  schema: {
    params: Type.Object(
      { username: playerParams.properties.username, id: Type.String({ pattern: INT32_ID, 'x-message': BONUS_MSG.missing }) },
      { additionalProperties: false },
    ),
    body: Type.Object({ reason }, { additionalProperties: false }),
    response: { 200: envelope(bonusRow) },
  },
});

export const playerBonuses = op({
  method: 'GET',
  url: '/api/admin/players/:username/bonuses',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary: "A player's bonuses granted by the desk, newest first",
  schema: { params: playerParams, response: { 200: envelope(Type.Array(bonusRow)) } },
});
