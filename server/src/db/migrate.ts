import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';

export const MIGRATIONS_FOLDER = path.resolve(__dirname, '../../drizzle');
/** Any constant shared by every instance; it names the lock that serialises start-up. */
export const STARTUP_LOCK = 72_202_601;

/**
 * drizzle-kit writes foreign keys as `"public"."table"`; to migrate into another schema
 * (the test suite's per-file schema) the files are copied with that prefix replaced.
 */
function folderForSchema(schema: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'b2b-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(path.join(dir, 'meta/_journal.json'), readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json')));
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql'))) {
    const sql = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8').replaceAll('"public".', `"${schema}".`);
    writeFileSync(path.join(dir, file), sql);
  }
  return dir;
}

/** Applies pending migrations, then `afterwards` (the seed), under the start-up lock. */
export async function migrate(database: Database, options: { schema?: string; afterwards?: (db: Db) => Promise<void> } = {}) {
  const folder = options.schema ? folderForSchema(options.schema) : MIGRATIONS_FOLDER;
  try {
    await database.withLock(STARTUP_LOCK, async (db) => {
      const config = { migrationsFolder: folder, migrationsSchema: options.schema ?? 'drizzle' };
      if (database.kind === 'postgres') await migratePg(db as never, config);
      else await migratePglite(db as never, config);
      await options.afterwards?.(database.db);
    });
  } finally {
    if (folder !== MIGRATIONS_FOLDER) rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The migrations `migrate` would apply (their tags), by drizzle's own rule: those newer than the last one
 * recorded in `<schema>.__drizzle_migrations`. Reads only; every one is pending on an empty database.
 */
export async function pendingMigrations(database: Database, schema?: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const table = `"${schema ?? 'drizzle'}"."__drizzle_migrations"`;
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [{ found }] = await rows(sql`select to_regclass(${table}) is not null as found`);
  const last = found ? Number((await rows(sql.raw(`select max(created_at) as last from ${table}`)))[0].last ?? 0) : 0;
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
