// Display formats shared by every app.
import { playerCurrencyCode } from './time';
// By hand, not Intl: a phone pays ~45 ms for the first Intl call of a page, on the home page's critical path.

/** '1234567' -> '1,234,567' */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** 12345 -> '12,345'; the digits of an integer grouped by thousands. */
export function formatInteger(value: number): string {
  const n = Math.trunc(Number.isFinite(value) ? value : 0);
  return `${n < 0 ? '-' : ''}${grouped(String(Math.abs(n)))}`;
}

/**
 * Taka to whole poisha, rounding halves away from zero on the decimal the number was written as (1.005 is 101
 * poisha, as Intl.NumberFormat rounds it; `toFixed` works on the binary double and gave 1.00).
 */
export function toPoisha(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const abs = Math.abs(value);
  const text = String(abs);
  const poisha = text.includes('e') ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
  return value < 0 ? -poisha : poisha;
}

/** 123456 poisha -> '1,234.56' */
export function formatPoisha(poisha: number): string {
  const n = Math.trunc(Number.isFinite(poisha) ? poisha : 0);
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${grouped(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1000 -> '1,000.00' (taka, rounded to poisha as Intl.NumberFormat would) */
export function formatAmount(value: number | string | null | undefined): string {
  return formatPoisha(toPoisha(Number(value ?? 0)));
}

/** The money sign of each currency the site plays in. */
export const CURRENCY_SIGN: Record<string, string> = { BDT: '৳', INR: '₹', PKR: 'Rs' };

/** 1000 -> '৳ 1,000.00' (the signed-in player's currency: ₹ for INR, Rs for PKR) */
export function formatMoney(value: number | string | null | undefined, currency: string = playerCurrencyCode()): string {
  return `${CURRENCY_SIGN[currency] ?? CURRENCY_SIGN.BDT} ${formatAmount(value)}`;
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
