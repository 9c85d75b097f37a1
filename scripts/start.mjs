// npm start: install if needed, build what changed, run the api (embedded database, demo data) and every app.
// npm run start:cluster: the same with API_PROCESSES api processes (default 2) on DATABASE_URL's PostgreSQL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { pnpmBin, root } from './bootstrap.mjs';
import { apps, apiPort, demoEnv, portOf } from './ports.mjs';

buildAll();
// after buildAll (which installs the packages on a fresh clone): the static server needs them
const { serveAll } = await import('../shell/server/index.mjs');
// --cluster (npm run start:cluster) or API_PROCESSES=N: N api processes (default 2) on DATABASE_URL's PostgreSQL,
// on one port
const clustered = process.argv.includes('--cluster') || Number(process.env.API_PROCESSES) > 1;
const api = spawn(clustered ? process.execPath : pnpmBin(), clustered ? [path.join(root, 'scripts/api-cluster.mjs')] : ['exec', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'api'),
  stdio: 'inherit',
  env: { ...demoEnv, ...process.env, API_PORT: String(apiPort()), PORT: String(apiPort()), DATA_DIR: process.env.DATA_DIR || path.join(root, 'data') },
});
api.on('exit', (code) => {
  console.error(`[start] api exited (${code})`);
  process.exit(code ?? 1);
});
const servers = await serveAll();
for (const app of apps) console.log(`[start] ${app.dir.padEnd(12)} http://localhost:${portOf(app)}`);
console.log(`[start] api          http://localhost:${apiPort()}`);
console.log(`\n  Open http://localhost:${portOf(apps[0])} (a phone-sized window; demo login demoplayer1 / demopass123)\n`);
const stop = () => {
  for (const s of servers) s.close();
  api.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
