// The back office's content: promotions and banners saved (new or changed) in English and Bangla, kept as drafts,
// published at once or scheduled, taken down; and their images. Every save is audited with what it changed.
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { imageExt, namedImages } from '../../lib/images.js';
import { scheduledTime } from '../../lib/schedule.js';
import { admin } from '@bet/shared/contract';
import { dayStart } from '@bet/shared/time';
import { audit, type Actor } from '../operators/service.js';
import { nextNoticeAt, NOTICE_NEXT, showingOf } from './service.js';
import * as store from './store.js';

const { CONTENT_MSG, PROMOTION_CATEGORIES } = admin;

/** The publication time asked: the one it has when unchanged (it may be past by now), else a new one ahead. */
function publicationOf(asked: string | null | undefined, had: Date | null): Date | null {
  // (to the second: a form shows and sends it without its milliseconds)
  if (had && asked && Math.floor(new Date(asked).getTime() / 1000) === Math.floor(had.getTime() / 1000)) return had;
  return scheduledTime(asked, CONTENT_MSG.publishAt);
}

const bangla = <T extends Record<string, string | undefined>>(fields: T): Partial<T> | null => {
  const out = Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined && v.trim() !== '')
      .map(([k, v]) => [k, (v as string).trim()]),
  );
  return Object.keys(out).length ? (out as Partial<T>) : null;
};

export function promotionView(r: store.PromotionRow, now = new Date()): admin.AdminPromotion {
  return {
    id: r.id,
    name: r.name,
    desc: r.desc,
    tag: r.tag,
    name_bn: r.bn?.name ?? '',
    desc_bn: r.bn?.desc ?? '',
    tag_bn: r.bn?.tag ?? '',
    thumbnail: r.thumbnail,
    start_date: r.startDate,
    end_date: r.endDate,
    category: r.category,
    deposit_bouns: r.depositBonusPercent,
    turnover: r.turnoverMultiplier,
    status: r.status,
    publish_at: r.publishAt?.toISOString() ?? null,
    showing: showingOf(r, now),
  };
}

export function bannerView(r: store.SliderRow, now = new Date()): admin.AdminBanner {
  return {
    id: r.id,
    name: r.name,
    name_bn: r.bn?.name ?? '',
    link: r.link,
    thumbnail: r.thumbnail,
    slider_type: r.sliderType,
    sort: r.sort,
    status: r.status,
    publish_at: r.publishAt?.toISOString() ?? null,
    showing: showingOf(r, now),
  };
}

export async function contentLists(db: Db) {
  const now = new Date();
  const [promotions, banners] = await Promise.all([store.allPromotions(db), store.allSliders(db)]);
  return { promotions: promotions.map((r) => promotionView(r, now)), banners: banners.map((r) => bannerView(r, now)) };
}

export async function savePromotion(db: Db, actor: Actor, input: admin.PromotionInput): Promise<admin.AdminPromotion> {
  if (!(String(input.category) in PROMOTION_CATEGORIES)) throw badRequest(CONTENT_MSG.category);
  if (!dayStart(input.start_date) || !dayStart(input.end_date) || input.end_date < input.start_date) throw badRequest(CONTENT_MSG.dates);
  const values = {
    name: input.name.trim(),
    desc: input.desc.trim(),
    tag: input.tag?.trim() ?? '',
    bn: bangla({ name: input.name_bn, desc: input.desc_bn, tag: input.tag_bn }),
    thumbnail: input.thumbnail,
    startDate: input.start_date,
    endDate: input.end_date,
    category: input.category,
    depositBonusPercent: input.deposit_bouns,
    turnoverMultiplier: input.turnover,
    status: input.status,
  };
  return db.transaction(async (tx) => {
    const before = input.id === undefined ? null : await store.lockPromotion(tx, input.id);
    if (input.id !== undefined && !before) throw new HttpError(404, CONTENT_MSG.notFound);
    const publishAt = publicationOf(input.publish_at, before?.publishAt ?? null);
    const row = await store.savePromotion(tx, before ? before.id : null, { ...values, publishAt });
    const view = promotionView(row);
    await audit(tx, actor, before ? 'promotion.change' : 'promotion.create', `promotion:${row.id}`, before ? promotionView(before) : null, view);
    return view;
  });
}

