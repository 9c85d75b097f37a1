import { dhaka, formatTime, setTimeLanguage } from './index';

describe('times in the reader’s language', () => {
  afterEach(() => setTimeLanguage('en'));
  const t = dhaka(Date.UTC(2026, 10, 26, 8, 5, 9)); // 14:05:09 in Dhaka

  it('writes English as the pattern says', () => {
    expect(formatTime(t, 'DD/MM/YYYY HH:mm:ss')).toBe('26/11/2026 14:05:09');
    expect(formatTime(t, 'DD MMM, HH:mm')).toBe('26 Nov, 14:05');
  });

  it('writes Bangla with its digits and month names (Intl)', () => {
    setTimeLanguage('bn');
    expect(formatTime(t, 'DD/MM/YYYY HH:mm:ss')).toBe('২৬/১১/২০২৬ ১৪:০৫:০৯');
    expect(formatTime(t, 'DD MMM, HH:mm')).toBe(
      `২৬ ${new Intl.DateTimeFormat('bn-BD', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 15))}, ১৪:০৫`,
    );
    expect(formatTime(t, 'DD MMM')).not.toMatch(/[A-Za-z0-9]/);
  });
});
