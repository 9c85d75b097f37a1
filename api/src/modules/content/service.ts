import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { marketBlocks, paymentMethods, promotions, settings, sliders } from '../../db/schema/index.js';

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
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row ? ({ ...fallback, ...(row.value as object) } as T) : fallback;
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

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

export async function activeSliders(db: DbOrTx) {
  return db.select().from(sliders).where(eq(sliders.status, 'active')).orderBy(asc(sliders.sort), asc(sliders.id));
}

/** One active payment method per provider (the channels of a provider are listed by /api/showpayment-menthod). */
export async function depositProviders(db: DbOrTx) {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.status, 'active')).orderBy(asc(paymentMethods.id));
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.provider) ? false : (seen.add(r.provider), true)));
}

export type PromotionRow = typeof promotions.$inferSelect;

/** Promotions on show (active or display). */
export async function shownPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.id));
  return rows.filter((r) => r.status === 'active' || r.status === 'display');
}

export async function promotionById(db: DbOrTx, id: number): Promise<PromotionRow | null> {
  const [r] = await db.select().from(promotions).where(eq(promotions.id, id));
  return r ?? null;
}

export async function marketBlocksOf(db: DbOrTx, playerId: number) {
  return db
    .select({ exchange_market: marketBlocks.exchangeMarket, cs_market: marketBlocks.csMarket, status: marketBlocks.status })
    .from(marketBlocks)
    .where(eq(marketBlocks.playerId, playerId));
}
