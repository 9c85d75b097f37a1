// A name of MSG or LIMITS marked @deprecated stays (a remote built against an older @bet/shared may still read it,
// docs/architecture.md "Versions and compatibility") but no code of this repository uses it: one name per message
// and per limit, the contract's, with the unit in the name.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const constants = fs.readFileSync(path.join(__dirname, 'constants.ts'), 'utf8');

/** The keys of `object` in constants.ts whose line is preceded by an @deprecated comment. */
function deprecatedKeys(object: string): string[] {
  const start = constants.indexOf(`export const ${object} = {`);
  const body = constants.slice(start, constants.indexOf('\n}', start));
  return [...body.matchAll(/@deprecated[^\n]*\n\s+(\w+):/g)].map((m) => m[1]);
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return ['node_modules', 'dist', 'locales'].includes(e.name) ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && full !== path.join(__dirname, 'constants.ts') ? [full] : [];
  });
}

it('no code uses a deprecated name of MSG or LIMITS', () => {
  const keys = { MSG: deprecatedKeys('MSG'), LIMITS: deprecatedKeys('LIMITS') };
  expect(keys.MSG.length).toBeGreaterThan(30);
  expect(keys.LIMITS).toEqual(['depositMin', 'depositMax', 'withdrawalMin', 'withdrawalMax']);
  const dirs = ['shell', 'mf-account', 'mf-funds', 'mf-games', 'mf-exchange', 'mf-support', 'console', 'shared'].map((d) => path.join(root, d, 'src'));
  const uses: string[] = [];
  for (const file of dirs.flatMap(sources)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [object, names] of Object.entries(keys))
      for (const name of names) if (new RegExp(`(?<![\\w])${object}\\.${name}\\b`).test(text)) uses.push(`${path.relative(root, file)}: ${object}.${name}`);
  }
  expect(uses).toEqual([]);
});