export async function saveBanner(db: Db, actor: Actor, input: admin.BannerInput): Promise<admin.AdminBanner> {
  const values = {
    name: input.name.trim(),
    bn: bangla({ name: input.name_bn }),
    link: input.link,
    thumbnail: input.thumbnail,
    sliderType: input.slider_type,
    sort: input.sort,
    status: input.status,
  };
  return db.transaction(async (tx) => {
    const before = input.id === undefined ? null : await store.lockSlider(tx, input.id);
    if (input.id !== undefined && !before) throw new HttpError(404, CONTENT_MSG.notFound);
    const publishAt = publicationOf(input.publish_at, before?.publishAt ?? null);
    const row = await store.saveSlider(tx, before ? before.id : null, { ...values, publishAt });
    const view = bannerView(row);
    await audit(tx, actor, before ? 'banner.change' : 'banner.create', `banner:${row.id}`, before ? bannerView(before) : null, view);
    return view;
  });
}

/** Stores an uploaded content image (public) and answers its address; anything but a PNG, JPEG, GIF or WebP is refused. */
export async function storeContentImage(db: Db, actor: Actor, data: Buffer): Promise<string> {
  if (!data.length || data.length > admin.CONTENT_IMAGE_MAX_BYTES || imageExt(data) === null) throw badRequest(CONTENT_MSG.imageType);
  const [image] = namedImages([data]) ?? [];
  if (!image) throw badRequest(CONTENT_MSG.imageType);
  return db.transaction(async (tx) => {
    await store.insertPublicImage(tx, image);
    await audit(tx, actor, 'content.image', image.name, null, { bytes: data.length, type: image.contentType });
    return `/api/images/${image.name}`;
  });
}

export const publicImage = (db: Db, name: string) => store.publicImage(db, name);

// ---- the system notice scheduled ahead: kept in the `notice_next` setting until due, then made the notice

interface NextNotice {
  at: string;
  system_notice: string;
  bn: string;
}
const NEXT = NOTICE_NEXT;

const noticeView = (n: NextNotice | null): admin.ScheduledNotice | null =>
  n?.at ? { system_notice: n.system_notice, system_notice_bn: n.bn, publish_at: n.at } : null;

export async function scheduledNoticeOf(db: Db): Promise<admin.ScheduledNotice | null> {
  return noticeView((await store.settingValue(db, NEXT)) as NextNotice | null);
}

/** Schedules the notice (a new one replaces the one waiting), or drops it (publish_at null); audited. */
export async function scheduleNotice(
  db: Db,
  actor: Actor,
  input: { system_notice?: string; system_notice_bn?: string; publish_at: string | null },
): Promise<admin.ScheduledNotice | null> {
  const at = input.publish_at === null ? null : scheduledTime(input.publish_at, CONTENT_MSG.publishAt);
  if (input.publish_at !== null && !at) throw badRequest(CONTENT_MSG.publishAt);
  const text = input.system_notice?.trim() ?? '';
  if (at && !text) throw badRequest('The notice in English is required.');
  return db.transaction(async (tx) => {
    await store.lockSetting(tx, NEXT);
    const before = noticeView((await store.settingValue(tx, NEXT)) as NextNotice | null);
    const next: NextNotice | Record<string, never> = at ? { at: at.toISOString(), system_notice: text, bn: input.system_notice_bn?.trim() ?? '' } : {};
    await store.putSetting(tx, NEXT, next);
    const view = noticeView(at ? (next as NextNotice) : null);
    await audit(tx, actor, at ? 'notice.schedule' : 'notice.unschedule', 'system_notice', before, view);
    return view;
  });
}

/**
 * Makes a due scheduled notice the system notice (English and Bangla), once, whichever process reads first: under
 * the setting's lock, it is applied and cleared together (the settings' change notifies every process).
 */
export async function applyDueNotice(db: Db, now = new Date()): Promise<void> {
  const at = await nextNoticeAt(db);
  if (!at || at > now) return;
  await db.transaction(async (tx) => {
    await store.lockSetting(tx, NEXT);
    const n = (await store.settingValue(tx, NEXT)) as NextNotice | null;
    if (!n?.at || new Date(n.at) > now) return;
    await store.lockSetting(tx, 'general');
    const general = ((await store.settingValue(tx, 'general')) ?? {}) as Record<string, unknown>;
    const bn = { ...((general.bn as Record<string, unknown> | undefined) ?? {}), system_notice: n.bn };
    await store.putSetting(tx, 'general', { ...general, system_notice: n.system_notice, bn });
    await store.putSetting(tx, NEXT, {});
  });
}
