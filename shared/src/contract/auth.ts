// Sign up, log in and out, the desktop register with its captcha, and a player's sessions.
import { ACCOUNT_MSG, AUTH_MSG, CAPTCHA_MSG, FIELD_MAX } from './messages';
import { body, envelope, idParams, nullable, ok, op, opt, str, strOrNum, Type } from './schema';
import { language } from './users';

const tag = 'auth';

export const login = op({
  method: 'POST',
  url: '/api/login',
  tag,
  auth: 'none',
  summary: 'Log in; a new session token each time',
  validationStatus: 422,
  schema: {
    body: body({ username: str(64, { message: AUTH_MSG.invalidCredentials }), password: str(FIELD_MAX.password, { message: AUTH_MSG.invalidCredentials }) }),
    response: {
      200: Type.Object({
        token: Type.String(),
        remote_id: Type.String(),
        username: Type.String(),
        exchange: Type.Array(Type.Object({ token: Type.String() })),
        message: Type.String(),
        /** The player's currency: the screens show its money sign and its players' clock. */
        currency: Type.Union([Type.Literal('BDT'), Type.Literal('INR'), Type.Literal('PKR')]),
        /** The language the player chose: the site switches to it at login. */
        lang: language,
      }),
    },
  },
});

export const logout = op({
  method: 'POST',
  url: '/api/logout',
  tag,
  auth: 'none',
  summary: 'End the session of the bearer token (if any)',
  schema: { response: { 200: ok } },
});

export const signupBody = body({
  username: str(64, { message: AUTH_MSG.usernameLength }),
  password: str(FIELD_MAX.password, { message: AUTH_MSG.passwordMin }),
  confirmPassword: opt(str(FIELD_MAX.password, { message: AUTH_MSG.passwordsMismatch })),
  confirm_password: opt(str(FIELD_MAX.password, { message: AUTH_MSG.passwordsMismatch })),
  name: opt(str(FIELD_MAX.name, { message: 'Name may not be longer than 100 characters.' })),
  phone: str(FIELD_MAX.phone, { message: AUTH_MSG.phoneInvalid }),
  email: str(FIELD_MAX.email, { message: AUTH_MSG.emailInvalid }),
  referral_code: opt(str(FIELD_MAX.code, { message: AUTH_MSG.codeTooLong })),
  agent_code: opt(str(FIELD_MAX.code, { message: AUTH_MSG.codeTooLong })),
  affiliate_code: opt(str(FIELD_MAX.code, { message: AUTH_MSG.codeTooLong })),
  currency: opt(str(8, { message: AUTH_MSG.currency })),
  status: opt(str(16)),
  /** The language the new player chose (kept in the profile). */
  lang: opt(Type.Union([Type.Literal('en'), Type.Literal('bn')], { 'x-message': ACCOUNT_MSG.language })),
});

export const createPlayer = op({
  method: 'POST',
  url: '/api/v1/create-players',
  tag,
  auth: 'none',
  summary: 'Mobile signup',
  validationStatus: 422,
  schema: { body: signupBody, response: { 201: envelope(Type.Object({ username: Type.String() })) } },
});

export const captcha = op({
  method: 'GET',
  url: '/api/captcha',
  tag,
  auth: 'none',
  summary: 'A 4-digit image captcha for the desktop register (5 minutes, single use)',
  schema: { response: { 200: envelope(Type.Object({ captcha_id: Type.String(), image: Type.String() })) } },
});

export const register = op({
  method: 'POST',
  url: '/api/register',
  tag,
  auth: 'none',
  summary: 'Desktop register: creates the account after the captcha',
  schema: {
    body: body({
      username: str(64, { message: CAPTCHA_MSG.fillAll }),
      password: str(FIELD_MAX.password, { message: CAPTCHA_MSG.fillAll }),
      confirmPassword: str(FIELD_MAX.password, { message: CAPTCHA_MSG.fillAll }),
      currencyType: opt(strOrNum(4, AUTH_MSG.currency)),
      friendReferCode: opt(str(FIELD_MAX.code, { message: AUTH_MSG.codeTooLong })),
      realName: str(FIELD_MAX.name, { message: CAPTCHA_MSG.fillAllStep2 }),
      callingCode: opt(strOrNum(6, CAPTCHA_MSG.callingCode)),
      phoneNumber: strOrNum(FIELD_MAX.phone, CAPTCHA_MSG.fillAllStep2),
      email: str(FIELD_MAX.email, { message: CAPTCHA_MSG.fillAllStep2 }),
      captcha: strOrNum(8, CAPTCHA_MSG.wrong),
      captcha_id: str(64, { message: CAPTCHA_MSG.expired }),
      ageCheck: Type.Union([Type.Boolean(), Type.String({ maxLength: 5 }), Type.Number()], { 'x-message': CAPTCHA_MSG.age }),
    }),
    response: { 201: envelope(Type.Object({ username: Type.String() })) },
  },
});

const session = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  last_used_at: Type.String(),
  expires_at: Type.String(),
  ip: nullable(Type.String()),
  user_agent: nullable(Type.String()),
  current: Type.Boolean(),
});

export const sessions = op({
  method: 'GET',
  url: '/api/sessions',
  tag,
  auth: 'player',
  summary: "The player's live sessions (signed-in devices)",
  schema: { response: { 200: envelope(Type.Array(session)) } },
});

export const revokeSession = op({
  method: 'DELETE',
  url: '/api/sessions/:id',
  tag,
  auth: 'player',
  summary: "Sign out one of the player's sessions",
  schema: { params: idParams, response: { 200: ok } },
});

export const revokeOtherSessions = op({
  method: 'POST',
  url: '/api/sessions/revoke-others',
  tag,
  auth: 'player',
  summary: 'Sign out every session but this one',
  schema: { response: { 200: envelope(Type.Object({ revoked: Type.Integer() })) } },
});
