import type { DbOrTx } from '../../db/client.js';
import * as store from './store.js';

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

export const activeSliders = (db: DbOrTx) => store.activeSliders(db);

/** One active payment method per provider (the channels of a provider are listed by /api/showpayment-menthod). */
export async function depositProviders(db: DbOrTx) {
  const rows = await store.activePaymentMethods(db);
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.provider) ? false : (seen.add(r.provider), true)));
}

export type { PromotionRow } from './store.js';
type PromotionRow = store.PromotionRow;

/** Promotions on show (active or display). */
export async function shownPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  const rows = await store.allPromotions(db);
  return rows.filter((r) => r.status === 'active' || r.status === 'display');
}

export async function promotionById(db: DbOrTx, id: number): Promise<PromotionRow | null> {
  return (await store.promotionById(db, id)) ?? null;
}

export const marketBlocksOf = (db: DbOrTx, playerId: number) => store.marketBlocksOf(db, playerId);

export const setMarketBlock = (db: DbOrTx, values: Parameters<typeof store.setMarketBlock>[1]) => store.setMarketBlock(db, values);
