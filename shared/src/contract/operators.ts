// The back office's operators: accounts with a role, a password and an authenticator app (TOTP, with recovery
// codes), their sessions, and the append-only audit log of what they did.
import { body, envelope, listPage, op, opt, pageParam, query, str, Type, OPERATOR_ROLES } from './schema';

const tag = 'admin';

/** An operator's session: 8 hours at most, ended after 30 minutes without use (the api) or input (the console). */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, maxMs: 8 * 60 * 60_000 } as const;

/** An operator password's length at least (and the api refuses a guessable one: api/src/lib/passwords.ts). */
export const OPERATOR_PASSWORD_MIN = 12;

export const OPERATOR_MSG = {
  guessable: 'This password is too easy to guess: use a longer phrase of unrelated words.',
  currentPassword: 'Your current password is not right.',
  invitation: 'This invitation is not valid: it was used, it lapsed, or it was mistyped. Ask your manager for a new one.',
  invites: 'A manager invites operators: the new operator sets their own password and authenticator.',
  login: 'Wrong username, password or code.',
  bootstrapDone: 'The back-office token only makes the first manager: sign in as a manager to make operators.',
  tooMany: 'Too many wrong attempts. Try again in 15 minutes, or ask a manager to enable your account again.',
  role: 'Your role cannot do this.',
  taken: 'That operator name is taken.',
  session: 'Your back-office session has ended. Please log in again.',
  notFound: 'Operator not found.',
  self: 'You cannot disable your own account.',
  idle: 'You were logged out after 30 minutes without activity.',
  resetSelf: 'Another manager asks for a reset of your authenticator: you cannot ask for your own.',
  notEnrolled: 'This operator has not enrolled yet: there is no authenticator to reset.',
  reason: 'A reason of at least 5 characters is required.',
} as const;

// (an enum of the tuple keeps each role's literal type for the callers; a mapped union of literals lost it)
const role = Type.Enum(OPERATOR_ROLES, { 'x-message': 'Choose support, finance or manager.' });

export const operatorLogin = op({
  method: 'POST',
  url: '/api/admin/login',
  tag,
  auth: 'none',
  summary:
    "An operator signs in with a password and the authenticator app's 6-digit code (or a recovery code, once each); the answer's token is the back office's bearer token for 8 hours, 30 minutes idle",
  schema: {
    body: body({
      username: str(64, { min: 1, message: OPERATOR_MSG.login }),
      password: str(128, { min: 1, message: OPERATOR_MSG.login }),
      code: str(32, { min: 1, message: OPERATOR_MSG.login }),
    }),
    response: { 200: envelope(Type.Object({ token: Type.String(), role, username: Type.String(), expires_in: Type.Integer() })) },
  },
});

export const operatorLogout = op({
  method: 'POST',
  url: '/api/admin/logout',
  tag,
  auth: 'admin',
  roles: OPERATOR_ROLES,
  summary: "Ends the operator's session",
  schema: { response: { 200: envelope(Type.Object({})) } },
});

export const changePassword = op({
  method: 'POST',
  url: '/api/admin/password',
  tag,
  auth: 'admin',
  roles: OPERATOR_ROLES,
  summary: "The signed-in operator changes their own password (the current one first); the operator's other sessions end; audited",
  schema: {
    body: body({
      current_password: str(128, { min: 1, message: 'Enter your current password.' }),
      new_password: str(128, { min: OPERATOR_PASSWORD_MIN, message: `An operator password has at least ${OPERATOR_PASSWORD_MIN} characters.` }),
    }),
    response: { 200: envelope(Type.Object({ sessions_ended: Type.Integer() })) },
  },
});

/** A new operator's name. */
const operatorName = str(64, { min: 3, pattern: '^[A-Za-z0-9_.-]+$', message: 'An operator name is 3-64 letters, digits, _ . or -.' });

const enrolled = Type.Object({
  username: Type.String(),
  role,
  totp_secret: Type.String(),
  otpauth_url: Type.String(),
  recovery_codes: Type.Array(Type.String()),
});

/** How long an invitation may wait to be used. */
export const INVITATION_HOURS = 72;

export const inviteOperator = op({
  method: 'POST',
  url: '/api/admin/invitations',
  tag,
  auth: 'admin',
  roles: ['manager'],
  summary: `A manager invites an operator (name and role): the answer holds, once, a one-time invitation (good for ${INVITATION_HOURS} hours) with which the new operator sets their own password and authenticator; the manager never sees either; audited`,
  schema: {
    body: body({
      username: operatorName,
      role,
    }),
    response: { 200: envelope(Type.Object({ username: Type.String(), role, invitation: Type.String(), expires_at: Type.String() })) },
  },
});

