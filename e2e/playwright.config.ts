import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The journeys that change site-wide state or the demo player's (see projects). */
const SHARED_STATE = /(site-wide|funds|trust|delivery)\.spec\.ts$/;
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  launchOptions: {
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-dev-shm-usage'],
  },
};

export default defineConfig({
  testDir: './tests',
  // a journey's own time is a few seconds to a minute; CI runs the journeys beside the api tests on two cores, where a
  // slow host has stretched a 20 s journey past 45 s (a11y's first load, 2026-11-28)
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // one second try: CI runs the journeys beside three api suites and jest on two cores, where a journey has run past
  // its limit waiting on a starved browser (a different one each run). A journey that passes only on its second try
  // is named in npm test's summary as flaky, and one that fails twice fails the run.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: 'http://localhost:8980',
    viewport: { width: 390, height: 844 },
    isMobile: false,
    hasTouch: false,
    screenshot: 'only-on-failure',
    trace: 'off',
    // the installed app's service worker only where a journey asks for it (app-delivery.spec.ts): elsewhere a page
    // must show what the servers answer now (a remote stopped, an answer held), not what a worker kept
    serviceWorkers: 'block',
  },
  // Two browsers at once, except for the journeys that change what every player sees (maintenance, the deposit mode,
  // a remote's server stopped) or the demo player's money and blocks: those run after the rest, one at a time.
  projects: [
    { name: 'mobile', testIgnore: SHARED_STATE, use: phone },
    { name: 'shared state', testMatch: SHARED_STATE, use: phone, dependencies: ['mobile'], workers: 1 },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: 'http://localhost:4900/api/general',
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
