// A test's second release of an app: the app's source copied aside, changed by `change(dir)`, built and packaged as
// a release (scripts/release.mjs) beside the first, so a journey can switch it in under a running server
// (e2e/tests/delivery.spec.ts: a remote adds a page, then is redeployed and rolled back, with no restart).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './bootstrap.mjs';
import { precompress } from './build.mjs';
import { packageRelease } from './release.mjs';

export function buildVariant(app, change) {
  const aside = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-variant-'));
  const dir = path.join(aside, app.dir);
  fs.cpSync(path.join(root, app.dir), dir, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  // its packages are the app's own (the workspace's links)
  fs.symlinkSync(path.join(root, app.dir, 'node_modules'), path.join(dir, 'node_modules'));
  change(dir);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'webpack-many.mjs'), dir], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`variant build of ${app.dir} failed:\n${r.stdout}\n${r.stderr}`);
  precompress(path.join(dir, 'dist'));
  const release = packageRelease(app, path.join(dir, 'dist'));
  fs.rmSync(aside, { recursive: true, force: true });
  return release;
}
