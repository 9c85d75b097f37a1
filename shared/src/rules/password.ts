// The new-password rule of the change and forgot flows (docs/spec.md section 5). The on-screen requirement list
// is generated from the same checks, so it says what the check really enforces.
import { PASSWORD_MAX } from './constants';

export const PASSWORD_REQUIREMENTS: { label: string; values?: Record<string, number>; test: (pw: string) => boolean }[] = [
  { label: /*i18n*/ 'At least 8 characters', test: (pw) => pw.length >= 8 },
  { label: /*i18n*/ 'At most {n} characters', values: { n: PASSWORD_MAX }, test: (pw) => pw.length <= PASSWORD_MAX },
  { label: /*i18n*/ 'At least one letter', test: (pw) => /[A-Za-z]/.test(pw) },
  { label: /*i18n*/ 'At least one number', test: (pw) => /\d/.test(pw) },
  { label: /*i18n*/ 'Letters and numbers only (no spaces or symbols)', test: (pw) => pw.length > 0 && /^[A-Za-z\d]+$/.test(pw) },
];
