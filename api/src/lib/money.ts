// Money crosses the api as taka (numbers or numeric strings, at most 2 decimals: the contract's parsePoisha) and is
// kept in poisha.
import { parsePoisha } from '@bet/shared/contract';

/** An amount that may be negative: -12.5 -> -1250 poisha; null when it is no amount. */
export function parseSignedPoisha(value: unknown): number | null {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const abs = parsePoisha(s.startsWith('-') ? s.slice(1) : s);
  return abs === null ? null : s.startsWith('-') ? -abs : abs;
}

/** 10050 -> 100.5 (a JSON number of taka). */
export function toTaka(poisha: number): number {
  return Math.round(poisha) / 100;
}
