// Security and CORS headers on every answer of the api and its pages (the demo gateway's checkout included).
// Each route sets them as it starts (an onRequest hook attached to every route as it is registered), except the
// calls answered from memory (route option fromMemory), which write their answer with these headers in one go
// (sendEntry): @fastify/cors, an onSend hook or even Fastify's own header handling cost the hot public calls a
// large share of their requests per second (npm run bench).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { firstHook } from './contract.js';

/** JSON and images need nothing; a page that needs more sets its own policy (and drops X-Frame-Options if it may be framed). */
const SECURITY = [
  'x-content-type-options',
  'nosniff',
  'referrer-policy',
  'no-referrer',
  'x-frame-options',
  'DENY',
  'content-security-policy',
  "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy',
  'cross-origin',
  // the answer depends on the caller's Origin (CORS), for every cache on the way
  'vary',
  'Origin',
];
const SECURITY_HTTPS = [...SECURITY, 'strict-transport-security', 'max-age=31536000; includeSubDomains'];

const CORS_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const CORS_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
// how long a browser may reuse a preflight's grant for the same call (Chromium keeps it at most 2 hours; without
// it, 5 seconds: every signed-in call, polls included, paid an extra round trip after 5 s)
const CORS_MAX_AGE = '7200';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security and CORS headers of an answer to `req`, as a flat list of names and values. */
    httpHeaders(req: FastifyRequest): readonly string[];
  }
  interface FastifyContextConfig {
    /** The route writes its answer and its headers itself (sendEntry). */
    fromMemory?: boolean;
  }
}

/** Sets the security and CORS headers on `reply` (every route's first hook; the error and not-found handlers). */
export function withHttpHeaders(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const headers = reply.server.httpHeaders(req);
  for (let i = 0; i < headers.length; i += 2) reply.header(headers[i], headers[i + 1]);
  return reply;
}

const setHeaders: onRequestHookHandler = (req, reply, done) => {
  withHttpHeaders(req, reply);
  done();
};

/** The security and CORS headers of an answer, for the request's protocol and Origin. */
export function httpHeadersFor(isSiteOrigin: (origin: string) => boolean) {
  return (protocol: string, origin: string | undefined): readonly string[] => {
    const base = protocol === 'https' ? SECURITY_HTTPS : SECURITY;
    return origin && isSiteOrigin(origin) ? [...base, 'access-control-allow-origin', origin] : base;
  };
}

/** The site's own origins may call the api from the browser (no cookies are used: no credentials). */
export function installHttpHeaders(app: FastifyInstance, isSiteOrigin: (origin: string) => boolean): void {
  const headersOf = httpHeadersFor(isSiteOrigin);
  app.decorate('httpHeaders', (req: FastifyRequest): readonly string[] => headersOf(req.protocol, req.headers.origin));
  app.addHook('onRoute', (route) => {
    if (!route.config?.fromMemory) firstHook(route, 'onRequest', setHeaders);
  });
  // the browser's preflight: what a site origin may send (the hook above has said whether it may)
  app.options('*', (req, reply) => {
    if (reply.hasHeader('access-control-allow-origin') && req.headers['access-control-request-method']) {
      reply
        .header('access-control-allow-methods', CORS_METHODS)
        .header('access-control-allow-headers', CORS_HEADERS)
        .header('access-control-max-age', CORS_MAX_AGE);
    }
    return reply.code(204).send();
  });
}

/** A page the site frames (live score, a demo game): its own policy, whose frame-ancestors decides who may frame it. */
export function framedPage(reply: FastifyReply, csp: string): FastifyReply {
  return reply.removeHeader('x-frame-options').header('content-security-policy', csp);
}
