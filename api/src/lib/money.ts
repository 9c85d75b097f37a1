// Money crosses the api as taka (numbers or numeric strings, at most 2 decimals) and is kept in poisha.
import { badRequest } from './errors.js';

/** '100.5' | 100.5 -> 10050; null when not a plain non-negative amount with at most two decimals. */
export function parsePoisha(value: unknown): number | null {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** An amount that may be negative: -12.5 -> -1250 poisha; null when it is no amount. */
export function parseSignedPoisha(value: unknown): number | null {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const abs = parsePoisha(s.startsWith('-') ? s.slice(1) : s);
  return abs === null ? null : s.startsWith('-') ? -abs : abs;
}

export function requirePoisha(value: unknown, message: string): number {
  const p = parsePoisha(value);
  if (p === null) throw badRequest(message);
  return p;
}

/** 10050 -> 100.5 (a JSON number of taka). */
export function toTaka(poisha: number): number {
  return Math.round(poisha) / 100;
}
