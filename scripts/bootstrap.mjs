// Makes a fresh machine with only Node 20 and npm ready: pnpm (global if present, else a project-local copy),
// and the packages from the frozen lockfile when they are missing or out of date. Plain node, no dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const localPnpm = path.join(root, '.tools', 'node_modules', '.bin', 'pnpm');
const PNPM_MAJOR = '12';

function works(cmd) {
  try {
    return execFileSync(cmd, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The pnpm to use: a global pnpm 12, else .tools/pnpm (installed with npm on first use). */
export function pnpmBin() {
  const global = works('pnpm');
  if (global && global.startsWith(`${PNPM_MAJOR}.`)) return 'pnpm';
  if (works(localPnpm)) return localPnpm;
  console.log('[bootstrap] installing pnpm locally into .tools/ ...');
  fs.mkdirSync(path.join(root, '.tools'), { recursive: true });
  const r = spawnSync('npm', ['install', '--prefix', path.join(root, '.tools'), '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_MAJOR}`], {
    stdio: 'inherit',
  });
  if (r.status !== 0 || !works(localPnpm)) throw new Error('could not install pnpm');
  return localPnpm;
}

function installStamp() {
  const h = crypto.createHash('sha256');
  h.update(fs.readFileSync(path.join(root, 'pnpm-lock.yaml')));
  h.update(fs.readFileSync(path.join(root, 'pnpm-workspace.yaml')));
  return h.digest('hex');
}

/** Runs pnpm with the given arguments in the repo root; exits the process on failure. */
export function pnpm(args, opts = {}) {
  const r = spawnSync(pnpmBin(), args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export function ensureInstalled() {
  const stampFile = path.join(root, 'node_modules', '.bet-install-stamp');
  const want = installStamp();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === want) return;
  console.log('[bootstrap] installing packages (frozen lockfile) ...');
  pnpm(['install', '--frozen-lockfile']);
  fs.writeFileSync(stampFile, want);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();
