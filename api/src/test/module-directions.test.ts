// The api's modules depend one way (issue 54): below the HTTP layer (each module's routes, the top), no module's
// services or store reach a module that reaches back to it; what several need (the player's lock, ending sessions)
// lives in `base`, below them all. A two-way pair fails this test with the files that make it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
const isRoutes = (file: string) => /(^|-)routes\.ts$/.test(path.basename(file)) || path.basename(file) === 'routes.ts';

/** Module -> the modules its non-routes files import, with one file that does for each. */
function edges(): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const entry of fs.readdirSync(modules, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || isRoutes(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = path.relative(modules, file).split(path.sep)[0];
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+)([a-z-]+)\//g)) {
      // a path up to the modules folder, then another module's name
      const target = path.relative(modules, path.resolve(path.dirname(file), m[1], m[2])).split(path.sep)[0];
      if (!target || target === from || target.startsWith('..')) continue;
      const to = out.get(from) ?? new Map<string, string>();
      if (!to.has(target)) to.set(target, path.relative(modules, file));
      out.set(from, to);
    }
  }
  return out;
}

describe('the api modules', () => {
  it('depend one way below their routes (no two modules need each other)', () => {
    const graph = edges();
    assert.ok(graph.size > 8, 'the modules were read');
    const twoWay: string[] = [];
    for (const [a, to] of graph)
      for (const [b, file] of to) if (a < b && graph.get(b)?.has(a)) twoWay.push(`${a} (${file}) <-> ${b} (${graph.get(b)!.get(a)})`);
    assert.deepEqual(twoWay, []);
  });
});
