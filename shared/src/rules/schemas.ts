// The login and signup form schemas. Imported by path ('@bet/shared/src/rules/schemas'), not from the package
// index, so yup loads with the auth screens and stays out of the shared singleton every page loads.
import * as yup from 'yup';
import { EMAIL_RE, LETTERS_DIGITS_RE, LIMITS, MSG, NEW_PASSWORD_RE, PHONE_RE, USERNAME_RE } from './constants';

export const loginSchema = yup.object({
  username: yup.string().trim().required(MSG.usernameInvalid).matches(USERNAME_RE, MSG.usernameInvalid),
  password: yup.string().required(MSG.passwordMin).min(LIMITS.passwordMin, MSG.passwordMin),
});
export type LoginForm = yup.InferType<typeof loginSchema>;

export const signupSchema = yup.object({
  username: yup
    .string()
    .trim()
    .required(MSG.usernameLength)
    .matches(USERNAME_RE, MSG.usernameInvalid)
    .min(LIMITS.usernameMin, MSG.usernameLength)
    .max(LIMITS.usernameMax, MSG.usernameLength),
  email: yup.string().trim().required(MSG.emailInvalid).matches(EMAIL_RE, MSG.emailInvalid),
  phone: yup.string().trim().required(MSG.phoneInvalid).matches(PHONE_RE, MSG.phoneInvalid),
  password: yup.string().required(MSG.passwordMin).min(LIMITS.passwordMin, MSG.passwordMin).matches(LETTERS_DIGITS_RE, MSG.passwordLettersDigits),
  confirmPassword: yup
    .string()
    .required(MSG.passwordsMismatch)
    .oneOf([yup.ref('password')], MSG.passwordsMismatch),
});
export type SignupForm = yup.InferType<typeof signupSchema>;

// The new password and its confirmation (change and forgot flows, SPEC.md section 5).
const newPassword = yup.string().default('').required(MSG.newPasswordRule).matches(NEW_PASSWORD_RE, MSG.newPasswordRule);
// one test, so the empty case says so before the mismatch (yup checks oneOf before required)
const confirmNew = (field: string) =>
  yup
    .string()
    .default('')
    .test('confirm', function (v) {
      if (!v) return this.createError({ message: MSG.confirmPasswordRequired });
      return v === this.parent[field] || this.createError({ message: MSG.passwordsMismatchDot });
    });

export const changePasswordSchema = yup.object({
  current: yup.string().default('').required(MSG.currentPasswordRequired),
  next: newPassword,
  confirm: confirmNew('next'),
});
export type ChangePasswordForm = yup.InferType<typeof changePasswordSchema>;

export const forgotRequestSchema = (channel: 'email' | 'sms') =>
  yup.object({
    target: yup
      .string()
      .default('')
      .trim()
      .required(channel === 'email' ? MSG.enterEmail : MSG.enterPhone),
    username: yup.string().default('').trim().required(MSG.enterUsername),
  });
export type ForgotRequestForm = yup.InferType<ReturnType<typeof forgotRequestSchema>>;

export const forgotResetSchema = yup.object({
  otp: yup.string().default('').trim().required(MSG.enterOtp),
  password: newPassword,
  confirm: confirmNew('password'),
});
export type ForgotResetForm = yup.InferType<typeof forgotResetSchema>;

/** Convert VP: a whole number from the minimum up to the player's points. */
export const vipSchema = (total: number) =>
  yup.object({
    vp: yup
      .string()
      .default('')
      .test('vp', MSG.vpNotEnough, (v) => /^\d+$/.test(v ?? '') && Number(v) >= LIMITS.minVpConversion && Number(v) <= total),
  });
export type VipForm = yup.InferType<ReturnType<typeof vipSchema>>;

export const codeSchema = yup.object({
  code: yup
    .string()
    .default('')
    .matches(/^\d{6}$/, 'Please enter the 6-digit code.'),
});
export type CodeForm = yup.InferType<typeof codeSchema>;

export const birthdaySchema = yup.object({ dofb: yup.string().default('').required('Please select your date of birth.') });
export type BirthdayForm = yup.InferType<typeof birthdaySchema>;

export const extraPhoneSchema = yup.object({
  phone: yup
    .string()
    .default('')
    .matches(/^01\d{9}$/, 'Please enter a valid 11-digit phone number.'),
});
export type ExtraPhoneForm = yup.InferType<typeof extraPhoneSchema>;

