// The database: embedded PGlite (default, one process per data directory, guarded by a lock file)
// or PostgreSQL when a connection string is given. The same Drizzle code runs on both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { acquireLock } from './lock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PGlite in `dataDir` (in memory when null), applies migrations. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
  }
  try {
    const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** Opens PostgreSQL at `url`, applies migrations. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it
  pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string | null }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

/** The SQL error code of a database error (Drizzle wraps it in `cause`). */
export function sqlCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
