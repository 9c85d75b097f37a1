// A player's own sessions: listed (where and when they were used) and revoked one by one or all but this one.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { liveSession, me, type Guard } from './guard.js';

export async function sessionRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db, limits } = ctx;
  const live = () => liveSession(limits.sessionIdleMs, limits.sessionMaxMs);

  app.get('/api/sessions', { preHandler: requirePlayer }, async (req) => {
    const player = me(req);
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.playerId, player.id), live()))
      .orderBy(desc(sessions.lastUsedAt))
      .limit(50);
    return {
      success: true,
      data: rows.map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        ip: s.ip,
        user_agent: s.userAgent,
        current: s.id === player.sessionId,
        expires_at: new Date(Math.min(s.lastUsedAt.getTime() + limits.sessionIdleMs, s.createdAt.getTime() + limits.sessionMaxMs)).toISOString(),
      })),
    };
  });

  app.delete('/api/sessions/:id', { preHandler: requirePlayer }, async (req) => {
    const id = toId((req.params as { id?: unknown }).id);
    if (id === null) throw notFound('Session not found.');
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), eq(sessions.playerId, me(req).id), live()))
      .returning({ id: sessions.id });
    if (!rows.length) throw notFound('Session not found.');
    return { success: true, message: 'Session signed out.' };
  });

  app.post('/api/sessions/revoke-others', { preHandler: requirePlayer }, async (req) => {
    const player = me(req);
    const rows = await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.playerId, player.id), ne(sessions.id, player.sessionId), live()))
      .returning({ id: sessions.id });
    return { success: true, message: 'Every other session is signed out.', data: { revoked: rows.length } };
  });
}
