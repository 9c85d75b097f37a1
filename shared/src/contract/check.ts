// A form's check (contract/forms.ts) with TypeBox's own validator: apart from the forms' schemas, so an app loads
// the validator (~15 KB) only when a form is first checked, not when its page opens; the api imports it directly.
import { Object as TObject, type TSchema } from 'typebox';
import { Errors } from 'typebox/schema';
import { fieldsOf, isEmpty, type FieldSchema, type FormValues, type Messages, type Rule } from './forms';

const RULES: Rule[] = ['required', 'type', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum'];
/** A field's sentence for each rule: a form's own ('x-messages'), or an operation body field's one sentence ('x-message'). */
const messagesOf = (f: FieldSchema): Messages => f['x-messages'] ?? (f['x-message'] ? Object.fromEntries(RULES.map((rule) => [rule, f['x-message']])) : {});

/**
 * Checks values against a form's schema with TypeBox's validator: the values as sent (trimmed where the field says;
 * fields outside the schema kept) and, for each failing field, the sentence of its first failing rule.
 */
export function checkForm<S extends TSchema>(schema: S, input: Record<string, unknown>): { values: FormValues<S>; errors: Record<string, string> } {
  const fields = fieldsOf(schema);
  const values: Record<string, unknown> = { ...input };
  for (const [k, f] of Object.entries(fields)) if (f['x-trim'] && typeof values[k] === 'string') values[k] = (values[k] as string).trim();
  // what the validator sees: every field present (a missing one is empty), amounts as numbers
  const failed = new Map<string, Set<Rule>>();
  const fail = (k: string, rule: Rule) => (failed.get(k) ?? failed.set(k, new Set()).get(k)!).add(rule);
  const [, errors] = Errors(schema, Object.fromEntries(Object.keys(fields).map((k) => [k, values[k] ?? (fields[k].type === 'boolean' ? false : null)])));
  for (const e of errors) {
    const k = e.instancePath.split('/')[1];
    if (k) fail(k, (e.keyword === 'anyOf' || e.keyword === 'const' ? 'type' : e.keyword) as Rule);
  }
  for (const [k, f] of Object.entries(fields)) {
    if (isEmpty(values[k])) fail(k, 'required');
    if (f['x-same'] && values[k] !== values[f['x-same']]) fail(k, 'same');
    const range = f['x-decimal'];
    if (range && typeof values[k] === 'string' && !failed.get(k)?.has('pattern')) {
      const [, outside] = Errors(TObject({ n: { type: 'number', minimum: range.minimum, maximum: range.maximum } as unknown as TSchema }), {
        n: Number(values[k]),
      });
      for (const e of outside) fail(k, e.keyword as Rule);
    }
  }
  const messages: Record<string, string> = {};
  for (const [k, f] of Object.entries(fields)) {
    const rules = failed.get(k);
    if (!rules) continue;
    // an empty field that needs nothing is fine: only its own rules' sentences count
    if (rules.has('required') && !messagesOf(f).required) continue;
    const first = (Object.entries(messagesOf(f)) as [Rule, string][]).find(([rule]) => rules.has(rule));
    if (first) messages[k] = first[1];
  }
  return { values: values as FormValues<S>, errors: messages };
}
