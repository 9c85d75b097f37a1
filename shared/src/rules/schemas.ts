// The forms' checks (SPEC.md sections 5 and 8, their exact messages) and one resolver for react-hook-form.
// Each field's checks run in order and its first failing one is its message. A small builder of our own rather
// than yup: the same rules at 1 KB instead of 13 KB on the wire for every route with a form (issue 11's budget).
// Imported by path ('@bet/shared/src/rules/schemas'), not from the package index, so it loads with the forms.
import { EMAIL_RE, LETTERS_DIGITS_RE, LIMITS, MSG, NEW_PASSWORD_RE, PHONE_RE, USERNAME_RE } from './constants';

/** What a form's resolver receives besides the values (react-hook-form's `context`). */
export interface FormContext {
  step?: number;
}
/** A check of one field: `ok` says whether the value passes; `message` is shown when it does not. */
interface Check<T> {
  message: string;
  ok(value: T, values: Record<string, unknown>, context: FormContext): boolean;
}
/** A field: its empty value, whether it is trimmed before the checks (and sent trimmed), and its checks in order. */
interface Field<T> {
  initial: T;
  trim: boolean;
  checks: Check<T>[];
}
type ValuesOf<F> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

const check = <T = string>(message: string, ok: Check<T>['ok']): Check<T> => ({ message, ok });
const required = (message: string) => check(message, (v) => v !== '');
const matches = (re: RegExp, message: string) => check(message, (v) => re.test(v));
const minLength = (n: number, message: string) => check(message, (v) => v.length >= n);
const maxLength = (n: number, message: string) => check(message, (v) => v.length <= n);
/** Equal to another field of the form. */
const same = (other: string, message: string) => check(message, (v, values) => v === values[other]);

/** A text field (not trimmed: passwords, codes). */
const text = (...checks: Check<string>[]): Field<string> => ({ initial: '', trim: false, checks });
/** A text field trimmed before its checks. */
const trimmed = (...checks: Check<string>[]): Field<string> => ({ initial: '', trim: true, checks });
/** An id picked from a list of buttons: null until one is chosen (no message: any choice, or none, will do). */
const choice = (message?: string): Field<number | null> => ({
  initial: null,
  trim: false,
  checks: message ? [check<number | null>(message, (v) => v != null)] : [],
});
const flag = (...checks: Check<boolean>[]): Field<boolean> => ({ initial: false, trim: false, checks });
const constant = <T extends string>(initial: T): Field<T> => ({ initial, trim: false, checks: [] });

export class FormSchema<V extends Record<string, unknown>> {
  constructor(private readonly fields: { [K in keyof V]: Field<V[K]> }) {}

  /** The form's empty values. */
  getDefault(): V {
    return Object.fromEntries(Object.entries(this.fields).map(([k, f]) => [k, f.initial])) as V;
  }

  /** The values as the form sends them (trimmed; fields outside the schema kept) and each failing field's message. */
  check<I extends V>(input: I, context: FormContext = {}): { values: I; errors: Partial<Record<keyof V & string, string>> } {
    const values: Record<string, unknown> = { ...input };
    for (const [k, f] of Object.entries(this.fields)) if (f.trim && typeof values[k] === 'string') values[k] = (values[k] as string).trim();
    const errors: Partial<Record<keyof V & string, string>> = {};
    for (const [k, f] of Object.entries(this.fields) as [keyof V & string, Field<unknown>][]) {
      const failed = f.checks.find((c) => !c.ok(values[k] ?? f.initial, values, context));
      if (failed) errors[k] = failed.message;
    }
    return { values: values as I, errors };
  }
}
const form = <F extends Record<string, Field<unknown>>>(fields: F) => new FormSchema<ValuesOf<F>>(fields as never);
export type FormValues<S> = S extends FormSchema<infer V> ? V : never;

/** react-hook-form's resolver for a schema (the form may hold more fields): the values to submit, or each field's first failing message. */
export function formResolver<I extends V, V extends Record<string, unknown> = I>(schema: FormSchema<V>) {
  return (input: I, context: unknown) => {
    const { values, errors } = schema.check(input, (context ?? {}) as FormContext);
    const failed = Object.entries(errors) as [string, string][];
    if (!failed.length) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(failed.map(([k, message]) => [k, { type: 'validate', message }])) };
  };
}

export const loginSchema = form({
  username: trimmed(required(MSG.usernameInvalid), matches(USERNAME_RE, MSG.usernameInvalid)),
  password: text(required(MSG.passwordMin), minLength(LIMITS.passwordMin, MSG.passwordMin)),
});
export type LoginForm = FormValues<typeof loginSchema>;

export const signupSchema = form({
  username: trimmed(
    required(MSG.usernameLength),
    matches(USERNAME_RE, MSG.usernameInvalid),
    minLength(LIMITS.usernameMin, MSG.usernameLength),
    maxLength(LIMITS.usernameMax, MSG.usernameLength),
  ),
  email: trimmed(required(MSG.emailInvalid), matches(EMAIL_RE, MSG.emailInvalid)),
  phone: trimmed(required(MSG.phoneInvalid), matches(PHONE_RE, MSG.phoneInvalid)),
  password: text(required(MSG.passwordMin), minLength(LIMITS.passwordMin, MSG.passwordMin), matches(LETTERS_DIGITS_RE, MSG.passwordLettersDigits)),
  confirmPassword: text(required(MSG.passwordsMismatch), same('password', MSG.passwordsMismatch)),
});
export type SignupForm = FormValues<typeof signupSchema>;

