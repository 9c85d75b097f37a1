// Starts the api: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds, listens.
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { seed } from './seed/index.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.API_PORT || process.env.PORT || 4000);
const host = process.env.HOST || '0.0.0.0';
const dataDir = path.resolve(process.env.DATA_DIR || path.join(repoRoot, 'data'));
const production = process.env.NODE_ENV === 'production';
let adminToken = process.env.ADMIN_TOKEN;
if (!adminToken) {
  adminToken = crypto.randomBytes(24).toString('hex');
  console.log(`[api] ADMIN_TOKEN was not set; this run's back-office token: ${adminToken}`);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
await seed(database.db);
const { app } = await buildApp({
  db: database.db,
  adminToken,
  production,
  logger: process.env.API_LOG === '1',
  uploadsDir: path.join(dataDir, 'uploads'),
  gatewaySecret: process.env.GATEWAY_SECRET,
  corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
});
await app.listen({ port, host });
console.log(`[api] listening on http://localhost:${port} (${database.kind}${database.kind === 'pglite' ? ` in ${dataDir}` : ''})`);

let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
