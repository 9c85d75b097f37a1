// Every route takes its schema from the contract (@bet/shared/contract): Fastify validates the request with it
// and serialises the answer with it, so a field not in an answer's schema never leaves the server.
// A route the contract does not describe cannot be registered.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { operations, type Operation } from '@bet/shared/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The status of a validation failure on this route. */
    validationStatus?: 400 | 422;
  }
}

/** Routes that are not api calls: stored images, the docs, the browser's preflight and HEAD twins. */
const outside = (r: RouteOptions, method: string) =>
  method === 'HEAD' || method === 'OPTIONS' || r.url.startsWith('/storage/') || r.url.startsWith('/api/docs');

export function schemaFor(op: Operation) {
  return {
    ...op.schema,
    tags: [op.tag],
    summary: op.summary,
    ...(op.consumes ? { consumes: op.consumes } : {}),
    ...(op.produces ? { produces: op.produces } : {}),
    ...(op.auth === 'none' ? {} : { security: [{ [op.auth === 'admin' ? 'admin' : 'player']: [] }] }),
  };
}

export function installContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    for (const method of methods) {
      if (outside(route, method)) continue;
      const op = operations[`${method} ${route.url}`];
      if (!op) throw new Error(`${method} ${route.url} has no schema in the contract (shared/src/contract).`);
      route.schema = schemaFor(op);
      route.config = { ...route.config, validationStatus: op.validationStatus ?? 400 };
    }
  });
}

/** Ajv as the contract needs it: no silent coercion or stripping (a wrong type or an unknown field is refused). */
export const ajvOptions = {
  customOptions: {
    removeAdditional: false as const,
    coerceTypes: false as const,
    useDefaults: false,
    verbose: true,
    allErrors: false,
    keywords: ['x-message'],
  },
};
