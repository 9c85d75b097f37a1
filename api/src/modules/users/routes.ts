import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { extraPhones, players } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { toTaka } from '../../lib/money.js';
import { me, type Guard } from '../auth/guard.js';
import { playerById, userView } from './service.js';

export async function userRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const balanceQuery = ctx.db
    .select({ balance: players.balancePoisha })
    .from(players)
    .where(eq(players.id, sql.placeholder('id')))
    .prepare('player_balance');

  // remote_id in the query is ignored: the token decides who the user is.
  app.get('/api/user/show', { preHandler: requirePlayer }, async (req) => {
    const p = await playerById(ctx.db, me(req).id);
    const [extra] = await ctx.db.select({ id: extraPhones.id }).from(extraPhones).where(and(eq(extraPhones.playerId, p.id), eq(extraPhones.verified, true))).limit(1);
    return { success: true, data: userView(p, Boolean(extra)) };
  });

  app.get('/api/get/other/phone', { preHandler: requirePlayer }, async (req) => {
    const rows = await ctx.db.select().from(extraPhones).where(eq(extraPhones.playerId, me(req).id)).orderBy(asc(extraPhones.id));
    return { success: true, data: rows.map((r) => ({ id: r.id, contract_value: r.phone, isverify: r.verified ? 1 : 0 })) };
  });

  app.post('/api/balance', { preHandler: requirePlayer }, async (req) => {
    const [row] = await balanceQuery.execute({ id: me(req).id });
    return { success: true, balance: toTaka(row?.balance ?? 0) };
  });
}
