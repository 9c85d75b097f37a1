// The game catalogue's HTTP side (SPEC.md section 7); the queries are in service.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { badRequest } from '../../lib/errors.js';
import { absolute } from '../../lib/urls.js';
import { listGames, listGameTypes, platformsOf, providersOf } from './service.js';
import { games as gamesApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';

export async function gameCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  route(app, gamesApi.gameTypes, async () => ({ success: true, data: await listGameTypes(db) }));

  route(app, gamesApi.systems, async (req) => {
    const type = String(req.query.type ?? '').toUpperCase();
    if (!/^[A-Z]{2,12}$/.test(type)) throw badRequest('The type field is required.');
    return { success: true, data: await platformsOf(db, type) };
  });

  route(app, gamesApi.providers, async (req) => {
    const raw = req.query.system;
    let list: unknown;
    try {
      list = typeof raw === 'string' ? JSON.parse(raw) : raw;
    } catch {
      throw badRequest('The system field must be a JSON list of platforms.');
    }
    if (!Array.isArray(list) || list.length > 100 || !list.every((s): s is string => typeof s === 'string')) {
      throw badRequest('The system field must be a JSON list of platforms.');
    }
    const rows = await providersOf(db, list);
    return { success: true, data: rows.map((r) => ({ platform: r.platform, name: r.name, logo: absolute(req, r.logo) })) };
  });

  route(app, gamesApi.gameList, async (req) => {
    const q = req.query;
    const type = typeof q.type === 'string' ? q.type.toUpperCase() : '';
    const system = typeof q.system === 'string' ? q.system.toUpperCase() : '';
    const rows = await listGames(db, type, system);
    return { success: true, data: rows.map((r) => ({ code: r.code, name: r.name, type: r.type, platform: r.platform, icon: absolute(req, r.icon) })) };
  });
}
