// What every answer of the site's static servers carries: the security headers and the page's
// Content-Security-Policy, and the host name a page was asked for by.
import { runtimeConfig } from '@bet/scripts/ports';

/** On every answer. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export const originOf = (address) => new URL(address).origin;

/**
 * The page's Content-Security-Policy for a page opened at `hostname`: scripts only from this origin and the
 * remotes, calls to the api and the remotes, frames (games, score board) from the api; no eval, and no inline
 * script but the ones named by their hash (`scriptHashes`: the shell's first script, which its server writes into
 * the page). Styles allow 'unsafe-inline': React's style attributes and style-loader's <style> tags need it.
 */
export function contentSecurityPolicy(hostname, scriptHashes = []) {
  const config = runtimeConfig(hostname);
  const api = originOf(config.apiBase);
  const remotes = [...new Set(Object.values(config.remotes).map(originOf))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes.map((h) => `'${h}'`), remotes].join(' ')}`,
    `connect-src 'self' ${api} ${remotes}`,
    `img-src 'self' data: blob: ${api} ${remotes}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `font-src 'self' data: ${remotes}`,
    `media-src 'self' ${api}`,
    `frame-src 'self' ${api}`,
    `form-action 'self' ${api}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The host name a page was asked for by (its Host header without the port), which the addresses of config.json
 * follow when PUBLIC_API_BASE and PUBLIC_SITE_ROOT are unset (npm start on a LAN). Only a plain host name or IP is
 * taken, else localhost: the server reads the api's public answers at that address and the page carries them, so a
 * made-up Host such as `evil.example/x?` must not become an address the server asks.
 */
export const hostnameOf = (req) => {
  const host = String(req.headers.host ?? '').replace(/:\d+$/, '');
  return /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(host) ? host : 'localhost';
};
