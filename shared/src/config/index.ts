// The run-time configuration: config.json served beside each app's index.html, written at deploy time.
import type { PublishedRoute } from '../routes';

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
  /**
   * The routes each remote publishes with its release (routes.json beside its manifest), as the shell's server read
   * them; a remote missing here (its server did not answer in time) is asked by the shell itself.
   */
  routes?: Record<string, PublishedRoute[] | null>;
  /** Optional splash image per host name (docs/spec.md: the splash variant depends on the host). */
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

/** The id of the element in which the shell's server writes config.json into the page itself (shell/server/page.mjs). */
export const CONFIG_ELEMENT = 'bet-config';

/** The configuration the page carries (a JSON data block the shell's server wrote), or null. */
function pageConfig(): AppConfig | null {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(CONFIG_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppConfig;
  } catch {
    return null; // not as the server writes it: asked for instead
  }
}

/**
 * Loads config.json once: from the page itself when the shell's server wrote it there (one request fewer on every
 * first load), else from the page's origin (or the address given). Its server says no-store.
 */
export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  if (current) return current;
  const config = pageConfig() ?? (await fetchConfig(url));
  setConfig(config);
  return config;
}

async function fetchConfig(url: string): Promise<AppConfig> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`config.json: ${res.status}`);
  return (await res.json()) as AppConfig;
}
