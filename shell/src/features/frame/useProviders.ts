import { errorMessage, fetchProviders, fetchSystems, MSG, useResource, type Provider } from '@bet/shared';
import { SPORTS_MENU } from './categories';

/** The provider platforms of a game type (get-system, then get-provider). */
export function useProviders(type: string | null) {
  return useResource<Provider[]>(
    type ? `providers:${type}` : null,
    async () => {
      let systems: string[];
      try {
        systems = await fetchSystems(type!);
      } catch (e) {
        throw new Error(errorMessage(e, MSG.systemsFailed));
      }
      if (!systems.length) return [];
      try {
        return await fetchProviders(systems);
      } catch (e) {
        throw new Error(errorMessage(e, MSG.providersFailed));
      }
    },
    { maxAgeMs: 300_000 },
  );
}

/** The sports menu, showing a sportsbook only when the catalogue has games of it (the exchange always). */
export function useSportsMenu() {
  const books = useProviders('SPORTS');
  const have = new Set((books.data ?? []).map((p) => p.platform));
  return SPORTS_MENU.filter((s) => s.to === '/exchange' || have.has(new URLSearchParams(s.to.split('?')[1]).get('system') ?? ''));
}
