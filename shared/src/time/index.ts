// Time in Asia/Dhaka (GMT+6, no daylight saving since 2009) and the record date ranges of SPEC.md section 5.
// Plain arithmetic on a fixed offset: no time-zone database and no Intl, whose first use costs a phone
// ~45 ms of blocked main thread (Lighthouse counted it 4x), and the answer does not depend on the
// device's own zone or its daylight saving.

export const TIME_ZONE = 'Asia/Dhaka';
const OFFSET_MS = 6 * 3_600_000;
const UNIT_MS = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type TimeUnit = keyof typeof UNIT_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An instant, read as a Dhaka wall clock. Immutable. */
export class DhakaTime {
  /** The wall clock as UTC fields (getUTC* of `wall` are Dhaka's year, month, day, hours...). */
  private readonly wall: Date;
  constructor(readonly ms: number) {
    this.wall = new Date(ms + OFFSET_MS);
  }
  valueOf(): number {
    return this.ms;
  }
  isValid(): boolean {
    return Number.isFinite(this.ms);
  }
  toISOString(): string {
    return new Date(this.ms).toISOString();
  }
  add(n: number, unit: TimeUnit): DhakaTime {
    return new DhakaTime(this.ms + n * UNIT_MS[unit]);
  }
  subtract(n: number, unit: TimeUnit): DhakaTime {
    return this.add(-n, unit);
  }
  /** Midnight of this Dhaka calendar day. */
  startOf(unit: 'day'): DhakaTime {
    const wall = this.ms + OFFSET_MS;
    return new DhakaTime(wall - (((wall % UNIT_MS[unit]) + UNIT_MS[unit]) % UNIT_MS[unit]) - OFFSET_MS);
  }
  isBefore(other: DhakaTime): boolean {
    return this.ms < other.ms;
  }
  isSame(other: DhakaTime): boolean {
    return this.ms === other.ms;
  }
  /** Tokens YYYY MMM MM DD HH mm ss; without a pattern, ISO 8601 with the +06:00 offset. */
  format(pattern = 'YYYY-MM-DDTHH:mm:ss+06:00'): string {
    if (!this.isValid()) return 'Invalid Date';
    const w = this.wall;
    const parts: Record<string, string> = {
      YYYY: String(w.getUTCFullYear()),
      MMM: MONTHS[w.getUTCMonth()],
      MM: pad(w.getUTCMonth() + 1),
      DD: pad(w.getUTCDate()),
      HH: pad(w.getUTCHours()),
      mm: pad(w.getUTCMinutes()),
      ss: pad(w.getUTCSeconds()),
    };
    return pattern.replace(/YYYY|MMM|MM|DD|HH|mm|ss/g, (token) => parts[token]);
  }
}

/** Now, or the given instant, in Asia/Dhaka. */
export function dhaka(input?: string | number | Date | DhakaTime): DhakaTime {
  if (input === undefined) return new DhakaTime(Date.now());
  if (input instanceof DhakaTime) return input;
  return new DhakaTime(input instanceof Date ? input.getTime() : typeof input === 'number' ? input : Date.parse(input));
}

export type DateRange = 'today' | 'yesterday' | 'last7' | 'all';

/** [from, to) instants of a filter, computed on Dhaka calendar days. `all` has no bounds. */
export function rangeOf(range: DateRange, now: DhakaTime = dhaka()): { from: DhakaTime | null; to: DhakaTime | null } {
  const startOfToday = now.startOf('day');
  switch (range) {
    case 'today':
      return { from: startOfToday, to: startOfToday.add(1, 'day') };
    case 'yesterday':
      return { from: startOfToday.subtract(1, 'day'), to: startOfToday };
    case 'last7':
      // the last 7 calendar days, today included: the same days in the api and on every screen
      return { from: startOfToday.subtract(6, 'day'), to: startOfToday.add(1, 'day') };
    default:
      return { from: null, to: null };
  }
}

/** The Dhaka calendar date (YYYY-MM-DD) of an instant, now by default: "today" wherever it is asked. */
export function dayOf(input?: string | number | Date | DhakaTime): string {
  return dhaka(input).format('YYYY-MM-DD');
}

/** The first instant of a Dhaka calendar date (YYYY-MM-DD), or null when it is no date. */
export function dayStart(day: string): DhakaTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const t = new DhakaTime(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - OFFSET_MS);
  return t.isValid() && dayOf(t) === day ? t : null;
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
