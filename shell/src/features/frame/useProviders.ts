import { useProviders } from '@bet/shared';
import { SPORTS_MENU } from './categories';

/** The sports menu, showing a sportsbook only when the catalogue has games of it (the exchange always). */
export function useSportsMenu() {
  const books = useProviders('SPORTS');
  const have = new Set((books.data ?? []).map((p) => p.platform));
  return SPORTS_MENU.filter((s) => s.to === '/exchange' || have.has(new URLSearchParams(s.to.split('?')[1]).get('system') ?? ''));
}
