// The inbox: the back office sends, a player reads and deletes only their own messages.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inboxMessages, players } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { playerByUsername } from '../admin/routes.js';
import { makeAdminGuard, me, type Guard } from '../auth/guard.js';

const PAGE = 10;
const view = (m: typeof inboxMessages.$inferSelect) => ({
  id: m.id,
  title: m.title,
  message: m.message,
  is_read: m.isRead ? 1 : 0,
  created_at: m.createdAt.toISOString(),
});

export async function inboxRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const mine = (playerId: number, idRaw: string) => {
    const id = toId(idRaw);
    if (id === null) throw notFound('Message not found.');
    return and(eq(inboxMessages.id, id), eq(inboxMessages.playerId, playerId));
  };

  app.get('/api/inbox', { preHandler: requirePlayer }, async (req) => {
    const playerId = me(req).id;
    const page = Math.max(1, Math.min(10_000, Number((req.query as { page?: unknown }).page) || 1));
    const [{ n }] = await db.select({ n: count() }).from(inboxMessages).where(eq(inboxMessages.playerId, playerId));
    const [{ u }] = await db
      .select({ u: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.playerId, playerId), eq(inboxMessages.isRead, false)));
    const rows = await db
      .select()
      .from(inboxMessages)
      .where(eq(inboxMessages.playerId, playerId))
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(PAGE)
      .offset((page - 1) * PAGE);
    return {
      success: true,
      data: { data: rows.map(view), current_page: page, last_page: Math.max(1, Math.ceil(Number(n) / PAGE)), total: Number(n), unread: Number(u) },
    };
  });

  app.get('/api/inbox/:id', { preHandler: requirePlayer }, async (req) => {
    const [row] = await db
      .select()
      .from(inboxMessages)
      .where(mine(me(req).id, (req.params as { id: string }).id));
    if (!row) throw notFound('Message not found.');
    return { success: true, data: view(row) };
  });

  app.patch('/api/inbox/:id/read', { preHandler: requirePlayer }, async (req) => {
    const rows = await db
      .update(inboxMessages)
      .set({ isRead: true })
      .where(mine(me(req).id, (req.params as { id: string }).id))
      .returning({ id: inboxMessages.id });
    if (!rows.length) throw notFound('Message not found.');
    return { success: true, message: 'Marked as read' };
  });

  app.delete('/api/inbox/:id', { preHandler: requirePlayer }, async (req) => {
    const rows = await db
      .delete(inboxMessages)
      .where(mine(me(req).id, (req.params as { id: string }).id))
      .returning({ id: inboxMessages.id });
    if (!rows.length) throw notFound('Message not found.');
    return { success: true, message: 'Deleted' };
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', makeAdminGuard(ctx));
    admin.post('/api/admin/inbox', async (req) => {
      const b = req.body as { username?: unknown; all?: unknown; title?: unknown; message?: unknown };
      const title = typeof b.title === 'string' ? b.title.trim().slice(0, 200) : '';
      const message = typeof b.message === 'string' ? b.message.trim().slice(0, 5000) : '';
      if (!title || !message) throw badRequest('A title and a message are required.');
      const all = b.all === true || b.all === 1 || b.all === '1' || b.all === 'true';
      const ids = all ? (await db.select({ id: players.id }).from(players)).map((p) => p.id) : [(await playerByUsername(ctx, b.username)).id];
      if (ids.length) await db.insert(inboxMessages).values(ids.map((playerId) => ({ playerId, title, message })));
      return { success: true, message: `Sent to ${ids.length} player(s)`, data: { sent: ids.length } };
    });
  });
}
