// Imports nothing, so the apps can call it without bundling any of the contract.

/** The `:name` parameters of a path, as a union of names. */
export type ParamsOf<U extends string> = U extends `${string}:${infer P}/${infer Rest}`
  ? P | ParamsOf<`/${Rest}`>
  : U extends `${string}:${infer P}`
    ? P
    : never;

/**
 * A path as the contract spells it: `url<typeof users.showUser>('/api/user/show')` fails the typecheck when the
 * path differs from the operation's. A path with parameters takes their values, each one required and encoded:
 * `url<typeof support.inboxById>('/api/inbox/:id', { id })`. No contract code reaches the bundles.
 */
export function url<O extends { url: string }>(
  path: O['url'],
  ...params: [ParamsOf<O['url']>] extends [never] ? [] : [Record<ParamsOf<O['url']>, string | number>]
): string {
  const values: Record<string, string | number> = params[0] ?? {};
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

/**
 * The config of a call the contract lets anyone make (`auth: 'none'`; it fails the typecheck otherwise):
 * `http.get(url<typeof content.logo>('/api/logo'), anyone<typeof content.logo>())`. It goes without the player's
 * token, so the browser sends it as it is: a call with an Authorization header waits for a CORS preflight, a
 * round trip of its own, the first time each address is asked for.
 */
export function anyone<_Operation extends { auth: 'none' }>(): { anonymous: true } {
  return { anonymous: true };
}
