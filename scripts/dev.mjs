// npm run dev: the api in watch mode and webpack-dev-server (hot reload) for every app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pnpmBin, root } from './bootstrap.mjs';
import { apps, apiPort, demoEnv, portOf } from './ports.mjs';

const children = [];
const run = (name, args, cwd) => {
  const c = spawn(pnpmBin(), args, { cwd, stdio: 'inherit', env: { ...demoEnv, ...process.env, PORT: String(apiPort()) } });
  c.on('exit', (code) => console.log(`[dev] ${name} exited (${code})`));
  children.push(c);
};
run('api', ['exec', 'tsx', 'watch', 'src/main.ts'], path.join(root, 'api'));
for (const app of apps) run(app.dir, ['exec', 'webpack', 'serve', '--mode', 'development'], path.join(root, app.dir));
console.log(`[dev] open http://localhost:${portOf(apps[0])}`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
