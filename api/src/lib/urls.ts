import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's public address from configuration (PUBLIC_API_BASE), never from the Host header. */
    publicBase: string;
  }
}

/** Stored images are paths under /storage; answers carry absolute addresses (the apps live on other ports). */
export function absolute(req: FastifyRequest, pathOrUrl: string): string {
  if (!pathOrUrl || /^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${req.server.publicBase}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The origin of an absolute http(s) address, or null. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}
