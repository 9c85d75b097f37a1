// Display formats shared by every app.
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1000 -> '1,000.00' */
export function formatAmount(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  return money.format(Number.isFinite(n) ? n : 0);
}

/** 1000 -> '৳ 1,000.00' */
export function formatMoney(value: number | string | null | undefined): string {
  return `৳ ${formatAmount(value)}`;
}

/** The first `count` words, with an ellipsis when cut. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/** Cut at `max` characters plus an ellipsis. */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** 01712345678 -> 01*******78 (first 2 and last 2 digits). */
export function maskAccount(value: string): string {
  if (value.length <= 4) return value;
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}
