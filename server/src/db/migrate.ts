import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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
