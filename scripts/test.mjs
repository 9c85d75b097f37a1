// npm test: every test. The api tests (node's runner on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) start
// first and run beside the static checks, the unit and component tests (jest) and the browser journeys (Playwright in
// Debian's Chromium against fresh builds).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, pnpmBin, root } from './bootstrap.mjs';
import { ensureBrowser } from './browser.mjs';

ensureInstalled();
const only = process.argv.slice(2); // e.g. `npm test -- static unit api e2e`
const want = (step) => only.length === 0 || only.includes(step);
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
const jestFailures = [];

/**
 * One step in the foreground: its output is printed when it ends. It does not block the event loop (a synchronous
 * spawn would hold back the steps running beside it from noting their end, and their times would all read as this
 * chain's).
 */
function run(step, args, cwd, env = {}, cmd = pnpmBin()) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (d) => (out += d));
    child.on('close', (code) => {
      console.log(`\n=== ${step} ===`);
      process.stdout.write(out);
      console.log(`[test] ${step}: ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) failedSteps.push(step);
      resolve(out);
    });
  });
}

/**
 * A step in the background, beside the foreground chain: its output goes to a file (so it is not interleaved with
 * the foreground's) and the promise resolves with it once the step ends (printed by the caller).
 */
function runAsync(step, args, cwd, env = {}, cmd = pnpmBin()) {
  const file = path.join(root, 'node_modules', `.cache-${step.replace(/\W+/g, '-')}.log`);
  const fd = fs.openSync(file, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
    const started = Date.now();
    child.on('close', (code) => {
      fs.closeSync(fd);
      fs.appendFileSync(file, `[test] ${step}: ${Math.round((Date.now() - started) / 1000)} s\n`);
      if (code !== 0) failedSteps.push(step);
      resolve(fs.readFileSync(file, 'utf8'));
    });
  });
}

function nodeCounts(stdout) {
  const pass = /^# pass (\d+)/m.exec(stdout) ?? /^ℹ pass (\d+)/m.exec(stdout);
  const fail = /^# fail (\d+)/m.exec(stdout) ?? /^ℹ fail (\d+)/m.exec(stdout);
  totals.passed += Number(pass?.[1] ?? 0);
  totals.failed += Number(fail?.[1] ?? 0);
}

// The type check and the api tests start at once (neither needs a build), then the builds; then the browser
// journeys start and run beside the static checks and the unit tests (a journey waits on its browser and the api much
// of the time; an api test on its database). The api tests run in one process per share of the files: two for
// PGlite, one for PostgreSQL, every test file on its own database; their output is printed whole at the end.
// The type check, the longest static check, runs beside everything else
let typecheck = Promise.resolve('');
if (want('static')) {
  // the shell, the remotes and shared share their compiler options: one program checks them (shared once, not
  // once per app: 11 s instead of 47 s); the api and the browser journeys have their own
  typecheck = run(
    'typecheck (tsc: the apps and shared, the api, the journeys)',
    ['exec', 'tsc', '-b', 'tsconfig.web.json', 'api/tsconfig.json', 'e2e/tsconfig.json'],
    root,
  );
}

let apiRuns = Promise.resolve([]);
if (want('api')) {
  const apiDir = path.join(root, 'api');
  // two shares of the files on PGlite (one process for all of them ended last, 382 s against ~350 s, measured)
  const runs = [
    ['api tests (PGlite, 1/2)', { TEST_DATABASE_URL: '', API_TEST_SHARD: '1/2' }],
    ['api tests (PGlite, 2/2)', { TEST_DATABASE_URL: '', API_TEST_SHARD: '2/2' }],
  ];
  if (process.env.TEST_DATABASE_URL) runs.push(['api tests (PostgreSQL)', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL }]);
  // at a lower priority (nice 5): the builds the browser journeys wait for go first (nice 10 starved them into the
  // last step, 20-40 s after the journeys)
  apiRuns = Promise.all(runs.map(([step, env]) => runAsync(step, ['-n', '5', pnpmBin(), 'test'], apiDir, env, 'nice').then((out) => [step, out])));
}
const e2eResults = path.join(root, 'e2e', 'test-results', 'results.json');
// the journeys' browser: Debian's Chromium and the Noto fonts, installed here when missing (a fresh machine)
const browserProblem = want('e2e') ? ensureBrowser() : null;
if (browserProblem) {
  console.error(`[test] ${browserProblem}`);
  failedSteps.push('browser journeys (Playwright): no browser');
}
if (want('e2e') && !browserProblem) {
  const started = Date.now();
  buildAll();
  console.log(`[test] builds: ${Math.round((Date.now() - started) / 1000)} s`);
}
let e2eRun = Promise.resolve('');
if (want('e2e') && !browserProblem) {
  fs.rmSync(e2eResults, { force: true });
  e2eRun = runAsync('browser journeys (Playwright)', ['exec', 'playwright', 'test'], path.join(root, 'e2e'));
}

// static checks: lint rules (import directions included) and formatting
if (want('static')) {
  await run('lint (eslint)', ['exec', 'eslint', '.'], root);
  await run('format (prettier --check)', ['exec', 'prettier', '--check', '--log-level=warn', '.'], root);
  // no import cycle, type-only imports counted (the lint's rule skips them)
  await run('import cycles (madge, type imports counted)', [path.join(root, 'scripts', 'cycles.mjs')], root, {}, process.execPath);
  // every message in the code is in its app's catalogues, the Bangla one complete, and the committed ones current
  await run('catalogues (lingui extract and compile, --check)', [path.join(root, 'scripts', 'i18n.mjs'), '--check'], root, {}, process.execPath);
}

if (want('unit')) {
  const out = path.join(root, 'node_modules', '.cache-jest-results.json');
  await run('unit and component tests (jest)', ['exec', 'jest', '--ci', '--json', `--outputFile=${out}`], root);
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    for (const file of j.testResults ?? [])
      for (const a of file.assertionResults ?? []) if (a.status === 'failed') jestFailures.push(`jest ${path.relative(root, file.name)} › ${a.fullName}`);
  }
  // the whole-repo scripts and the shell's server (npm start's)
  const scriptTests = ['scripts', path.join('shell', 'server')].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith('.test.mjs'))
      .map((f) => path.join(dir, f)),
  );
  nodeCounts(await run('script and server tests (node)', ['--test', ...scriptTests], root, {}, process.execPath));
}

await typecheck;
if (want('e2e') && !browserProblem) {
  const out = await e2eRun;
  console.log('\n=== browser journeys (Playwright) ===');
  process.stdout.write(out);
  if (fs.existsSync(e2eResults)) {
    const s = JSON.parse(fs.readFileSync(e2eResults, 'utf8')).stats ?? {};
    totals.passed += s.expected ?? 0;
    totals.failed += s.unexpected ?? 0;
    totals.flaky = s.flaky ?? 0;
  }
}

for (const [step, out] of await apiRuns) {
  console.log(`\n=== ${step} ===`);
  process.stdout.write(out);
  nodeCounts(out);
}

// what failed, named again at the very end (a CI record may keep only the tail of a long output)
const failures = [...jestFailures];
// journeys that passed only on their second try (playwright.config.ts: retries): named, with their first failure
const flaky = [];
if (want('e2e') && fs.existsSync(e2eResults)) {
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      const isFlaky = spec.ok && spec.tests?.some((t) => t.status === 'flaky');
      if (spec.ok && !isFlaky) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message ?? '';
      (isFlaky ? flaky : failures).push(`journey ${spec.file ?? file} › ${spec.title}: ${error.split('\n').find((l) => l.trim()) ?? ''}`);
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of JSON.parse(fs.readFileSync(e2eResults, 'utf8')).suites ?? []) walk(suite, suite.file);
}
for (const [step, out] of await apiRuns) {
  for (const line of out.split('\n')) if (/^\s*not ok \d+ - /.test(line)) failures.push(`${step}: ${line.trim()}`);
}
// (without the terminal's colour codes, which Playwright's messages carry)
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');
if (flaky.length) console.log(`\nFlaky (passed on the second try):\n${flaky.map((f) => `  ${plain(f).slice(0, 300)}`).join('\n')}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ${plain(f).slice(0, 300)}`).join('\n')}`);
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
if (failedSteps.length && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`total: ${totals.passed} passed, ${totals.failed} failed${totals.flaky ? `, ${totals.flaky} flaky (passed on the second try)` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
