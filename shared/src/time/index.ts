// Time as players read it: Asia/Dhaka for BDT players (and the site's own clock, SPEC.md section 1), Asia/Kolkata
// for INR and Asia/Karachi for PKR players, and the record date ranges of SPEC.md section 5 on their calendar days.
// Plain arithmetic on fixed offsets (none of the three zones keeps daylight saving: Bangladesh and Pakistan since
// 2009, India since 1945): no time-zone database and no Intl, whose first use costs a phone ~45 ms of blocked main
// thread, and the answer does not depend on the device's own zone. The api uses the same module.

export const TIME_ZONE = 'Asia/Dhaka';
/** Each currency's time zone: its name, its offset from UTC in minutes, and how the screens label it. */
export const ZONES = {
  BDT: { name: 'Asia/Dhaka', offsetMin: 360, label: 'GMT+6' },
  INR: { name: 'Asia/Kolkata', offsetMin: 330, label: 'GMT+5:30' },
  PKR: { name: 'Asia/Karachi', offsetMin: 300, label: 'GMT+5' },
} as const;
export type ZoneCurrency = keyof typeof ZONES;
export type Zone = (typeof ZONES)[ZoneCurrency];
/** The zone of a currency (Dhaka for anything else). */
export const zoneOf = (currency: string | null | undefined): Zone => ZONES[(currency ?? 'BDT') as ZoneCurrency] ?? ZONES.BDT;

const OFFSET_MS = 6 * 3_600_000;
const UNIT_MS = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
export type TimeUnit = keyof typeof UNIT_MS;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const isoOffset = (min: number) => `${min < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(min) / 60))}:${pad(Math.abs(min) % 60)}`;

/** An instant, read as the wall clock of a zone (Dhaka unless said). Immutable. */
export class DhakaTime {
  /** The wall clock as UTC fields (getUTC* of `wall` are the zone's year, month, day, hours...). */
  private readonly wall: Date;
  constructor(
    readonly ms: number,
    readonly offsetMs: number = OFFSET_MS,
  ) {
    this.wall = new Date(ms + offsetMs);
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
    return new DhakaTime(this.ms + n * UNIT_MS[unit], this.offsetMs);
  }
  subtract(n: number, unit: TimeUnit): DhakaTime {
    return this.add(-n, unit);
  }
  /** Midnight of this calendar day in the zone. */
  startOf(unit: 'day'): DhakaTime {
    const wall = this.ms + this.offsetMs;
    return new DhakaTime(wall - (((wall % UNIT_MS[unit]) + UNIT_MS[unit]) % UNIT_MS[unit]) - this.offsetMs, this.offsetMs);
  }
  isBefore(other: DhakaTime): boolean {
    return this.ms < other.ms;
  }
  isSame(other: DhakaTime): boolean {
    return this.ms === other.ms;
  }
  /** Tokens YYYY MMM MM DD HH mm ss; without a pattern, ISO 8601 with the zone's offset (+06:00 in Dhaka). */
  format(pattern = `YYYY-MM-DDTHH:mm:ss${isoOffset(this.offsetMs / 60_000)}`): string {
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

type Instant = string | number | Date | DhakaTime;
const msOf = (input: Instant | undefined) =>
  input === undefined
    ? Date.now()
    : input instanceof DhakaTime
      ? input.ms
      : input instanceof Date
        ? input.getTime()
        : typeof input === 'number'
          ? input
          : Date.parse(input);

/** Now, or the given instant, in Asia/Dhaka (the site's clock). */
export function dhaka(input?: Instant): DhakaTime {
  if (input instanceof DhakaTime && input.offsetMs === OFFSET_MS) return input;
  return new DhakaTime(msOf(input));
}

/** Now, or the given instant, in the time zone of a currency's players. */
export function inZone(currency: string | null | undefined, input?: Instant): DhakaTime {
  return new DhakaTime(msOf(input), zoneOf(currency).offsetMin * 60_000);
}

let playerCurrency: string = 'BDT';
/** Whose time the screens show: the signed-in player's currency (BDT for a guest). */
export function setPlayerCurrency(currency: string | null | undefined): void {
  playerCurrency = currency && currency in ZONES ? currency : 'BDT';
}
/** The signed-in player's currency (BDT for a guest). */
export const playerCurrencyCode = (): string => playerCurrency;
/** The signed-in player's zone (name, offset, label). */
export const playerZone = (): Zone => zoneOf(playerCurrency);
/** Now, or the given instant, on the signed-in player's clock (their records, chats, bets). */
export const playerTime = (input?: Instant): DhakaTime => inZone(playerCurrency, input);

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

/** The calendar date (YYYY-MM-DD) of an instant, now by default, in Dhaka or a currency's zone: "today". */
export function dayOf(input?: Instant, currency: string = 'BDT'): string {
  return inZone(currency, input).format('YYYY-MM-DD');
}

/** The first instant of a calendar date (YYYY-MM-DD) in Dhaka or a currency's zone, or null when it is no date. */
export function dayStart(day: string, currency: string = 'BDT'): DhakaTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const offset = zoneOf(currency).offsetMin * 60_000;
  const t = new DhakaTime(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - offset, offset);
  return t.isValid() && dayOf(t, currency) === day ? t : null;
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
