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

/**
 * PostgreSQL's LISTEN/NOTIFY, on both databases: how one process tells the others (content changes, the feed).
 * A notification arrives after the transaction that sent it commits, in commit order.
 */
export interface Notifications {
  /** Calls `onMessage` with each payload sent on `channel`, and with null when some may have been missed (a lost connection). */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** PGlite delivers a notification before the statement that sent it returns; PostgreSQL a moment later. */
  synchronous: boolean;
}

/** Being the one process that does something (the feed simulator): PostgreSQL's session advisory lock. */
export interface Leadership {
  /** The lock when it was free (held until released or the connection is lost: `lost` resolves), else null. */
  tryLead(key: number): Promise<{ lost: Promise<void>; release: () => Promise<void> } | null>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifications: Notifications;
  leadership: Leadership;
  close: () => Promise<void>;
  /** PostgreSQL: the connection pool's use (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite: the whole database as a tarball (gzipped unless asked), which `openPglite(null, { from })` starts from. */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

const CHANNEL = /^[a-z_]{1,60}$/;
const checkChannel = (channel: string) => {
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name: ${channel}`);
};

/** One connection per process that LISTENs for every channel asked for, and comes back after a lost connection. */
class PgListener implements Notifications {
  readonly synchronous = false;
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string | null) => void>>();
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onMessage: (payload: string | null) => void) {
    checkChannel(channel);
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onMessage);
    const client = await this.connect();
    if (first) await client.query(`LISTEN ${channel}`);
    return async () => {
      set.delete(onMessage);
    };
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (m) => this.handlers.get(m.channel)?.forEach((h) => h(m.payload ?? '')));
      const lost = () => {
        if (this.client !== client) return;
        this.client = null;
        if (this.closed) return;
        // whatever was sent while we were away is lost: every listener starts over, then we listen again
        this.handlers.forEach((set) => set.forEach((h) => h(null)));
        setTimeout(() => this.reconnect(), 1000).unref();
      };
      client.on('error', (err) => {
        console.error('[db] listener connection error:', err.message);
        lost();
      });
      client.on('end', lost);
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
      this.client = client;
      return client;
    })().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private reconnect() {
    if (this.closed || this.client) return;
    this.connect().catch(() => setTimeout(() => this.reconnect(), 1000).unref());
  }

  async close() {
    this.closed = true;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}

/** A session advisory lock on its own connection: released when the connection ends (a process that dies lets go). */
async function advisoryLock(url: string, key: number): Promise<{ lost: Promise<void>; release: () => Promise<void> } | null> {
  // named after the process, so an operator (and a test) sees in pg_stat_activity which process holds the lock
  const client = new pg.Client({ connectionString: url, keepAlive: true, application_name: `bet-api-${process.pid}` });
  let resolveLost = () => {};
  const lost = new Promise<void>((r) => (resolveLost = r));
  client.on('error', () => resolveLost());
  client.on('end', () => resolveLost());
  try {
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
    if (rows[0]?.ok) return { lost, release: () => client.end().catch(() => {}) };
  } catch {
    // the database is away: not the leader this time
  }
  await client.end().catch(() => {});
  return null;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PGlite in `dataDir` (in memory when null), applies migrations. */
export async function openPglite(dataDir: string | null, opts: { from?: Blob } = {}): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
  }
  try {
    const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create(opts.from ? { loadDataDir: opts.from } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    const notifications: Notifications = {
      synchronous: true,
      async listen(channel, onMessage) {
        checkChannel(channel);
        return client.listen(channel, onMessage);
      },
    };
    return {
      db,
      kind: 'pglite',
      notifications,
      // one process per data directory: it always leads
      leadership: { tryLead: async () => ({ lost: new Promise<void>(() => {}), release: async () => {} }) },
      close: async () => {
        await client.close();
        release();
      },
      dump: async (compression = 'gzip') => client.dumpDataDir(compression),
    };
  } catch (e) {
    release();
    throw e;
  }
}

/** The advisory lock the processes of a fleet take, one after another, to migrate and seed. */
const SETUP_LOCK = 0x0be7_5e70;

/** Runs `fn` holding a session advisory lock on its own connection (other processes wait for it). */
async function underLock<T>(url: string, key: number, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    await client.end().catch(() => {});
  }
}

export interface OpenOptions {
  /** What the process does to the database once it is migrated (the seed), under the same lock. */
  setup?: (db: Db) => Promise<void>;
}

/**
 * Opens PostgreSQL at `url`, applies migrations and runs `setup`, under an advisory lock: N processes started
 * together (or a rolling deploy bringing a migration) take turns, and each after the first finds the work done.
 */
export async function openPostgres(url: string, opts: OpenOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // an idle connection dropped by the server (restart, failover) must not crash the process: the pool replaces it
  pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await underLock(url, SETUP_LOCK, async () => {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
    await opts.setup?.(db);
  });
  const listener = new PgListener(url);
  return {
    db,
    kind: 'postgres',
    notifications: listener,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    leadership: { tryLead: (key) => advisoryLock(url, key) },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

export async function openDatabase(opts: { databaseUrl?: string; dataDir: string | null } & OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  // one process per data directory (a lock file): nobody to take turns with
  const database = await openPglite(opts.dataDir);
  await opts.setup?.(database.db);
  return database;
}

/** The SQL error code of a database error (Drizzle wraps it in `cause`). */
export function sqlCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
