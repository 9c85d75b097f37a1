// The game categories of the mobile menu and the home tab bar (SPEC.md section 2).
export interface Category {
  key: string;
  label: string;
  type: string | null;
}

export const CATEGORIES: Category[] = [
  { key: 'sports', label: 'Sports', type: null },
  { key: 'casino', label: 'Casino', type: 'LIVE' },
  { key: 'slot', label: 'Slot', type: 'SLOT' },
  { key: 'table', label: 'Table', type: 'TABLE' },
  { key: 'poker', label: 'Poker', type: 'BINGO' },
  { key: 'crash', label: 'Crash', type: 'EGAME' },
  { key: 'fishing', label: 'Fishing', type: 'FH' },
  { key: 'lottery', label: 'Lottery', type: 'LOTTO' },
];

export const SPORTS_MENU = [
  { label: 'Exchange', to: '/exchange' },
  { label: 'I-Sports', to: '/games?type=SPORTS&system=ISPORTS&title=I-Sports' },
  { label: 'E1Sports', to: '/games?type=SPORTS&system=E1SPORTS&title=E1Sports' },
  { label: 'Horsebook', to: '/games?type=SPORTS&system=HORSEBOOK&title=Horsebook' },
  { label: 'Virtual', to: '/games?type=SPORTS&system=VIRTUAL&title=Virtual' },
  { label: 'Kabaddi', to: '/games?type=SPORTS&system=KABADDI&title=Kabaddi' },
  { label: 'Fantasy', to: '/games?type=SPORTS&system=FANTASY&title=Fantasy' },
  { label: 'CMD Sports', to: '/games?type=SPORTS&system=CMD&title=CMD%20Sports' },
];

export const gamesLink = (type: string, platform: string, title: string) =>
  `/games?type=${encodeURIComponent(type)}&system=${encodeURIComponent(platform)}&title=${encodeURIComponent(title)}`;
