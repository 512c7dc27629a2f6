import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../app';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { ManualClock } from '../lib/clock';
import { adminQuery, databaseUrl, migrationsHash } from './postgres-template';

/**
 * The demo seed, run once and copied: seeding a test app took 4–5 s (the projects, ratings, certifications and
 * showcases it writes through the services), copying its result a fraction of a second. A copy is the database
 * the seed left (a PostgreSQL template, or a PGlite dump) and the files it stored. It is keyed by everything the
 * seed's result depends on: the migrations, the server's and the kernel's code, and the config the seed read
 * (the seed's clock is the tests' fixed T0). `prepareDatabase` on the copy finds the demo data there and seeds
 * nothing again.
 */
export interface SeededSource {
  /** The files the seed stored, to copy into the app's own storage folder. */
  files: string;
  /** On PostgreSQL: the template database to create the app's database from. */
  template?: string;
  /** On PGlite: the seeded cluster's dump. */
  snapshot?: Blob;
}

const ROOT = path.join(os.tmpdir(), 'b2b-seeded');
/** Copies older than this, of other code, are removed when a new one is made (a CI run is far shorter). */
const STALE_MS = 2 * 60 * 60 * 1000;
const SOURCES = [path.resolve(__dirname, '..'), path.resolve(__dirname, '../../../shared/src')];

let sources: string | undefined;
/** The server's and the kernel's code, hashed once per process (a test process does not change its code). */
function sourcesHash(): string {
  if (sources) return sources;
  const hash = createHash('sha256');
  for (const root of SOURCES) {
    for (const file of (readdirSync(root, { recursive: true }) as string[]).sort()) {
      if (!/\.(ts|tsx|json)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      hash.update(file).update(readFileSync(path.join(root, file)));
    }
  }
  return (sources = hash.digest('hex'));
}

/** The config as the seed reads it: what differs between two test apps of one config is left out. */
function seedConfig(config: Config): string {
  const perApp = new Set(['databaseUrl', 'redisPrefix', 'dataDir', 'dir', 'secret', 'sandboxSecret', 'webhookSecrets']);
  return JSON.stringify(config, (key, value) => (perApp.has(key) ? undefined : value));
}

/** The copy's name: the database it is for (its folder holds a template's files, or a dump and files), and all the seed read. */
export function seedKey(config: Config, backend: 'postgres' | 'pglite'): string {
  const hash = createHash('sha256').update(backend).update(migrationsHash()).update(seedConfig(config)).update(sourcesHash());
  return hash.digest('hex').slice(0, 16);
}

/** Runs the demo seed into `database`'s fresh copy with its files in `files`. */
async function seedInto(url: string | undefined, loadDataDir: Blob | undefined, config: Config, files: string, T0: Date) {
  const database = await openDatabase({ url, dataDir: 'memory://', loadDataDir });
  await prepareDatabase(database, { ...config, databaseUrl: url, storage: { ...config.storage, dir: files } }, new ManualClock(T0));
  return database;
}

function removeStale(key: string) {
  if (!existsSync(ROOT)) return;
  for (const entry of readdirSync(ROOT)) {
    const full = path.join(ROOT, entry);
    if (!entry.startsWith(key) && Date.now() - statSync(full).mtimeMs > STALE_MS) rmSync(full, { recursive: true, force: true });
  }
}

const built = new Map<string, Promise<SeededSource>>();

/** Where a seed starts: a migrated template on a PostgreSQL server, or a migrated PGlite dump (made only when needed). */
export type MigratedStart = { server: string; template: () => Promise<string> } | { snapshot: () => Promise<Blob> };

/**
 * The seeded source for `config`: found, or built by this process (two processes building at once each keep
 * their own; either serves). `migrated` is the migrated start to seed from, read only to build.
 */
export function seededSource(config: Config, T0: Date, migrated: MigratedStart): Promise<SeededSource> {
  const key = seedKey(config, 'server' in migrated ? 'postgres' : 'pglite');
  let source = built.get(key);
  if (!source) {
    source = 'server' in migrated ? postgresSource(key, config, T0, migrated) : pgliteSource(key, config, T0, migrated.snapshot);
    source.catch(() => built.delete(key));
    built.set(key, source);
  }
  return source;
}

/** Finished copies are folders `<key>-<build>` (a `.tmp` suffix while being built). */
function finished(key: string): string | undefined {
  if (!existsSync(ROOT)) return undefined;
  const entry = readdirSync(ROOT).find((name) => name.startsWith(`${key}-`) && !name.endsWith('.tmp'));
  return entry && path.join(ROOT, entry);
}

function newBuild(key: string) {
  mkdirSync(ROOT, { recursive: true });
  removeStale(key);
  const name = `${key}-${Date.now()}-${randomBytes(3).toString('hex')}`;
  const temp = path.join(ROOT, `${name}.tmp`);
  mkdirSync(path.join(temp, 'files'), { recursive: true });
  return { name, temp, final: path.join(ROOT, name) };
}

async function pgliteSource(key: string, config: Config, T0: Date, snapshot: () => Promise<Blob>): Promise<SeededSource> {
  let dir = finished(key);
  if (!dir) {
    const build = newBuild(key);
    const database = await seedInto(undefined, await snapshot(), config, path.join(build.temp, 'files'), T0);
    try {
      writeFileSync(path.join(build.temp, 'db.tar'), Buffer.from(await (await database.dump!()).arrayBuffer()));
    } finally {
      await database.close();
    }
    renameSync(build.temp, build.final);
    dir = build.final;
  }
  return { files: path.join(dir, 'files'), snapshot: new Blob([readFileSync(path.join(dir, 'db.tar'))]) };
}

/** The template database is named after the folder of its files (`b2b_seeded_<key>_<build>`). */
const templateName = (folder: string) => `b2b_seeded_${path.basename(folder).replace(/-/g, '_')}`;

async function postgresSource(
  key: string,
  config: Config,
  T0: Date,
  migrated: { server: string; template: () => Promise<string> },
): Promise<SeededSource> {
  const admin = databaseUrl(migrated.server, 'postgres');
  let dir = finished(key);
  if (dir) {
    const [found] = await adminQuery(admin, `select 1 from pg_database where datname = '${templateName(dir)}'`);
    // The folder outlived its database (a server reset): built again.
    if (!found) {
      rmSync(dir, { recursive: true, force: true });
      dir = undefined;
    }
  }
  if (!dir) {
    const build = newBuild(key);
    const name = templateName(build.final);
    await adminQuery(admin, `create database "${name}" template "${await migrated.template()}"`);
    try {
      const database = await seedInto(databaseUrl(migrated.server, name), undefined, config, path.join(build.temp, 'files'), T0);
      await database.close();
    } catch (error) {
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
      throw error;
    }
    renameSync(build.temp, build.final);
    dir = build.final;
    await dropStaleTemplates(admin, key);
  }
  return { files: path.join(dir, 'files'), template: templateName(dir) };
}

/** Seeded templates whose folder is gone (removed as stale, or by a temp-folder clean-up). */
async function dropStaleTemplates(admin: string, key: string) {
  const rows = (await adminQuery(admin, `select datname from pg_database where datname like 'b2b\\_seeded\\_%'`)) as { datname: string }[];
  const folders = new Set(existsSync(ROOT) ? readdirSync(ROOT).map((entry) => templateName(entry.replace(/\.tmp$/, ''))) : []);
  for (const { datname } of rows) {
    if (datname.startsWith(`b2b_seeded_${key}`) || folders.has(datname)) continue;
    await adminQuery(admin, `drop database if exists "${datname}" with (force)`).catch(() => undefined);
  }
}
