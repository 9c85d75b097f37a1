// A time set ahead in the back office (a promotion's or banner's publication, an inbox message's sending).
import { badRequest } from './errors.js';
import { admin } from '@bet/shared/contract';

/** An ISO 8601 instant from now to SCHEDULE_MAX_DAYS ahead, or null when empty (at once); else a 400 with `message`. */
export function scheduledTime(value: string | null | undefined, message: string, now = new Date()): Date | null {
  if (value === undefined || value === null || value.trim() === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw badRequest(message);
  // a minute's grace behind: a form sent "now" arrives a moment later
  if (at.getTime() < now.getTime() - 60_000 || at.getTime() > now.getTime() + admin.SCHEDULE_MAX_DAYS * 86_400_000) throw badRequest(message);
  return at;
}
