// Version skew: the site's apps built at the previous release (the commit recorded in scripts/skew-baseline.json),
// for the browser journeys that run the current shell with those remotes and that release's shell with the current
// remotes (e2e/tests/delivery.spec.ts). The builds are made in a git worktree of that commit, kept under
// the system temp folder, bet-skew/<commit>/ (made once per commit on a machine: about 25 s).
//   node scripts/skew.mjs   prepare the baseline's builds; prints where they are
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './bootstrap.mjs';

/** The previous release: its commit and what it is. Moved forward when a release is cut (docs/operations.md). */
export const baseline = JSON.parse(fs.readFileSync(path.join(root, 'scripts', 'skew-baseline.json'), 'utf8'));
// outside the workspace: its sources must not look like packages (node_modules) to the build, nor be linted here
export const baselineDir = path.join(os.tmpdir(), 'bet-skew', baseline.commit);
const tree = path.join(baselineDir, 'tree');
const done = path.join(baselineDir, '.built');

/** The baseline's builds by app folder (those it has), once prepared; null before. */
export function baselineBuilds() {
  if (!fs.existsSync(done)) return null;
  const builds = {};
  for (const entry of fs.readdirSync(tree, { withFileTypes: true })) {
    const dist = path.join(tree, entry.name, 'dist');
    if (entry.isDirectory() && fs.existsSync(path.join(dist, 'index.html'))) builds[entry.name] = dist;
  }
  return builds;
}

function run(what, cmd, args, cwd) {
  // the worktree's own scripts, with none of this run's settings that point at the current tree's files
  const env = { ...process.env };
  for (const key of ['RELEASES_DIR', 'DEPLOYMENT_FILE', 'INIT_CWD', 'npm_config_local_prefix']) delete env[key];
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env });
  if (r.status !== 0) throw new Error(`${what} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Builds the baseline's apps (in a worktree of its commit, with its own lockfile) unless already built. */
export function prepareBaseline() {
  if (fs.existsSync(done)) return baselineBuilds();
  const started = Date.now();
  fs.rmSync(tree, { recursive: true, force: true });
  run('git worktree prune', 'git', ['worktree', 'prune'], root);
  // a clone without that commit (a shallow one) fetches it from where it was cloned
  if (spawnSync('git', ['cat-file', '-e', `${baseline.commit}^{commit}`], { cwd: root }).status !== 0)
    run(`git fetch ${baseline.commit}`, 'git', ['fetch', '--quiet', 'origin', baseline.commit], root);
  run(`git worktree add ${baseline.commit}`, 'git', ['worktree', 'add', '--detach', '--force', tree, baseline.commit], root);
  run('install (the baseline lockfile)', process.execPath, [path.join(tree, 'scripts', 'bootstrap.mjs')], tree);
  run('build (the baseline)', process.execPath, [path.join(tree, 'scripts', 'build.mjs')], tree);
  fs.writeFileSync(done, new Date().toISOString());
  console.log(`[skew] ${baseline.commit.slice(0, 8)} built in ${Math.round((Date.now() - started) / 1000)} s`);
  return baselineBuilds();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const builds = prepareBaseline();
  console.log(`[skew] baseline ${baseline.commit.slice(0, 8)} (${baseline.release}): ${Object.keys(builds).join(', ')} in ${path.relative(root, baselineDir)}`);
}
