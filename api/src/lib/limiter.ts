// Fixed-window rate limits: login, signup, code sends and checks, captcha, admin tokens.
// Kept in the database (PGlite or PostgreSQL), so every api process on one PostgreSQL shares the counts.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { HttpError } from './errors.js';

export const TOO_MANY = 'Too many attempts, please try again later.';

export interface Limiter {
  /** Counts one hit for `key`; throws 429 past `max` hits in `windowMs`. */
  hit(key: string, max: number, windowMs: number, message?: string): Promise<void>;
  /** How many hits `key` has in its current window (0 when none). */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

function tooMany(message: string, resetAt: number, now: number): HttpError {
  return new HttpError(429, message, undefined, { retry_after: Math.max(1, Math.ceil((resetAt - now) / 1000)) });
}

/** One atomic upsert per hit: a new window starts when the old one has passed. */
export class DbLimiter implements Limiter {
  private lastSweep = 0;
  constructor(private readonly db: Db) {}

  async hit(key: string, max: number, windowMs: number, message = TOO_MANY): Promise<void> {
    const k = key.slice(0, 300);
    const res = await this.db.execute<{ count: number; reset_at: Date | string }>(sql`
      insert into rate_limits (key, count, reset_at) values (${k}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`);
    const row = (res as unknown as { rows: { count: number; reset_at: Date | string }[] }).rows[0];
    const now = Date.now();
    if (now - this.lastSweep > 10 * 60_000) {
      this.lastSweep = now;
      await this.db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
    }
    if (row && Number(row.count) > max) throw tooMany(message, new Date(row.reset_at).getTime(), now);
  }

  async count(key: string): Promise<number> {
    const res = await this.db.execute<{ count: number }>(sql`select count from rate_limits where key = ${key.slice(0, 300)} and reset_at > now()`);
    const row = (res as unknown as { rows: { count: number }[] }).rows[0];
    return row ? Number(row.count) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${key.slice(0, 300)}`);
  }
}
