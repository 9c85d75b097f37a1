// One list of apps (scripts/ports.mjs): a remote is its folder plus one entry there. In a temporary copy of the
// workspace's configuration, a throwaway remote (mf-demo, a copy of mf-support) gets that one entry, and the
// workspace, TypeScript, lint, Lingui, jest, the e2e server's ports, the run-time configuration and the build all
// take it in (node's test runner).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './bootstrap.mjs';
import { apps } from './ports.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-one-list-'));
const load = (file) => import(`${pathToFileURL(path.join(tmp, file)).href}?${Date.now()}`);

describe('a new remote is its folder and one entry in scripts/ports.mjs', () => {
  before(() => {
    for (const f of [
      'package.json',
      'pnpm-workspace.yaml',
      'tsconfig.base.json',
      'tsconfig.web.json',
      'jest.config.mjs',
      'lingui.config.mjs',
      'eslint.config.mjs',
    ])
      fs.copyFileSync(path.join(root, f), path.join(tmp, f));
    fs.cpSync(path.join(root, 'scripts'), path.join(tmp, 'scripts'), { recursive: true, filter: (s) => !s.includes('node_modules') });
    for (const dir of ['node_modules', 'shared', 'scripts/node_modules', ...apps.map((a) => a.dir)]) fs.symlinkSync(path.join(root, dir), path.join(tmp, dir));
    // the remote's folder: a copy of another remote under its own name
    const demo = path.join(tmp, 'mf-demo');
    fs.cpSync(path.join(root, 'mf-support'), demo, { recursive: true, filter: (s) => !/[\\/](node_modules|dist)$/.test(s) });
    // its packages: the workspace's links as pnpm makes them (@bet/scripts is the copy's scripts)
    const modules = path.join(root, 'mf-support', 'node_modules');
    for (const entry of fs.readdirSync(modules, { recursive: true, withFileTypes: true })) {
      if (!entry.isSymbolicLink()) continue;
      const rel = path.relative(modules, path.join(entry.parentPath, entry.name));
      fs.mkdirSync(path.dirname(path.join(demo, 'node_modules', rel)), { recursive: true });
      const to = rel === path.join('@bet', 'scripts') ? path.join(tmp, 'scripts') : fs.realpathSync(path.join(modules, rel));
      fs.symlinkSync(to, path.join(demo, 'node_modules', rel));
    }
    fs.writeFileSync(path.join(demo, 'src', 'routes.json'), JSON.stringify([{ path: '/demo', title: 'Demo', login: false }]));
    // the one entry
    const ports = path.join(tmp, 'scripts', 'ports.mjs');
    const text = fs.readFileSync(ports, 'utf8');
    assert.ok(text.includes("  { dir: 'mf-support', port: 8085 },\n"));
    fs.writeFileSync(
      ports,
      text.replace("  { dir: 'mf-support', port: 8085 },\n", "  { dir: 'mf-support', port: 8085 },\n  { dir: 'mf-demo', port: 8086 },\n"),
    );
  });
  after(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('is an app, a remote of the run-time configuration with its own port variable, and its routes are read', async () => {
    const { apps, remoteApps, runtimeConfig, shiftedPorts, siteDirs, sourceRoutes } = await load('scripts/ports.mjs');
    assert.ok(apps.some((a) => a.dir === 'mf-demo' && a.name === 'mf_demo' && a.env === 'MF_DEMO_PORT'));
    assert.ok(remoteApps.some((a) => a.name === 'mf_demo'));
    assert.equal(runtimeConfig('localhost').remotes.mf_demo, 'http://localhost:8086/mf-manifest.json');
    assert.equal(shiftedPorts(900).MF_DEMO_PORT, '8986'); // the e2e server's site
    assert.ok(siteDirs.includes('mf-demo')); // scripts/i18n.mjs's catalogues
    assert.deepEqual(
      sourceRoutes().filter((r) => r.owner === 'mf_demo'),
      [{ path: '/demo', title: 'Demo', login: false, owner: 'mf_demo' }],
    );
  });

  it('is a package of the workspace, and TypeScript checks its source', () => {
    const patterns = fs
      .readFileSync(path.join(tmp, 'pnpm-workspace.yaml'), 'utf8')
      .split('\n')
      .map((l) => /^\s+- (\S+)$/.exec(l)?.[1])
      .filter(Boolean);
    assert.ok(
      patterns.some((p) => path.matchesGlob('mf-demo', p)),
      patterns.join(', '),
    );
    const config = ts.getParsedCommandLineOfConfigFile(path.join(tmp, 'tsconfig.web.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
    assert.ok(config.fileNames.some((f) => f.includes('/mf-demo/src/Routes.tsx')));
  });

  it("is in jest's roots, Lingui's catalogues and the lint's rule for the players' words", async () => {
    const jest = (await load('jest.config.mjs')).default;
    assert.ok(jest.roots.includes('<rootDir>/mf-demo/src'));
    const lingui = (await load('lingui.config.mjs')).default;
    assert.ok(lingui.catalogs.some((c) => c.path === '<rootDir>/mf-demo/src/locales/{locale}'));
    const eslint = (await load('eslint.config.mjs')).default;
    const words = eslint.find((c) => c.rules?.['i18next/no-literal-string']);
    assert.ok(
      words.files.some((f) => f.includes('mf-demo')),
      words.files.join(', '),
    );
  });

  it('builds, publishing its routes beside its manifest', () => {
    const r = spawnSync(process.execPath, [path.join(tmp, 'scripts', 'webpack-many.mjs'), 'mf-demo'], { cwd: tmp, encoding: 'utf8' });
    assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
    const dist = path.join(tmp, 'mf-demo', 'dist');
    assert.ok(fs.existsSync(path.join(dist, 'remoteEntry.js')));
    assert.equal(JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).name, 'mf_demo');
    assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8')), [{ path: '/demo', title: 'Demo', login: false }]);
  });
});
