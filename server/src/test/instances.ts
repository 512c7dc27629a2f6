import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrl } from './postgres-template';

/** The server package: `src/main.ts` runs from here, as `npm start` does. */
const SERVER_DIR = path.resolve(__dirname, '../..');

/**
 * A database of its own on the PostgreSQL server of `serverUrl`, dropped (with its connections) by
 * `drop()`: the API processes of a test connect to it with no schema of their own, as in production.
 */
export async function throwawayDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = databaseUrl(serverUrl, 'postgres');
  await adminQuery(admin, `create database "${name}"`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await adminQuery(admin, `drop database if exists "${name}" with (force)`);
    },
  };
}

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface InstanceOptions {
  databaseUrl: string;
  redisUrl?: string;
  /** One per test run: the instances' pub/sub channel and keys, apart from anyone else's on the same Redis. */
  redisPrefix: string;
  /** More environment (`CORS_ORIGINS`, chat limits…); the database, Redis, host and port are set here. */
  env?: Record<string, string>;
}

/**
 * One API process (`node --import tsx src/main.ts`), on a loopback port it keeps across restarts.
 * `kill()` is SIGKILL: no shutdown hook runs, open transactions and sockets die with it.
 */
export class ApiInstance {
  private child?: ChildProcess;
  private exited?: Promise<void>;
  private readonly storageDir = mkdtempSync(path.join(os.tmpdir(), 'b2b-instance-'));
  private readonly storageSecret = randomBytes(32).toString('base64url');
  /** What the process wrote to stderr (its warnings and errors), to explain a failure. */
  readonly stderr: string[] = [];

  private constructor(
    readonly port: number,
    private readonly options: InstanceOptions,
  ) {}

  static async start(options: InstanceOptions): Promise<ApiInstance> {
    const instance = new ApiInstance(await freePort(), options);
    await instance.restart();
    return instance;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get wsBase(): string {
    return `ws://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process (again) and resolves once `/api/health` answers 200. */
  async restart(timeoutMs = 60_000): Promise<void> {
    if (this.running) throw new Error(`the instance on port ${this.port} is running`);
    const { databaseUrl, redisUrl, redisPrefix, env } = this.options;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        MIGRATE_ON_START: 'false',
        JOBS_POLL_MS: '0',
        STORAGE: 'disk',
        STORAGE_DIR: this.storageDir,
        STORAGE_SECRET: this.storageSecret,
        ...env,
        DEMO: 'false',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl ?? '',
        REDIS_PREFIX: redisPrefix,
        HOST: '127.0.0.1',
        PORT: String(this.port),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (chunk: Buffer) => this.stderr.push(chunk.toString()));
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    for (const until = Date.now() + timeoutMs; ; await new Promise((r) => setTimeout(r, 100))) {
      if (!this.running) throw new Error(`the API on port ${this.port} exited: ${this.stderr.join('').slice(-2000)}`);
      if (Date.now() > until) {
        await this.kill();
        throw new Error(`the API on port ${this.port} did not answer within ${timeoutMs} ms: ${this.stderr.join('').slice(-2000)}`);
      }
      const status = await fetch(`${this.url}/api/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
    }
  }

  /** SIGKILL, resolved once the process is gone (its port is free again). */
  async kill(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  /** SIGTERM (the API's graceful shutdown), then removes its storage folder. */
  async stop(): Promise<void> {
    if (this.running) {
      this.child!.kill('SIGTERM');
      await this.exited;
    }
    rmSync(this.storageDir, { recursive: true, force: true });
  }
}
