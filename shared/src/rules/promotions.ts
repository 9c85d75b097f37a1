// Promotion categories (docs/spec.md section 2): the desktop filter ids, the mobile tab labels of the same ids, and
// the filter both pages use. Hidden ids (16 Card Game, 2048 Cock Fighting, 4096 Rain, 16384 free) are not offered.
import type { Promotion } from '../model';

export type PromoFilter = 'all' | number;

export const PROMO_FILTERS: { id: PromoFilter; label: string }[] = [
  { id: 'all', label: /*i18n*/ 'All' },
  { id: 99, label: /*i18n*/ 'Welcome Offer' },
  { id: 1, label: /*i18n*/ 'Slots' },
  { id: 2, label: /*i18n*/ 'Casino' },
  { id: 4, label: /*i18n*/ 'Sports' },
  { id: 8, label: /*i18n*/ 'Fishing' },
  { id: 32, label: /*i18n*/ 'ESports' },
  { id: 64, label: /*i18n*/ 'Lottery' },
  { id: 128, label: /*i18n*/ 'P2P' },
  { id: 256, label: /*i18n*/ 'Table' },
  { id: 1024, label: /*i18n*/ 'Arcade' },
  { id: 8192, label: /*i18n*/ 'Crash' },
  { id: 512, label: /*i18n*/ 'Others' },
];

/** The mobile tabs: the same ids under the mobile labels. */
export const PROMO_TABS: { id: PromoFilter; label: string }[] = PROMO_FILTERS.map((f) => ({
  id: f.id,
  label: ({ all: /*i18n*/ 'ALL', 2: /*i18n*/ 'Live Casino', 32: /*i18n*/ 'E-sports' } as Record<string, string>)[String(f.id)] ?? f.label,
}));

export function filterPromotions(rows: Promotion[], filter: PromoFilter): Promotion[] {
  return filter === 'all' ? rows : rows.filter((p) => Number(p.category) === filter);
}

/** '2026-01-31...' -> '2026/01/31'. */
export const promoDay = (d: string) => d.slice(0, 10).replace(/-/g, '/');
