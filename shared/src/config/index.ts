// The run-time configuration: config.json served beside each app's index.html, written at deploy time.
export interface RemoteConfig {
  [remoteName: string]: string;
}
export interface AppConfig {
  /** The api's base address, e.g. http://localhost:4000 */
  apiBase: string;
  /** The site root the referral link points to. */
  siteRoot: string;
  /** Each remote's mf-manifest.json address, by remote name (mf_account, ...). */
  remotes: RemoteConfig;
  /** Optional splash image per host name (SPEC.md: the splash variant depends on the host). */
  splash?: Record<string, string>;
}

let current: AppConfig | null = null;

export function setConfig(config: AppConfig): void {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error('config.json has not been loaded');
  return current;
}

export function hasConfig(): boolean {
  return current !== null;
}

/**
 * Loads config.json once (from the page's origin unless another address is given). Its server says no-store;
 * a plain request here takes the copy the page's Link header has already preloaded.
 */
export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  if (current) return current;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`config.json: ${res.status}`);
  const config = (await res.json()) as AppConfig;
  setConfig(config);
  return config;
}
