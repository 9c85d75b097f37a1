// The one list of the site's apps, their default ports, and the run-time configuration (config.json) every app reads.
// Adding a remote is its folder (mf-<name>, with a package.json, webpack.config.mjs, src/) plus one entry here: the
// workspace, TypeScript, lint, Lingui, jest, the e2e server, the builds and the release command all follow this list
// (scripts/one-list.test.mjs checks it). Each port can be changed by an environment variable (MF_<NAME>_PORT).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** `dir` is the folder; the rest derives from it (the federation name mf_games, the variable MF_GAMES_PORT). */
const list = [
  { dir: 'shell', port: 8080 },
  { dir: 'mf-account', port: 8081 },
  { dir: 'mf-funds', port: 8082 },
  { dir: 'mf-games', port: 8083 },
  { dir: 'mf-exchange', port: 8084 },
  { dir: 'mf-support', port: 8085 },
  // the back office's console: its own origin, outside the federation (not a remote of the shell)
  { dir: 'console', port: 8090, console: true },
];

export const apps = list.map((a) => ({
  ...a,
  name: a.dir.replace(/-/g, '_'),
  env: `${a.dir.replace(/-/g, '_').toUpperCase()}_PORT`,
  remote: a.dir !== 'shell' && !a.console,
}));

/** The shell's remotes (every app but the shell and the console). */
export const remoteApps = apps.filter((a) => a.remote);

/** The folders of the front-end apps that carry their own strings and tests (the shell, the remotes). */
export const siteDirs = apps.filter((a) => !a.console).map((a) => a.dir);

/** Every app's port variable set `offset` above its default (the browser tests' site: 900, so 8080 -> 8980). */
/** The browser tests' site (scripts/e2e-server.mjs): its ports and fixed admin token (npm run bench uses it too). */
export const E2E = { api: 4900, shell: 8980, console: 8990, control: 8979, cdn: 8978, adminToken: 'e2e-admin-token-0123456789abcdef01234' };

export function shiftedPorts(offset) {
  return Object.fromEntries(apps.map((a) => [a.env, String(a.port + offset)]));
}

export function portOf(app) {
  return Number(process.env[app.env] || app.port);
}

export function apiPort() {
  return Number(process.env.API_PORT || 4000);
}

/**
 * The deployment: where each remote's release is, by its full manifest address (any scheme, host and path: another
 * origin, a CDN prefix), and optionally the api's and the site's addresses. A JSON file named by DEPLOYMENT_FILE:
 *   { "remotes": { "mf_games": "https://games.cdn.example/mf-games/1.0.0-3f2a9c1d/mf-manifest.json" },
 *     "apiBase": "https://api.example", "siteRoot": "https://www.example" }
 * It is read again whenever it changes (write a new one and rename it over the old: the next page follows it, with
 * no restart). Without it (npm start), each remote is on the page's host name at its own port. An address that is
 * not http(s) is refused: the deployment is left as it was, and the error is printed.
 */
let deployment = { file: null, mtime: -1, value: {} };
export function readDeployment(file = process.env.DEPLOYMENT_FILE) {
  if (!file) return {};
  try {
    const mtime = fs.statSync(file).mtimeMs;
    if (deployment.file === file && deployment.mtime === mtime) return deployment.value;
    const value = checkDeployment(JSON.parse(fs.readFileSync(file, 'utf8')));
    deployment = { file, mtime, value };
  } catch (err) {
    if (deployment.file !== file || deployment.error !== String(err)) console.error(`[deployment] ${file}: ${err.message ?? err}`);
    deployment = { ...deployment, file, error: String(err) };
  }
  return deployment.value;
}

const isWebAddress = (s) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
};

/** The deployment file's content, checked: every address a full http(s) URL, every remote one of the list. */
export function checkDeployment(value) {
  if (!value || typeof value !== 'object') throw new Error('not a JSON object');
  const remotes = value.remotes ?? {};
  for (const [name, manifest] of Object.entries(remotes)) {
    if (!remoteApps.some((a) => a.name === name)) throw new Error(`unknown remote ${name}`);
    if (!isWebAddress(manifest)) throw new Error(`${name}: ${manifest} is not an http(s) address`);
  }
  for (const key of ['apiBase', 'siteRoot']) if (value[key] !== undefined && !isWebAddress(value[key])) throw new Error(`${key} is not an http(s) address`);
  return value;
}

/** config.json as the browser sees it: addresses the deployment names, else on the host name the page was opened with. */
export function runtimeConfig(hostname = 'localhost') {
  const deployed = readDeployment();
  const remotes = {};
  for (const app of remoteApps) {
    remotes[app.name] = deployed.remotes?.[app.name] ?? `http://${hostname}:${portOf(app)}/mf-manifest.json`;
  }
  return {
    apiBase: deployed.apiBase ?? (process.env.PUBLIC_API_BASE || `http://${hostname}:${apiPort()}`),
    siteRoot: deployed.siteRoot ?? (process.env.PUBLIC_SITE_ROOT || `http://${hostname}:${portOf(apps[0])}`),
    remotes,
  };
}

/** The site's routes as its apps write them (each app's src/routes.json), with their owners: for the bench and the tools. */
export function sourceRoutes() {
  return apps
    .filter((a) => !a.console)
    .flatMap((a) => JSON.parse(fs.readFileSync(path.join(root, a.dir, 'src', 'routes.json'), 'utf8')).map((r) => ({ ...r, owner: a.name })));
}

/** Where `app`'s releases are kept (scripts/release.mjs): RELEASES_DIR, else releases/ in the repository. */
export function releasesDir(app) {
  return path.join(process.env.RELEASES_DIR || path.join(root, 'releases'), app.dir);
}

/**
 * What npm start, npm run dev and the tests switch on in the api: the dev outbox (codes readable at
 * /api/dev/outbox), the demo player and the demo payment gateway. All three are off unless asked for, and the
 * api refuses the outbox and the gateway in production.
 */
export const demoEnv = { DEV_OUTBOX: '1', DEMO_PLAYER: '1', DEMO_GATEWAY: '1' };
