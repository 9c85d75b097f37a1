import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketBlocks, paymentMethods, promotions, sliders } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { absolute } from '../../lib/urls.js';
import { toId } from '../../lib/input.js';
import { me, type Guard } from '../auth/guard.js';
import { general, getSetting } from './service.js';

export async function contentRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;

  app.get('/api/logo', async (req) => {
    const logo = await getSetting(db, 'logo', { logo: '', mobile_logo: '', loader_logo: '', favicon: '' });
    return [
      {
        logo: absolute(req, logo.logo),
        mobile_logo: absolute(req, logo.mobile_logo),
        loader_logo: absolute(req, logo.loader_logo),
        favicon: absolute(req, logo.favicon),
      },
    ];
  });

  app.get('/api/general', async () => {
    const g = await general(db);
    const { vp_per_100: _a, referral_percent: _b, regular_turnover_multiplier: _c, deposit_mode: _d, ...pub } = g;
    return { success: true, data: pub };
  });

  app.get('/api/sliders', async (req) => {
    const rows = await db.select().from(sliders).where(eq(sliders.status, 'active')).orderBy(asc(sliders.sort), asc(sliders.id));
    const item = (r: (typeof rows)[number]) => ({
      id: r.id,
      name: r.name,
      link: r.link,
      thubmnail: absolute(req, r.thumbnail),
      status: r.status,
      slider_type: r.sliderType,
    });
    return {
      success: true,
      data: {
        main: rows.filter((r) => r.sliderType === 'Main').map(item),
        favourite: rows.filter((r) => r.sliderType === 'Favourite').map(item),
        feature: rows.filter((r) => r.sliderType === 'Features').map(item),
      },
    };
  });

  app.get('/api/sociallink', async () => {
    const s = await getSetting(db, 'social', { whatsapp: '', facebook: '', telegram: '' });
    return { success: true, data: s };
  });

  app.get('/api/payment-methods', async (req) => {
    const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.status, 'active')).orderBy(asc(paymentMethods.id));
    // one entry per provider (the channels are listed by /api/showpayment-menthod)
    const seen = new Set<string>();
    const data = rows
      .filter((r) => (seen.has(r.provider) ? false : (seen.add(r.provider), true)))
      .map((r) => ({ id: r.id, name: r.provider, icon: absolute(req, r.icon), status: r.status, account_type: r.accountType }));
    // e-wallet mode: the answer is an object with type ewallet and a pgs list (SPEC.md section 3)
    const mode = (await general(db)).deposit_mode;
    return { success: true, data: mode === 'ewallet' ? { type: 'ewallet', pgs: data } : data };
  });

  app.get('/api/promotion', async (req) => {
    const rows = await db.select().from(promotions).orderBy(asc(promotions.id));
    return {
      success: true,
      data: rows
        .filter((r) => r.status === 'active' || r.status === 'display')
        .map((r) => ({
          id: r.id,
          name: r.name,
          desc: r.desc,
          thumbnail: absolute(req, r.thumbnail),
          start_date: r.startDate,
          end_date: r.endDate,
          status: r.status,
          deposit_bouns: r.depositBonusPercent,
          turnover: r.turnoverMultiplier,
          category: r.category,
          tag: r.tag,
        })),
    };
  });

  app.get('/api/promotions/:id', async (req, reply) => {
    const id = toId((req.params as { id: string }).id);
    const [r] = id !== null ? await db.select().from(promotions).where(eq(promotions.id, id)) : [];
    if (!r) return reply.status(404).send({ success: false, message: 'Promotion not found.' });
    return {
      success: true,
      data: {
        id: r.id,
        name: r.name,
        desc: r.desc,
        thumbnail: absolute(req, r.thumbnail),
        start_date: r.startDate,
        end_date: r.endDate,
        status: r.status,
        deposit_bouns: r.depositBonusPercent,
        turnover: r.turnoverMultiplier,
        category: r.category,
        tag: r.tag,
      },
    };
  });

  app.get('/api/market/block', { preHandler: requirePlayer }, async (req) => {
    const rows = await db
      .select({ exchange_market: marketBlocks.exchangeMarket, cs_market: marketBlocks.csMarket, status: marketBlocks.status })
      .from(marketBlocks)
      .where(and(eq(marketBlocks.playerId, me(req).id)));
    return { success: true, data: rows };
  });
}
