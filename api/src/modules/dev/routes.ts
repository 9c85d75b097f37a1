// Only with DEV_OUTBOX=1 (npm start and the tests): the latest messages sent to a phone or email, so tests and
// demo users can read their codes.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';

export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/dev/outbox', async (req) => {
    const to = String((req.query as { to?: unknown }).to ?? '')
      .trim()
      .toLowerCase();
    if (!to || to.length > 200) throw badRequest('The to field is required.');
    const rows = await ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(20);
    return { success: true, data: rows.map((r) => ({ id: r.id, channel: r.channel, to: r.to, body: r.body, created_at: r.createdAt.toISOString() })) };
  });
}
