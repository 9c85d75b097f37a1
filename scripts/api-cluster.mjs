// Several api processes on one PostgreSQL, on one port (Node's cluster: the primary hands each connection to a
// worker). Each worker is the ordinary api (api/src/main.ts); the feed, the chat, content changes, rate limits and
// money agree across them through the database (docs/operations.md). A worker that dies is replaced.
//   API_PROCESSES=N (default 2), DATABASE_URL required (PGlite is one process per data directory).
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Math.max(1, Math.min(16, Number(process.env.API_PROCESSES) || 2));

if (!process.env.DATABASE_URL) {
  console.error('[cluster] several api processes share one PostgreSQL: set DATABASE_URL (the embedded database is one process).');
  process.exit(1);
}

cluster.setupPrimary({ exec: path.join(root, 'api/src/main.ts'), execArgv: ['--import', 'tsx'], cwd: path.join(root, 'api') });
let stopping = false;
const fork = () => cluster.fork();
for (let i = 0; i < count; i++) fork();
cluster.on('online', (w) => console.log(`[cluster] api worker ${w.process.pid} started`));
cluster.on('exit', (w, code, signal) => {
  if (stopping) return;
  console.error(`[cluster] api worker ${w.process.pid} ended (${signal ?? code}); starting another`);
  setTimeout(fork, 1000);
});
const stop = () => {
  stopping = true;
  for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  setTimeout(() => process.exit(0), 6000).unref();
  cluster.disconnect(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
