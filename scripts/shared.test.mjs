// The apps share one react, react-dom and jotai without comparing versions at run time (scripts/webpack.mjs,
// sharedSingletons): that holds only while every app is built against the same installed copy of each.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { root } from './bootstrap.mjs';
import { apps } from './ports.mjs';

for (const name of ['react', 'react-dom', 'jotai']) {
  test(`every app is built against the same ${name}`, () => {
    const versions = new Map();
    for (const dir of [...apps.map((a) => a.dir), 'shared']) {
      const file = createRequire(path.join(root, dir, 'package.json')).resolve(`${name}/package.json`);
      versions.set(dir, JSON.parse(fs.readFileSync(file, 'utf8')).version);
    }
    assert.equal(new Set(versions.values()).size, 1, JSON.stringify(Object.fromEntries(versions)));
  });
}

// The remotes take the shell's CSS loaders' runtime and lucide's icon factory, shared by file (sharedSingletons): a
// file an app resolves elsewhere is simply not shared (the app keeps its own), so the saving holds only while every
// app resolves each to the one file the shell provides.
test('the helpers the apps share by file are the files every app resolves', async () => {
  const { sharedSingletons } = await import('./webpack.mjs');
  const byKey = Object.fromEntries(
    Object.entries(sharedSingletons())
      .filter(([file]) => path.isAbsolute(file))
      .map(([file, config]) => [config.shareKey, file]),
  );
  assert.ok(Object.keys(byKey).length >= 9, Object.keys(byKey).join(', '));
  for (const file of Object.values(byKey)) assert.ok(fs.existsSync(file), file);
  for (const dir of [...apps.map((a) => a.dir), 'shared']) {
    const req = createRequire(path.join(root, dir, 'package.json'));
    let lucide;
    try {
      lucide = path.dirname(req.resolve('lucide-react/package.json'));
    } catch {
      continue; // an app without icons
    }
    assert.equal(fs.realpathSync(path.join(lucide, 'dist', 'esm', 'createLucideIcon.mjs')), byKey['lucide-react/createLucideIcon'], dir);
  }
});
