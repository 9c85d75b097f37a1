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
