import { errorMessage, fetchProviders, fetchSystems, MSG, useResource, type Provider } from '@bet/shared';

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
