// react-hook-form's resolver for the forms of the contract (contract/forms.ts): the same TypeBox schemas and
// sentences the api checks with, so a rule cannot differ between a form and the api. Imported by path
// ('@bet/shared/src/rules/schemas'), not from the package index, so TypeBox's validator loads with the forms only.
import type { TSchema } from 'typebox';

// the forms, their empty values and their types, as the contract defines them
export * from '../contract/forms';

/** What a form's resolver receives besides the values (react-hook-form's `context`). */
export interface FormContext {
  step?: number;
}

/**
 * react-hook-form's resolver for a contract form (or one chosen by the form's context): the values to submit
 * (trimmed where the contract says), or each failing field's first sentence. The form may hold more fields.
 */
export function formResolver<I extends Record<string, unknown>>(schema: TSchema | ((context: FormContext) => TSchema)) {
  return async (input: I, context: unknown) => {
    const chosen = typeof schema === 'function' ? schema((context ?? {}) as FormContext) : schema;
    // the validator loads with the first check (a submit), not with the page
    const { checkForm } = await import('../contract/check');
    const { values, errors } = checkForm(chosen, input);
    const failed = Object.entries(errors);
    if (!failed.length) return { values: values as I, errors: {} };
    return { values: {}, errors: Object.fromEntries(failed.map(([k, message]) => [k, { type: 'validate', message }])) };
  };
}

/** The first message among the fields, in the order the form checks them (one line under the form). */
export function firstError(errors: Partial<Record<string, { message?: string }>>, order: readonly string[]): string | undefined {
  for (const f of order) if (errors[f]?.message) return errors[f]?.message;
  return undefined;
}
