// Writes api/openapi.json: the OpenAPI document the routes generate (every route on: outbox and demo gateway too).
// Run `pnpm --filter @bet/api openapi` after changing a route or the contract; a test fails until you do.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { openPglite } from '../db/client.js';

export const openApiFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.json');

/** The document of an app with every route registered, as stable text. */
export async function openApiDocument(): Promise<{ text: string; app: FastifyInstance; close: () => Promise<void> }> {
  const database = await openPglite(null);
  const { app } = await buildApp({ db: database.db, adminToken: 'x'.repeat(32), devOutbox: true, demoGateway: true, publicBase: 'http://localhost:4000' });
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  return {
    text,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { text, close } = await openApiDocument();
  fs.writeFileSync(openApiFile, text);
  await close();
  console.log(`wrote ${path.relative(process.cwd(), openApiFile)}`);
}
