// What every visitor reads (docs/spec.md section 7), HTTP only; the queries are in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { absolute } from '../../lib/urls.js';
import { me, type Guard } from '../auth/guard.js';
import {
  activeSliders,
  depositProviders,
  general,
  logoSettings,
  marketBlocksOf,
  promotionById,
  shownPromotions,
  socialLinks,
  type PromotionRow,
} from './service.js';
import { content as contentApi } from '@bet/shared/contract';
import { fromMemory, route } from '../../lib/contract.js';

const promotionView = (req: FastifyRequest, r: PromotionRow) => ({
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
  ...(r.bn ? { bn: r.bn } : {}),
});

export async function contentRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db, content } = ctx;

  route(app, contentApi.logo, fromMemory, (req, reply) =>
    content.send(req, reply, 'logo', async () => {
      const logo = await logoSettings(db);
      return [
        {
          logo: absolute(req, logo.logo),
          mobile_logo: absolute(req, logo.mobile_logo),
          loader_logo: absolute(req, logo.loader_logo),
          favicon: absolute(req, logo.favicon),
        },
      ];
    }),
  );

  // the answer's schema in the contract keeps the private settings (rates, deposit mode) out of it
  route(app, contentApi.general, fromMemory, (req, reply) => content.send(req, reply, 'general', async () => ({ success: true, data: await general(db) })));

  route(app, contentApi.sliders, fromMemory, (req, reply) =>
    content.send(req, reply, 'sliders', async () => {
      const rows = await activeSliders(db);
      const item = (r: (typeof rows)[number]) => ({
        id: r.id,
        name: r.name,
        link: r.link,
        thubmnail: absolute(req, r.thumbnail),
        status: r.status,
        slider_type: r.sliderType,
        ...(r.bn ? { bn: r.bn } : {}),
      });
      return {
        success: true,
        data: {
          main: rows.filter((r) => r.sliderType === 'Main').map(item),
          favourite: rows.filter((r) => r.sliderType === 'Favourite').map(item),
          feature: rows.filter((r) => r.sliderType === 'Features').map(item),
        },
      };
    }),
  );

  route(app, contentApi.socialLinks, fromMemory, (req, reply) =>
    content.send(req, reply, 'social', async () => ({ success: true, data: await socialLinks(db) })),
  );

  route(app, contentApi.paymentMethods, fromMemory, (req, reply) =>
    content.send(req, reply, 'payment-methods', async () => {
      const data = (await depositProviders(db)).map((r) => ({
        id: r.id,
        name: r.provider,
        icon: absolute(req, r.icon),
        status: r.status,
        account_type: r.accountType,
      }));
      // e-wallet mode: the answer is an object with type ewallet and a pgs list (docs/spec.md section 3)
      const mode = (await general(db)).deposit_mode;
      return { success: true, data: mode === 'ewallet' ? { type: 'ewallet', pgs: data } : data };
    }),
  );

  route(app, contentApi.promotions, fromMemory, (req, reply) =>
    content.send(req, reply, 'promotions', async () => ({ success: true, data: (await shownPromotions(db)).map((r) => promotionView(req, r)) })),
  );

  // from memory too: the database is read only when this promotion's answer is not held
  route(app, contentApi.promotionById, fromMemory, (req, reply) => {
    const id = toId(req.params.id);
    if (id === null) throw notFound(/*i18n*/ 'Promotion not found.');
    return content.send(req, reply, `promotion:${id}`, async () => {
      const r = await promotionById(db, id);
      if (!r) throw notFound(/*i18n*/ 'Promotion not found.');
      return { success: true, data: promotionView(req, r) };
    });
  });

  route(app, contentApi.marketBlock, { onRequest: requirePlayer, fromMemory: true }, (req, reply) =>
    content.send(req, reply, `market-block:${me(req).id}`, async () => ({ success: true, data: await marketBlocksOf(db, me(req).id) })),
  );
}
