// The building blocks of the api contract: TypeBox (JSON Schema with static types), plain TypeScript,
// no React and no browser globals, so the api and the apps read the same definitions.
import Type, { type Static, type TSchema } from 'typebox';

export { Type };
export type { Static, TSchema };

/**
 * `x-message` is the sentence a person reads when the field is wrong (the spec's message where it has one);
 * the api answers a validation failure with it instead of the validator's own text.
 */
export interface FieldOptions {
  message?: string;
  min?: number;
  pattern?: string;
}

/** A string of at most `max` characters. */
export const str = (max: number, o: FieldOptions = {}) =>
  Type.String({
    maxLength: max,
    ...(o.min !== undefined ? { minLength: o.min } : {}),
    ...(o.pattern ? { pattern: o.pattern } : {}),
    ...(o.message ? { 'x-message': o.message } : {}),
  });
/** A string or a number (forms send amounts and ids either way); the service reads it. */
export const strOrNum = (max: number, message?: string) =>
  Type.Union([Type.String({ maxLength: max }), Type.Number()], message ? { 'x-message': message } : {});
export const opt = <T extends TSchema>(t: T) => Type.Optional(t);
export const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
/** A request body: only the listed fields are accepted. */
export const body = <P extends Record<string, TSchema>>(properties: P) => Type.Object(properties, { additionalProperties: false });
/** A query string: values are strings; unknown parameters are refused too. */
export const query = body;

/**
 * A database id of a serial (32-bit) column: 1 to 2147483647, so an id the column cannot hold is refused as input
 * before any query (and documented as such).
 */
export const INT32_ID =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

/** A path id: digits only; the api also checks it fits the database (1..2147483647). */
export const idParams = Type.Object({ id: Type.String({ pattern: INT32_ID, 'x-message': 'Not found.' }) }, { additionalProperties: false });

/**
 * Operator content in Bangla beside the English: an item's `bn` holds its Bangla, field by field (a field it lacks
 * shows in English). Both languages come in one answer, so switching language needs no new call.
 */
export const bangla = <P extends Record<string, TSchema>>(fields: P) => Type.Optional(Type.Partial(Type.Object(fields)));

/** 304: the caller's copy (its ETag) is current; no body. */
export const notModified = Type.Null({ description: 'Not Modified: the ETag sent is current' });

/** `{ success, message, data }`: the answer where the spec shows none. */
export const envelope = <T extends TSchema>(data: T) => Type.Object({ success: Type.Boolean(), message: opt(Type.String()), data });
export const ok = Type.Object({ success: Type.Boolean(), message: opt(Type.String()) });

/** A back-office list answers pages of at most this many rows. */
export const LIST_PAGE_SIZE = 50;
/** A page of a back-office list: `data` holds page `page`'s rows (at most `per_page`), `total` counts them all. */
export const listPage = <T extends TSchema>(item: T) =>
  Type.Object({
    success: Type.Boolean(),
    message: opt(Type.String()),
    data: Type.Array(item),
    page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });
/** The `page` a list is asked for (the first when absent). */
export const pageParam = opt(str(6, { pattern: '^[1-9][0-9]{0,5}$', message: 'The page must be a number.' }));

/** Every 4xx answer: a sentence, and per-field sentences for forms. */
export const errorAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  errors: opt(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** What the screen should offer: 'phone' (verify first), 'pending', 'dofb', 'turnover'. */
  error: opt(Type.String()),
  /** Seconds until a rate limit lets the next try through. */
  retry_after: opt(Type.Integer()),
  /** The message before its values were filled in ({name} places), so a client can show it in its reader's language. */
  template: opt(Type.String()),
  values: opt(Type.Record(Type.String(), Type.String())),
});
export type ErrorAnswer = Static<typeof errorAnswer>;

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface OperationSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Record<string, TSchema>;
}

export interface Operation {
  method: Method;
  url: string;
  summary: string;
  /** The domain (auth, users, content, games, funds, support, admin, dev, gateway). */
  tag: string;
  /** Needs `Authorization: Bearer <token>` (a player's session, or the admin token for admin calls). */
  auth: 'none' | 'player' | 'admin' | 'exchange';
  schema: OperationSchema;
  /** The status of a validation failure (422 for forms whose errors map the screen shows; else 400). */
  validationStatus?: 400 | 422;
  /** What the body is when it is not JSON. */
  consumes?: string[];
  /** What the answer is when it is not JSON. */
  produces?: string[];
  /** Answered from memory with an ETag: a 304 Not Modified when the caller already has it. */
  cached?: true;
  /**
   * The fields of a multipart form, for the document only: the handler reads the parts itself and checks each
   * field (Fastify cannot validate a body it has not parsed).
   */
  form?: TSchema;
  /**
   * The market section the call uses: the api refuses it (403, the Market Block text) while the back office
   * blocks that section for the player, checked in the call's own transaction.
   */
  market?: 'Exchange' | 'Games';
  /**
   * The back-office roles that may make an admin call (an operator of another role is refused with 403 before the
   * input is read). A call that names none is the manager's alone. The ADMIN_TOKEN (automation) may make them all.
   */
  roles?: readonly OperatorRole[];
}

/** The back office's roles: support (chats, inbox, read-only players), finance (money), manager (everything). */
export const OPERATOR_ROLES = ['support', 'finance', 'manager'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

const noQuery = Type.Object({}, { additionalProperties: false });

/**
 * Defines one operation; the answer of every status >= 400 is the error answer. An operation that reads no
 * query string refuses one (an unknown parameter is a mistake of the caller, not something to ignore).
 */
/** Who may make an admin call: the roles it names, or the manager alone. */
export const rolesOf = (o: Pick<Operation, 'roles'>): readonly OperatorRole[] => o.roles ?? ['manager'];

export function op<const M extends Method, const U extends string, const S extends OperationSchema, const A extends Operation['auth']>(
  o: Omit<Operation, 'schema' | 'url' | 'auth' | 'method'> & { method: M; url: U; schema: S; auth: A },
): Omit<Operation, 'schema' | 'url' | 'auth' | 'method'> & { method: M; url: U; schema: S; auth: A } {
  // a page, script, image or stream answers its bytes with 200; its errors are JSON like every other call's
  const produces = o.produces && !o.produces.includes('application/json');
  const response = {
    ...(produces ? { 200: Type.String({ description: `The ${o.produces?.join(' or ')} itself` }) } : {}),
    ...(o.cached ? { 304: notModified } : {}),
    ...o.schema.response,
    '4xx': errorAnswer,
  };
  const schema = { querystring: noQuery, ...o.schema, response };
  return { ...o, schema: schema as unknown as S };
}

/** The JSON answer of an operation's 200 (or 201, or 202 for one that always waits). */
export type AnswerOf<O extends { schema: { response?: object } }> = O['schema']['response'] extends { 200: infer A extends TSchema }
  ? Static<A>
  : O['schema']['response'] extends { 201: infer B extends TSchema }
    ? Static<B>
    : O['schema']['response'] extends { 202: infer C extends TSchema }
      ? Static<C>
      : never;
