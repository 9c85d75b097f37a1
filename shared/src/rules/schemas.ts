// The login and signup form schemas. Imported by path ('@bet/shared/src/rules/schemas'), not from the package
// index, so yup loads with the auth screens and stays out of the shared singleton every page loads.
import * as yup from 'yup';
import { EMAIL_RE, LETTERS_DIGITS_RE, LIMITS, MSG, PHONE_RE, USERNAME_RE } from './constants';

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
