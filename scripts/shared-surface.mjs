// @bet/shared's public surface: every name each of its entry points (package.json "exports") exports, with its kind
// and whether it is deprecated (a JSDoc @deprecated tag), against the report committed beside it
// (shared/api-surface.json). The version policy (docs/architecture.md, "Versions and compatibility"): within a major
// version only additions (a minor version); a name is removed only in a new major version, and only after a release
// that marked it @deprecated.
//   node scripts/shared-surface.mjs           compare (CI: scripts/shared-surface.test.mjs); exit 1 on a difference
//   node scripts/shared-surface.mjs --update  write the report, when the version in shared/package.json allows the change
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const sharedDir = path.join(root, 'shared');
export const reportFile = path.join(sharedDir, 'api-surface.json');

const kindOf = (symbol) => {
  const f = symbol.flags;
  if (f & ts.SymbolFlags.Function) return 'function';
  if (f & ts.SymbolFlags.Class) return 'class';
  if (f & ts.SymbolFlags.Enum) return 'enum';
  if (f & ts.SymbolFlags.Variable) return 'const';
  if (f & ts.SymbolFlags.Interface) return 'interface';
  if (f & ts.SymbolFlags.TypeAlias) return 'type';
  if (f & ts.SymbolFlags.Module) return 'namespace';
  return 'other';
};

/** The surface as the code has it now: { version, entries: { "<entry>": { "<name>": "<kind>[ deprecated]" } } }. */
export function currentSurface() {
  const pkg = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const entries = Object.entries(pkg.exports).filter(([, file]) => /\.tsx?$/.test(file));
  const files = entries.map(([, file]) => path.join(sharedDir, file));
  const config = ts.getParsedCommandLineOfConfigFile(path.join(sharedDir, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  const program = ts.createProgram(files, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [entry, file] of entries) {
    const source = program.getSourceFile(path.join(sharedDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    const names = {};
    for (const exported of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const deprecated = [exported, symbol].some((s) => s.getJsDocTags?.(checker).some((t) => t.name === 'deprecated'));
      names[exported.name] = `${kindOf(symbol)}${deprecated ? ' deprecated' : ''}`;
    }
    surface[entry] = Object.fromEntries(Object.entries(names).sort(([a], [b]) => a.localeCompare(b)));
  }
  return { version: pkg.version, entries: surface };
}

/** What changed from `before` to `now`: names added, removed (with whether they were deprecated before), re-kinded. */
export function compare(before, now) {
  const added = [];
  const removed = [];
  const changed = [];
  const entries = new Set([...Object.keys(before.entries), ...Object.keys(now.entries)]);
  for (const entry of entries) {
    const a = before.entries[entry] ?? {};
    const b = now.entries[entry] ?? {};
    for (const name of Object.keys(b)) if (!(name in a)) added.push(`${entry} ${name}`);
    for (const name of Object.keys(a)) {
      if (!(name in b)) removed.push({ name: `${entry} ${name}`, deprecated: a[name].endsWith(' deprecated') });
      else if (a[name].split(' ')[0] !== b[name].split(' ')[0]) changed.push(`${entry} ${name}: ${a[name]} -> ${b[name]}`);
      else if (a[name] !== b[name]) added.push(`${entry} ${name} (${b[name]})`); // deprecated now, or no longer: a minor change
    }
  }
  return { added, removed, changed };
}

const parse = (v) => v.split('.').map(Number);

/** Why `now` (at its package version) may not replace the committed report `before`; null when it may. */
export function refusal(before, now) {
  const { added, removed, changed } = compare(before, now);
  const [M0, m0] = parse(before.version);
  const [M1, m1] = parse(now.version);
  const major = M1 > M0;
  const minor = major || (M1 === M0 && m1 > m0);
  if (removed.length || changed.length) {
    if (!major)
      return `a name removed or changed needs a new major version (${before.version} -> ${M0 + 1}.0.0): ${[...removed.map((r) => r.name), ...changed].join(', ')}`;
    const early = removed.filter((r) => !r.deprecated).map((r) => r.name);
    if (early.length) return `removed without a release that marked it @deprecated first: ${early.join(', ')}`;
  } else if (added.length && !minor) return `names added need a new minor version (${before.version} -> ${M0}.${m0 + 1}.0): ${added.join(', ')}`;
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const now = currentSurface();
  const before = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const diff = compare(before, now);
  const same = !diff.added.length && !diff.removed.length && !diff.changed.length;
  if (process.argv.includes('--update')) {
    const why = same ? null : refusal(before, now);
    if (why) {
      console.error(`[shared-surface] not written: ${why}`);
      process.exit(1);
    }
    fs.writeFileSync(reportFile, `${JSON.stringify(now, null, 2)}\n`);
    console.log(`[shared-surface] ${path.relative(root, reportFile)} written for @bet/shared ${now.version}`);
  } else if (!same || before.version !== now.version) {
    console.error(
      `[shared-surface] @bet/shared's surface is not the committed report's (${before.version}); added: ${diff.added.join(', ') || 'none'}; removed: ${
        diff.removed.map((r) => r.name).join(', ') || 'none'
      }; changed: ${diff.changed.join(', ') || 'none'}. Set the version the policy asks for in shared/package.json, then node scripts/shared-surface.mjs --update`,
    );
    process.exit(1);
  } else console.log(`[shared-surface] @bet/shared ${now.version}: as the report says`);
}
