// Display formats shared by every app. Numbers and money go through Intl.NumberFormat in the reader's language
// (English: 1,234,567.89; Bangla: its digits and grouping) and the player's currency; amounts stay integer poisha
// until here. The formatters are made on first use (not at load), so a page that shows no amount pays nothing.
// English amounts and integers are grouped by arithmetic to the very output Intl's en-US gives (format.test.ts
// compares them over many values and every currency): a page's first Intl.NumberFormat starts ICU, 70-200 ms of
// the main thread on the bench's host (four times that under Lighthouse's 4x), and every English page that shows a
// balance paid it before its first screen. Bangla, and the compact sizes, go through Intl.
import { playerCurrencyCode } from './time';

/** The languages numbers are written in, and the locale each reads them with. */
const LOCALES = { en: 'en-US', bn: 'bn-BD' } as const;
export type NumberLanguage = keyof typeof LOCALES;
let language: NumberLanguage = 'en';
/** The language the screens write numbers in (the i18n module sets it with the player's choice). */
export function setNumberLanguage(lang: string | null | undefined): void {
  language = lang === 'bn' ? 'bn' : 'en';
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = make()));
  return f;
}
const integers = (lang: NumberLanguage) => formatter(`i:${lang}`, () => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 }));
const money = (lang: NumberLanguage, currency: string) =>
  formatter(
    `m:${lang}:${currency}`,
    () =>
      new Intl.NumberFormat(LOCALES[lang], {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );

const compact = (lang: NumberLanguage) => formatter(`c:${lang}`, () => new Intl.NumberFormat(LOCALES[lang], { notation: 'compact', maximumFractionDigits: 1 }));
/** 1234 -> '1.2K', 12345 -> '12K' (Bangla: ১.২ হা): an amount on offer, short. */
export function formatCompact(value: number, lang: NumberLanguage = language): string {
  const n = Number.isFinite(value) ? value : 0;
  return compact(lang).format(n >= 10_000 ? Math.round(n / 1000) * 1000 : n);
}

/** A whole number's digits grouped by thousands, as en-US writes them ('1234567' -> '1,234,567'). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 12345 -> '12,345'; an integer grouped by thousands (contract messages pass 'en': the api speaks English). */
export function formatInteger(value: number, lang: NumberLanguage = language): string {
  const n = Math.trunc(Number.isFinite(value) ? value : 0);
  if (lang === 'en' && Number.isSafeInteger(n)) return `${n < 0 ? '-' : ''}${groupThousands(String(Math.abs(n)))}`;
  return integers(lang).format(n);
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

/** Integer poisha as an exact decimal string ('-12.05'), which Intl.NumberFormat formats without a double. */
function decimalOf(poisha: number): `${number}` {
  const n = Math.trunc(Number.isFinite(poisha) ? poisha : 0);
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` as `${number}`;
}

/** The parts of an amount in a currency: its sign, and the number with its minus, in the locale's order. */
function moneyParts(poisha: number, currency: string, lang: NumberLanguage): { sign: string; number: string; signFirst: boolean } {
  const n = Math.trunc(Number.isFinite(poisha) ? poisha : 0);
  if (lang === 'en' && currency in CURRENCY_SIGN && Number.isSafeInteger(n)) {
    const abs = Math.abs(n);
    const number = `${n < 0 ? '-' : ''}${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
    return { sign: CURRENCY_SIGN[currency], number, signFirst: true };
  }
  const parts = money(lang, currency).formatToParts(decimalOf(poisha));
  const at = parts.findIndex((p) => p.type === 'currency');
  const number = parts
    .filter((p) => p.type !== 'currency' && !(p.type === 'literal' && !p.value.trim()))
    .map((p) => p.value)
    .join('');
  const firstDigit = parts.findIndex((p) => p.type === 'integer');
  return { sign: parts[at]?.value ?? currency, number, signFirst: at < firstDigit };
}

/** 123456 poisha -> '1,234.56' (the number alone, in the reader's language) */
export function formatPoisha(poisha: number, lang: NumberLanguage = language): string {
  return moneyParts(poisha, 'BDT', lang).number;
}

/** 1000 -> '1000.00': the amount as a wallet app takes it (Latin digits, no grouping), for copying. */
export function plainAmount(value: number | string | null | undefined): string {
  return decimalOf(toPoisha(Number(value ?? 0)));
}

/** 1000 -> '1,000.00' (taka, rounded to poisha as Intl.NumberFormat would) */
export function formatAmount(value: number | string | null | undefined): string {
  return formatPoisha(toPoisha(Number(value ?? 0)));
}

/** 1000 -> '৳ 1,000.00': the sign of the player's currency (₹ for INR, Rs for PKR) where their language puts it. */
export function formatMoney(value: number | string | null | undefined, currency: string = playerCurrencyCode()): string {
  const { sign, number, signFirst } = moneyParts(toPoisha(Number(value ?? 0)), currency in CURRENCY_SIGN ? currency : 'BDT', language);
  return signFirst ? `${sign} ${number}` : `${number} ${sign}`;
}

/** The money sign of each currency the site plays in (as Intl's narrow symbol writes it). */
export const CURRENCY_SIGN: Record<string, string> = { BDT: '৳', INR: '₹', PKR: 'Rs' };

/** The first `count` words, with an ellipsis when cut. */
/** A hidden amount: the player's money sign and stars (the member menu's and the header's eye). */
export function hiddenMoney(currency: string = playerCurrencyCode()): string {
  return `${CURRENCY_SIGN[currency] ?? CURRENCY_SIGN.BDT} ****`;
}

export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}...` : words.join(' ');
}

/**
 * A list's preview of a text written in HTML (an inbox message, a promotion's description): its tags dropped, its
 * first `count` words.
 */
export function previewOf(html: string, count: number): string {
  return firstWords(html.replace(/<[^>]*>/g, ' '), count);
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
