// No import cycle anywhere, type-only imports included (issue 54): the lint's import-x/no-cycle skips `import type`,
// which still ties two files together (a type that lives in the wrong file). madge reads every workspace's sources
// with its own tsconfig (type imports counted) and this fails on any cycle it finds.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { siteDirs } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const counted = { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false }, es6: { skipTypeImports: false } };

/** The cycles among the files under `dir` (each a list of paths relative to it), reading `tsConfig`. */
export async function cyclesIn(dir, tsConfig) {
  const graph = await madge(dir, { fileExtensions: ['ts', 'tsx'], tsConfig, detectiveOptions: counted, excludeRegExp: [/\.d\.ts$/, /node_modules/] });
  return graph.circular();
}

/** Every workspace with its sources and its tsconfig. */
export const workspaces = () =>
  ['api', 'shared', 'console', 'e2e', ...siteDirs.filter((d) => d !== 'shared')].map((d) => ({
    dir: path.join(root, d, d === 'e2e' ? 'tests' : 'src'),
    tsConfig: path.join(root, d, 'tsconfig.json'),
  }));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let found = 0;
  for (const w of workspaces()) {
    for (const cycle of await cyclesIn(w.dir, w.tsConfig)) {
      found += 1;
      console.error(`[cycles] ${path.relative(root, w.dir)}: ${cycle.join(' -> ')} -> ${cycle[0]}`);
    }
  }
  if (found) {
    console.error(`[cycles] ${found} import cycle(s), type-only imports counted: move the shared piece below both`);
    process.exit(1);
  }
  console.log('[cycles] no import cycle (type imports counted)');
}
