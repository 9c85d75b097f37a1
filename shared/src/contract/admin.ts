// The back office: Authorization: Bearer $ADMIN_TOKEN. Settings, market blocks, money (adjustments, the deposit and
// withdrawal queue, four eyes), metrics; the players' pages and the support desk are in admin-players.ts and
// admin-desk.ts, part of this namespace.
import { FIELD_MAX } from './messages';
import { body, envelope, idParams, listPage, nullable, ok, op, opt, pageParam, query, str, strOrNum, Type } from './schema';
import { playerParams } from './admin-players';

const tag = 'admin';
const auth = 'admin' as const;

/** A large money action an operator asked for, waiting for a second operator's approval. */
const waiting = envelope(Type.Object({ approval_id: Type.Integer() }));

/** A settings save refused because a setting it changes was changed by someone else since it was read (409). */
export const SETTINGS_STALE = 'Changed by someone else since you opened it: reload to see the new value, then save again.';

export const settings = op({
  method: 'POST',
  url: '/api/admin/settings',
  tag,
  auth,
  summary: 'Change general settings (only known keys)',
  schema: { body: Type.Record(Type.String(), Type.Unknown(), { maxProperties: 40 }), response: { 200: envelope(Type.Record(Type.String(), Type.Unknown())) } },
});
export const settingsView = op({
  method: 'GET',
  url: '/api/admin/settings',
  tag,
  auth,
  summary: 'The general settings as they are (the keys POST /api/admin/settings takes)',
  schema: { response: { 200: envelope(Type.Record(Type.String(), Type.Unknown())) } },
});
export const marketBlock = op({
  method: 'POST',
  url: '/api/admin/market-block',
  tag,
  auth,
  summary: "Set a player's market block",
  schema: {
    body: body({
      username: str(64, { message: 'The username field is required.' }),
      exchange_market: opt(Type.Union([Type.Integer(), Type.String({ maxLength: 1 }), Type.Boolean()])),
      cs_market: opt(Type.Union([Type.Integer(), Type.String({ maxLength: 1 }), Type.Boolean()])),
      status: opt(str(20)),
    }),
    response: { 200: ok },
  },
});
/** An adjustment's reason: at least this many characters. */
export const ADJUST_REASON_MIN = 5;
export const ADJUST_REASON_MSG = `A reason of at least ${ADJUST_REASON_MIN} characters is required.`;

/**
 * Four eyes: an action of each kind above its amount (taka), counting what the same operator or the same player moved
 * of that kind in the last 24 hours, waits for a second operator. Each is reachable under the api's own limits
 * (a withdrawal or deposit is at most MONEY_LIMITS' maximum, 25,000); the back office's settings may lower them. A
 * market's void counts the matched stakes of the open bets it refunds.
 */
export const FOUR_EYES_TAKA = { adjust: 50_000, withdraw: 10_000, deposit: 10_000, void: 50_000, bonus: 5_000 } as const;
/** A request nobody decided on expires after this long. */
export const APPROVAL_TTL_HOURS = 24;
/** An operator made by another operator approves nothing in its first hours (a manager cannot make an accomplice). */
export const APPROVER_COOLING_OFF_HOURS = 24;

