// The site for the browser tests: a fresh api (new embedded database in a temp dir, fixed admin token)
// and every app's build, on their own ports so a running `npm start` is not disturbed.
// A control port lets a test stop and start one app's server (to prove a remote being down is survivable), and
// release, switch and deploy apps as a team would (e2e/tests/delivery.spec.ts): every app's build is also packaged
// as a release in a releases folder of its own, the previous release's builds (scripts/skew.mjs) too when prepared,
// and a second host name (127.0.0.2) serves that folder as a CDN would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { pnpmBin, root } from './bootstrap.mjs';

import { E2E } from './ports.mjs';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-e2e-'));
const dataDir = path.join(work, 'data');
const releases = path.join(work, 'releases');
const deploymentFile = path.join(work, 'deployment.json');
fs.writeFileSync(deploymentFile, '{}');
// every app of the one list 900 ports up (8080 -> 8980, 8081 -> 8981, ...)
const { shiftedPorts } = await import('./ports.mjs');
Object.assign(process.env, {
  API_PORT: String(E2E.api),
  PORT: String(E2E.api),
  ...shiftedPorts(900),
  RELEASES_DIR: releases,
  DEPLOYMENT_FILE: deploymentFile,
});
const { apps, demoEnv, portOf, remoteApps } = await import('./ports.mjs');
const { serveApp } = await import('../shell/server/index.mjs');
const { activate, packageRelease } = await import('./release.mjs');
const { baseline, baselineBuilds, baselineDir } = await import('./skew.mjs');
const { buildVariant } = await import('./variant.mjs');

const api = spawn(pnpmBin(), ['exec', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    ...demoEnv,
    DATA_DIR: dataDir,
    ADMIN_TOKEN: E2E.adminToken,
    NODE_ENV: 'test',
    PUBLIC_API_BASE: `http://localhost:${E2E.api}`,
    FEED_SPEED: process.env.FEED_SPEED || '10',
    // the bet delay is match time: 2 s at real time is 0.2 s at ten times the speed
    BET_DELAY_MS: process.env.BET_DELAY_MS || '200',
    // the journeys sign up more than the 20 players an address may create in an hour
    SIGNUPS_PER_IP: '60',
    // the journeys running side by side log the demo player in more than 10 times a minute
    LOGINS_PER_USER: '40',
  },
});
api.on('exit', (code) => {
  console.error(`[e2e] api exited (${code})`);
  process.exit(1);
});

// the releases a journey can switch between: every app's build, and the previous release's (scripts/skew.mjs), built in
// the background while the first journeys run (once per machine and baseline commit) and packaged when it is there
const known = { build: {}, baseline: {} };
for (const app of apps.filter((a) => !a.console)) known.build[app.dir] = packageRelease(app).version;
let baselineShared = null;
const baselineReady = new Promise((resolve) => {
  const child = spawn('nice', ['-n', '5', process.execPath, path.join(root, 'scripts', 'skew.mjs')], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    const builds = code === 0 ? baselineBuilds() : null;
    if (!builds) return resolve(`the previous release's builds could not be made (scripts/skew.mjs exited ${code})`);
    baselineShared = JSON.parse(fs.readFileSync(path.join(baselineDir, 'tree', 'shared', 'package.json'), 'utf8')).version;
    for (const app of apps.filter((a) => !a.console && builds[a.dir]))
      known.baseline[app.dir] = packageRelease(app, builds[app.dir], { commit: baseline.commit, shared: baselineShared }).version;
    resolve(null);
  });
});

const servers = new Map();
for (const app of apps) servers.set(app.dir, await serveApp(app));

// the releases folder as a CDN on a second host name would serve it: releases/<app>/<version>/<file>
const cdn = Fastify();
cdn.addHook('onRequest', async (_req, reply) => {
  reply.header('Access-Control-Allow-Origin', '*');
});
await cdn.register(fastifyStatic, { root: releases, preCompressed: true, index: false });
await cdn.listen({ port: E2E.cdn, host: '127.0.0.2' });

const json = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const bodyOf = (req) =>
  new Promise((resolve) => {
    let text = '';
    req.on('data', (d) => (text += d));
    req.on('end', () => resolve(text));
  });

http
  .createServer(async (req, res) => {
    const [, action, dir, version] = (req.url ?? '').split('/');
    try {
      if (action === 'releases') {
        const baselineError = await baselineReady;
        return json(res, 200, { ...known, baselineError, baselineCommit: baseline.commit, baselineShared, cdn: `http://127.0.0.2:${E2E.cdn}` });
      }
      if (action === 'deploy') {
        // the deployment's configuration, switched by a rename as a deploy tool would
        fs.writeFileSync(`${deploymentFile}.tmp`, await bodyOf(req));
        fs.renameSync(`${deploymentFile}.tmp`, deploymentFile);
        return json(res, 200, { deployed: true });
      }
      const app = apps.find((a) => a.dir === dir);
      if (!app) return json(res, 404, {});
      if (action === 'stop' && servers.has(dir)) {
        const s = servers.get(dir);
        servers.delete(dir);
        await s.close();
      } else if (action === 'start' && !servers.has(dir)) {
        servers.set(dir, await serveApp(app));
      } else if (action === 'activate') {
        // a release by version, or back to the app's build ("-")
        if (version === '-') fs.rmSync(path.join(releases, app.dir, 'current'), { force: true });
        else activate(app, decodeURIComponent(version));
      } else if (action === 'variant-major') {
        // the app's build as a release built against the next major version of @bet/shared (its manifest's range):
        // what a remote of a breaking change of the contract looks like to this shell
        const from = path.join(releases, app.dir, known.build[app.dir]);
        const to = path.join(releases, app.dir, `${known.build[app.dir]}-major`);
        if (!fs.existsSync(to)) {
          fs.cpSync(from, `${to}.tmp`, { recursive: true });
          const file = path.join(`${to}.tmp`, 'mf-manifest.json');
          const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
          for (const s of manifest.shared) if (s.name === '@bet/shared') s.requiredVersion = `^${Number(s.version.split('.')[0]) + 1}.0.0`;
          fs.writeFileSync(file, JSON.stringify(manifest));
          for (const copy of [`${file}.br`, `${file}.gz`]) fs.rmSync(copy, { force: true });
          fs.renameSync(`${to}.tmp`, to);
        }
        return json(res, 200, { version: path.basename(to) });
      } else if (action === 'variant') {
        // a second release of the app that adds a page (/tournaments, with an entry in the menu) to what it publishes
        const release = buildVariant(app, (copy) => {
          const file = path.join(copy, 'src', 'routes.json');
          const routes = JSON.parse(fs.readFileSync(file, 'utf8'));
          fs.writeFileSync(
            file,
            JSON.stringify([...routes, { path: '/tournaments', title: 'Tournaments', login: false, menu: true, bn: { title: 'টুর্নামেন্ট' } }]),
          );
        });
        return json(res, 200, release);
      }
      return json(res, 200, { running: [...servers.keys()] });
    } catch (err) {
      return json(res, 500, { error: String(err.message ?? err) });
    }
  })
  .listen(E2E.control, '127.0.0.1');

const stop = () => {
  api.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`[e2e] site on http://localhost:${portOf(apps[0])}, api on http://localhost:${E2E.api}, ${remoteApps.length} remotes`);
