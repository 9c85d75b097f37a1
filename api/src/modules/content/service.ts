import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { settings } from '../../db/schema/index.js';

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
