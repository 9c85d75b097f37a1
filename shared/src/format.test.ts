import { cut, firstWords, previewOf, formatAmount, formatInteger, formatMoney, formatPoisha, maskAccount, setNumberLanguage, toPoisha } from './format';
import { amountCopied, noCodeInUrl, submissionFailedWith } from './rules';
import { dayOf, dayStart, formatMMSS, formatMSS, inZone, playerTime, playerZone, rangeOf, dhaka, setPlayerCurrency, wallClock, zoneOf } from './time';

describe('formats', () => {
  it('money', () => {
    expect(formatMoney(1000)).toBe('৳ 1,000.00');
    expect(formatAmount('25000.5')).toBe('25,000.50');
    expect(formatMoney(null)).toBe('৳ 0.00');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(0.125)).toBe((0.125).toFixed(2));
    expect(formatAmount(-2500)).toBe('-2,500.00');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatAmount('abc')).toBe('0.00');
    expect(formatAmount(999.999)).toBe('1,000.00');
    // halves round away from zero on the decimal as written (toFixed gave 1.00 and 2.67)
    expect(formatAmount(1.005)).toBe('1.01');
    expect(formatAmount(2.675)).toBe('2.68');
    expect(formatAmount(-1.005)).toBe('-1.01');
    expect(formatAmount(1_000_000_000.005)).toBe('1,000,000,000.01');
    expect(formatPoisha(123456)).toBe('1,234.56');
    expect(formatPoisha(-5)).toBe('-0.05');
    expect(toPoisha(1.005)).toBe(101);
    expect(toPoisha(0.1 + 0.2)).toBe(30);
    expect(formatInteger(2000)).toBe('2,000');
    expect(formatInteger(100)).toBe('100');
    expect(formatInteger(-1234567)).toBe('-1,234,567');
  });
  it("money in each currency's sign, through Intl: halves, negatives, large amounts", () => {
    for (const [currency, sign] of [
      ['BDT', '৳'],
      ['INR', '₹'],
      ['PKR', 'Rs'],
    ] as const) {
      expect(formatMoney(1.005, currency)).toBe(`${sign} 1.01`);
      expect(formatMoney(-2.675, currency)).toBe(`${sign} -2.68`);
      expect(formatMoney(0.5, currency)).toBe(`${sign} 0.50`);
      expect(formatMoney(-0.004, currency)).toBe(`${sign} 0.00`);
      expect(formatMoney(12_345_678_901.23, currency)).toBe(`${sign} 12,345,678,901.23`);
    }
    expect(formatMoney(10, 'USD')).toBe('৳ 10.00');
    expect(formatPoisha(Number.MAX_SAFE_INTEGER)).toBe('90,071,992,547,409.91');
  });
  it("English amounts and integers, grouped by arithmetic, are Intl's en-US to the character", () => {
    // the oracle: what Intl.NumberFormat en-US writes, read as the money format reads it (sign, then the number)
    const intl = (poisha: number, currency: string) => {
      const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2 }).formatToParts(
        `${poisha < 0 ? '-' : ''}${Math.floor(Math.abs(poisha) / 100)}.${String(Math.abs(poisha) % 100).padStart(2, '0')}` as `${number}`,
      );
      const number = parts
        .filter((p) => p.type !== 'currency' && !(p.type === 'literal' && !p.value.trim()))
        .map((p) => p.value)
        .join('');
      return `${parts.find((p) => p.type === 'currency')!.value} ${number}`;
    };
    const values = [
      0,
      1,
      -1,
      5,
      -5,
      99,
      100,
      101,
      999,
      1000,
      99_999,
      100_000,
      123_456,
      -123_456,
      100_000_000,
      Number.MAX_SAFE_INTEGER,
      -Number.MAX_SAFE_INTEGER,
    ];
    let seed = 7;
    for (let i = 0; i < 500; i++) {
      seed = (seed * 48271) % 2147483647;
      values.push((seed % 2 ? -1 : 1) * Math.floor(seed / 10 ** (seed % 9)));
    }
    for (const poisha of values) expect([poisha, `৳ ${formatPoisha(poisha)}`]).toEqual([poisha, intl(poisha, 'BDT')]);
    // formatMoney takes taka: the values a double holds to the poisha
    for (const currency of ['BDT', 'INR', 'PKR'])
      for (const poisha of values.filter((p) => toPoisha(p / 100) === p))
        expect([currency, poisha, formatMoney(poisha / 100, currency)]).toEqual([currency, poisha, intl(poisha, currency)]);
    // (a negative zero is written 0, where Intl writes -0)
    for (const n of values) expect([n, formatInteger(n)]).toEqual([n, new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n || 0)]);
    expect(formatInteger(-0)).toBe('0');
  });
  it('Bangla readers get Bangla digits and grouping, the sign where Bangla puts it', () => {
    setNumberLanguage('bn');
    try {
      expect(formatMoney(1234567.5, 'BDT')).toBe('১২,৩৪,৫৬৭.৫০ ৳');
      expect(formatPoisha(-5)).toBe('-০.০৫');
      expect(formatInteger(2000)).toBe('২,০০০');
      expect(formatInteger(2000, 'en')).toBe('2,000');
    } finally {
      setNumberLanguage('en');
    }
  });
  it('masks an account number to its first 2 and last 2 digits', () => {
    expect(maskAccount('01711000001')).toBe('01*******01');
  });
  it('previews and cuts', () => {
    expect(firstWords('one two three four five six', 5)).toBe('one two three four five...');
    expect(previewOf('<p>Deposit <b>now</b></p><p>and win big today</p>', 5)).toBe('Deposit now and win big...');
    expect(previewOf('<p>short</p>', 5)).toBe('short');
    expect(cut('Lightning Roulette Live', 15)).toBe('Lightning Roule...');
  });
  it('spec message builders', () => {
    expect(amountCopied('1000.00')).toBe('Amount copied: 1000.00');
    expect(noCodeInUrl('referral code')).toBe('No referral code found in the URL');
    expect(submissionFailedWith('boom')).toBe('Submission failed: boom');
  });
  it('countdowns', () => {
    expect(formatMSS(300)).toBe('5:00');
    expect(formatMSS(59)).toBe('0:59');
    expect(formatMMSS(1800)).toBe('30:00');
    expect(formatMMSS(65)).toBe('01:05');
  });
  it('date ranges are Dhaka calendar days', () => {
    const now = dhaka('2026-11-22T01:30:00+06:00');
    const today = rangeOf('today', now);
    expect(today.from!.toISOString()).toBe('2026-11-21T18:00:00.000Z');
    const y = rangeOf('yesterday', now);
    expect(y.to!.toISOString()).toBe(today.from!.toISOString());
    expect(rangeOf('all', now).from).toBeNull();
    // seven calendar days, today included (the api's records use the same function)
    const week = rangeOf('last7', now);
    expect(week.from!.toISOString()).toBe('2026-11-15T18:00:00.000Z');
    expect(week.to!.toISOString()).toBe(today.to!.toISOString());
  });
  it("each currency's players read their own clock: Dhaka, Kolkata, Karachi", () => {
    const at = '2026-11-24T18:15:00Z';
    expect(inZone('BDT', at).format()).toBe('2026-11-25T00:15:00+06:00');
    expect(inZone('INR', at).format()).toBe('2026-11-24T23:45:00+05:30');
    expect(inZone('PKR', at).format()).toBe('2026-11-24T23:15:00+05:00');
    expect(dayOf(at, 'BDT')).toBe('2026-11-25');
    expect(dayOf(at, 'INR')).toBe('2026-11-24');
    expect(dayStart('2026-11-25', 'PKR')!.toISOString()).toBe('2026-11-24T19:00:00.000Z');
    // a datetime-local field's value read on Dhaka's clock, whatever the device's zone
    expect(wallClock('2026-11-28T14:30')!.toISOString()).toBe('2026-11-28T08:30:00.000Z');
    expect(wallClock('2026-11-28T14:30:15')!.toISOString()).toBe('2026-11-28T08:30:15.000Z');
    expect(wallClock('2026-11-28T24:00')).toBeNull();
    expect(wallClock('tomorrow')).toBeNull();
    expect(rangeOf('today', inZone('INR', at)).from!.toISOString()).toBe('2026-11-23T18:30:00.000Z');
    expect(zoneOf('INR').label).toBe('GMT+5:30');
    setPlayerCurrency('PKR');
    try {
      expect(playerTime(at).format('HH:mm')).toBe('23:15');
      expect(playerZone().name).toBe('Asia/Karachi');
      expect(formatMoney(1000)).toBe('Rs 1,000.00');
    } finally {
      setPlayerCurrency(null);
    }
    expect(formatMoney(1000)).toBe('৳ 1,000.00');
    expect(formatMoney(1000, 'INR')).toBe('₹ 1,000.00');
  });
  it('the Dhaka calendar date of an instant, and back', () => {
    // 02:00 in Dhaka is still the day before in UTC
    expect(dayOf('2026-11-24T20:00:00Z')).toBe('2026-11-25');
    expect(dayStart('2026-11-25')!.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(dayStart('2026-02-30')).toBeNull();
    expect(dayStart('25/11/2026')).toBeNull();
  });
  it('reads an instant on the Dhaka wall clock, whatever the device zone', () => {
    const t = dhaka('2026-11-01T18:30:05Z');
    expect(t.format('DD/MM/YYYY HH:mm:ss')).toBe('02/11/2026 00:30:05');
    expect(t.format('DD MMM, HH:mm')).toBe('02 Nov, 00:30');
    expect(t.format()).toBe('2026-11-02T00:30:05+06:00');
    expect(t.startOf('day').toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(dhaka('2026-11-01T17:59:59Z').startOf('day').toISOString()).toBe('2026-10-31T18:00:00.000Z');
    expect(t.startOf('day').isSame(dhaka('2026-11-02T05:00:00+06:00').startOf('day'))).toBe(true);
    expect(t.isBefore(t.add(1, 'second'))).toBe(true);
    expect(dhaka(new Date(0)).format('YYYY-MM-DD HH:mm')).toBe('1970-01-01 06:00');
    expect(dhaka('not a date').format('DD/MM/YYYY')).toBe('Invalid Date');
    expect(Math.abs(dhaka().valueOf() - Date.now())).toBeLessThan(1000);
  });
});
