import type { DbOrTx } from '../../db/client.js';
import { dayOf, dhaka } from '@bet/shared/time';
import type { admin } from '@bet/shared/contract';
import * as store from './store.js';

type Showing = (typeof admin.SHOWING)[number];

export interface GeneralSettings {
  system_notice: string;
  support_mail: string;
  withdrawal_status: number;
  notice: { id: number; text: string }[];
  site_title: string;
  site_status: number;
  whatsapp: string;
  live_chat: string;
  intercom: string;
  tawk_id: string;
  /** Where the App button downloads the Android app; empty: the app is announced as coming soon. */
  app_download_url: string;
  /** VP per 100 BDT wagered, taka per VP, referral percent, regular turnover multiplier. */
  vp_per_100: number;
  vp_rate: number;
  referral_percent: number;
  regular_turnover_multiplier: number;
  /** 'manual' (agent/personal/merchant transfer) or 'ewallet' (payment gateway). */
  deposit_mode: string;
}

export async function getSetting<T>(db: DbOrTx, key: string, fallback: T): Promise<T> {
  const value = await store.settingValue(db, key);
  return value === undefined ? fallback : ({ ...fallback, ...(value as object) } as T);
}

export const putSetting = (db: DbOrTx, key: string, value: unknown): Promise<void> => store.putSetting(db, key, value);

/** Locks a setting's row until the transaction ends (made first when missing): saves of it take turns. */
export const lockSetting = (tx: DbOrTx, key: string): Promise<void> => store.lockSetting(tx, key);

export const DEFAULT_GENERAL: GeneralSettings = {
  system_notice: '',
  support_mail: 'support@betbazar.example',
  withdrawal_status: 1,
  notice: [],
  site_title: 'BetBazar',
  site_status: 1,
  whatsapp: '',
  live_chat: '',
  intercom: '',
  tawk_id: '',
  app_download_url: '',
  vp_per_100: 1,
  vp_rate: 1,
  referral_percent: 1,
  regular_turnover_multiplier: 1,
  deposit_mode: 'manual',
};

export const general = (db: DbOrTx) => getSetting(db, 'general', DEFAULT_GENERAL);

export const logoSettings = (db: DbOrTx) => getSetting(db, 'logo', { logo: '', mobile_logo: '', loader_logo: '', favicon: '' });
export const socialLinks = (db: DbOrTx) => getSetting(db, 'social', { whatsapp: '', facebook: '', telegram: '' });

/**
 * Where a promotion or banner stands for players at `now`: hidden (a draft, or taken down), scheduled (its publication
 * time is ahead), ended (a promotion past its end date, a Dhaka calendar day) or on show. The one rule the public
 * answers, a deposit's promotion and the back office's list all read.
 */
export function showingOf(row: { status: string; publishAt: Date | null; endDate?: string }, now: Date): Showing {
  if (row.status !== 'active' && row.status !== 'display') return 'hidden';
  if (row.publishAt && row.publishAt.getTime() > now.getTime()) return 'scheduled';
  if (row.endDate !== undefined && row.endDate < dayOf(now)) return 'ended';
  return 'on show';
}

/** Banners on show now (active, and published). */
export async function activeSliders(db: DbOrTx, now = new Date()) {
  return (await store.activeSliders(db)).filter((r) => showingOf(r, now) === 'on show');
}

/**
 * When the public answers next change by the clock alone: the earliest scheduled publication (a promotion, a banner,
 * the system notice), or the next Dhaka midnight (a promotion's last day ends), whichever comes first.
 */
export async function nextContentChange(db: DbOrTx, now = new Date()): Promise<Date> {
  const midnight = dhaka(now).startOf('day').add(1, 'day').toDate();
  const times = [await store.nextPublication(db, now), await nextNoticeAt(db)].filter((t): t is Date => t !== null && t > now);
  return new Date(Math.min(midnight.getTime(), ...times.map((t) => t.getTime())));
}

/** The setting that holds the system notice scheduled ahead (content/publishing.ts). */
export const NOTICE_NEXT = 'notice_next';

/** When the scheduled system notice is due, or null. */
export async function nextNoticeAt(db: DbOrTx): Promise<Date | null> {
  const n = (await store.settingValue(db, NOTICE_NEXT)) as { at?: string } | null | undefined;
  return n?.at ? new Date(n.at) : null;
}

/** One active payment method per provider (the channels of a provider are listed by /api/showpayment-menthod). */
export async function depositProviders(db: DbOrTx) {
  const rows = await store.activePaymentMethods(db);
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.provider) ? false : (seen.add(r.provider), true)));
}

export type { PromotionRow } from './store.js';
type PromotionRow = store.PromotionRow;

/** Promotions on show now (active or display, published, not past their end date). */
export async function shownPromotions(db: DbOrTx, now = new Date()): Promise<PromotionRow[]> {
  const rows = await store.allPromotions(db);
  return rows.filter((r) => showingOf(r, now) === 'on show');
}

export async function promotionById(db: DbOrTx, id: number): Promise<PromotionRow | null> {
  return (await store.promotionById(db, id)) ?? null;
}

export const marketBlocksOf = (db: DbOrTx, playerId: number) => store.marketBlocksOf(db, playerId);

export const setMarketBlock = (db: DbOrTx, values: Parameters<typeof store.setMarketBlock>[1]) => store.setMarketBlock(db, values);
