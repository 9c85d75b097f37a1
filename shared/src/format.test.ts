import { cut, firstWords, formatAmount, formatMoney, maskAccount } from './format';
import { amountCopied, noCodeInUrl, submissionFailedWith } from './rules';
import { formatMMSS, formatMSS, rangeOf, dhaka } from './time';

describe('formats', () => {
  it('money', () => {
    expect(formatMoney(1000)).toBe('৳ 1,000.00');
    expect(formatAmount('25000.5')).toBe('25,000.50');
    expect(formatMoney(null)).toBe('৳ 0.00');
  });
  it('masks an account number to its first 2 and last 2 digits', () => {
    expect(maskAccount('01711000001')).toBe('01*******01');
  });
  it('previews and cuts', () => {
    expect(firstWords('one two three four five six', 5)).toBe('one two three four five...');
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
  });
});
