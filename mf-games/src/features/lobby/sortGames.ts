// The games list's sort menu and search, as pure functions (the screen and its tests use them).
import type { GameListItem } from '@bet/shared';

export type SortKey = 'recommend' | 'latest' | 'favorite' | 'az';
export const SORTS: [SortKey, string][] = [
  ['recommend', /*i18n*/ 'Recommend'],
  ['latest', /*i18n*/ 'Latest'],
  ['favorite', /*i18n*/ 'Favorite'],
  ['az', /*i18n*/ 'A-Z'],
];

export const favKey = (g: Pick<GameListItem, 'platform' | 'code'>) => `${g.platform}:${g.code}`;

/** Filters by name (case-insensitive) and sorts: Recommend keeps the catalogue order, Latest newest first,
 * Favorite the player's favourites first, A-Z by name. */
export function arrangeGames(games: GameListItem[], search: string, sort: SortKey, favourites: ReadonlySet<string>): GameListItem[] {
  const q = search.trim().toLowerCase();
  const list = q ? games.filter((g) => g.name.toLowerCase().includes(q)) : [...games];
  if (sort === 'az') list.sort((a, b) => a.name.localeCompare(b.name));
  else if (sort === 'latest') list.sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  else if (sort === 'favorite') list.sort((a, b) => Number(favourites.has(favKey(b))) - Number(favourites.has(favKey(a))));
  return list;
}
