// The site for the browser tests: a fresh api (new embedded database in a temp dir, fixed admin token)
// and every app's build, on their own ports so a running `npm start` is not disturbed.
// A control port lets a test stop and start one app's server (to prove a remote being down is survivable).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pnpmBin, root } from './bootstrap.mjs';

export const E2E = { api: 4900, shell: 8980, console: 8990, control: 8979, adminToken: 'e2e-admin-token-0123456789abcdef01234' };
const env = {
  API_PORT: String(E2E.api),
  PORT: String(E2E.api),
  SHELL_PORT: '8980',
  MF_ACCOUNT_PORT: '8981',
  MF_FUNDS_PORT: '8982',
  MF_GAMES_PORT: '8983',
  MF_EXCHANGE_PORT: '8984',
  MF_SUPPORT_PORT: '8985',
  CONSOLE_PORT: '8990',
};
Object.assign(process.env, env);
const { apps, demoEnv, portOf } = await import('./ports.mjs');
const { serveApp } = await import('./serve.mjs');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-e2e-'));
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

const servers = new Map();
for (const app of apps) servers.set(app.dir, await serveApp(app));

http
  .createServer(async (req, res) => {
    const [, action, dir] = (req.url ?? '').split('/');
    const app = apps.find((a) => a.dir === dir);
    if (!app) {
      res.writeHead(404);
      res.end();
      return;
    }
    if (action === 'stop' && servers.has(dir)) {
      const s = servers.get(dir);
      servers.delete(dir);
      await s.close();
    } else if (action === 'start' && !servers.has(dir)) {
      servers.set(dir, await serveApp(app));
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ running: [...servers.keys()] }));
  })
  .listen(E2E.control, '127.0.0.1');

const stop = () => {
  api.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`[e2e] site on http://localhost:${portOf(apps[0])}, api on http://localhost:${E2E.api}`);
