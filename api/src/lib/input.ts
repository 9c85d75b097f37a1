// Checks at the edge, before any query: ids that fit the database's integer columns, strings without NUL bytes.

/** The largest id a serial (int4) column holds. */
export const MAX_ID = 2_147_483_647;

/** '42' | 42 -> 42; null unless a whole number from 1 to MAX_ID (so a query never sees an id it cannot hold). */
export function toId(value: unknown): number | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(s)) return null;
  const n = Number(s);
  return n <= MAX_ID ? n : null;
}

/** True when a string anywhere in `value` (keys included) holds a NUL byte, which PostgreSQL text cannot store. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}
