import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import Redis from 'ioredis';
import { API, type SessionResult } from '@b2b/shared/contract';
import { buildApp, prepareDatabase } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { outbox } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { migratedTestDatabase, migrationsHash, templateDatabase } from './postgres-template';
import { seededSource, type SeededSource } from './seeded';

export { adminQuery } from './postgres-template';
import { memoryTransport } from '../mail/transport';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Storage } from '../storage/storage';

/** 2025-06-01 10:00 in Shanghai. */
export const T0 = new Date('2025-06-01T02:00:00Z');

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  mail: ReturnType<typeof memoryTransport>;
  config: Config;
  close(): Promise<void>;
}

export interface TestOptions {
  seed?: boolean;
  config?: Partial<Config>;
  /** Receives the app's log lines (set `config.logLevel` too). */
  logStream?: { write(line: string): void };
  /** Where uploads go; by default the app's own (`createStorage(config)`). */
  storage?: Storage;
}

/**
 * The app on a fresh database: in-memory PGlite, or with DATABASE_URL a new PostgreSQL database (a copy of a
 * migrated template) that is dropped again on close, so test files never see each other's rows. With REDIS_URL
 * the rate limits count in Redis under a prefix of their own (the keys expire by themselves).
 */
export async function createTestApp(options: TestOptions = {}): Promise<TestApp> {
  const server = process.env.DATABASE_URL;
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATABASE: 'pglite' }),
    redisUrl: process.env.REDIS_URL || undefined,
    redisPrefix: `b2b-test-${randomBytes(6).toString('hex')}:`,
    dataDir: 'memory://',
    seed: options.seed ?? false,
    ...options.config,
  };
  // The demo seed is copied from its one run (test/seeded.ts), where its files can be copied too.
  const seeded: SeededSource | undefined =
    config.seed && !options.storage && !options.config?.storage
      ? await seededSource(config, T0, server ? { server, template: () => templateDatabase(server) } : { snapshot: pgliteSnapshot })
      : undefined;
  const own = server ? await migratedTestDatabase(server, seeded?.template) : undefined;
  const url = own?.url;
  config.databaseUrl = url;
  // Uploads of a test app go to a folder of its own, never into the checkout's data/.
  if (!options.config?.storage) config.storage = { ...config.storage, dir: mkdtempSync(path.join(os.tmpdir(), 'b2b-uploads-')) };
  if (seeded) cpSync(seeded.files, config.storage.dir, { recursive: true });
  const clock = new ManualClock(T0);
  const mail = memoryTransport();
  const database = await openDatabase({
    url,
    dataDir: 'memory://',
    loadDataDir: url ? undefined : (seeded?.snapshot ?? (await pgliteSnapshot())),
  });
  await prepareDatabase(database, config, clock);
  const app = await buildApp(config, { clock, mail, database, logStream: options.logStream, storage: options.storage });
  return {
    app,
    clock,
    mail,
    config,
    async close() {
      await app.close();
      await own?.drop();
      if (config.redisUrl) await dropRedisKeys(config.redisUrl, config.redisPrefix);
    },
  };
}

/**
 * A second API instance on `t`'s database, Redis prefix, storage folder and clock, with connections of its own:
 * what another process behind the same load balancer would be. Closing it leaves `t` and its data alone.
 */
export async function createSecondApp(t: TestApp): Promise<TestApp> {
  const { databaseUrl: url, dbSchema: schema } = t.config;
  const database = url
    ? await openDatabase({ url, dataDir: 'memory://', schema })
    : { ...t.app.ctx.database, close: async () => undefined }; // PGlite is one connection in this process: shared
  const mail = memoryTransport();
  const app = await buildApp(t.config, { clock: t.clock, mail, database, storage: t.app.ctx.storage });
  return { app, clock: t.clock, mail, config: t.config, close: () => app.close() };
}

/**
 * A migrated PGlite cluster as a tarball, cached in the temp folder by the migrations' content:
 * starting from it takes a fraction of a second, where initdb takes seconds on every test file.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const pgliteDist = path.dirname(require.resolve('@electric-sql/pglite'));
  const file = path.join(os.tmpdir(), `b2b-pglite-${migrationsHash([readFileSync(path.join(pgliteDist, '../package.json'))])}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const dump = await database.dump!();
  await database.close();
  const temp = `${file}.${process.pid}`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  return dump;
}

async function dropRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url);
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  headers?: Record<string, string>;
  /** Defaults to a random address per call, so per-IP limits only bite where a test wants them. */
  ip?: string;
  /** Sent as is, instead of JSON-encoding `body`. */
  raw?: string;
}

