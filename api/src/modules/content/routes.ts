// What every visitor reads (docs/spec.md section 7), HTTP only; the queries are in service.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { absolute } from '../../lib/urls.js';
import multipart from '@fastify/multipart';
import { actorOf, makeAdminGuard, me, type Guard } from '../auth/guard.js';
import {
  activeSliders,
  depositProviders,
  general,
  logoSettings,
  marketBlocksOf,
  nextContentChange,
  promotionById,
  showingOf,
  shownPromotions,
  socialLinks,
  type PromotionRow,
} from './service.js';
import { admin as adminApi, content as contentApi } from '@bet/shared/contract';
import { applyDueNotice, contentLists, publicImage, saveBanner, savePromotion, scheduledNoticeOf, scheduleNotice, storeContentImage } from './publishing.js';
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

/** Reads the one image of an upload (the field `file`); an upload over the size limit or without a file is refused. */
async function readImage(req: FastifyRequest): Promise<Buffer> {
  const { CONTENT_MSG } = adminApi;
  if (!req.isMultipart()) throw badRequest(CONTENT_MSG.imageType);
  let data: Buffer | null = null;
  try {
    for await (const part of req.parts()) if (part.type === 'file' && data === null) data = await part.toBuffer();
  } catch (e) {
    if ((e as { statusCode?: number }).statusCode === 413) throw new HttpError(413, CONTENT_MSG.imageType);
    throw badRequest(/*i18n*/ 'The upload could not be read. Please try again.');
  }
  if (!data) throw badRequest(CONTENT_MSG.imageType);
  return data;
}

export async function contentRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db, content } = ctx;
  // what is on show changes by the clock too (a scheduled publication, a promotion's last day): each process forgets
  // its answers then, as it does on a change's notification
  const expireContent = async () => content.expireAt(await nextContentChange(db));

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
  route(app, contentApi.general, fromMemory, (req, reply) =>
    content.send(req, reply, 'general', async () => {
      // a scheduled notice that fell due becomes the notice (once, whichever process reads first)
      await applyDueNotice(db);
      await expireContent();
      return { success: true, data: await general(db) };
    }),
  );

  route(app, contentApi.sliders, fromMemory, (req, reply) =>
    content.send(req, reply, 'sliders', async () => {
      await expireContent();
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
    content.send(req, reply, 'promotions', async () => {
      await expireContent();
      return { success: true, data: (await shownPromotions(db)).map((r) => promotionView(req, r)) };
    }),
  );

  // from memory too: the database is read only when this promotion's answer is not held
  route(app, contentApi.promotionById, fromMemory, (req, reply) => {
    const id = toId(req.params.id);
    if (id === null) throw notFound(/*i18n*/ 'Promotion not found.');
    return content.send(req, reply, `promotion:${id}`, async () => {
      const r = await promotionById(db, id);
      // a draft, a scheduled or a taken-down promotion is not there for players (nor its bonus: funds/checks.ts)
      if (!r || showingOf(r, new Date()) !== 'on show') throw notFound(/*i18n*/ 'Promotion not found.');
      await expireContent();
      return { success: true, data: promotionView(req, r) };
    });
  });

  // an uploaded image's name is random and never reused: a year in every cache
  route(app, contentApi.image, async (req, reply) => {
    const image = await publicImage(db, req.params.file);
    if (!image) throw notFound(/*i18n*/ 'Not found.');
    return reply.type(image.contentType).header('cache-control', 'public, max-age=31536000, immutable').send(image.data);
  });

  // ---- back office: promotions and banners (multipart only here, for the image upload: funds/routes.ts says why)
  await app.register(async (desk) => {
    desk.addHook('onRequest', makeAdminGuard(ctx));
    // a change is in this process's public content before its answer leaves (other processes follow)
    desk.addHook('onSend', async (req) => {
      if (req.method !== 'GET') await content.synced();
    });
    await desk.register(multipart, { limits: { fileSize: adminApi.CONTENT_IMAGE_MAX_BYTES, files: 1, fields: 2, fieldSize: 100 } });
    route(desk, adminApi.contentList, async () => ({ success: true, data: await contentLists(db) }));
    route(desk, adminApi.savePromotion, async (req) => ({
      success: true,
      message: adminApi.CONTENT_MSG.saved,
      data: await savePromotion(db, actorOf(req), req.body),
    }));
    route(desk, adminApi.saveBanner, async (req) => ({
      success: true,
      message: adminApi.CONTENT_MSG.saved,
      data: await saveBanner(db, actorOf(req), req.body),
    }));
    route(desk, adminApi.noticeSchedule, async () => ({ success: true, data: await scheduledNoticeOf(db) }));
    route(desk, adminApi.scheduleNotice, async (req) => ({
      success: true,
      message: adminApi.CONTENT_MSG.saved,
      data: await scheduleNotice(db, actorOf(req), req.body),
    }));
    route(desk, adminApi.uploadImage, async (req) => ({ success: true, data: { url: await storeContentImage(db, actorOf(req), await readImage(req)) } }));
  });

  route(app, contentApi.marketBlock, { onRequest: requirePlayer, fromMemory: true }, (req, reply) =>
    content.send(req, reply, `market-block:${me(req).id}`, async () => ({ success: true, data: await marketBlocksOf(db, me(req).id) })),
  );
}
