// The back office's content (part of the admin namespace): promotions and banners written in English and Bangla,
// with images uploaded to the api, kept as drafts, published at once or at a time set ahead (scheduled), and taken
// down. Players see only what is published and due (content.ts's public answers). Audited; managers only.
import { body, envelope, nullable, op, opt, str, Type, type Static } from './schema';

const tag = 'admin';
const auth = 'admin' as const;

/**
 * What a promotion's status means. A draft is seen by nobody but the desk; active: on show and claimable with a
 * deposit between its start and end dates; display: on show, not claimable; inactive: taken down.
 */
export const PROMOTION_STATUSES = ['draft', 'active', 'display', 'inactive'] as const;
/** A banner's: a draft, active (on show), inactive (taken down). */
export const BANNER_STATUSES = ['draft', 'active', 'inactive'] as const;
/** The rows a banner may be in (the home page's main slider, the favourites row, the featured games row). */
export const BANNER_TYPES = ['Main', 'Favourite', 'Features'] as const;
/** The promotion categories the site files offers under (docs/spec.md, Promotions: the desktop filter's ids). */
export const PROMOTION_CATEGORIES = {
  99: 'Welcome Offer',
  1: 'Slots',
  2: 'Casino',
  4: 'Sports',
  8: 'Fishing',
  32: 'ESports',
  64: 'Lottery',
  128: 'P2P',
  256: 'Table',
  1024: 'Arcade',
  8192: 'Crash',
  512: 'Others',
} as const;
/** A promotion's deposit bonus, percent: at most this (a mistyped 1000% would pay ten times a deposit). */
export const PROMOTION_BONUS_MAX = 200;
/** Its turnover multiplier: 1 to this. */
export const PROMOTION_TURNOVER_MAX = 50;
/** An uploaded content image: PNG, JPEG, GIF or WebP of at most this many bytes. */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** How far ahead a publication (or an inbox message) may be scheduled. */
export const SCHEDULE_MAX_DAYS = 90;

export const CONTENT_MSG = {
  name: 'A name of 3 to 100 characters is required.',
  desc: 'A description of at most 2,000 characters is required.',
  image: 'Upload an image first (PNG, JPEG, GIF or WebP, at most 2 MB).',
  imageType: 'The image must be a PNG, JPEG, GIF or WebP of at most 2 MB.',
  dates: 'The end date must be on or after the start date (YYYY-MM-DD).',
  bonus: `The bonus must be a whole percent from 0 to ${PROMOTION_BONUS_MAX}.`,
  turnover: `The turnover must be a whole number from 1 to ${PROMOTION_TURNOVER_MAX}.`,
  category: 'Choose a category.',
  link: 'The link must be a page of the site (starting with /) or a game (PROVIDER-TYPE).',
  publishAt: `A publication time must be a time within the next ${SCHEDULE_MAX_DAYS} days.`,
  sendAt: `A sending time must be a time within the next ${SCHEDULE_MAX_DAYS} days.`,
  notFound: 'Not found.',
  saved: 'Saved.',
} as const;

/** A page of the site (/promotions) or a game as the featured row names it (JILI-SLOT). */
export const BANNER_LINK = '^(/[A-Za-z0-9/_?=&%.-]{0,200}|[A-Z0-9]{2,20}-[A-Z0-9]{2,20})?$';
/** An uploaded content image's address, as the upload answers it (or a seeded image's). */
export const CONTENT_IMAGE = '^(/api/images/[0-9a-f]{24}\\.(png|jpg|gif|webp)|/storage/[A-Za-z0-9/_.-]{1,200})$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

const publishAt = opt(nullable(str(40, { message: CONTENT_MSG.publishAt })));
const image = str(240, { pattern: CONTENT_IMAGE, message: CONTENT_MSG.image });

