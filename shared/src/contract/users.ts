// The player: profile, verification, extra phones, birthday, password, VIP points and referral.
import { ACCOUNT_MSG, CODE_MSG, FIELD_MAX, REWARD_MSG } from './messages';
import { body, envelope, nullable, ok, op, opt, query, str, strOrNum, Type } from './schema';
export { VIP_TIERS, vipTierOf, type VipTier } from './vip';

const tag = 'users';
/** The languages of the site: English and Bangla. */
export const language = Type.Union([Type.Literal('en'), Type.Literal('bn')]);
const remote = { remote_id: opt(nullable(str(64))) };

export const user = Type.Object({
  username: Type.String(),
  id: Type.Integer(),
  remote_id: Type.String(),
  vip_coin: Type.Integer(),
  /** Every VP ever earned (the VIP level follows it; vip_coin is what is left to convert). */
  vip_earned: Type.Integer(),
  name: nullable(Type.String()),
  phone: nullable(Type.String()),
  email: nullable(Type.String()),
  session_id: Type.String(),
  phone_verified: Type.Boolean(),
  created_at: Type.String(),
  dofb: nullable(Type.String()),
  email_verified_at: nullable(Type.String()),
  balance: Type.Number(),
  referral_code: Type.String(),
  cash_bonus: Type.Number(),
  currency: Type.Union([Type.Literal('BDT'), Type.Literal('INR'), Type.Literal('PKR')]),
  lang: language,
});

export const showUser = op({
  method: 'GET',
  url: '/api/user/show',
  tag,
  auth: 'player',
  summary: 'The player (remote_id is ignored: the token decides)',
  schema: { querystring: query(remote), response: { 200: envelope(user) } },
});

export const updateProfile = op({
  method: 'POST',
  url: '/api/user/profile/update',
  tag,
  auth: 'player',
  summary: 'Set the date of birth, once',
  schema: {
    body: body({ ...remote, dofb: str(10, { message: 'Please enter a valid date of birth.' }) }),
    response: { 200: Type.Object({ success: Type.Boolean(), message: Type.String(), dofb: Type.String() }) },
  },
});

export const setLanguage = op({
  method: 'POST',
  url: '/api/user/language',
  tag,
  auth: 'player',
  summary: 'Keep the language the player chose (shown at every login, on every device)',
  schema: {
    body: body({ lang: Type.Union([Type.Literal('en'), Type.Literal('bn')], { 'x-message': ACCOUNT_MSG.language }) }),
    response: { 200: Type.Object({ success: Type.Boolean(), lang: language }) },
  },
});

export const extraPhone = Type.Object({ id: Type.Integer(), contract_value: Type.String(), isverify: Type.Integer() });

export const otherPhones = op({
  method: 'GET',
  url: '/api/get/other/phone',
  tag,
  auth: 'player',
  summary: 'Extra phones (at most 2)',
  schema: { response: { 200: envelope(Type.Array(extraPhone)) } },
});

export const balance = op({
  method: 'POST',
  url: '/api/balance',
  tag,
  auth: 'player',
  summary: 'The main balance; 401 logs the player out',
  schema: { response: { 200: Type.Object({ success: Type.Boolean(), balance: Type.Number() }) } },
});

const phoneField = str(FIELD_MAX.phone, { message: ACCOUNT_MSG.phoneInvalid });
const codeField = strOrNum(FIELD_MAX.otp + 4, CODE_MSG.invalid);

