// Display formats shared by every app.
// By hand, not Intl: a phone pays ~45 ms for the first Intl call of a page, on the home page's critical path.

/** '1234567' -> '1,234,567' */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** 12345 -> '12,345'; the digits of an integer grouped by thousands. */
export function formatInteger(value: number): string {
  const n = Math.trunc(Number.isFinite(value) ? value : 0);
  return `${n < 0 ? '-' : ''}${grouped(String(Math.abs(n)))}`;
}

/** 1000 -> '1,000.00' (rounded to poisha as Intl.NumberFormat would) */
export function formatAmount(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  const fixed = (Number.isFinite(n) ? n : 0).toFixed(2);
  const [whole, cents] = fixed.replace('-', '').split('.');
  return `${fixed.startsWith('-') && /[1-9]/.test(fixed) ? '-' : ''}${grouped(whole)}.${cents}`;
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
