// Shared test data: a tiny image as a phone sends it, and a promotion and banner as the back office writes them.
import { dayOf, dhaka } from '@bet/shared/time';

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A promotion running from today for a month, active at once (a seeded image: no upload needed). */
export const PROMOTION = {
  name: 'Weekend Cricket Reload',
  desc: 'A 25% reload on your weekend deposits, up to 2,500 BDT. Turnover 6 times.',
  tag: 'Sports',
  name_bn: 'উইকেন্ড ক্রিকেট রিলোড',
  desc_bn: 'সপ্তাহান্তের ডিপোজিটে ২,৫০০ টাকা পর্যন্ত ২৫% রিলোড। টার্নওভার ৬ গুণ।',
  tag_bn: 'স্পোর্টস',
  thumbnail: '/storage/promotions/promo-1.svg',
  start_date: dayOf(),
  end_date: dayOf(dhaka().add(30, 'day')),
  category: 4,
  deposit_bouns: 25,
  turnover: 6,
  status: 'active',
};

/** A main banner, active at once. */
export const BANNER = {
  name: 'Big Bash Live',
  name_bn: 'বিগ ব্যাশ লাইভ',
  link: '/exchange',
  thumbnail: '/storage/sliders/main-2.svg',
  slider_type: 'Main',
  sort: 9,
  status: 'active',
};
