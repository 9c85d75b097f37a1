// The forms' rules, written once (docs/spec.md sections 5 and 8, their exact messages): each form is a TypeBox schema
// (JSON Schema) that the apps' forms and the api check values against with TypeBox's own validator, so a rule
// cannot differ between the form and the api. Beside the JSON Schema keywords a field carries:
//   'x-messages'  each rule's sentence, in the order a person should read them: the first failing one is shown
//                 ('required' is the empty value's sentence, 'same' the 'x-same' rule's);
//   'x-trim'      the value is trimmed before the checks (and sent trimmed);
//   'x-same'      the field must equal another field of the form (a confirmation);
//   'x-decimal'   a typed amount ('100.5'), checked as a number with at most two decimals.
// An operation's own body (contract/schema.ts: str() with 'x-message', one sentence for every rule) is a form too: the
// back office's forms check an operation's body before sending, with the very schema the api validates.
// Named imports of TypeBox's builders, so a browser bundle takes only these (about 3 KB).
import { Boolean as TBoolean, Integer, Null, Object as TObject, String as TString, Union, type Static, type TSchema } from 'typebox';
import {
  ACCOUNT_MSG,
  AUTH_MSG,
  CAPTCHA_MSG,
  DEPOSIT_CHANNEL_MSG,
  EMAIL_RE,
  FORGOT_MSG,
  FUNDS_MSG,
  MIN_VP_CONVERSION,
  MONEY_LIMITS,
  NEW_PASSWORD_RE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_RE,
  PROFILE_MSG,
  REWARD_MSG,
  TRX_ID_RE,
  WALLET_NUMBER_RE,
  USERNAME,
  USERNAME_RE,
  WITHDRAWAL_MSG,
  AMOUNT_RE,
} from './messages';
import { RG_RULES, RG_TEMPLATES, type RgLimitKind } from './responsible-rules';

/** The rules a field's sentences can be written for. */
export type Rule = 'required' | 'type' | 'minLength' | 'maxLength' | 'pattern' | 'minimum' | 'maximum' | 'same';
export type Messages = Partial<Record<Rule, string>>;

interface TextRules {
  min?: number;
  max?: number;
  pattern?: RegExp;
  trim?: boolean;
  same?: string;
}
const textField = (rules: TextRules, messages: Messages) =>
  TString({
    ...(rules.min !== undefined ? { minLength: rules.min } : {}),
    ...(rules.max !== undefined ? { maxLength: rules.max } : {}),
    ...(rules.pattern ? { pattern: rules.pattern.source } : {}),
    ...(rules.trim ? { 'x-trim': true } : {}),
    ...(rules.same ? { 'x-same': rules.same } : {}),
    'x-messages': messages,
  });
/** An id picked from a list of buttons: null until one is chosen; `message` when one must be chosen. */
const choiceField = (message?: string) =>
  message ? Integer({ 'x-messages': { required: message, type: message } }) : Union([Integer(), Null()], { 'x-messages': {} });
/** A typed amount in taka between `min` and `max` poisha (two decimals at most). */
const amountField = (min: number, max: number, missing: string, range: string) =>
  TString({
    pattern: AMOUNT_RE.source,
    'x-trim': true,
    'x-decimal': { minimum: min / 100, maximum: max / 100 },
    'x-messages': { required: missing, pattern: range, minimum: range, maximum: range },
  });
const form = <P extends Record<string, TSchema>>(properties: P) => TObject(properties);

export const loginForm = form({
  username: textField({ trim: true, pattern: USERNAME_RE }, { required: AUTH_MSG.usernameInvalid, pattern: AUTH_MSG.usernameInvalid }),
  password: textField({ min: PASSWORD_MIN }, { required: AUTH_MSG.passwordMin, minLength: AUTH_MSG.passwordMin }),
});

export const signupForm = form({
  username: textField(
    { trim: true, pattern: USERNAME_RE, min: USERNAME.min, max: USERNAME.max },
    { required: AUTH_MSG.usernameLength, pattern: AUTH_MSG.usernameInvalid, minLength: AUTH_MSG.usernameLength, maxLength: AUTH_MSG.usernameLength },
  ),
  email: textField(
    { trim: true, pattern: EMAIL_RE, max: 254 },
    { required: AUTH_MSG.emailInvalid, pattern: AUTH_MSG.emailInvalid, maxLength: AUTH_MSG.emailInvalid },
  ),
  phone: textField({ trim: true, pattern: PHONE_RE }, { required: AUTH_MSG.phoneInvalid, pattern: AUTH_MSG.phoneInvalid }),
  password: textField(
    { min: PASSWORD_MIN, max: PASSWORD_MAX, pattern: USERNAME_RE },
    { required: AUTH_MSG.passwordMin, minLength: AUTH_MSG.passwordMin, pattern: AUTH_MSG.passwordLettersDigits, maxLength: AUTH_MSG.passwordLettersDigits },
  ),
  confirmPassword: textField({ same: 'password' }, { required: AUTH_MSG.passwordsMismatch, same: AUTH_MSG.passwordsMismatch }),
});

