// Who is calling: the bearer token decides (never a remote_id or user id sent by the client).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Caller } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { safeEqual, sha256 } from '../../lib/crypto.js';
import { MSG, renewSession, revokeAllSessions, revokeSession, sessionPlayer } from './service.js';
import { RG_MSG } from '@bet/shared/contract';
import { formatUntil } from '@bet/shared/time';
import { rgRefusal, sessionOver } from '../responsible/service.js';

export interface SessionPlayer {
  id: number;
  username: string;
  remoteId: string;
  token: string;
  sessionId: number;
  /** The player's currency: their money and their clock (records' days). */
  currency: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player: SessionPlayer | null;
  }
}

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const token = h.slice(7).trim();
  return /^[0-9a-f]{64}$/.test(token) ? token : null;
}

export type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function makeGuard(ctx: AppContext): Guard {
  const { db, limits } = ctx;
  /** onRequest (before the body is read or checked): 401 unless a live session token is sent. */
  return async function requirePlayer(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearer(req);
    if (!token) throw new HttpError(401, MSG.unauthenticated);
    const row = await sessionPlayer(db, sha256(token), limits.sessionIdleMs, limits.sessionMaxMs);
    if (!row || row.status !== 'active') throw new HttpError(401, MSG.unauthenticated);
    // responsible gaming: a break in force or a session past its time limit ends the session here
    const now = new Date();
    if (row.excludedUntil && row.excludedUntil > now) {
      await revokeAllSessions(db, row.id);
      throw rgRefusal(401, 'excluded', { until: formatUntil(row.excludedUntil, row.currency) });
    }
    if (row.sessionLimit !== null && sessionOver(row.sessionStartedAt, Number(row.sessionLimit), now)) {
      await revokeSession(db, token);
      throw new HttpError(401, RG_MSG.sessionLimit);
    }
    await renewSession(db, row.sessionId, row.lastUsedAt);
    req.player = { id: row.id, username: row.username, remoteId: row.remoteId, token, sessionId: row.sessionId, currency: row.currency };
  };
}

/** The caller, after requirePlayer ran. */
export function me(req: FastifyRequest): SessionPlayer {
  if (!req.player) throw new HttpError(401, MSG.unauthenticated);
  return req.player;
}

/** onRequest of the back office (before any input is read or checked): the ADMIN_TOKEN (constant-time compare); wrong tokens are limited per address. */
export function makeAdminGuard(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const h = req.headers.authorization ?? '';
    const token = h.startsWith('Bearer ') ? h.slice(7) : '';
    const key = `admin-fail:${req.ip}`;
    if ((await ctx.limiter.count(key)) >= ctx.limits.adminFailsPerIp) await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp, 15 * 60_000);
    if (!token || !safeEqual(token, ctx.adminToken)) {
      await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp, 15 * 60_000);
      throw new HttpError(401, MSG.unauthenticated);
    }
  };
}

/** The caller as services see it (after requirePlayer ran, or for calls that need no login). */
export function callerOf(req: FastifyRequest): Caller {
  return { playerId: req.player?.id ?? 0, ip: req.ip };
}
