// Security and CORS headers on every answer of the api and its pages (the demo gateway's checkout included).
// One synchronous onRequest hook with a ready-made header set: @fastify/cors and an onSend hook cost the hot
// public calls a quarter of their requests per second (npm run bench).
import type { FastifyInstance, FastifyReply } from 'fastify';

/** JSON and images need nothing; a page that needs more sets its own policy (and drops X-Frame-Options if it may be framed). */
const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  // the answer depends on the caller's Origin (CORS), for every cache on the way
  vary: 'Origin',
};
const SECURITY_HTTPS = { ...SECURITY, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

const CORS_METHODS = 'GET, POST, PATCH, DELETE, OPTIONS';
const CORS_HEADERS = 'Authorization, Content-Type, Idempotency-Key';

/** The site's own origins may call the api from the browser (no cookies are used: no credentials). */
export function installHttpHeaders(app: FastifyInstance, isSiteOrigin: (origin: string) => boolean): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.protocol === 'https' ? SECURITY_HTTPS : SECURITY);
    const origin = req.headers.origin;
    if (origin && isSiteOrigin(origin)) reply.header('access-control-allow-origin', origin);
    done();
  });
  // the browser's preflight: what a site origin may send (the hook above has said whether it may)
  app.options('*', (req, reply) => {
    if (reply.hasHeader('access-control-allow-origin') && req.headers['access-control-request-method']) {
      reply.header('access-control-allow-methods', CORS_METHODS).header('access-control-allow-headers', CORS_HEADERS);
    }
    return reply.code(204).send();
  });
}

/** A page the site frames (live score, a demo game): its own policy, whose frame-ancestors decides who may frame it. */
export function framedPage(reply: FastifyReply, csp: string): FastifyReply {
  return reply.removeHeader('x-frame-options').header('content-security-policy', csp);
}
