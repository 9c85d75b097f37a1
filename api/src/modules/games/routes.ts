import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { games, gameTypes, providers } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { absolute } from '../../lib/urls.js';

export async function gameCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api/get-type', async () => {
    const rows = await db.select().from(gameTypes).orderBy(asc(gameTypes.sort));
    return { success: true, data: rows.map((r) => ({ type: r.type, name: r.name })) };
  });

  app.get('/api/get-system', async (req) => {
    const type = String((req.query as { type?: unknown }).type ?? '').toUpperCase();
    if (!/^[A-Z]{2,12}$/.test(type)) throw badRequest('The type field is required.');
    const rows = await db.selectDistinct({ platform: games.platform }).from(games).where(eq(games.type, type)).orderBy(asc(games.platform));
    return { success: true, data: rows.map((r) => r.platform) };
  });

  app.get('/api/get-provider', async (req) => {
    const raw = (req.query as { system?: unknown }).system;
    let list: unknown;
    try {
      list = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      throw badRequest('The system field must be a JSON list of platforms.');
    }
    if (!Array.isArray(list) || list.length > 100 || !list.every((s) => typeof s === 'string')) {
      throw badRequest('The system field must be a JSON list of platforms.');
    }
    if (list.length === 0) return { success: true, data: [] };
    const rows = await db
      .select()
      .from(providers)
      .where(inArray(providers.platform, list as string[]));
    const order = new Map((list as string[]).map((p, i) => [p, i]));
    rows.sort((a, b) => (order.get(a.platform) ?? 0) - (order.get(b.platform) ?? 0));
    return { success: true, data: rows.map((r) => ({ platform: r.platform, name: r.name, logo: absolute(req, r.logo) })) };
  });

  app.get('/api/get-games', async (req) => {
    const q = req.query as { type?: unknown; system?: unknown };
    const type = typeof q.type === 'string' ? q.type.toUpperCase() : '';
    const system = typeof q.system === 'string' ? q.system.toUpperCase() : '';
    const conds = [];
    if (type) conds.push(eq(games.type, type));
    if (system) conds.push(eq(games.platform, system));
    const rows = await db
      .select()
      .from(games)
      .where(conds.length ? and(...conds) : undefined)
      .orderBy(asc(games.sort), asc(games.id))
      .limit(500);
    return { success: true, data: rows.map((r) => ({ code: r.code, name: r.name, type: r.type, platform: r.platform, icon: absolute(req, r.icon) })) };
  });
}
