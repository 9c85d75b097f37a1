// The api checks a form's values with the contract's own form (shared/src/contract/forms.ts), the object the
// player's form checks with: one rule, one sentence, on both sides.
import { checkForm, type FormValues } from '@bet/shared/contract';
import type { TSchema } from 'typebox';
import { badRequest } from './errors.js';

/** The values as the form reads them (trimmed where it says); a failing field is a 400 with its first rule's sentence. */
export function checkWith<S extends TSchema>(form: S, values: Record<string, unknown>): FormValues<S> {
  const checked = checkForm(form, values);
  const first = Object.values(checked.errors)[0];
  if (first) throw badRequest(first);
  return checked.values;
}
