// The catalogues of every app (Lingui): extracts the messages from the code into each app's src/locales/{en,bn}.po
// and compiles them to src/locales/{en,bn}.ts. `--check` (CI) fails when a Bangla message is missing or when the
// committed catalogues are not what the code and the .po files give (someone forgot to run this).
//   node scripts/i18n.mjs          extract and compile
//   node scripts/i18n.mjs --check  the same, then fail on a missing translation or a changed catalogue
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './bootstrap.mjs';
import { siteDirs } from './ports.mjs';

const check = process.argv.includes('--check');
const lingui = path.join(root, 'node_modules', '.bin', 'lingui');
// shared and every app of the one list (scripts/ports.mjs) but the console
const apps = ['shared', ...siteDirs];
const files = apps.flatMap((a) => ['en.po', 'bn.po', 'en.ts', 'bn.ts'].map((f) => path.join(root, a, 'src', 'locales', f)));
// the .po header's creation date changes at every extraction: not a change of the catalogue
const content = (f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8').replace(/^"POT-Creation-Date: .*\n/m, '') : '');
const before = new Map(files.map((f) => [f, content(f)]));

function lingui_(args) {
  const r = spawnSync(lingui, args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stdout.write(r.stdout);
    process.stderr.write(r.stderr);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
}

lingui_(['extract', '--clean']);
lingui_(['compile', '--typescript', '--namespace', 'es', '--workers', '1']);

// English: a plain sentence is its own id (the runtime shows the id of a message it lacks), so the English catalogue
// keeps only what needs compiling (values, plurals): the first load carries no second copy of every sentence
for (const app of apps) {
  const file = path.join(root, app, 'src', 'locales', 'en.ts');
  const text = fs.readFileSync(file, 'utf8');
  const m = /JSON\.parse\((".*")\)/s.exec(text);
  if (!m) throw new Error(`unexpected compiled catalogue ${file}`);
  const messages = JSON.parse(JSON.parse(m[1]));
  const kept = Object.fromEntries(Object.entries(messages).filter(([id, v]) => !(Array.isArray(v) && v.length === 1 && v[0] === id)));
  fs.writeFileSync(file, text.replace(m[1], JSON.stringify(JSON.stringify(kept))));
}
// the apps take the catalogue's type from shared (only shared depends on Lingui)
for (const app of apps.filter((a) => a !== 'shared')) {
  for (const f of ['en.ts', 'bn.ts']) {
    const file = path.join(root, app, 'src', 'locales', f);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('from"@lingui/core"', 'from"@bet/shared"'));
  }
}

// a Bangla message left empty
const missing = [];
for (const app of apps) {
  const po = fs.readFileSync(path.join(root, app, 'src', 'locales', 'bn.po'), 'utf8');
  for (const block of po.split(/\n\n/)) {
    const id = /^msgid "(.+)"$/m.exec(block);
    if (id && /^msgstr ""$/m.test(block) && !/^"/m.test(block.split(/^msgstr/m)[1] ?? '')) missing.push(`${app}: ${id[1]}`);
  }
}
if (missing.length) {
  console.error(`Bangla missing for ${missing.length} message(s):\n  ${missing.join('\n  ')}`);
  if (check) process.exit(1);
}
if (check) {
  const changed = files.filter((f) => before.get(f) !== content(f)).map((f) => path.relative(root, f));
  if (changed.length) {
    console.error(`The catalogues are not up to date (run node scripts/i18n.mjs and commit):\n  ${changed.join('\n  ')}`);
    process.exit(1);
  }
}
console.log(`[i18n] ${apps.length} catalogues extracted and compiled`);
