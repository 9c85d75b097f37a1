// The deployment's configuration (DEPLOYMENT_FILE: the JSON file the shell's server reads, scripts/ports.mjs): the
// site's address (siteRoot) it names is one of the api's own origins (CORS, e-wallet return addresses), read again
// when the file changes, so moving the site needs no restart of the api.
import fs from 'node:fs';

/** The origin of the deployment's siteRoot, or none (no file, unreadable, no siteRoot, not http(s)). */
export function deploymentOrigins(file: string | undefined): () => string[] {
  let at = { mtime: -1, origins: [] as string[] };
  return () => {
    if (!file) return [];
    try {
      const mtime = fs.statSync(file).mtimeMs;
      if (mtime !== at.mtime) {
        const siteRoot = (JSON.parse(fs.readFileSync(file, 'utf8')) as { siteRoot?: unknown }).siteRoot;
        const url = typeof siteRoot === 'string' ? new URL(siteRoot) : null;
        at = { mtime, origins: url && ['http:', 'https:'].includes(url.protocol) ? [url.origin] : [] };
      }
    } catch {
      at = { mtime: -1, origins: [] };
    }
    return at.origins;
  };
}
