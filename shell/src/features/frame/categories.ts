// The game categories of the mobile menu and the home tab bar (docs/spec.md section 2).
export interface Category {
  key: string;
  label: string;
  type: string | null;
}

export const CATEGORIES: Category[] = [
  { key: 'sports', label: /*i18n*/ 'Sports', type: null },
  { key: 'casino', label: /*i18n*/ 'Casino', type: 'LIVE' },
  { key: 'slot', label: /*i18n*/ 'Slot', type: 'SLOT' },
  { key: 'table', label: /*i18n*/ 'Table', type: 'TABLE' },
  { key: 'poker', label: /*i18n*/ 'Poker', type: 'BINGO' },
  { key: 'crash', label: /*i18n*/ 'Crash', type: 'EGAME' },
  { key: 'fishing', label: /*i18n*/ 'Fishing', type: 'FH' },
  { key: 'lottery', label: /*i18n*/ 'Lottery', type: 'LOTTO' },
];

export const SPORTS_MENU = [
  { label: /*i18n*/ 'Exchange', to: '/exchange' },
  { label: 'I-Sports', to: '/games?type=SPORTS&system=ISPORTS&title=I-Sports' },
  { label: 'E1Sports', to: '/games?type=SPORTS&system=E1SPORTS&title=E1Sports' },
  { label: 'Horsebook', to: '/games?type=SPORTS&system=HORSEBOOK&title=Horsebook' },
  { label: /*i18n*/ 'Virtual', to: '/games?type=SPORTS&system=VIRTUAL&title=Virtual' },
  { label: /*i18n*/ 'Kabaddi', to: '/games?type=SPORTS&system=KABADDI&title=Kabaddi' },
  { label: /*i18n*/ 'Fantasy', to: '/games?type=SPORTS&system=FANTASY&title=Fantasy' },
  { label: 'CMD Sports', to: '/games?type=SPORTS&system=CMD&title=CMD%20Sports' },
];

export const gamesLink = (type: string, platform: string, title: string) =>
  `/games?type=${encodeURIComponent(type)}&system=${encodeURIComponent(platform)}&title=${encodeURIComponent(title)}`;
