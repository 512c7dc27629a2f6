import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { migrate, MIGRATIONS_FOLDER } from '../db/migrate';

/** A hash of the migrations: a database migrated from other files is another database. */
export function migrationsHash(extra: Buffer[] = []): string {
  const hash = createHash('sha256');
  for (const part of extra) hash.update(part);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** One statement on its own connection (creating and dropping databases and schemas); its rows. */
export async function adminQuery(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
};

/**
 * A migrated database on the server to copy test databases from, named by the migrations' content and built by
 * the first test process that needs it (two building at once: the first rename wins, the other drops its copy).
 * Migrating a new database took 1.5–2 s per test app here; copying a template takes a fraction of it.
 */
async function buildTemplateDatabase(serverUrl: string): Promise<string> {
  const admin = databaseUrl(serverUrl, 'postgres');
  const name = `b2b_template_${migrationsHash()}`;
  const found = await adminQuery(admin, `select 1 from pg_database where datname = '${name}'`);
  if (found.length) return name;
  const building = `${name}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(admin, `create database "${building}"`);
  const database = await openDatabase({ url: databaseUrl(serverUrl, building), dataDir: 'memory://' });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  try {
    await adminQuery(admin, `alter database "${building}" rename to "${name}"`);
  } catch {
    await adminQuery(admin, `drop database if exists "${building}" with (force)`);
    return name;
  }
  // The templates of earlier migrations are of no more use.
  const stale = await adminQuery(
    admin,
    `select datname from pg_database where datname ~ '^b2b_template_[0-9a-f]{16}$' and datname <> '${name}'`,
  );
  for (const { datname } of stale as { datname: string }[])
    await adminQuery(admin, `drop database if exists "${datname}" with (force)`).catch(() => undefined);
  return name;
}

/** The template, looked up or built once per test process (a process's test apps all copy the same one). */
const templates = new Map<string, Promise<string>>();
export function templateDatabase(serverUrl: string): Promise<string> {
  let template = templates.get(serverUrl);
  if (!template) {
    template = buildTemplateDatabase(serverUrl);
    template.catch(() => templates.delete(serverUrl));
    templates.set(serverUrl, template);
  }
  return template;
}

/**
 * A migrated database of its own on the server of `serverUrl` (a copy of the migrated template, or of `template`),
 * dropped by `drop()`.
 */
export async function migratedTestDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = databaseUrl(serverUrl, 'postgres');
  template ??= await templateDatabase(serverUrl);
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `create database "${name}" template "${template}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    },
  };
}
