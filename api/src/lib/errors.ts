import type { FastifyError, FastifyInstance } from 'fastify';

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

export const badRequest = (message: string, errors?: Record<string, string[]>) => new HttpError(400, message, errors);
export const unprocessable = (message: string, errors?: Record<string, string[]>) => new HttpError(422, message, errors);
export const notFound = (message = 'Not found.') => new HttpError(404, message);

function readable(err: FastifyError): string {
  if (err.validation && err.validation.length) {
    const v = err.validation[0];
    const field = String(v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
      (v.params && 'missingProperty' in v.params ? String(v.params.missingProperty) : '');
    if (v.keyword === 'required' && v.params && 'missingProperty' in v.params) return `The ${String(v.params.missingProperty)} field is required.`;
    return `${field ? `The ${field} field` : 'The request'} ${v.message ?? 'is invalid'}.`;
  }
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

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.status).send({ success: false, message: err.message, ...(err.errors ? { errors: err.errors } : {}), ...err.extra });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : err.validation ? 400 : 500;
    if (status >= 500) {
      req.log.error(err);
      return reply.status(500).send({ success: false, message: 'Something went wrong. Please try again.' });
    }
    return reply.status(status).send({ success: false, message: readable(err) });
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send({ success: false, message: `No route ${req.method} ${req.url.split('?')[0]}.` }));
}
