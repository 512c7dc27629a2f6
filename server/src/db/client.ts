import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
/**
 * Drizzle without the schema: no relational queries (`db.query.x`, not used; the type has none), so a
 * transaction does not build a query helper for each of the schema's tables (a quarter of a millisecond
 * of CPU per transaction, measured on the chat send: bench/README.md, chat).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: what a service runs its statements on. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs `fn` while holding a PostgreSQL advisory lock, on one connection. */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as a tarball, to start other instances from (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… for node-postgres; unset for embedded PGlite. */
  url?: string;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  dataDir: string;
  /** PostgreSQL only: the schema to put first in the search path. */
  schema?: string;
  /** PGlite only: start from this dump instead of an empty cluster (skips initdb). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database out of reach fails a request in 5 s (503) instead of holding it until the client gives up.
    connectionTimeoutMillis: 5_000,
    options: searchPath ? `-c search_path=${searchPath}` : undefined,
  });
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async withLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await fn(drizzlePg({ client }) as unknown as Db);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(path.dirname(dataDir), { recursive: true });
  // pg_trgm: the keyword search index (migration 0005).
  const client = new PGlite({ dataDir: inMemory ? undefined : dataDir, loadDataDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in this process: nothing else can run migrations against it.
    withLock: (_key, fn) => fn(db),
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
