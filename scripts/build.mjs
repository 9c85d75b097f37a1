// Builds each app for production, skipping those whose inputs have not changed since their last build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ensureInstalled, pnpmBin, root } from './bootstrap.mjs';
import { apps } from './ports.mjs';

function hashTree(h, dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(h, p);
    else if (!/\.test\.tsx?$/.test(entry.name)) {
      h.update(p);
      h.update(fs.readFileSync(p));
    }
  }
}

function inputsHash(app) {
  const h = crypto.createHash('sha256');
  for (const f of [
    'pnpm-lock.yaml',
    'scripts/webpack.mjs',
    'scripts/style-insert.cjs',
    'scripts/build.mjs',
    'scripts/webpack-many.mjs',
    'scripts/index.html',
    'scripts/ports.mjs',
    // its version is the @bet/shared range every app declares (sharedSingletons in scripts/webpack.mjs)
    'shared/package.json',
    `${app.dir}/package.json`,
    `${app.dir}/webpack.config.mjs`,
  ]) {
    h.update(fs.readFileSync(path.join(root, f)));
  }
  hashTree(h, path.join(root, app.dir, 'src'));
  hashTree(h, path.join(root, app.dir, 'public'));
  hashTree(h, path.join(root, 'shared', 'src'));
  return h.digest('hex');
}

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/** Writes a brotli (.br) and a gzip (.gz) copy of every text file of a build, for the server to send as is. */
export function precompress(dist) {
  for (const entry of fs.readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const body = fs.readFileSync(file);
    if (body.length < 1024) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}

/** Builds the apps of `dirs` (every app by default) whose inputs changed, or all of them with `force`. */
export function buildAll({ force = false, dirs: only = null } = {}) {
  ensureInstalled();
  const stale = [];
  for (const app of apps.filter((a) => !only || only.includes(a.dir))) {
    const stamp = path.join(root, app.dir, 'dist', '.build-stamp');
    const want = inputsHash(app);
    if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) console.log(`[build] ${app.dir}: up to date`);
    else stale.push({ app, stamp, want });
  }
  if (stale.length === 0) return;
  const dirs = stale.map((s) => s.app.dir);
  console.log(`[build] ${dirs.join(', ')} ...`);
  const started = Date.now();
  // one webpack process for every app (a process per app spent ~2 s of CPU each starting node, webpack and loaders)
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'webpack-many.mjs'), ...dirs], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[build] failed`);
    process.exit(r.status ?? 1);
  }
  for (const { app, stamp, want } of stale) {
    precompress(path.join(root, app.dir, 'dist'));
    fs.writeFileSync(stamp, want);
  }
  console.log(`[build] ${dirs.length} apps: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // node scripts/build.mjs [--force] [app ...]: the apps named (folders of scripts/ports.mjs), else every one
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const unknown = named.filter((d) => !apps.some((a) => a.dir === d));
  if (unknown.length) {
    console.error(`[build] unknown app ${unknown.join(', ')} (one of ${apps.map((a) => a.dir).join(', ')})`);
    process.exit(2);
  }
  buildAll({ force: process.argv.includes('--force'), dirs: named.length ? named : null });
}
