// Every route takes its schema from the contract (@bet/shared/contract): Fastify validates the request with it
// and serialises the answer with it, so a field not in an answer's schema never leaves the server.
// A route the contract does not describe cannot be registered.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { operations, rolesOf, type Operation, type OperationSchema, type Static, type TSchema } from '@bet/shared/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The status of a validation failure on this route. */
    validationStatus?: 400 | 422;
    /** The back-office roles that may make this call (an admin call that names none: the manager's alone). */
    roles?: Operation['roles'];
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
    ...(op.auth === 'none' ? {} : { security: [{ [op.auth]: [] }] }),
  };
}

type HookName = 'onRequest' | 'preValidation';
/** Puts `hook` before the route's own hooks of that name (from an onRoute hook). */
export function firstHook<N extends HookName>(route: RouteOptions, name: N, hook: NonNullable<RouteOptions[N]>): void {
  const own = route[name];
  route[name] = [hook, ...(own ? (Array.isArray(own) ? own : [own]) : [])].flat() as RouteOptions[N];
}

export function installContract(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    for (const method of methods) {
      if (outside(route, method)) continue;
      const op = operations[`${method} ${route.url}`];
      if (!op) throw new Error(`${method} ${route.url} has no schema in the contract (shared/src/contract).`);
      route.schema = schemaFor(op);
      route.config = { ...route.config, validationStatus: op.validationStatus ?? 400, ...(op.auth === 'admin' ? { roles: rolesOf(op) } : {}) };
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

type Part<S extends OperationSchema, K extends keyof OperationSchema> = S[K] extends TSchema ? Static<S[K]> : unknown;

/** A route's request types, read from its operation (what a Fastify type provider gives, without a second package). */
export interface RouteOf<O extends Pick<Operation, 'schema'>> {
  Body: Part<O['schema'], 'body'>;
  Querystring: Part<O['schema'], 'querystring'>;
  Params: Part<O['schema'], 'params'>;
  Headers: Part<O['schema'], 'headers'>;
}

/** An async handler answers with its value; a synchronous one sends through `reply` and answers with it. */
type Handler<O extends Pick<Operation, 'schema'>> = (req: FastifyRequest<RouteOf<O>>, reply: FastifyReply) => Promise<unknown> | FastifyReply;
type Hooks = Pick<RouteOptions, 'onRequest' | 'preHandler' | 'preValidation'> & {
  /** The handler answers from memory with sendEntry, which writes the answer's headers itself. */
  fromMemory?: true;
};

/** The options of a route answered from memory (sendEntry). */
export const fromMemory: Hooks = { fromMemory: true };

/**
 * Registers the handler of one operation at the operation's own method and path (with optional hooks, such as
 * a guard). The request is typed by the operation's schema, which Fastify has already validated it against
 * (the onRoute hook attaches it), so handlers read typed input and never cast it.
 */
export function route<O extends Pick<Operation, 'method' | 'url' | 'schema'>>(app: FastifyInstance, op: O, handler: Handler<O>): void;
export function route<O extends Pick<Operation, 'method' | 'url' | 'schema'>>(app: FastifyInstance, op: O, hooks: Hooks, handler: Handler<O>): void;
export function route<O extends Pick<Operation, 'method' | 'url' | 'schema'>>(app: FastifyInstance, op: O, a: Hooks | Handler<O>, b?: Handler<O>): void {
  const [{ fromMemory, ...hooks }, handler] = typeof a === 'function' ? [{}, a] : [a, b as Handler<O>];
  app.route<RouteOf<O>>({
    ...hooks,
    ...(fromMemory ? { config: { fromMemory } } : {}),
    method: op.method,
    url: op.url,
    // a synchronous handler has sent its answer: returning the reply to Fastify would make it build an error
    // (FST_ERR_REP_ALREADY_SENT) on every call
    handler: (req, reply) => {
      const answer = handler(req, reply);
      return answer === reply ? undefined : answer;
    },
  });
}
