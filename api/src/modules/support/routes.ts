// The inbox (docs/spec.md section 7) and its back-office sender, HTTP only; the queries are in service.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { scheduledTime } from '../../lib/schedule.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { playerByUsername } from '../admin/service.js';
import { actorOf, makeAdminGuard, me, type Guard } from '../auth/guard.js';
import { deleteOwnMessage, INBOX_PAGE, inboxPageOf, markMessageRead, ownMessage, sendInboxMessage, type InboxRow } from './service.js';
import { admin as adminApi, support as supportApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';

const view = (m: InboxRow) => ({
  id: m.id,
  title: m.title,
  message: m.message,
  ...(m.bn ? { bn: m.bn } : {}),
  is_read: m.isRead ? 1 : 0,
  created_at: m.createdAt.toISOString(),
});
const idOf = (params: { id: string }) => {
  const id = toId(params.id);
  if (id === null) throw notFound(/*i18n*/ 'Message not found.');
  return id;
};

export async function inboxRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const player = { onRequest: requirePlayer };

  route(app, supportApi.inbox, player, async (req) => {
    const page = Math.max(1, Math.min(10_000, Number(req.query.page) || 1));
    const { rows, total, unread } = await inboxPageOf(db, me(req).id, page);
    return { success: true, data: { data: rows.map(view), current_page: page, last_page: Math.max(1, Math.ceil(total / INBOX_PAGE)), total, unread } };
  });

  route(app, supportApi.inboxById, player, async (req) => ({ success: true, data: view(await ownMessage(db, me(req).id, idOf(req.params))) }));

  route(app, supportApi.inboxRead, player, async (req) => {
    await markMessageRead(db, me(req).id, idOf(req.params));
    return { success: true, message: /*i18n*/ 'Marked as read' };
  });

  route(app, supportApi.inboxDelete, player, async (req) => {
    await deleteOwnMessage(db, me(req).id, idOf(req.params));
    return { success: true, message: /*i18n*/ 'Deleted' };
  });

  app.register(async (admin) => {
    admin.addHook('onRequest', makeAdminGuard(ctx));
    route(admin, adminApi.sendInbox, async (req) => {
      const b = req.body;
      const title = typeof b.title === 'string' ? b.title.trim().slice(0, 200) : '';
      const message = typeof b.message === 'string' ? b.message.trim().slice(0, 5000) : '';
      if (!title || !message) throw badRequest(/*i18n*/ 'A title and a message are required.');
      const all = b.all === true || b.all === 1 || b.all === '1' || b.all === 'true';
      const to = all ? null : await playerByUsername(ctx, b.username);
      // the Bangla, field by field, when written (an empty field shows the English)
      const bn = Object.fromEntries(
        (
          [
            ['title', b.title_bn],
            ['message', b.message_bn],
          ] as const
        ).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])),
      );
      const sendAt = scheduledTime(b.send_at, adminApi.CONTENT_MSG.sendAt);
      const sent = await sendInboxMessage(db, actorOf(req), to ? [to.id] : null, to ? to.username : 'all players', {
        title,
        message,
        bn: Object.keys(bn).length ? bn : null,
        sendAt,
      });
      return { success: true, message: sendAt ? `Scheduled for ${sent} player(s)` : `Sent to ${sent} player(s)`, data: { sent } };
    });
  });
}
