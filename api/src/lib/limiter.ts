// A small fixed-window rate limiter (per process): login, code sends and code checks.
import { HttpError } from './errors.js';

export class Limiter {
  private hits = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one hit for `key`; throws 429 past `max` hits in `windowMs`. */
  hit(key: string, max: number, windowMs: number, message = 'Too many attempts, please try again later.'): void {
    const now = this.now();
    const cur = this.hits.get(key);
    if (!cur || cur.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + windowMs });
      if (this.hits.size > 50_000) this.sweep(now);
      return;
    }
    cur.count += 1;
    if (cur.count > max) {
      throw new HttpError(429, message, undefined, { retry_after: Math.ceil((cur.resetAt - now) / 1000) });
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}