export const adjust = op({
  method: 'POST',
  url: '/api/admin/players/:username/adjust',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: "Adjust a player's balance (signed amount)",
  schema: {
    params: playerParams,
    // the reason is required: every movement of money by an operator says why, in the ledger and the audit log
    body: body({
      amount: strOrNum(20, 'The amount must be a non-zero amount with at most two decimals.'),
      note: str(200, { min: ADJUST_REASON_MIN, pattern: '\\S', message: ADJUST_REASON_MSG }),
    }),
    response: {
      200: envelope(Type.Object({ username: Type.String(), balance: Type.Number() })),
      /** Above the four-eyes amount: waiting for a second operator (POST /api/admin/approvals/:id/approve). */
      202: waiting,
    },
  },
});
export const playerStatus = op({
  method: 'POST',
  url: '/api/admin/players/:username/status',
  tag,
  auth,
  summary: "Lock or unlock a player's account: a lock ends every session and every token derived from one",
  schema: {
    params: playerParams,
    body: body({ status: Type.Union([Type.Literal('active'), Type.Literal('locked')], { 'x-message': 'The status must be active or locked.' }) }),
    response: { 200: envelope(Type.Object({ username: Type.String(), status: Type.String(), sessions_ended: Type.Integer() })) },
  },
});
export const playerResponsible = op({
  method: 'GET',
  url: '/api/admin/players/:username/responsible',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary: "A player's responsible-gaming limits and breaks, read only: no call lifts a break early",
  schema: {
    params: playerParams,
    response: {
      200: envelope(
        Type.Object({
          excluded_until: nullable(Type.String()),
          limits: Type.Array(
            Type.Object({
              kind: Type.String(),
              period: Type.String(),
              value: Type.Number(),
              pending_value: nullable(Type.Number()),
              pending_from: nullable(Type.String()),
            }),
          ),
          breaks: Type.Array(Type.Object({ kind: Type.String(), length: Type.String(), started_at: Type.String(), until: Type.String() })),
        }),
      ),
    },
  },
});
export const ledgerCheck = op({
  method: 'GET',
  url: '/api/admin/ledger/check',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Every balance equals the sum of its ledger entries',
  schema: { response: { 200: envelope(Type.Array(Type.Object({ player_id: Type.Integer(), balance: Type.Number(), ledger: Type.Number() }))) } },
});
export const changeFourEyes = op({
  method: 'POST',
  url: '/api/admin/four-eyes',
  roles: ['manager'],
  tag,
  auth,
  summary:
    "Asks to change a kind's four-eyes amount (taka): always a request another manager approves (four eyes on four eyes); a withdrawal's or deposit's stays below the api's maximum; audited",
  schema: {
    body: body({
      kind: Type.Union([Type.Literal('adjust'), Type.Literal('withdraw'), Type.Literal('deposit'), Type.Literal('void'), Type.Literal('bonus')], {
        'x-message': 'Choose adjust, withdraw, deposit or void.',
      }),
      amount: Type.Integer({ minimum: 1, maximum: 10_000_000, 'x-message': 'The amount must be a whole number of taka above 0.' }),
    }),
    response: { 202: waiting },
  },
});
export const rejectApproval = op({
  method: 'POST',
  url: '/api/admin/approvals/:id/reject',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Declines a waiting request: rejected by another operator, or cancelled by the one who asked; with a reason; audited',
  schema: { params: idParams, body: body({ reason: str(200, { min: 3, pattern: '\\S', message: 'A reason is required.' }) }), response: { 200: ok } },
});
export const metrics = op({
  method: 'GET',
  url: '/api/admin/metrics',
  tag,
  auth,
  summary:
    "Prometheus metrics: request latency per operation, open event streams per kind, feed leadership and lag, database pool use, the ledger check's last result, the process",
  produces: ['text/plain'],
  schema: {},
});
export const transactions = op({
  method: 'GET',
  url: '/api/admin/transactions',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Deposits and withdrawals by status (pending, success, fail, all): pending ones oldest first, the others newest first; pages of 50 with the count',
  schema: {
    querystring: query({ status: opt(str(10)), page: pageParam }),
    response: {
      200: listPage(
        Type.Object({
          id: Type.Integer(),
          created_at: Type.String(),
          updated_at: Type.String(),
          action: Type.String(),
          amount: Type.Number(),
          bonus: Type.Number(),
          key: Type.Integer(),
          transaction_id: nullable(Type.String()),
          account_number: nullable(Type.String()),
          channel: Type.String(),
          reason: nullable(Type.String()),
          player_id: Type.Integer(),
          /** The player's username (the console opens the player's history beside the request). */
          username: Type.String(),
          receipts: Type.Array(Type.String()),
          payment_method: nullable(Type.Object({ name: Type.String(), icon: Type.String(), type: Type.String() })),
          promotion: nullable(Type.Object({ id: Type.Integer(), name: Type.String(), turnover: Type.Number(), deposit_bouns: Type.Number() })),
        }),
      ),
    },
  },
});
const changed = envelope(Type.Object({ changed: Type.Boolean() }));
export const approve = op({
  method: 'POST',
  url: '/api/admin/transactions/:id/approve',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Approve a pending transaction (once); a withdrawal above the four-eyes amount waits for a second operator (202)',
  schema: { params: idParams, response: { 200: changed, 202: waiting } },
});
export const reject = op({
  method: 'POST',
  url: '/api/admin/transactions/:id/reject',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Reject a pending transaction (a withdrawal is refunded)',
  schema: { params: idParams, body: body({ reason: str(300, { min: 1, pattern: '\\S', message: 'A reason is required.' }) }), response: { 200: changed } },
});
export const receipt = op({
  method: 'GET',
  url: '/api/admin/receipts/:file',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'A receipt image',
  produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  schema: {
    params: Type.Object(
      { file: Type.String({ pattern: '^[0-9a-f]{24}\\.(png|jpg|gif|webp)$', 'x-message': 'Invalid file.' }) },
      { additionalProperties: false },
    ),
  },
});
export const walletNumbers = op({
  method: 'POST',
  url: '/api/admin/wallet-numbers',
  tag,
  auth,
  summary: 'Add a wallet number players send money to',
  schema: {
    body: body({
      provider: str(40),
      account_type: opt(str(20)),
      account_number: str(FIELD_MAX.phone, { message: 'Please provide a valid 11-digit account number.' }),
    }),
    response: {
      200: envelope(
        Type.Object({ id: Type.Integer(), provider: Type.String(), accountType: Type.String(), accountNumber: Type.String(), status: Type.String() }),
      ),
    },
  },
});
export const approvals = op({
  method: 'GET',
  url: '/api/admin/approvals',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Actions waiting for a second operator (four eyes), oldest first; pages of 50 with the count',
  schema: {
    querystring: query({ page: pageParam }),
    response: {
      200: listPage(
        Type.Object({
          id: Type.Integer(),
          kind: Type.String(),
          target: Type.String(),
          amount: Type.Number(),
          requested_by: Type.String(),
          created_at: Type.String(),
        }),
      ),
    },
  },
});
export const approveApproval = op({
  method: 'POST',
  url: '/api/admin/approvals/:id/approve',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary:
    "A second operator (not the one who asked) approves a waiting action: it is done at once, audited. An authenticator reset's approval answers, once, the operator's one-time link (reset)",
  schema: {
    params: idParams,
    response: { 200: envelope(Type.Object({ reset: opt(Type.Object({ username: Type.String(), invitation: Type.String(), expires_at: Type.String() })) })) },
  },
});

export * from './admin-players';
export * from './admin-desk';
export * from './admin-risk';
export * from './admin-reports';
export * from './admin-kyc';
export * from './admin-content';
export * from './admin-bonus';