// The new password and its confirmation (change and forgot flows, docs/spec.md section 5)
const newPassword = () => textField({ pattern: NEW_PASSWORD_RE }, { required: ACCOUNT_MSG.newPassword, pattern: ACCOUNT_MSG.newPassword });
const confirmNew = (field: string) => textField({ same: field }, { required: ACCOUNT_MSG.confirmRequired, same: ACCOUNT_MSG.mismatch });

export const changePasswordForm = form({
  current: textField({}, { required: ACCOUNT_MSG.currentRequired }),
  next: newPassword(),
  confirm: confirmNew('next'),
});

export const forgotRequestForm = (channel: 'email' | 'sms') =>
  form({
    target: textField({ trim: true }, { required: channel === 'email' ? FORGOT_MSG.enterEmail : FORGOT_MSG.enterPhone }),
    username: textField({ trim: true }, { required: FORGOT_MSG.enterUsername }),
  });
export const forgotResetForm = form({
  otp: textField({ trim: true }, { required: FORGOT_MSG.enterOtp }),
  password: newPassword(),
  confirm: confirmNew('password'),
});

// Profile
export const codeForm = form({ code: textField({ pattern: /^\d{6}$/ }, { required: PROFILE_MSG.code, pattern: PROFILE_MSG.code }) });
export const birthdayForm = form({ dofb: textField({}, { required: PROFILE_MSG.birthday }) });
export const extraPhoneForm = form({
  phone: textField({ pattern: /^01\d{9}$/ }, { required: ACCOUNT_MSG.phoneInvalid, pattern: ACCOUNT_MSG.phoneInvalid }),
});

/** Convert VP: a whole number from the minimum up to the player's points. */
export const vipForm = (total: number) =>
  form({
    vp: TString({
      pattern: '^\\d+$',
      'x-decimal': { minimum: MIN_VP_CONVERSION, maximum: total },
      'x-messages': { required: REWARD_MSG.vpNotEnough, pattern: REWARD_MSG.vpNotEnough, minimum: REWARD_MSG.vpNotEnough, maximum: REWARD_MSG.vpNotEnough },
    }),
  });

// Deposit, withdrawal, the payment's wallet number and TRX ID

// One object per rule: the players' forms and the api's checks (api/src/modules/funds) use these same fields.
const depositAmount = amountField(MONEY_LIMITS.depositMin, MONEY_LIMITS.depositMax, FUNDS_MSG.fillAmount, FUNDS_MSG.depositRange);
const withdrawalAmount = amountField(MONEY_LIMITS.withdrawMin, MONEY_LIMITS.withdrawMax, WITHDRAWAL_MSG.amountRequired, FUNDS_MSG.withdrawalRange);
const withdrawalAccount = textField({ trim: true, pattern: WALLET_NUMBER_RE }, { required: FUNDS_MSG.accountRequired, pattern: FUNDS_MSG.accountNumber });

/** A deposit's amount (agent or e-wallet): what the api checks of it, the deposit form's own field. */
export const depositAmountForm = form({ amount: depositAmount });
/** Deposit: amount, provider and (agent transfer only) a channel; the fields are checked in that order. */
export const depositForm = (ewallet: boolean) =>
  form({
    amount: depositAmount,
    provider: choiceField(FUNDS_MSG.paymentMethod),
    channel: choiceField(ewallet ? undefined : DEPOSIT_CHANNEL_MSG),
    promotion: textField({}, {}),
  });
/** A withdrawal's amount and account number: what the api checks of them, the withdrawal form's own fields. */
export const withdrawalRequestForm = form({ amount: withdrawalAmount, account: withdrawalAccount });
export const withdrawalForm = form({
  amount: withdrawalAmount,
  account: withdrawalAccount,
  method: choiceField(WITHDRAWAL_MSG.method),
});
/** Make Payment: the paying wallet number and the TRX ID (the api checks an agent deposit's with this form). */
export const makePaymentForm = form({
  phone: textField({ pattern: WALLET_NUMBER_RE }, { required: FUNDS_MSG.accountNumber, pattern: FUNDS_MSG.accountNumber }),
  // the api's rule, not only its length: the form no longer takes an id the api then refuses
  trx: textField({ trim: true, pattern: TRX_ID_RE }, { required: FUNDS_MSG.trxId, pattern: FUNDS_MSG.trxId }),
});

/**
 * A responsible-gaming limit's new value: taka (deposit, loss) or minutes (session); empty removes the limit. The
 * page's field and the api's check (responsible/service.ts); the sentence is a template, its values RG_RANGES'.
 */
