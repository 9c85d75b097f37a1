import type { FastifyRequest } from 'fastify';

/** Stored images are paths under /storage; answers carry absolute addresses (the apps live on other ports). */
export function absolute(req: FastifyRequest, pathOrUrl: string): string {
  if (!pathOrUrl || /^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const base = process.env.PUBLIC_API_BASE || `${req.protocol}://${req.headers.host ?? 'localhost'}`;
  return `${base.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