// Tests read whatever an endpoint answered; each assertion says what it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: { code: number; msg: string; data: T };
  headers: Record<string, unknown>;
}

const randomIp = () => `10.${randomBytes(3).join('.')}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  let payload: string | undefined = options.raw;
  if (payload === undefined && options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await app.inject({
    method: method as 'GET',
    url,
    headers,
    payload,
    remoteAddress: options.ip ?? randomIp(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** Asserts an error envelope: HTTP status equal to the body code, and the reason. */
export function assertError(reply: Reply, status: number, reason: string, fields?: string[]) {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  assert.equal(reply.body.code, status);
  assert.equal(reply.body.data.reason, reason);
  assert.equal(typeof reply.body.msg, 'string');
  if (fields)
    for (const field of fields) assert.ok(reply.body.data.fields?.includes(field), `${field} in ${JSON.stringify(reply.body.data)}`);
}

export function assertOk<T>(reply: Reply<T>): T {
  assert.equal(reply.status, 200, JSON.stringify(reply.body));
  assert.equal(reply.body.code, 200);
  return reply.body.data;
}

/**
 * The code of the newest message to `target` as the transport got it (the test app's memory
 * transport: mail in `sent`, SMS in `texts`). Outside demo mode the outbox row has it masked.
 */
export async function lastCode(app: FastifyInstance, target: string): Promise<string> {
  const transport = app.ctx.mail as ReturnType<typeof memoryTransport>;
  const message = [...transport.sent, ...transport.texts].filter((m) => m.to === target).at(-1);
  assert.ok(message, `no message to ${target}`);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  assert.ok(code, message.text);
  return code;
}

/** The newest outbox row to `target`, as stored. */
export async function lastOutboxRow(app: FastifyInstance, target: string) {
  const [row] = await app.ctx.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id)).limit(1);
  return row;
}

export async function sendCode(app: FastifyInstance, target: string, purpose: string, token?: string) {
  const mail = target.includes('@');
  const body = mail ? { email: target, purpose } : { phone: target, purpose };
  assertOk(await call(app, 'POST', mail ? API.sendMailCode : API.sendSmsCode, { body, token }));
  return lastCode(app, target);
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${++counter}.${randomBytes(3).toString('hex')}@example.com`;
export const uniquePhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export const PASSWORD = 'Tester-pass-42';

/** Registers a new company by mail and returns the signed-in session. */
export async function registerCompany(
  app: FastifyInstance,
  role: 'DEV' | 'SUP',
  overrides: { email?: string; companyName?: string } = {},
): Promise<SessionResult & { email: string }> {
  const email = overrides.email ?? uniqueEmail(role.toLowerCase());
  const code = await sendCode(app, email, 'register');
  const body = {
    role,
    companyName: overrides.companyName ?? `公司 ${email}`,
    nickname: 'Tester',
    channel: 'mail',
    target: email,
    code,
    password: PASSWORD,
    agreeTerms: true,
  };
  return { ...assertOk<SessionResult>(await call(app, 'POST', API.register, { body })), email };
}

export async function loginAs(app: FastifyInstance, account: string, password = DEMO_PASSWORD): Promise<SessionResult> {
  return assertOk<SessionResult>(await call(app, 'POST', API.login, { body: { method: 'password', account, password } }));
}

export const validInfo = (companyName: string, overrides: Record<string, unknown> = {}) => ({
  companyName,
  creditCode: '91310115MA1HXY7K3B',
  companyTypeId: 'software',
  provinceCode: '44',
  cityCode: '4401',
  address: '广州市天河区体育西路 1 号',
  contactName: '李四',
  contactPhone: '020-12345678',
  ...overrides,
});

export interface MultipartOptions {
  token?: string;
  lang?: string;
  /** The multipart field; `file` unless a test wants another. */
  field?: string;
  fileName: string;
  content: Buffer;
  /** The part's declared type (the server ignores it: it detects the type from the bytes). */
  contentType?: string;
}

/** A multipart/form-data POST of one file part, the body built by hand (boundary and all). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function callMultipart<T = any>(app: FastifyInstance, url: string, options: MultipartOptions): Promise<Reply<T>> {
  const boundary = `----b2b${randomBytes(8).toString('hex')}`;
  const name = options.fileName.replace(/["\r\n]/g, '_');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${name}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, 'utf8'), options.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lang) headers['accept-language'] = options.lang;
  const response = await app.inject({ method: 'POST', url, headers, payload, remoteAddress: randomIp() });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
