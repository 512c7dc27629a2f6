// The production topology on this machine, without containers: Debian's nginx with the rule files
// docker-compose.yml mounts (deploy/nginx/), serving the web origin and the CDN from a release layout under
// /tmp (scripts/topology/layout.mjs), two API processes behind it on the machine's PostgreSQL and Redis, and an
// S3-compatible store (s3rver, the file service's tests' server). Used by `pnpm topology` and the topology tests.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { BROTLI_STATIC_MODULE, mainConfig } from '../platform/nginx-config.mjs';
import { uploadCeilingMb } from '../platform/web-rules.mjs';
import { REMOTES, ROOT, remoteVersion } from '../platform/platform.mjs';
import { readPrerendered } from '../platform/static-server.mjs';
import { deployHost } from '../release/host.mjs';
import { addRelease, readPointer } from '../release/store.mjs';
import { layoutIn } from './layout.mjs';

export const NGINX = '/usr/sbin/nginx';
export const INSTALL_HINT = 'apt-get install -y nginx libnginx-mod-http-brotli-static';
const serverRequire = createRequire(join(ROOT, 'server', 'package.json'));
const TSX = join(ROOT, 'server', 'node_modules', '.bin', 'tsx');

/** Ports from `base`: the web origin, the CDN, the API instances, the object store. */
export function topologyPorts(base) {
  return { web: base, cdn: base + 1, api: [base + 10, base + 11], s3: base + 19 };
}

/** The JSON lines of a log file so far (a line still being written is left out). */
function jsonLines(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line) => {
      try {
        return line.startsWith('{') ? [JSON.parse(line)] : [];
      } catch {
        return [];
      }
    });
}

/**
 * A child goes with this process however it ends (a failed test, an uncaught error), never left running. nginx
 * gets SIGTERM: its master then stops its workers (killed outright, it would leave them listening).
 */
function dieWithUs(child, signal = 'SIGKILL') {
  const kill = () => child.exitCode === null && child.signalCode === null && child.kill(signal);
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  return child;
}

function run(command, args, options) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** `run` without blocking this process: the S3 server the command writes to (the demo's files) lives here. */
function runAsync(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed: ${output}`))));
  });
}

async function waitFor(url, child, what, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} not ready at ${url} after ${timeoutMs} ms`);
}

/** Creates the database when it does not exist (the machine's PostgreSQL lets `postgres` in from loopback). */
async function ensureDatabase(databaseUrl) {
  const pg = serverRequire('pg');
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** An S3 server on `port` with a bucket, its objects under `directory`: what MinIO is in docker-compose.yml. */
async function startObjectStore(port, directory, bucket) {
  const S3rver = serverRequire('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  return {
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: () => server.close(),
  };
}

/**
 * One API process, its JSON log lines appended to `log`; `kill()` is SIGKILL, `stop()` SIGTERM (its graceful
 * shutdown), `start()` again on the same port.
 */
function apiProcess(port, env, log) {
  let child;
  const api = {
    port,
    url: `http://127.0.0.1:${port}`,
    log,
    /** The log lines so far, parsed. */
    logLines: () => jsonLines(log),
    get child() {
      return child;
    },
    async start() {
      const fd = openSync(log, 'a');
      child = dieWithUs(
        // node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a child of its own, which a
        // SIGKILL of the CLI would leave running.
        spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: join(ROOT, 'server'),
          env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
          stdio: ['ignore', fd, fd],
        }),
      );
      closeSync(fd);
      await waitFor(`${api.url}/api/ready`, child, `API on ${port}`);
    },
    async stop(signal = 'SIGTERM') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
    kill: () => api.stop('SIGKILL'),
  };
  return api;
}

/**
 * The release layout of this checkout's builds, made as docker-compose's images make it (scripts/release.mjs):
 * each remote's build published as a release (`<app dir>/<version>-<content hash>/`), then the host's, which
 * writes the pointer naming them, with their hashes and the CSP.
 */
function writeLayout(srv, cdnOrigin) {
  const hostDist = join(ROOT, 'host', 'dist');
  if (!existsSync(join(hostDist, 'index.html'))) throw new Error('host is not built: run `pnpm build` first');
  for (const [name, dir] of Object.entries(REMOTES)) {
    const built = join(ROOT, dir, 'dist', remoteVersion(dir));
    if (!existsSync(join(built, 'mf-manifest.json'))) throw new Error(`${dir} is not built: run \`pnpm build\``);
    addRelease(srv, name, built, remoteVersion(dir));
  }
  deployHost(srv, hostDist, remoteVersion('host'), cdnOrigin);
  const layout = layoutIn(srv);
  return { layout, remotes: readPointer(srv), scriptHashes: readPrerendered(layout.host).scriptHashes };
}

