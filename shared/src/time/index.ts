// Time as players read it: Asia/Dhaka for BDT players (and the site's own clock, docs/spec.md section 1), Asia/Kolkata
// for INR and Asia/Karachi for PKR players, and the record date ranges of docs/spec.md section 5 on their calendar days.
// dayjs (the design card's package) with its utc plugin at fixed offsets (none of the three zones keeps daylight
// saving: Bangladesh and Pakistan since 2009, India since 1945): no time-zone database and no Intl, whose first use
// costs a phone ~45 ms of blocked main thread, and the answer does not depend on the device's own zone. The api
// uses the same module.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

/** @deprecated Unused since every time follows the player's currency's zone (ZONES); removed at the next major version. */
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

dayjs.extend(utc);

/** An instant read as the wall clock of a zone (Dhaka unless said): dayjs in UTC mode at the zone's fixed offset. */
export type DhakaTime = Dayjs;

type Instant = string | number | Date | Dayjs;
/** The instant in ms; a string goes through Date.parse (an ISO time without an offset is the device's local time). */
const msOf = (input: Instant | undefined): number =>
  input === undefined
    ? Date.now()
    : dayjs.isDayjs(input)
      ? input.valueOf()
      : input instanceof Date
        ? input.getTime()
        : typeof input === 'number'
          ? input
          : Date.parse(input);

/** The instant `ms` at a fixed offset of `offsetMin` minutes (an invalid instant stays invalid: 'Invalid Date'). */
const at = (ms: number, offsetMin: number): Dayjs => (Number.isFinite(ms) ? dayjs.utc(ms).utcOffset(offsetMin) : dayjs.utc(NaN));

/** Now, or the given instant, in Asia/Dhaka (the site's clock). */
export function dhaka(input?: Instant): DhakaTime {
  return at(msOf(input), ZONES.BDT.offsetMin);
}

/** Now, or the given instant, in the time zone of a currency's players. */
export function inZone(currency: string | null | undefined, input?: Instant): DhakaTime {
  return at(msOf(input), zoneOf(currency).offsetMin);
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

/** An end time as a player reads it, with its zone: 26/11/2026 14:05 GMT+6. */
export const formatUntil = (input: Instant, currency: string | null | undefined): string =>
  `${formatTime(inZone(currency, input), 'DD/MM/YYYY HH:mm')} ${zoneOf(currency).label}`;

/** The first instant of the calendar day, week (from Monday) or month that holds `now`, in a currency's zone. */
export function periodStart(period: 'day' | 'week' | 'month', currency: string | null | undefined, now?: Instant): DhakaTime {
  const t = inZone(currency, now);
  if (period === 'month') return t.startOf('month');
  const day = t.startOf('day');
  return period === 'week' ? day.subtract((day.day() + 6) % 7, 'day') : day;
}

/** The calendar date (YYYY-MM-DD) of an instant, now by default, in Dhaka or a currency's zone: "today". */
export function dayOf(input?: Instant, currency: string = 'BDT'): string {
  return inZone(currency, input).format('YYYY-MM-DD');
}

/** The first instant of a calendar date (YYYY-MM-DD) in Dhaka or a currency's zone, or null when it is no date. */
export function dayStart(day: string, currency: string = 'BDT'): DhakaTime | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const offsetMin = zoneOf(currency).offsetMin;
  const t = at(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - offsetMin * 60_000, offsetMin);
  return t.isValid() && dayOf(t, currency) === day ? t : null;
}

/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm[:ss], as a datetime-local field gives it) names in Dhaka or a currency's
 * zone, whatever the device's own zone; null when it is no such time.
 */
export function wallClock(local: string, currency: string = 'BDT'): DhakaTime | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  const day = m ? dayStart(m[1], currency) : null;
  if (!m || !day || Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) return null;
  return day
    .add(Number(m[2]), 'hour')
    .add(Number(m[3]), 'minute')
    .add(Number(m[4] ?? 0), 'second');
}

let language: 'en' | 'bn' = 'en';
/** The language times are written in (the session sets it with the reader's choice; the api writes English). */
export function setTimeLanguage(lang: string | null | undefined): void {
  language = lang === 'bn' ? 'bn' : 'en';
}
let bangla: { digits: string[]; months: string[] } | null = null;
/** Bangla digits and short month names, from Intl (made when Bangla is first shown; English never pays for it). */
function banglaNames() {
  if (!bangla) {
    const n = new Intl.NumberFormat('bn-BD', { useGrouping: false });
    const m = new Intl.DateTimeFormat('bn-BD', { month: 'short', timeZone: 'UTC' });
    bangla = {
      digits: Array.from({ length: 10 }, (_, d) => n.format(d)),
      months: Array.from({ length: 12 }, (_, i) => m.format(Date.UTC(2026, i, 15))),
    };
  }
  return bangla;
}
/** A time in a dayjs pattern, written in the reader's language (Bangla: its digits and month names). */
export function formatTime(t: Dayjs, pattern: string): string {
  if (language === 'en') return t.format(pattern);
  const names = banglaNames();
  const text = t.format(pattern.replace(/MMM/g, '[\u0000]'));
  return text.replace(/\u0000/g, names.months[t.month()]).replace(/[0-9]/g, (d) => names.digits[Number(d)]);
}
/** An instant on the signed-in player's clock in a dayjs pattern, in the reader's language. */
export const formatPlayer = (input: Instant, pattern: string): string => formatTime(playerTime(input), pattern);

/** 12/05/2025 (day/month/year) in Dhaka time. */
export function formatDate(input: string | number | Date): string {
  return formatTime(dhaka(input), 'DD/MM/YYYY');
}
/** @deprecated Unused (times are the player's: formatPlayerDateTime); removed at the next major version. */
export function formatDateTime(input: string | number | Date): string {
  return formatTime(dhaka(input), 'DD/MM/YYYY HH:mm:ss');
}
/** 12/05/2025 14:03:09 on the signed-in player's clock (their bets, chats, sessions, inbox). */
export function formatPlayerDateTime(input: string | number | Date): string {
  return formatTime(playerTime(input), 'DD/MM/YYYY HH:mm:ss');
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
