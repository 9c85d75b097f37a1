// Only with DEV_OUTBOX=1 (npm start and the tests): the latest messages sent to a phone or email, so tests and
// demo users can read their codes.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { latestMessages } from '../support/outbox.js';
import { dev as devApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';

export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, devApi.outbox, async (req) => {
    const to = String(req.query.to ?? '')
      .trim()
      .toLowerCase();
    if (!to || to.length > 200) throw badRequest('The to field is required.');
    const rows = await latestMessages(ctx.db, to);
    return { success: true, data: rows.map((r) => ({ id: r.id, channel: r.channel, to: r.to, body: r.body, created_at: r.createdAt.toISOString() })) };
  });
}
