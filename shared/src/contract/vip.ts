// The VIP levels: plain data, without the api's schemas, so a screen that shows a level takes only this module.
/**
 * The VIP levels, by the VP a player has ever earned (converting points to money never lowers a level). The spec's
 * card showed "Expert III" to everyone; the level now follows the points (SPEC departure, docs/architecture.md).
 */
export const VIP_TIERS = [
  { name: /*i18n*/ 'Beginner I', from: 0 },
  { name: /*i18n*/ 'Beginner II', from: 100 },
  { name: /*i18n*/ 'Beginner III', from: 300 },
  { name: /*i18n*/ 'Expert I', from: 1_000 },
  { name: /*i18n*/ 'Expert II', from: 3_000 },
  { name: /*i18n*/ 'Expert III', from: 10_000 },
  { name: /*i18n*/ 'Master I', from: 30_000 },
  { name: /*i18n*/ 'Master II', from: 100_000 },
  { name: /*i18n*/ 'Master III', from: 300_000 },
] as const;
export type VipTier = (typeof VIP_TIERS)[number];

/** The level `earned` VP reach, the next one (null at the top) and how far along to it, 0-100. */
export function vipTierOf(earned: number): { tier: VipTier; next: VipTier | null; toNext: number; percent: number } {
  const at = VIP_TIERS.findLastIndex((t) => earned >= t.from);
  const tier = VIP_TIERS[Math.max(0, at)];
  const next = VIP_TIERS[at + 1] ?? null;
  if (!next) return { tier, next: null, toNext: 0, percent: 100 };
  return { tier, next, toNext: next.from - earned, percent: Math.floor(((earned - tier.from) / (next.from - tier.from)) * 100) };
}
