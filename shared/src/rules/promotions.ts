// Promotion categories (SPEC.md section 2): the desktop filter ids, the mobile tab labels of the same ids, and
// the filter both pages use. Hidden ids (16 Card Game, 2048 Cock Fighting, 4096 Rain, 16384 free) are not offered.
import type { Promotion } from '../model';

export type PromoFilter = 'all' | number;

export const PROMO_FILTERS: { id: PromoFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 99, label: 'Welcome Offer' },
  { id: 1, label: 'Slots' },
  { id: 2, label: 'Casino' },
  { id: 4, label: 'Sports' },
  { id: 8, label: 'Fishing' },
  { id: 32, label: 'ESports' },
  { id: 64, label: 'Lottery' },
  { id: 128, label: 'P2P' },
  { id: 256, label: 'Table' },
  { id: 1024, label: 'Arcade' },
  { id: 8192, label: 'Crash' },
  { id: 512, label: 'Others' },
];

/** The mobile tabs: the same ids under the mobile labels. */
export const PROMO_TABS: { id: PromoFilter; label: string }[] = PROMO_FILTERS.map((f) => ({
  id: f.id,
  label: ({ all: 'ALL', 2: 'Live Casino', 32: 'E-sports' } as Record<string, string>)[String(f.id)] ?? f.label,
}));

export function filterPromotions(rows: Promotion[], filter: PromoFilter): Promotion[] {
  return filter === 'all' ? rows : rows.filter((p) => Number(p.category) === filter);
}

/** '2026-01-31...' -> '2026/01/31'. */
export const promoDay = (d: string) => d.slice(0, 10).replace(/-/g, '/');
