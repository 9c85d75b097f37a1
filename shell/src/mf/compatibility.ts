// The contract between the shell and a remote released on its own (docs/architecture.md, "Versions and
// compatibility"): a remote declares the @bet/shared range it was built against in its mf-manifest.json (the
// federation's `shared` list), and the shell runs its code only when the @bet/shared it provides satisfies that
// range. Checked on the manifest, before the remote's entry is fetched: outside the range the section shows its
// fallback and the mismatch is reported, instead of failing inside the remote's code.
import { satisfy } from '@module-federation/enhanced/runtime';

export const SHARED_PACKAGE = '@bet/shared';

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

/** Why the remote of `manifest` cannot run on a shell that provides @bet/shared `provided`; null when it can. */
export function incompatibility(manifest: unknown, provided: string | undefined): string | null {
  const shared = (manifest as { shared?: ManifestShared[] } | null)?.shared;
  const declared = Array.isArray(shared) ? shared.find((s) => s?.name === SHARED_PACKAGE)?.requiredVersion : undefined;
  if (typeof declared !== 'string' || !/^\^\d+\.\d+\.\d+$/.test(declared)) return `declares no ${SHARED_PACKAGE} range it was built against`;
  // a shell that cannot tell its own version (no federation instance: a unit test) runs what declares a range
  if (!provided) return null;
  return satisfy(provided, declared) ? null : `needs ${SHARED_PACKAGE} ${declared}, the shell provides ${provided}`;
}

/** The remotes found incompatible in this page's life, by manifest address: why. */
const found = new Map<string, string>();

export function markIncompatible(manifestUrl: string, why: string): void {
  found.set(manifestUrl, why);
}

/** Why the remote at `manifestUrl` was found incompatible, or null. Taken back by a new check (a retry). */
export function incompatibleWhy(manifestUrl: string | undefined): string | null {
  return (manifestUrl && found.get(manifestUrl)) || null;
}

export function forgetIncompatible(manifestUrl: string): void {
  found.delete(manifestUrl);
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly manifestUrl: string,
    why: string,
  ) {
    super(`${manifestUrl}: ${why}`);
    this.name = 'IncompatibleRemoteError';
  }
}

/**
 * A manifest's answer, checked: passed on when the remote can run here, else an IncompatibleRemoteError (and the
 * remote marked). Answers that are not a manifest (a failed one, another file) pass as they are.
 */
export async function checkedManifest(url: string, res: Response, provided: string | undefined): Promise<Response> {
  if (!res.ok || !/mf-manifest\.json(\?|$)/.test(url)) return res;
  forgetIncompatible(url);
  const manifest: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const why = incompatibility(manifest, provided);
  if (!why) return res;
  markIncompatible(url, why);
  throw new IncompatibleRemoteError(url, why);
}