const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;
const amountIn = (required: string, min: number, max: number, range: string) =>
  yup
    .string()
    .default('')
    .trim()
    .required(required)
    .test('range', range, (v) => AMOUNT_RE.test(v ?? '') && Number(v) >= min && Number(v) <= max);
export const DEPOSIT_RANGE = 'The deposit amount must be between 100.00 and 25,000.00 BDT.';
export const WITHDRAWAL_RANGE = 'The withdrawal amount must be between 500.00 and 25,000.00 BDT.';

/** An id picked from a list of buttons: null until one is chosen. */
const chosen = (message: string) =>
  yup
    .number()
    .nullable()
    .default(null)
    .test('chosen', message, (v) => v != null);

/** Deposit: amount, provider and (agent transfer only) a channel; the fields are checked in that order. */
export const depositSchema = (ewallet: boolean) =>
  yup.object({
    amount: amountIn(MSG.fillAmount, LIMITS.depositMin, LIMITS.depositMax, DEPOSIT_RANGE),
    provider: chosen(MSG.selectPaymentMethod),
    channel: ewallet ? yup.number().nullable().default(null) : chosen(MSG.selectDepositChannel),
    promotion: yup.string().default(''),
  });
export type DepositForm = yup.InferType<ReturnType<typeof depositSchema>>;

export const withdrawalSchema = yup.object({
  amount: amountIn(MSG.amountRequired, LIMITS.withdrawalMin, LIMITS.withdrawalMax, WITHDRAWAL_RANGE),
  account: yup
    .string()
    .default('')
    .trim()
    .required(MSG.accountNumberRequired)
    .matches(/^\d{11}$/, MSG.accountNumber11),
  method: chosen(MSG.selectYourPaymentMethod),
});
export type WithdrawalForm = yup.InferType<typeof withdrawalSchema>;

export const makePaymentSchema = yup.object({
  phone: yup
    .string()
    .default('')
    .matches(/^\d{11}$/, MSG.accountNumber11),
  trx: yup.string().default('').trim().min(LIMITS.trxIdMin, MSG.trxIdInvalid).required(MSG.trxIdInvalid),
});
export type MakePaymentForm = yup.InferType<typeof makePaymentSchema>;

/** The first message among the fields, in the order the form checks them (one line under the form). */
export function firstError(errors: Partial<Record<string, { message?: string }>>, order: readonly string[]): string | undefined {
  for (const f of order) if (errors[f]?.message) return errors[f]?.message;
  return undefined;
}

// Desktop /register (SPEC.md section 5): one line under the form, the first failing check in order. Step 2's
// fields count only when the form's context says { step: 2 }.
const onStepTwo = (ctx: { options: { context?: { step?: number } } }) => ctx.options.context?.step === 2;
const stepTwoField = () =>
  yup
    .string()
    .default('')
    .trim()
    .test('filled', MSG.fillAllStep2, function (v) {
      return !onStepTwo(this) || !!v;
    });
export const desktopRegisterSchema = yup.object({
  username: yup.string().default('').trim().required(MSG.fillAll),
  password: yup.string().default('').required(MSG.fillAll),
  confirmPassword: yup
    .string()
    .default('')
    .test('confirm', function (v) {
      if (!v) return this.createError({ message: MSG.fillAll });
      return v === this.parent.password || this.createError({ message: MSG.passwordsMismatchDot });
    }),
  currencyType: yup.mixed<'8' | '7' | '17'>().oneOf(['8', '7', '17']).default('8'),
  friendReferCode: yup.string().default(''),
  realName: stepTwoField(),
  callingCode: yup.mixed<'880'>().oneOf(['880']).default('880'),
  phoneNumber: stepTwoField(),
  email: stepTwoField(),
  captcha: stepTwoField(),
  ageCheck: yup
    .boolean()
    .default(false)
    .test('age', MSG.ageConfirm, function (v) {
      return !onStepTwo(this) || v === true;
    }),
});
export type DesktopRegisterForm = yup.InferType<typeof desktopRegisterSchema>;
export const DESKTOP_REGISTER_ORDER = ['username', 'password', 'confirmPassword', 'realName', 'phoneNumber', 'email', 'captcha', 'ageCheck'] as const;
