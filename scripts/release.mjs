// Releases one app alone: its type check and tests, its production build (compressed, with its own translations),
// copied into an immutable folder releases/<app>/<version>/ (version: the app's package version and the content hash
// of its files), and, when asked, switched in. A running server serves the release its pointer
// (releases/<app>/current) names from the next request on (shell/server/files.mjs); rolling back is pointing at the one
// before. docs/operations.md, "Release a remote".
//
//   npm run release -- <app> [--activate] [--skip-tests]   build, test and package one app (mf-games, shell, ...)
//   npm run release -- activate <app> <version>           point the app at a release
//   npm run release -- rollback <app>                     point it at the release it pointed at before
//   npm run release -- list <app>                         its releases, the current one marked
//   npm run release -- prune <app> [--keep=N]             delete all but the current, the previous and the N newest
//                                                         (default 5): a page open on a deleted release loses its chunks
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pnpmBin, root } from './bootstrap.mjs';
import { buildAll } from './build.mjs';
import { apps, releasesDir } from './ports.mjs';

/** The files of a folder, relative, sorted. */
function filesOf(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name !== '.build-stamp')
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/** The release's version: the app's package version and the first 8 hex digits of its files' hash. */
export function releaseVersion(app, dist) {
  const h = crypto.createHash('sha256');
  for (const f of filesOf(dist))
    h.update(f)
      .update('\0')
      .update(fs.readFileSync(path.join(dist, f)));
  const pkg = JSON.parse(fs.readFileSync(path.join(root, app.dir, 'package.json'), 'utf8'));
  return `${pkg.version}-${h.digest('hex').slice(0, 8)}`;
}

/** Writes `text` to `file` by a rename: a reader sees the old content or the new, never a half. */
function writeAtomically(file, text) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

/** Copies an app's build into releases/<app>/<version>/ (left as it is when that release exists: immutable). */
export function packageRelease(app, dist = path.join(root, app.dir, 'dist'), { commit = gitCommit(), shared = null } = {}) {
  if (!fs.existsSync(dist)) throw new Error(`${app.dir} has no build`);
  const version = releaseVersion(app, dist);
  const dir = releasesDir(app);
  const target = path.join(dir, version);
  if (fs.existsSync(target)) return { version, folder: target, existed: true };
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${version}.${process.pid}`);
  fs.cpSync(dist, tmp, { recursive: true, filter: (src) => path.basename(src) !== '.build-stamp' });
  // the @bet/shared range it was built against (the one its manifest declares; `shared` for a build of another commit)
  const sharedVersion = shared ?? JSON.parse(fs.readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).version;
  fs.writeFileSync(
    path.join(tmp, 'release.json'),
    JSON.stringify({ app: app.dir, version, commit, shared: `^${sharedVersion}`, builtAt: new Date().toISOString() }, null, 2),
  );
  fs.renameSync(tmp, target);
  return { version, folder: target, existed: false };
}

export function listReleases(app) {
  const dir = releasesDir(app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => ({ version: e.name, at: fs.statSync(path.join(dir, e.name)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((e) => e.version);
}

export function currentRelease(app) {
  try {
    return fs.readFileSync(path.join(releasesDir(app), 'current'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Points `app` at `version` (which must exist); the one it pointed at is kept for a rollback. */
export function activate(app, version) {
  const dir = releasesDir(app);
  if (!/^[\w.+-]+$/.test(version) || !fs.existsSync(path.join(dir, version))) throw new Error(`${app.dir} has no release ${version}`);
  const before = currentRelease(app);
  if (before && before !== version) writeAtomically(path.join(dir, 'previous'), before);
  writeAtomically(path.join(dir, 'current'), version);
  return { before, now: version };
}

export function rollback(app) {
  let previous = null;
  try {
    previous = fs.readFileSync(path.join(releasesDir(app), 'previous'), 'utf8').trim();
  } catch {
    /* none */
  }
  if (!previous) throw new Error(`${app.dir} has no release before the current one`);
  return activate(app, previous);
}

/** Deletes the releases of `app` but the current one, the previous one and the `keep` newest; answers the deleted. */
export function prune(app, keep = 5) {
  const dir = releasesDir(app);
  let previous = null;
  try {
    previous = fs.readFileSync(path.join(dir, 'previous'), 'utf8').trim();
  } catch {
    /* none */
  }
  const all = listReleases(app);
  const kept = new Set([currentRelease(app), previous, ...all.slice(-keep)]);
  const gone = all.filter((v) => !kept.has(v));
  for (const v of gone) fs.rmSync(path.join(dir, v), { recursive: true, force: true });
  return gone;
}

function gitCommit() {
  const r = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function step(what, args, cmd = pnpmBin()) {
  console.log(`[release] ${what}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`[release] ${what}: failed`);
    process.exit(r.status ?? 1);
  }
}

function appOf(dir) {
  const app = apps.find((a) => a.dir === dir);
  if (!app || app.console) {
    console.error(
      `[release] unknown app ${dir ?? ''} (one of ${apps
        .filter((a) => !a.console)
        .map((a) => a.dir)
        .join(', ')})`,
    );
    process.exit(2);
  }
  return app;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [verb, ...rest] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
  try {
    if (verb === 'activate') {
      const { before, now } = activate(appOf(rest[0]), rest[1] ?? '');
      console.log(`[release] ${rest[0]}: ${before ?? '(its build)'} -> ${now}`);
    } else if (verb === 'rollback') {
      const { before, now } = rollback(appOf(rest[0]));
      console.log(`[release] ${rest[0]}: ${before} -> ${now}`);
    } else if (verb === 'prune') {
      const keep = Number(/^--keep=(\d+)$/.exec(flags.find((f) => f.startsWith('--keep=')) ?? '')?.[1] ?? 5);
      const gone = prune(appOf(rest[0]), keep);
      console.log(`[release] ${rest[0]}: ${gone.length ? `deleted ${gone.join(', ')}` : 'nothing to delete'}`);
    } else if (verb === 'list') {
      const app = appOf(rest[0]);
      const current = currentRelease(app);
      for (const v of listReleases(app)) console.log(`${v === current ? '*' : ' '} ${v}`);
    } else {
      const app = appOf(verb);
      if (!flags.includes('--skip-tests')) {
        step(`${app.dir}: type check`, ['exec', 'tsc', '-p', `${app.dir}/tsconfig.json`]);
        step(`${app.dir}: tests`, ['exec', 'jest', '--ci', `--roots=<rootDir>/${app.dir}/src`]);
      }
      // the app alone, always afresh (its translations are its own catalogues, shell/src/locales, mf-*/src/locales)
      buildAll({ force: true, dirs: [app.dir] });
      const { version, folder, existed } = packageRelease(app);
      console.log(`[release] ${app.dir} ${version}: ${path.relative(root, folder)}${existed ? ' (already there, unchanged)' : ''}`);
      if (flags.includes('--activate')) {
        const { before } = activate(app, version);
        console.log(`[release] ${app.dir}: ${before ?? '(its build)'} -> ${version}`);
      }
    }
  } catch (err) {
    console.error(`[release] ${err.message}`);
    process.exit(1);
  }
}