export const enrolOperator = op({
  method: 'POST',
  url: '/api/admin/enrol',
  tag,
  auth: 'none',
  summary:
    "The invited operator enrols: the invitation and their own password; the answer holds, once, the TOTP secret for their authenticator app and ten recovery codes; the invitation is spent; audited. With the link of an authenticator reset, the password is the operator's current one (it stays), and only the authenticator is new",
  schema: {
    body: body({
      invitation: str(64, { min: 64, pattern: '^[0-9a-f]{64}$', message: OPERATOR_MSG.invitation }),
      password: str(128, { min: OPERATOR_PASSWORD_MIN, message: `An operator password has at least ${OPERATOR_PASSWORD_MIN} characters.` }),
    }),
    response: { 200: envelope(enrolled) },
  },
});

export const createOperator = op({
  method: 'POST',
  url: '/api/admin/operators',
  tag,
  auth: 'admin',
  roles: ['manager'],
  summary:
    'Creates an operator with the ADMIN_TOKEN (the first manager; automation and the tests): the answer holds, once, the TOTP secret for the authenticator app and ten recovery codes. A signed-in manager invites instead (POST /api/admin/invitations): the new operator sets their own password and authenticator',
  schema: {
    body: body({
      username: operatorName,
      password: str(128, { min: OPERATOR_PASSWORD_MIN, message: `An operator password has at least ${OPERATOR_PASSWORD_MIN} characters.` }),
      role,
    }),
    response: {
      200: envelope(
        Type.Object({
          username: Type.String(),
          role,
          totp_secret: Type.String(),
          otpauth_url: Type.String(),
          recovery_codes: Type.Array(Type.String()),
        }),
      ),
    },
  },
});

export const operatorList = op({
  method: 'GET',
  url: '/api/admin/operators',
  tag,
  auth: 'admin',
  roles: ['manager'],
  summary: 'The operators by name: role, whether active, when made (never a secret); pages of 50 with the count',
  schema: {
    querystring: query({ page: pageParam }),
    // invited: not enrolled yet (the invitation not used); second_factor_reset: the authenticator was reset and the
    // operator has not set up the new one yet
    response: {
      200: listPage(
        Type.Object({
          username: Type.String(),
          role,
          active: Type.Boolean(),
          invited: Type.Boolean(),
          second_factor_reset: Type.Boolean(),
          created_at: Type.String(),
        }),
      ),
    },
  },
});

/** An operator named in the path. */
const operatorParams = Type.Object(
  { username: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$', 'x-message': OPERATOR_MSG.notFound }) },
  { additionalProperties: false },
);

export const resetSecondFactor = op({
  method: 'POST',
  url: '/api/admin/operators/:username/second-factor/reset',
  tag,
  auth: 'admin',
  roles: ['manager'],
  summary:
    "A manager asks to reset another operator's authenticator (a lost phone and recovery codes): always a request another manager approves (202, four eyes). The approval ends the operator's sessions, stops the old authenticator and codes, and answers once a one-time link (good for the invitation's hours) with which the operator, giving their own password, sets up a new authenticator; audited",
  schema: {
    params: operatorParams,
    body: body({ reason: str(200, { min: 5, message: OPERATOR_MSG.reason }) }),
    response: { 202: envelope(Type.Object({ approval_id: Type.Integer() })) },
  },
});

export const operatorStatus = op({
  method: 'POST',
  url: '/api/admin/operators/:username/status',
  tag,
  auth: 'admin',
  roles: ['manager'],
  summary: 'Disables an operator (every session ends at once) or enables one again; a manager cannot disable their own account; audited',
  schema: {
    params: operatorParams,
    body: body({ active: Type.Boolean({ 'x-message': 'Active must be true or false.' }) }),
    response: { 200: envelope(Type.Object({ username: Type.String(), active: Type.Boolean(), sessions_ended: Type.Integer() })) },
  },
});

export const auditLog = op({
  method: 'GET',
  url: '/api/admin/audit',
  tag,
  auth: 'admin',
  roles: ['manager'],
  summary: 'The audit log, newest first, pages of 50 with the count: who (operator or automation), when, from where, what action on what, before and after',
  schema: {
    querystring: query({ action: opt(str(60)), operator: opt(str(64)), page: pageParam }),
    response: {
      200: listPage(
        Type.Object({
          id: Type.Integer(),
          at: Type.String(),
          actor: Type.String(),
          role: Type.String(),
          ip: Type.String(),
          action: Type.String(),
          target: Type.String(),
          before: Type.Unknown(),
          after: Type.Unknown(),
        }),
      ),
    },
  },
});