export const sendVerificationCode = op({
  method: 'POST',
  url: '/api/send-verification-code',
  tag,
  auth: 'player',
  summary: 'Send a code to the own phone or email',
  schema: {
    body: body({ phone: opt(phoneField), email: opt(str(FIELD_MAX.email, { message: 'Please use the email address of your account.' })) }),
    response: { 200: ok },
  },
});
export const verifyPhone = op({
  method: 'POST',
  url: '/api/verify-phone-number',
  tag,
  auth: 'player',
  summary: 'Verify the own phone with its code',
  schema: { body: body({ verification_code: codeField }), response: { 200: ok } },
});
export const verifyEmail = op({
  method: 'POST',
  url: '/api/verify-email',
  tag,
  auth: 'player',
  summary: 'Verify the email with its code',
  schema: { body: body({ code: codeField }), response: { 200: ok } },
});
export const addNumber = op({
  method: 'POST',
  url: '/api/add/number',
  tag,
  auth: 'player',
  summary: 'Add an extra phone (at most 2)',
  schema: { body: body({ phone: phoneField }), response: { 200: envelope(extraPhone) } },
});
export const addNumberSendCode = op({
  method: 'POST',
  url: '/api/add/send-verification-code',
  tag,
  auth: 'player',
  summary: 'Send a code to an extra phone',
  schema: { body: body({ phone: phoneField }), response: { 200: ok } },
});
export const addNumberVerify = op({
  method: 'POST',
  url: '/api/add/verify-phone-number',
  tag,
  auth: 'player',
  summary: 'Verify an extra phone with its code',
  schema: { body: body({ phone: phoneField, verification_code: codeField }), response: { 200: ok } },
});

export const changePassword = op({
  method: 'POST',
  url: '/api/user-pwd',
  tag,
  auth: 'player',
  summary: 'Change the password; every session ends',
  schema: {
    body: body({
      old_password: str(FIELD_MAX.password, { message: ACCOUNT_MSG.currentRequired }),
      new_password: str(FIELD_MAX.password, { message: ACCOUNT_MSG.newPassword }),
      new_password_confirmation: str(FIELD_MAX.password, { message: ACCOUNT_MSG.confirmRequired }),
    }),
    response: { 200: ok },
  },
});

export const forgotPassword = op({
  method: 'POST',
  url: '/api/usr-forgot-password',
  tag,
  auth: 'none',
  summary: 'Send a reset code by email or SMS (the same answer whether or not the details match)',
  schema: {
    body: body({
      type: str(8, { message: 'Please choose Email or SMS.' }),
      email: opt(str(FIELD_MAX.email, { message: 'Please enter your email address.' })),
      phone: opt(str(FIELD_MAX.phone, { message: 'Please enter your phone number.' })),
      username: str(64, { message: 'Please enter your username.' }),
    }),
    response: { 200: ok },
  },
});

export const resetPassword = op({
  method: 'POST',
  url: '/api/usr-reset-password',
  tag,
  auth: 'none',
  summary: 'Set a new password with the reset code; every session ends',
  schema: {
    body: body({
      otp: strOrNum(FIELD_MAX.otp + 4, 'Please enter the OTP.'),
      password: str(FIELD_MAX.password, { message: ACCOUNT_MSG.newPassword }),
      password_confirmation: str(FIELD_MAX.password, { message: ACCOUNT_MSG.confirmRequired }),
      username: str(64, { message: 'Please enter your username.' }),
    }),
    response: { 200: ok },
  },
});

export const convertVip = op({
  method: 'GET',
  url: '/api/convert-vipcoin',
  tag,
  auth: 'player',
  summary: 'Convert VP to the main balance (at least 10)',
  schema: { querystring: query({ ...remote, vip_coin: str(12, { message: REWARD_MSG.vpMin }) }), response: { 200: envelope(user) } },
});

export const referral = op({
  method: 'GET',
  url: '/api/referral',
  tag,
  auth: 'player',
  summary: 'Referral code, downlines and rewards',
  schema: {
    response: {
      200: envelope(
        Type.Object({
          referral_code: Type.String(),
          active_downlines: Type.Integer(),
          lifetime_cash_rewards: Type.Number(),
          referral_turnover: Type.Number(),
          cash_bonus: Type.Number(),
          referral_percent: Type.Number(),
        }),
      ),
    },
  },
});

export const cashClaim = op({
  method: 'POST',
  url: '/api/cash-claim',
  tag,
  auth: 'player',
  summary: 'Claim All: the cash bonus to the main balance (at least 10)',
  schema: { response: { 200: envelope(Type.Object({ amount: Type.Number() })) } },
});
export * from './kyc';
export * from './push';