export const promotionInput = body({
  /** Absent: a new promotion; a number: that one, changed. */
  id: opt(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: str(100, { min: 3, pattern: '\\S', message: CONTENT_MSG.name }),
  desc: str(2000, { min: 1, pattern: '\\S', message: CONTENT_MSG.desc }),
  tag: opt(str(40)),
  name_bn: opt(str(100)),
  desc_bn: opt(str(2000)),
  tag_bn: opt(str(40)),
  thumbnail: image,
  start_date: str(10, { pattern: DAY, message: CONTENT_MSG.dates }),
  end_date: str(10, { pattern: DAY, message: CONTENT_MSG.dates }),
  category: Type.Integer({ 'x-message': CONTENT_MSG.category }),
  deposit_bouns: Type.Integer({ minimum: 0, maximum: PROMOTION_BONUS_MAX, 'x-message': CONTENT_MSG.bonus }),
  turnover: Type.Integer({ minimum: 1, maximum: PROMOTION_TURNOVER_MAX, 'x-message': CONTENT_MSG.turnover }),
  status: Type.Union([Type.Literal('draft'), Type.Literal('active'), Type.Literal('display'), Type.Literal('inactive')], { 'x-message': 'Choose a status.' }),
  /** When players first see it (ISO 8601); empty: as soon as it is saved active or display. */
  publish_at: publishAt,
});
export type PromotionInput = Static<typeof promotionInput>;

export const bannerInput = body({
  id: opt(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: str(100, { min: 3, pattern: '\\S', message: CONTENT_MSG.name }),
  name_bn: opt(str(100)),
  link: str(220, { pattern: BANNER_LINK, message: CONTENT_MSG.link }),
  thumbnail: image,
  slider_type: Type.Union([Type.Literal('Main'), Type.Literal('Favourite'), Type.Literal('Features')], { 'x-message': 'Choose a row.' }),
  sort: Type.Integer({ minimum: 0, maximum: 999, 'x-message': 'The order must be a number from 0 to 999.' }),
  status: Type.Union([Type.Literal('draft'), Type.Literal('active'), Type.Literal('inactive')], { 'x-message': 'Choose a status.' }),
  publish_at: publishAt,
});
export type BannerInput = Static<typeof bannerInput>;

/** Where a piece of content stands for players now: unseen (a draft or taken down), scheduled, on show, ended. */
export const SHOWING = ['hidden', 'scheduled', 'on show', 'ended'] as const;
const showing = Type.Union([Type.Literal('hidden'), Type.Literal('scheduled'), Type.Literal('on show'), Type.Literal('ended')]);

export const adminPromotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  desc: Type.String(),
  tag: Type.String(),
  name_bn: Type.String(),
  desc_bn: Type.String(),
  tag_bn: Type.String(),
  thumbnail: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  category: Type.Integer(),
  deposit_bouns: Type.Integer(),
  turnover: Type.Integer(),
  status: Type.String(),
  publish_at: nullable(Type.String()),
  showing,
});
export type AdminPromotion = Static<typeof adminPromotion>;

export const adminBanner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_bn: Type.String(),
  link: Type.String(),
  thumbnail: Type.String(),
  slider_type: Type.String(),
  sort: Type.Integer(),
  status: Type.String(),
  publish_at: nullable(Type.String()),
  showing,
});
export type AdminBanner = Static<typeof adminBanner>;

export const contentList = op({
  method: 'GET',
  url: '/api/admin/content',
  tag,
  auth,
  summary: 'Every promotion and banner, drafts and taken down included, with where each stands for players now',
  schema: { response: { 200: envelope(Type.Object({ promotions: Type.Array(adminPromotion), banners: Type.Array(adminBanner) })) } },
});

export const savePromotion = op({
  method: 'POST',
  url: '/api/admin/promotions',
  tag,
  auth,
  summary: 'Creates a promotion (no id) or changes one: English and Bangla, image, dates, bonus, status and publication time (audited)',
  schema: { body: promotionInput, response: { 200: envelope(adminPromotion) } },
});

export const saveBanner = op({
  method: 'POST',
  url: '/api/admin/banners',
  tag,
  auth,
  summary: 'Creates a banner (no id) or changes one: English and Bangla name, image, link, row, order, status and publication time (audited)',
  schema: { body: bannerInput, response: { 200: envelope(adminBanner) } },
});

export const uploadImage = op({
  method: 'POST',
  url: '/api/admin/content/images',
  tag,
  auth,
  consumes: ['multipart/form-data'],
  summary: 'Uploads one image (file: PNG, JPEG, GIF or WebP, 2 MB at most) for a promotion or banner; answers its public address',
  form: Type.Object({ file: Type.String({ format: 'binary' }) }),
  schema: { response: { 200: envelope(Type.Object({ url: Type.String() })) } },
});

/** The system notice set to replace the current one at a time ahead (one at a time; a new one replaces it). */
export const scheduledNotice = Type.Object({
  system_notice: Type.String(),
  system_notice_bn: Type.String(),
  publish_at: Type.String(),
});
export type ScheduledNotice = Static<typeof scheduledNotice>;

export const noticeSchedule = op({
  method: 'GET',
  url: '/api/admin/notice/schedule',
  tag,
  auth,
  summary: 'The system notice waiting for its publication time, if any',
  schema: { response: { 200: envelope(nullable(scheduledNotice)) } },
});

export const scheduleNotice = op({
  method: 'POST',
  url: '/api/admin/notice/schedule',
  tag,
  auth,
  summary:
    'Schedules the system notice (English and Bangla) to replace the current one at publish_at (within SCHEDULE_MAX_DAYS), or with publish_at null drops the one waiting; audited',
  schema: {
    body: body({
      system_notice: opt(str(5000)),
      system_notice_bn: opt(str(5000)),
      publish_at: nullable(str(40, { message: CONTENT_MSG.publishAt })),
    }),
    response: { 200: envelope(nullable(scheduledNotice)) },
  },
});
