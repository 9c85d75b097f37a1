import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import { sqlCode } from '../db/client.js';
import { firstHook } from './contract.js';
import { withHttpHeaders } from './headers.js';
import { hasNul } from './input.js';
import { fillTemplate } from '@bet/shared/contract';

/** An answer with a status and a message a person can read. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** An answer whose message has values: it carries the template and the values too, for the client's language. */
export const templated = (status: number, template: string, values: Record<string, string>, errors?: Record<string, string[]>) =>
  new HttpError(status, fillTemplate(template, values), errors, { template, values });

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string[]>) => new HttpError(422, message, errors);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

interface AjvError {
  keyword: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  parentSchema?: Record<string, unknown>;
}

/** A validation failure as the person reads it: the field's own sentence from the contract (`x-message`). */
function validationAnswer(errors: AjvError[]): { message: string; field: string } {
  const fieldOf = (e: AjvError) => {
    const path = String(e.instancePath ?? '')
      .replace(/^\//, '')
      .split('/')[0];
    if (e.keyword === 'required') return String(e.params?.missingProperty ?? path);
    if (e.keyword === 'additionalProperties') return String(e.params?.additionalProperty ?? path);
    return path;
  };
  for (const e of errors) {
    const own = e.parentSchema?.['x-message'];
    if (e.keyword !== 'required' && e.keyword !== 'additionalProperties' && typeof own === 'string') return { message: own, field: fieldOf(e) };
    if (e.keyword === 'required') {
      const props = e.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined;
      const msg = props?.[String(e.params?.missingProperty)]?.['x-message'];
      return { message: typeof msg === 'string' ? msg : `The ${fieldOf(e)} field is required.`, field: fieldOf(e) };
    }
    if (e.keyword === 'additionalProperties') return { message: `The ${fieldOf(e)} field is not accepted here.`, field: fieldOf(e) };
  }
  const e = errors[0];
  const field = fieldOf(e);
  const what = field ? `The ${field} field` : 'The request';
  const limit = e.params?.limit;
  if (e.keyword === 'maxLength') return { message: `${what} is too long (at most ${String(limit)} characters).`, field };
  if (e.keyword === 'minLength') return { message: `${what} is too short (at least ${String(limit)} characters).`, field };
  if (e.keyword === 'maximum' || e.keyword === 'minimum') return { message: `${what} is out of range.`, field };
  return { message: `${what} is not valid.`, field };
}

function readable(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return err.message || 'Bad request.';
  }
}

export const INVALID_CHARACTER = 'The request contains an invalid character.';

/** A database error caused by the input (class 22: bad value; 23: constraint) is the client's; anything else is ours. */
function databaseStatus(err: unknown): { status: number; message: string } | null {
  const code = sqlCode(err);
  if (!code || !/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code.startsWith('22')) return { status: 400, message: /*i18n*/ 'The request contains an invalid value.' };
  if (code.startsWith('23')) return { status: 409, message: /*i18n*/ 'The request conflicts with existing data.' };
  return null;
}

const refuseNul: preValidationHookHandler = (req, _reply, done) => {
  done(hasNul(req.params) || hasNul(req.query) || hasNul(req.body) ? badRequest(INVALID_CHARACTER) : undefined);
};

/** Installs the error, not-found and input hooks; after installContract (its routes' schemas decide which read input). */
export function installErrorHandler(app: FastifyInstance): void {
  // NUL bytes never reach a query: PostgreSQL text cannot hold them, and the database would answer with an error.
  // Checked on every route that reads what the caller sends (a call without input skips the hook).
  app.addHook('onRoute', (route) => {
    const s = route.schema;
    if (s && !s.params && !s.querystring && !s.body) return;
    firstHook(route, 'preValidation', refuseNul);
  });
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    // a call answered from memory sets its headers only as it answers
    withHttpHeaders(req, reply);
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ success: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...err.extra });
    }
    if (err.validation && err.validation.length) {
      const errors = err.validation as AjvError[];
      // a path that names nothing that can exist is a 404; a body that is not even an object is a 400
      if (err.validationContext === 'params') return reply.status(404).send({ success: false, message: /*i18n*/ 'Not found.' });
      if (errors[0]?.keyword === 'type' && !errors[0].instancePath) {
        return reply
          .status(400)
          .send({ success: false, message: err.validationContext === 'body' ? 'The request body must be a JSON object.' : 'The request is invalid.' });
      }
      const { message, field } = validationAnswer(errors);
      const status = req.routeOptions.config?.validationStatus ?? 400;
      return reply.status(status).send({ success: false, message, ...(field ? { errors: { [field]: [message] } } : {}) });
    }
    const db = databaseStatus(err);
    if (db) {
      req.log.warn({ err }, 'database refused the input');
      return reply.status(db.status).send({ success: false, message: db.message });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error(err);
      return reply.status(500).send({ success: false, message: /*i18n*/ 'Something went wrong. Please try again.' });
    }
    return reply.status(status).send({ success: false, message: readable(err) });
  });
  app.setNotFoundHandler((req, reply) =>
    withHttpHeaders(req, reply)
      .status(404)
      .send({ success: false, message: `No route ${req.method} ${req.url.split('?')[0]}.` }),
  );
}

/** Errors the router raises before any route runs (an address too long or badly encoded): the same envelope. */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  withHttpHeaders(req, reply);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send({ success: false, message: /*i18n*/ 'The address is too long.' });
  else void reply.status(400).send({ success: false, message: /*i18n*/ 'The address is not valid.' });
}