export const rgLimitForm = (kind: RgLimitKind) =>
  form({
    value: TString({
      pattern: kind === 'session' ? '^\\d{1,6}$' : AMOUNT_RE.source,
      'x-trim': true,
      'x-decimal':
        kind === 'session'
          ? { minimum: RG_RULES.sessionMinutesMin, maximum: RG_RULES.sessionMinutesMax }
          : { minimum: RG_RULES.amountMin, maximum: RG_RULES.amountMax },
      'x-messages': Object.fromEntries(
        (['pattern', 'minimum', 'maximum'] as const).map((rule) => [rule, kind === 'session' ? RG_TEMPLATES.minutes : RG_TEMPLATES.amount]),
      ),
    }),
  });

// Desktop /register (docs/spec.md section 5): one line under the form, the first failing field in this order; step 2's
// fields count only on step 2.
const filled = (message: string) => textField({ trim: true }, { required: message });
const registerStepOne = {
  username: filled(CAPTCHA_MSG.fillAll),
  password: textField({}, { required: CAPTCHA_MSG.fillAll }),
  confirmPassword: textField({ same: 'password' }, { required: CAPTCHA_MSG.fillAll, same: CAPTCHA_MSG.mismatch }),
  currencyType: Union([TString({ const: '8' }), TString({ const: '7' }), TString({ const: '17' })], { 'x-messages': {} }),
  friendReferCode: textField({}, {}),
  realName: textField({}, {}),
  callingCode: TString({ const: '880', 'x-messages': {} }),
  phoneNumber: textField({}, {}),
  email: textField({}, {}),
  captcha: textField({}, {}),
  ageCheck: TBoolean({ 'x-messages': {} }),
};
export const desktopRegisterForm = {
  1: form(registerStepOne),
  2: form({
    ...registerStepOne,
    realName: filled(CAPTCHA_MSG.fillAllStep2),
    phoneNumber: filled(CAPTCHA_MSG.fillAllStep2),
    email: filled(CAPTCHA_MSG.fillAllStep2),
    captcha: filled(CAPTCHA_MSG.fillAllStep2),
    ageCheck: TBoolean({ const: true, 'x-messages': { required: CAPTCHA_MSG.age, type: CAPTCHA_MSG.age } }),
  }),
} as const;
export const DESKTOP_REGISTER_ORDER = ['username', 'password', 'confirmPassword', 'realName', 'phoneNumber', 'email', 'captcha', 'ageCheck'] as const;

/** What a form holds while a person fills it: text as typed, null for a choice not made yet. */
export type FormValues<S extends TSchema> = { [K in keyof Static<S>]: Static<S>[K] extends number ? number | null : Static<S>[K] };

export interface FieldSchema {
  type?: string;
  const?: unknown;
  'x-trim'?: boolean;
  'x-same'?: string;
  'x-decimal'?: { minimum: number; maximum: number };
  'x-messages'?: Messages;
  /** An operation body's field (contract/schema.ts str()): one sentence for every rule. */
  'x-message'?: string;
}
export const fieldsOf = (schema: TSchema) => (schema as unknown as { properties: Record<string, FieldSchema> }).properties;
export const isEmpty = (v: unknown) => v === '' || v === null || v === undefined || v === false;

/** A form's empty values: '' for text, null for a choice, false for a box. */
export function emptyForm<S extends TSchema>(schema: S): FormValues<S> {
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(fieldsOf(schema))) {
    const consts = 'anyOf' in f ? (f as { anyOf: FieldSchema[] }).anyOf.map((a) => a.const) : [f.const];
    out[k] = f.type === 'boolean' ? false : f.type === 'integer' || 'anyOf' in f ? (consts[0] ?? null) : typeof f.const === 'string' ? f.const : '';
  }
  return out as FormValues<S>;
}

export type LoginForm = FormValues<typeof loginForm>;
export type SignupForm = FormValues<typeof signupForm>;
export type ChangePasswordForm = FormValues<typeof changePasswordForm>;
export type ForgotRequestForm = FormValues<ReturnType<typeof forgotRequestForm>>;
export type ForgotResetForm = FormValues<typeof forgotResetForm>;
export type VipForm = FormValues<ReturnType<typeof vipForm>>;
export type CodeForm = FormValues<typeof codeForm>;
export type BirthdayForm = FormValues<typeof birthdayForm>;
export type ExtraPhoneForm = FormValues<typeof extraPhoneForm>;
export type DepositForm = FormValues<ReturnType<typeof depositForm>>;
export type WithdrawalForm = FormValues<typeof withdrawalForm>;
export type MakePaymentForm = FormValues<typeof makePaymentForm>;
export type DesktopRegisterForm = FormValues<(typeof desktopRegisterForm)[2]>;
