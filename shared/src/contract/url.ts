// Imports nothing, so the apps can call it without bundling any of the contract.
/**
 * A path as the contract spells it: `url<typeof users.showUser>('/api/user/show')` fails the typecheck when the
 * path differs from the operation's. It returns its argument: no contract code reaches the bundles.
 */
export function url<O extends { url: string }>(path: O['url']): string {
  return path;
}
