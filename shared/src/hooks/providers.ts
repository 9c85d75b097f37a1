import { fetchProviders, fetchSystems } from '../api';
import { errorMessage } from '../api/client';
import type { Provider } from '../model';
import { MSG } from '../rules';
import { useResource } from './resource';

/** The provider platforms of a game type (get-system, then get-provider), with section 8's messages on failure. */
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