// The new password and its confirmation (change and forgot flows, SPEC.md section 5).
const newPassword = () => text(required(MSG.newPasswordRule), matches(NEW_PASSWORD_RE, MSG.newPasswordRule));
const confirmNew = (field: string) => text(required(MSG.confirmPasswordRequired), same(field, MSG.passwordsMismatchDot));

export const changePasswordSchema = form({
  current: text(required(MSG.currentPasswordRequired)),
  next: newPassword(),
  confirm: confirmNew('next'),
});
export type ChangePasswordForm = FormValues<typeof changePasswordSchema>;

export const forgotRequestSchema = (channel: 'email' | 'sms') =>
  form({
    target: trimmed(required(channel === 'email' ? MSG.enterEmail : MSG.enterPhone)),
    username: trimmed(required(MSG.enterUsername)),
  });
export type ForgotRequestForm = FormValues<ReturnType<typeof forgotRequestSchema>>;

export const forgotResetSchema = form({
  otp: trimmed(required(MSG.enterOtp)),
  password: newPassword(),
  confirm: confirmNew('password'),
});
export type ForgotResetForm = FormValues<typeof forgotResetSchema>;

/** Convert VP: a whole number from the minimum up to the player's points. */
export const vipSchema = (total: number) =>
  form({ vp: text(check(MSG.vpNotEnough, (v) => /^\d+$/.test(v) && Number(v) >= LIMITS.minVpConversion && Number(v) <= total)) });
export type VipForm = FormValues<ReturnType<typeof vipSchema>>;

export const codeSchema = form({ code: text(matches(/^\d{6}$/, 'Please enter the 6-digit code.')) });
export type CodeForm = FormValues<typeof codeSchema>;

export const birthdaySchema = form({ dofb: text(required('Please select your date of birth.')) });
export type BirthdayForm = FormValues<typeof birthdaySchema>;

export const extraPhoneSchema = form({ phone: text(matches(/^01\d{9}$/, 'Please enter a valid 11-digit phone number.')) });
export type ExtraPhoneForm = FormValues<typeof extraPhoneSchema>;

const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;
const amountIn = (missing: string, min: number, max: number, range: string) =>
  trimmed(
    required(missing),
    check(range, (v) => AMOUNT_RE.test(v) && Number(v) >= min && Number(v) <= max),
  );
export const DEPOSIT_RANGE = 'The deposit amount must be between 100.00 and 25,000.00 BDT.';
export const WITHDRAWAL_RANGE = 'The withdrawal amount must be between 500.00 and 25,000.00 BDT.';

/** Deposit: amount, provider and (agent transfer only) a channel; the fields are checked in that order. */
export const depositSchema = (ewallet: boolean) =>
  form({
    amount: amountIn(MSG.fillAmount, LIMITS.depositMin, LIMITS.depositMax, DEPOSIT_RANGE),
    provider: choice(MSG.selectPaymentMethod),
    channel: choice(ewallet ? undefined : MSG.selectDepositChannel),
    promotion: text(),
  });
export type DepositForm = FormValues<ReturnType<typeof depositSchema>>;

export const withdrawalSchema = form({
  amount: amountIn(MSG.amountRequired, LIMITS.withdrawalMin, LIMITS.withdrawalMax, WITHDRAWAL_RANGE),
  account: trimmed(required(MSG.accountNumberRequired), matches(/^\d{11}$/, MSG.accountNumber11)),
  method: choice(MSG.selectYourPaymentMethod),
});
export type WithdrawalForm = FormValues<typeof withdrawalSchema>;

export const makePaymentSchema = form({
  phone: text(matches(/^\d{11}$/, MSG.accountNumber11)),
  trx: trimmed(minLength(LIMITS.trxIdMin, MSG.trxIdInvalid), required(MSG.trxIdInvalid)),
});
export type MakePaymentForm = FormValues<typeof makePaymentSchema>;

/** The first message among the fields, in the order the form checks them (one line under the form). */
export function firstError(errors: Partial<Record<string, { message?: string }>>, order: readonly string[]): string | undefined {
  for (const f of order) if (errors[f]?.message) return errors[f]?.message;
  return undefined;
}

// Desktop /register (SPEC.md section 5): one line under the form, the first failing check in order. Step 2's
// fields count only when the form's context says { step: 2 }.
const onStepTwo = (context: FormContext) => context.step === 2;
const stepTwoField = () => trimmed(check(MSG.fillAllStep2, (v, _values, context) => !onStepTwo(context) || !!v));
export const desktopRegisterSchema = form({
  username: trimmed(required(MSG.fillAll)),
  password: text(required(MSG.fillAll)),
  confirmPassword: text(required(MSG.fillAll), same('password', MSG.passwordsMismatchDot)),
  currencyType: constant<'8' | '7' | '17'>('8'),
  friendReferCode: text(),
  realName: stepTwoField(),
  callingCode: constant<'880'>('880'),
  phoneNumber: stepTwoField(),
  email: stepTwoField(),
  captcha: stepTwoField(),
  ageCheck: flag(check<boolean>(MSG.ageConfirm, (v, _values, context) => !onStepTwo(context) || v === true)),
});
export type DesktopRegisterForm = FormValues<typeof desktopRegisterSchema>;
export const DESKTOP_REGISTER_ORDER = ['username', 'password', 'confirmPassword', 'realName', 'phoneNumber', 'email', 'captcha', 'ageCheck'] as const;
