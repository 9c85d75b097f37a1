// The browser the journeys, the bench and the screenshots run in: Debian's Chromium, with the Noto fonts so the
// taka sign and Bangla render as players see them. `npm test` installs them where they are missing (as .ci/run
// does), or says clearly what to install when it cannot.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const fontsInstalled = () => spawnSync('dpkg', ['-s', 'fonts-noto-core'], { stdio: 'ignore' }).status === 0;

/**
 * Makes sure Chromium (and, on Debian, the Noto fonts) are there; installs them with apt-get when it can (root,
 * apt-get present). Returns null when ready, else the sentence that says what to do.
 */
export function ensureBrowser() {
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const missing = !fs.existsSync(chromiumPath()) || (hasApt && !fontsInstalled());
  if (!missing) return null;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!hasApt || !root || process.env.CHROMIUM_PATH)
    return `Chromium was not found at ${chromiumPath()}. Install Debian's chromium and fonts-noto-core (apt-get install -y chromium fonts-noto-core), or set CHROMIUM_PATH to a Chromium.`;
  console.log("[test] installing Debian's chromium and Noto fonts (apt-get)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (r.status !== 0) return `apt-get ${args.join(' ')} failed: install chromium and fonts-noto-core yourself, or set CHROMIUM_PATH.`;
  }
  return fs.existsSync(chromiumPath()) ? null : `Chromium is still not at ${chromiumPath()} after apt-get: set CHROMIUM_PATH.`;
}
