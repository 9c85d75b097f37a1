// Security headers on every answer of the api and its pages (the demo gateway's checkout included).
import type { FastifyInstance } from 'fastify';

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    // JSON and images need nothing; the gateway's pages need their own inline style and nothing else
    reply.header('Content-Security-Policy', html
      ? "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
      : "default-src 'none'; frame-ancestors 'none'");
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
}
