// Who is calling: the bearer token decides (never a remote_id or user id sent by the client).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Caller } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { safeEqual, sha256 } from '../../lib/crypto.js';
import { MSG, renewSession, revokeSession, sessionPlayer } from './service.js';
import { revokeAllSessions } from '../base/service.js';
import { OPERATOR_MSG, rolesOf, type OperatorRole } from '@bet/shared/contract';
import { hasOperators, operatorOfToken, type Actor } from '../operators/service.js';
import { formatUntil } from '@bet/shared/time';
import { playTimeRefusal, rgRefusal } from '../responsible/service.js';

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
    /** Who makes a back-office call (after the admin guard ran): an operator, or the ADMIN_TOKEN's automation. */
    actor?: Actor;
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
    // the daily play-time limit, across logins (only for a player with the limit or its cooling-off)
    if (row.sessionLimit !== null || (row.playCooloffUntil && row.playCooloffUntil > now)) {
      const known = { minutes: row.sessionLimit === null ? null : Number(row.sessionLimit), cooloffUntil: row.playCooloffUntil, currency: row.currency };
      const refused = await playTimeRefusal(db, { playerId: row.id, current: row.sessionId }, 401, { now, known });
      if (refused) {
        await revokeSession(db, token);
        throw refused;
      }
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

/** The monitoring calls: what the METRICS_TOKEN (a scraper's) may read, and nothing else. */
const MONITORING_CALLS = new Set(['GET /api/admin/metrics', 'GET /api/admin/ledger/check']);
/**
 * What the ADMIN_TOKEN may call with ADMIN_TOKEN_SCOPE=bootstrap (production's only scope), and only while no operator
 * exists: making the first manager (createOperator checks it again in its transaction) and the monitoring.
 */
const BOOTSTRAP_CALLS = new Set(['POST /api/admin/operators', ...MONITORING_CALLS]);

/**
 * onRequest of the back office (before any input is read or checked): an operator's session token, whose role must
 * be one the call allows (else 403), or the ADMIN_TOKEN (automation; constant-time compare). Wrong tokens are
 * limited per address; a valid token is never refused for the wrong ones sent from its address (a flood of bad
 * tokens locks out only the bad tokens).
 */
export function makeAdminGuard(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const h = req.headers.authorization ?? '';
    const token = h.startsWith('Bearer ') ? h.slice(7) : '';
    const key = `admin-fail:${req.ip}`;
    const call = `${req.method} ${req.routeOptions.url}`;
    if (token && safeEqual(token, ctx.adminToken)) {
      if (ctx.adminTokenScope === 'bootstrap') {
        // once the back office has an operator, the bootstrap token is done: it is refused for everything
        if (!BOOTSTRAP_CALLS.has(call)) throw new HttpError(403, OPERATOR_MSG.role);
        if (await hasOperators(ctx.db)) throw new HttpError(403, OPERATOR_MSG.bootstrapDone);
      }
      req.actor = { operatorId: null, name: 'automation', role: 'automation', ip: req.ip, bootstrapOnly: ctx.adminTokenScope === 'bootstrap' };
      return;
    }
    if (token && ctx.metricsToken !== null && safeEqual(token, ctx.metricsToken)) {
      if (!MONITORING_CALLS.has(call)) throw new HttpError(403, OPERATOR_MSG.role);
      req.actor = { operatorId: null, name: 'monitoring', role: 'automation', ip: req.ip };
      return;
    }
    const op = /^[0-9a-f]{64}$/.test(token) ? await operatorOfToken(ctx.db, token) : undefined;
    if (!op) {
      await ctx.limiter.hit(key, ctx.limits.adminFailsPerIp, 15 * 60_000);
      throw new HttpError(401, token ? OPERATOR_MSG.session : MSG.unauthenticated);
    }
    const role = op.role as OperatorRole;
    if (!(req.routeOptions.config.roles ?? rolesOf({})).includes(role)) throw new HttpError(403, OPERATOR_MSG.role);
    req.actor = { operatorId: op.id, name: op.username, role, ip: req.ip, tokenHash: sha256(token) };
  };
}

/** The back-office caller, after the admin guard ran. */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.actor) throw new HttpError(401, MSG.unauthenticated);
  return req.actor;
}

/** The caller as services see it (after requirePlayer ran, or for calls that need no login). */
export function callerOf(req: FastifyRequest): Caller {
  return { playerId: req.player?.id ?? 0, ip: req.ip };
}
