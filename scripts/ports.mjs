// One place for the default ports and the run-time config.json every app reads.
// Each port can be changed by an environment variable.
export const apps = [
  { dir: 'shell', name: 'shell', env: 'SHELL_PORT', port: 8080 },
  { dir: 'mf-account', name: 'mf_account', env: 'MF_ACCOUNT_PORT', port: 8081 },
  { dir: 'mf-funds', name: 'mf_funds', env: 'MF_FUNDS_PORT', port: 8082 },
  { dir: 'mf-games', name: 'mf_games', env: 'MF_GAMES_PORT', port: 8083 },
  { dir: 'mf-exchange', name: 'mf_exchange', env: 'MF_EXCHANGE_PORT', port: 8084 },
  { dir: 'mf-support', name: 'mf_support', env: 'MF_SUPPORT_PORT', port: 8085 },
  // the back office's console: its own origin, outside the federation (not a remote of the shell)
  { dir: 'console', name: 'console', env: 'CONSOLE_PORT', port: 8090, console: true },
];

/** The shell's remotes (every app but the shell and the console). */
export const remoteApps = apps.filter((a) => a.dir !== 'shell' && !a.console);

export function portOf(app) {
  return Number(process.env[app.env] || app.port);
}

export function apiPort() {
  return Number(process.env.API_PORT || 4000);
}

/** config.json as the browser sees it: addresses use the host name the page was opened with. */
export function runtimeConfig(hostname = 'localhost') {
  const remotes = {};
  for (const app of remoteApps) {
    remotes[app.name] = `http://${hostname}:${portOf(app)}/mf-manifest.json`;
  }
  return {
    apiBase: process.env.PUBLIC_API_BASE || `http://${hostname}:${apiPort()}`,
    siteRoot: process.env.PUBLIC_SITE_ROOT || `http://${hostname}:${portOf(apps[0])}`,
    remotes,
  };
}

/**
 * What npm start, npm run dev and the tests switch on in the api: the dev outbox (codes readable at
 * /api/dev/outbox), the demo player and the demo payment gateway. All three are off unless asked for, and the
 * api refuses the outbox and the gateway in production.
 */
export const demoEnv = { DEV_OUTBOX: '1', DEMO_PLAYER: '1', DEMO_GATEWAY: '1' };
