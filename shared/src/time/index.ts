// dayjs in Asia/Dhaka (GMT+6) and the record date ranges of SPEC.md section 5.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = 'Asia/Dhaka';
export { dayjs };
export type { Dayjs };

/** Now, or the given instant, in Asia/Dhaka. */
export function dhaka(input?: string | number | Date | Dayjs): Dayjs {
  return dayjs(input).tz(TIME_ZONE);
}

export type DateRange = 'today' | 'yesterday' | 'last7' | 'all';

/** [from, to) instants of a filter, computed on Dhaka calendar days. `all` has no bounds. */
export function rangeOf(range: DateRange, now: Dayjs = dhaka()): { from: Dayjs | null; to: Dayjs | null } {
  const startOfToday = now.tz(TIME_ZONE).startOf('day');
  switch (range) {
    case 'today':
      return { from: startOfToday, to: startOfToday.add(1, 'day') };
    case 'yesterday':
      return { from: startOfToday.subtract(1, 'day'), to: startOfToday };
    case 'last7':
      return { from: now.subtract(7, 'day'), to: now.add(1, 'second') };
    default:
      return { from: null, to: null };
  }
}

/** 12/05/2025 (day/month/year) in Dhaka time. */
export function formatDate(input: string | number | Date): string {
  return dhaka(input).format('DD/MM/YYYY');
}
export function formatDateTime(input: string | number | Date): string {
  return dhaka(input).format('DD/MM/YYYY HH:mm:ss');
}
/** m:ss (verification countdown) */
export function formatMSS(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
/** mm:ss (arrival countdown) */
export function formatMMSS(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
