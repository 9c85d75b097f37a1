// The content module's data access: settings, sliders, payment methods as the site shows them, promotions and
// market blocks. Services decide; this file only reads and writes (docs/architecture.md, layers).
import { and, asc, eq, gt, inArray, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { marketBlocks, paymentMethods, promotions, receiptFiles, settings, sliders } from '../../db/schema/index.js';

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

// ---- the back office's content: every promotion and banner, saved; its images

export type SliderRow = typeof sliders.$inferSelect;

export async function allSliders(db: DbOrTx): Promise<SliderRow[]> {
  return db.select().from(sliders).orderBy(asc(sliders.sliderType), asc(sliders.sort), asc(sliders.id));
}

export async function sliderById(db: DbOrTx, id: number): Promise<SliderRow | undefined> {
  const [r] = await db.select().from(sliders).where(eq(sliders.id, id));
  return r;
}

export async function lockPromotion(tx: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [r] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return r;
}

export async function lockSlider(tx: DbOrTx, id: number): Promise<SliderRow | undefined> {
  const [r] = await tx.select().from(sliders).where(eq(sliders.id, id)).for('update');
  return r;
}

export async function savePromotion(tx: DbOrTx, id: number | null, values: Omit<typeof promotions.$inferInsert, 'id'>): Promise<PromotionRow> {
  if (id === null) return (await tx.insert(promotions).values(values).returning())[0];
  return (await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning())[0];
}

export async function saveSlider(tx: DbOrTx, id: number | null, values: Omit<typeof sliders.$inferInsert, 'id'>): Promise<SliderRow> {
  if (id === null) return (await tx.insert(sliders).values(values).returning())[0];
  return (await tx.update(sliders).set(values).where(eq(sliders.id, id)).returning())[0];
}

/** The earliest publication still ahead (a scheduled promotion or banner that is not a draft), or null. */
export async function nextPublication(db: DbOrTx, now: Date): Promise<Date | null> {
  const [p] = await db
    .select({ at: min(promotions.publishAt) })
    .from(promotions)
    .where(and(gt(promotions.publishAt, now), inArray(promotions.status, ['active', 'display'])));
  const [s] = await db
    .select({ at: min(sliders.publishAt) })
    .from(sliders)
    .where(and(gt(sliders.publishAt, now), eq(sliders.status, 'active')));
  const times = [p?.at, s?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}

export async function insertPublicImage(db: DbOrTx, image: { name: string; contentType: string; data: Buffer }): Promise<void> {
  await db.insert(receiptFiles).values({ ...image, public: true });
}

/** A content image by name: only one marked public (a receipt or a document is never served here). */
export async function publicImage(db: DbOrTx, name: string) {
  const [row] = await db
    .select({ contentType: receiptFiles.contentType, data: receiptFiles.data })
    .from(receiptFiles)
    .where(and(eq(receiptFiles.name, name), eq(receiptFiles.public, true)));
  return row;
}
