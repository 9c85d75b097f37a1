import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors.js';
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
    const [extra] = await ctx.db
      .select({ id: extraPhones.id })
      .from(extraPhones)
      .where(and(eq(extraPhones.playerId, p.id), eq(extraPhones.verified, true)))
      .limit(1);
    return { success: true, data: userView(p, Boolean(extra)) };
  });

  // Birthday: editable only while empty; once saved it is fixed.
  app.post('/api/user/profile/update', { preHandler: requirePlayer }, async (req) => {
    const dofb = String((req.body as { dofb?: unknown }).dofb ?? '').trim();
    const d = new Date(`${dofb}T00:00:00Z`);
    const age = (Date.now() - d.getTime()) / (365.25 * 24 * 3600 * 1000);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dofb) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== dofb)
      throw new HttpError(400, 'Please enter a valid date of birth.');
    if (age < 18 || age > 120) throw new HttpError(400, 'You must be at least 18 years old.');
    const rows = await ctx.db
      .update(players)
      .set({ dofb })
      .where(and(eq(players.id, me(req).id), isNull(players.dofb)))
      .returning({ dofb: players.dofb });
    if (!rows.length) throw new HttpError(409, 'Your date of birth is already set and cannot be changed.');
    return { success: true, message: 'Date of birth saved', dofb: rows[0].dofb };
  });

  app.get('/api/get/other/phone', { preHandler: requirePlayer }, async (req) => {
    const rows = await ctx.db
      .select()
      .from(extraPhones)
      .where(eq(extraPhones.playerId, me(req).id))
      .orderBy(asc(extraPhones.id));
    return { success: true, data: rows.map((r) => ({ id: r.id, contract_value: r.phone, isverify: r.verified ? 1 : 0 })) };
  });

  app.post('/api/balance', { preHandler: requirePlayer }, async (req) => {
    const [row] = await balanceQuery.execute({ id: me(req).id });
    return { success: true, balance: toTaka(row?.balance ?? 0) };
  });
}