/**
 * Starts everything and answers its addresses and controls. Ctrl-C (or `stop()`) ends it all.
 * @param {{ portBase?: number, databaseUrl?: string, redisUrl?: string, demo?: boolean, publicHost?: string,
 *           output?: 'inherit' | 'ignore' }} options  `output`: where nginx's own messages go (the logs are files).
 */
export async function startTopology(options = {}) {
  if (!existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE)) throw new Error(`nginx with the brotli module is missing: ${INSTALL_HINT}`);
  const base = options.portBase ?? 7100;
  const ports = topologyPorts(base);
  const publicHost = options.publicHost ?? '127.0.0.1';
  const url = `http://${publicHost}:${ports.web}`;
  const cdnOrigin = `http://${publicHost}:${ports.cdn}`;
  const webOrigins = [...new Set([url, `http://127.0.0.1:${ports.web}`, `http://localhost:${ports.web}`])];
  const databaseUrl = options.databaseUrl ?? `postgres://postgres@127.0.0.1:5432/b2b_topology`;
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  const output = options.output ?? 'inherit';
  const prefix = `/tmp/b2b-topology-${base}`;
  rmSync(prefix, { recursive: true, force: true });
  for (const dir of ['logs', 'conf']) mkdirSync(join(prefix, dir), { recursive: true });
  // The objects stay as long as the database does (data/ is the checkout's ignored folder of local data).
  const objects = join(ROOT, 'data', 'topology', new URL(databaseUrl).pathname.slice(1) || 'objects');
  mkdirSync(objects, { recursive: true });
  const { layout, remotes, scriptHashes } = writeLayout(join(prefix, 'srv'), cdnOrigin);

  const stops = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
    stops.length = 0;
  };
  try {
    const store = await startObjectStore(ports.s3, objects, 'b2b-uploads');
    stops.push(store.close);
    await ensureDatabase(databaseUrl);
    const demo = options.demo ?? true;
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `b2b-topology-${base}:`,
      TRUST_PROXY: 'loopback',
      CORS_ORIGINS: webOrigins.join(','),
      STORAGE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      DEMO: String(demo),
      // Demo accounts on a PostgreSQL database of this machine, for the topology only.
      ...(demo && { DEMO_ALLOW_EXPOSED: 'true' }),
      ...store.env,
    };
    // The compose file's `migrate` step: migrations, reference data, the demo on an empty database.
    await runAsync(TSX, ['src/migrate-cli.ts'], { cwd: join(ROOT, 'server'), env: { ...process.env, ...env } });
    const apis = ports.api.map((port) => apiProcess(port, env, join(prefix, 'logs', `api-${port}.log`)));
    for (const api of apis) stops.push(() => api.stop());
    await Promise.all(apis.map((api) => api.start()));

    const confFile = join(prefix, 'conf', 'nginx.conf');
    writeFileSync(
      confFile,
      mainConfig({
        prefix,
        rulesDir: join(ROOT, 'deploy', 'nginx'),
        daemon: false,
        workers: 2,
        ...(process.getuid?.() === 0 && { user: userInfo().username }),
        web: {
          listen: `127.0.0.1:${ports.web}`,
          root: layout.host,
          pointerRoot: layout.pointer,
          cspFile: join(layout.pointer, 'csp.conf'),
          api: apis.map((api) => `127.0.0.1:${api.port}`),
          uploadCeilingMb: uploadCeilingMb(env),
        },
        cdn: { listen: `127.0.0.1:${ports.cdn}`, root: layout.releases, corsOrigins: webOrigins },
      }),
    );
    const nginxArgs = ['-p', prefix, '-c', confFile, '-e', join(prefix, 'logs', 'error.log')];
    run(NGINX, [...nginxArgs, '-t', '-q']);
    const nginx = dieWithUs(spawn(NGINX, nginxArgs, { stdio: ['ignore', output, output] }), 'SIGTERM');
    stops.push(async () => {
      if (nginx.exitCode !== null) return;
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    });
    await waitFor(`${url}/api/ready`, nginx, 'nginx');
    return {
      url,
      cdnOrigin,
      webOrigins,
      prefix,
      ports,
      remotes,
      scriptHashes,
      apis,
      databaseUrl,
      redisUrl,
      env,
      /** nginx's access log lines so far, parsed (JSON, `b2b_json`). */
      accessLog: () => jsonLines(join(prefix, 'logs', 'access.log')),
      /** Re-reads the configuration and the pointer's CSP without dropping a connection. */
      reload: () => run(NGINX, [...nginxArgs, '-s', 'reload']),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
