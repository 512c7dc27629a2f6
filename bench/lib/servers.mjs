// Shared by the API benchmarks: throwaway processes, the API on a given database, and two kinds of load.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../../scripts/platform/platform.mjs';

export const serverRequire = createRequire(join(ROOT, 'server/package.json'));
export const pg = serverRequire('pg');
/** A demo account's session ({ token, expires }) from the API's password login: a bench starts signed in without the form. */
export async function signInOverApi(apiUrl, account) {
  const res = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'password', account, password: 'Demo-2026-b2b' }),
  });
  const { data } = await res.json();
  if (!data?.token) throw new Error(`cannot sign in as ${account}`);
  return data;
}

export const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}
/** Spawns `args` and waits until GET `probe` answers 2xx/4xx; answers { url, stop, child }. */
export async function startProcess(args, { cwd, env, probe }) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 120_000; ; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with code ${child.exitCode}`);
    if (Date.now() > until) throw new Error(`${args.join(' ')}: no answer after 120 s`);
    if (await fetch(url + probe).then((r) => r.status < 500, () => false)) break; // prettier-ignore
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  };
  return { url, stop, child };
}
export const startApi = (databaseUrl, dir, extraEnv = {}) =>
  startProcess(['--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    probe: '/api/health',
    env: {
      DEMO: 'true',
      DEMO_ALLOW_EXPOSED: 'true', // demo mode on DATABASE_URL: a throwaway database on loopback
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_START: 'true', // a throwaway database: no separate `pnpm migrate` step
      DATA_DIR: join(dir, 'pglite'),
      STORAGE: 'disk',
      STORAGE_DIR: join(dir, 'uploads'),
      STORAGE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });

/** Loads `urls` in turn flat out (each connection takes the next), answers req/s, p50, p99 and failures. */
export const load = (urls, headers, { duration, connections = 50 }) => {
  let next = 0;
  const paths = urls.map((u) => new URL(u).pathname + new URL(u).search);
  const setupRequest = (request) => ({ ...request, path: paths[next++ % paths.length] });
  return autocannon({ url: urls[0], headers, connections, duration, requests: [{ setupRequest }] }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  }));
};

const getOk = (agent, url, headers) =>
  new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    request.on('error', () => resolve(false));
  });

/**
 * A paced load: `connections` clients on their own keep-alive sockets, each asking every
 * `connections / rate` s, started evenly apart. (autocannon's overallRate releases each second's
 * requests together, which measures a burst, not a rate.) Latency runs from the scheduled send, so a
 * slow answer that delays a client's next request counts against that one too.
 */
export async function paced(urls, headers, { duration, connections = 50, rate }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = (connections * 1000) / rate;
  const latencies = [];
  let bad = 0;
  let next = 0;
  const start = performance.now() + 50;
  const end = start + duration * 1000;
  const client = async (i) => {
    for (let at = start + (i * interval) / connections; at < end; at += interval) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (!(await getOk(agent, urls[next++ % urls.length], headers))) bad++;
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => client(i)));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]);
  return { p50: at(0.5), p99: at(0.99), bad };
}

/**
 * A database of its own on the PostgreSQL server of `--db=<server url>` (default the local one):
 * answers its URL and `drop()`, which keeps it instead under `--keep-db` and says where.
 */
export async function throwawayDatabase(prefix) {
  const server = arg('db') ?? 'postgres://postgres@127.0.0.1:5432/';
  const name = `${prefix}_${Date.now().toString(36)}`;
  const url = new URL(name, server).href;
  const admin = new pg.Client({ connectionString: new URL('postgres', server).href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const drop = async () => {
    if (process.argv.includes('--keep-db')) console.log(`\nkept ${url}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  return { url, drop };
}

/** Prints `rows` under `head` in aligned columns: the first `textColumns` to the left, the figures to the right. */
export function printTable(head, rows, textColumns) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < textColumns ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

/** Prints the failures and sets the exit code: 1 when anything was over budget or failed. */
export function reportFailures(failures) {
  for (const f of failures) console.log(`FAIL ${f}`);
  console.log(failures.length ? '\nOVER BUDGET or FAILED' : '\nwithin budget');
  process.exitCode = failures.length ? 1 : 0;
}
