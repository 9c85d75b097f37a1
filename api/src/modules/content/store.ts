// The content module's data access: settings, sliders, payment methods as the site shows them, promotions and
// market blocks. Services decide; this file only reads and writes (docs/architecture.md, layers).
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { marketBlocks, paymentMethods, promotions, settings, sliders } from '../../db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;

export async function settingValue(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function lockSetting(tx: DbOrTx, key: string): Promise<void> {
  await tx.insert(settings).values({ key, value: {} }).onConflictDoNothing();
  await tx.select({ key: settings.key }).from(settings).where(eq(settings.key, key)).for('update');
}

export async function putSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

export async function activeSliders(db: DbOrTx) {
  return db.select().from(sliders).where(eq(sliders.status, 'active')).orderBy(asc(sliders.sort), asc(sliders.id));
}

export async function activePaymentMethods(db: DbOrTx) {
  return db.select().from(paymentMethods).where(eq(paymentMethods.status, 'active')).orderBy(asc(paymentMethods.id));
}

export async function allPromotions(db: DbOrTx): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(asc(promotions.id));
}

export async function promotionById(db: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [r] = await db.select().from(promotions).where(eq(promotions.id, id));
  return r;
}

export async function marketBlocksOf(db: DbOrTx, playerId: number) {
  return db
    .select({ exchange_market: marketBlocks.exchangeMarket, cs_market: marketBlocks.csMarket, status: marketBlocks.status })
    .from(marketBlocks)
    .where(eq(marketBlocks.playerId, playerId));
}

export async function setMarketBlock(db: DbOrTx, values: { playerId: number; exchangeMarket: number; csMarket: number; status: string }): Promise<void> {
  await db.insert(marketBlocks).values(values).onConflictDoUpdate({ target: marketBlocks.playerId, set: values });
}
