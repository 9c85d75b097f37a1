// `npm start`, `npm test`, `npm run bench` and `npm run dev` run on a fresh clone with no packages installed:
// before they install them, nothing they load may import a package (an ES import fails at link time, before
// any code runs). This walks each entry's static imports through the repo's own files.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const STATIC = /^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function packagesReached(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const out = [];
  for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(STATIC)) {
    if (spec.startsWith('node:')) continue;
    if (spec.startsWith('.')) out.push(...packagesReached(path.resolve(path.dirname(file), spec), seen));
    else out.push(`${path.basename(file)} -> ${spec}`);
  }
  return out;
}

for (const entry of ['start.mjs', 'test.mjs', 'bootstrap.mjs', 'build.mjs']) {
  test(`${entry} imports no package before installing them`, () => {
    assert.deepEqual(packagesReached(path.join(dir, entry)), []);
  });
}
