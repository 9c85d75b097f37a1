// Who is calling: the bearer token decides (never a remote_id or user id sent by the client).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { players, sessions } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import { MSG } from './service.js';

export interface SessionPlayer { id: number; username: string; remoteId: string; token: string }

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

export function makeGuard(db: Db): Guard {
  const lookup = db
    .select({ id: players.id, username: players.username, remoteId: players.remoteId, status: players.status })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), isNull(sessions.revokedAt)))
    .prepare('session_player');

  /** preHandler: 401 unless a live session token is sent. */
  return async function requirePlayer(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearer(req);
    if (!token) throw new HttpError(401, MSG.unauthenticated);
    const [row] = await lookup.execute({ hash: sha256(token) });
    if (!row || row.status !== 'active') throw new HttpError(401, MSG.unauthenticated);
    req.player = { id: row.id, username: row.username, remoteId: row.remoteId, token };
  };
}

/** The caller, after requirePlayer ran. */
export function me(req: FastifyRequest): SessionPlayer {
  if (!req.player) throw new HttpError(401, MSG.unauthenticated);
  return req.player;
}
