#!/usr/bin/env node
// Upload benchmark on disk storage. Starts the API as its own process (demo mode, PGlite in a fresh
// temp folder; `--postgres[=url]` for PostgreSQL) and, signed in as the demo supplier, sends
//   1. a big file (default 500 MB, `--size=<MB>`) as multipart through POST upload/file,
//   2. the same through the direct path: upload/url → PUT the bytes → upload/confirm,
//   3. 20 concurrent 5 MB uploads through upload/file.
// The body is generated as a stream (a PDF header, then a deterministic pattern) and never held in
// memory, neither here nor, if the API streams, there. Reports seconds, MB/s and the API's peak RSS
// growth over its idle RSS (VmRSS sampled every 50 ms and VmHWM, from /proc/<pid>/status), checks
// every stored file by downloading it (size and sha256). Budget: RSS growth ≤ 64 MB on paths 1 and 2,
// whatever the size; exit code 1 when over it or when a check fails. 1 MB = 2^20 bytes, as the API's
// settings count it.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ROOT } from '../scripts/platform/platform.mjs';
import { recordFigure } from './lib/summary.mjs';

const MB = 1024 * 1024;
const fmt = (n, digits = 1) => n.toFixed(digits);
const failures = [];
const BUDGET_RSS_MB = 64;
const CONCURRENT = 20;
const CONCURRENT_MB = 5;
const CHUNK = 64 * 1024;
const arg = (name) =>
  process.argv
    .find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const SIZE_MB = Number(arg('size') ?? 500);
if (!(SIZE_MB > 0)) throw new Error('--size=<MB> must be a positive number');
const postgres = process.argv.some((a) => a.startsWith('--postgres'));
const DATABASE_URL = postgres ? arg('postgres') || 'postgres://postgres@127.0.0.1:5432/test' : '';
// On PostgreSQL the files of earlier runs stay in the company's quota: give it room.
const QUOTA_MB = postgres ? 1_000_000 : Math.max(2048, Math.ceil(SIZE_MB + 100));

// --- the body: `%PDF-1.7\n` then a pseudo-random 64 KB block, each chunk stamped with its index ---
const BLOCK = Buffer.alloc(CHUNK);
for (let i = 0, x = 0x9e3779b9; i < CHUNK; i++) {
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  BLOCK[i] = x & 0xff;
}
const PDF = Buffer.from('%PDF-1.7\n');
/** A stream of exactly `bytes` bytes; `.sha256` is set once it has ended. */
function body(bytes) {
  const hash = createHash('sha256');
  async function* chunks() {
    for (let index = 0, sent = 0; sent < bytes; index++) {
      const chunk = Buffer.from(BLOCK.subarray(0, Math.min(CHUNK, bytes - sent)));
      if (index === 0) PDF.copy(chunk);
      else if (chunk.length >= 8) chunk.writeUInt32LE(index, 4);
      hash.update(chunk);
      sent += chunk.length;
      yield chunk;
    }
    stream.sha256 = hash.digest('hex');
  }
  const stream = Readable.from(chunks(), { objectMode: false });
  return stream;
}

// --- HTTP: node's own client, the request body piped (never buffered) ---
let api;
let token;
function request(method, path, { headers = {}, body: data, json } = {}) {
  return new Promise((resolve, reject) => {
    const payload = json === undefined ? null : Buffer.from(JSON.stringify(json));
    const req = http.request(new URL(path, api.url), {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
        ...headers,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => resolve(res));
    if (data) pipeline(data, req).catch(reject);
    else req.end(payload);
  });
}
async function call(method, path, options) {
  const res = await request(method, path, options);
  let text = '';
  for await (const chunk of res) text += chunk;
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

/** multipart/form-data with one part `file`, its Content-Length computed, the bytes streamed. */
function uploadFile(bytes, name) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = body(bytes);
  const data = Readable.from(
    (async function* () {
      yield head;
      yield* file;
      yield tail;
    })(),
    { objectMode: false },
  );
  return call('POST', '/api/common/upload/file', {
    body: data,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + bytes + tail.length },
  }).then((result) => ({ ...result, sha256: file.sha256 }));
}

async function uploadDirect(bytes, name) {
  const presigned = await call('POST', '/api/common/upload/url', { json: { file: name, fileType: 'application/pdf' } });
  const file = body(bytes);
  await call('PUT', presigned.uploadUrl, { body: file, headers: { ...presigned.headers, 'content-length': bytes } });
  const result = await call('POST', '/api/common/upload/confirm', { json: { id: presigned.id } });
  return { ...result, sha256: file.sha256 };
}

/** Downloads a stored file and compares its size and sha256 with what was sent. */
async function verify(result, bytes) {
  const res = await request('GET', `/api/files/${result.id}`);
  if (res.statusCode !== 200) throw new Error(`download ${result.id}: ${res.statusCode}`);
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of res) {
    hash.update(chunk);
    size += chunk.length;
  }
  const problems = [];
  if (result.size !== bytes) problems.push(`answered size ${result.size} ≠ ${bytes}`);
  if (size !== bytes) problems.push(`downloaded ${size} bytes ≠ ${bytes}`);
  if (hash.digest('hex') !== result.sha256) problems.push('sha256 differs');
  return problems;
}

// --- the API's memory, from /proc ---
function procStatus(pid) {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}
/** Asks the API for a full GC (the hook below) and waits for it: its memory as it is when idle. */
async function collect() {
  rmSync(api.memFile, { force: true });
  process.kill(api.pid, 'SIGUSR2');
  for (const until = Date.now() + 5000; !existsSync(api.memFile);) {
    if (Date.now() > until) throw new Error('the API did not answer the GC signal');
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 200));
}
/** Runs `fn` while sampling the API's RSS; the peak is the highest sample or VmHWM (reset first when allowed). */
async function measured(fn) {
  await collect();
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${api.pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    hwmReset = false; // not allowed here: the 50 ms samples alone
  }
  const idle = procStatus(api.pid).rss;
  let peak = idle;
  let low = idle;
  const timer = setInterval(() => {
    const { rss } = procStatus(api.pid);
    peak = Math.max(peak, rss);
    low = Math.min(low, rss);
  }, 50);
  const started = performance.now();
  try {
    const result = await fn();
    const seconds = (performance.now() - started) / 1000;
    if (hwmReset) peak = Math.max(peak, procStatus(api.pid).hwm);
    // A fall of the baseline meanwhile (a late GC of start-up garbage) would hide growth: say so.
    if (low < idle - 32) failures.push(`RSS fell from ${fmt(idle)} to ${fmt(low)} MB during a measure: figures unreliable`);
    return { result, seconds, idle, peak, growth: peak - idle };
  } finally {
    clearInterval(timer);
  }
}

// --- the API ---
// Preloaded into the API (bench only, no server change): SIGUSR2 runs a full GC and writes
// process.memoryUsage() to BENCH_MEM_FILE. Without it, garbage the API keeps from its start (with
// PGlite ~350-450 MB of external memory, freed by whichever major GC comes first) would be the
// baseline, and its release in the middle of a measure would hide any growth.
const GC_HOOK = `data:text/javascript,${encodeURIComponent(`import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => { globalThis.gc(); writeFileSync(process.env.BENCH_MEM_FILE, JSON.stringify(process.memoryUsage())); });`)}`;
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}
async function startApi(dataDir) {
  const port = await freePort();
  // node --import tsx rather than the tsx CLI: the CLI runs the server in a child process, whose RSS we want.
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', GC_HOOK, 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    env: {
      ...process.env,
      DEMO: 'true',
      ...(postgres && { DEMO_ALLOW_EXPOSED: 'true' }),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL,
      MIGRATE_ON_START: 'true', // a throwaway database: no separate `pnpm migrate` step
      DATA_DIR: join(dataDir, 'pglite'),
      STORAGE: 'disk',
      STORAGE_SECRET: randomBytes(32).toString('base64url'),
      STORAGE_DIR: join(dataDir, 'uploads'),
      LOG_LEVEL: 'warn',
      BENCH_MEM_FILE: join(dataDir, 'memory.json'),
      UPLOAD_FILE_MAX_MB: String(Math.ceil(SIZE_MB + 100)),
      FILES_QUOTA_MB: String(QUOTA_MB),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    if (Date.now() > until) throw new Error('API not healthy after 60 s');
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  };
  return { url, pid: child.pid, memFile: join(dataDir, 'memory.json'), stop };
}

// --- run: each case on a fresh API, so that none inherits the memory another left ---
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const dataDir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
const check = (label, problems) => failures.push(...problems.map((p) => `${label}: ${p}`));
const rows = [];

/**
 * On a fresh API, signed in and warmed up (1 MB each way: the code a first upload loads), `upload`
 * measured; then each file it answers is downloaded and checked against `bytes`.
 */
async function onFreshApi(label, bytes, upload) {
  const dir = mkdtempSync(join(dataDir, 'api-'));
  api = await startApi(dir);
  try {
    const login = { method: 'password', account: 'sup@demo.test', password: 'Demo-2026-b2b' };
    ({ token } = await call('POST', '/api/login', { json: login }));
    const afterStart = procStatus(api.pid).rss;
    check(`${label} warm-up`, await verify(await uploadFile(MB, 'warm-up.pdf'), MB));
    check(`${label} warm-up`, await verify(await uploadDirect(MB, 'warm-up-direct.pdf'), MB));
    console.log(`${label}… (API pid ${api.pid}, ${postgres ? 'PostgreSQL' : 'PGlite'}, RSS ${fmt(afterStart)} MB after start)`);
    const m = await measured(upload);
    const problems = [];
    for (const result of [m.result].flat()) problems.push(...(await verify(result, bytes)));
    check(label, problems);
    return { ...m, bad: problems.length > 0 };
  } finally {
    await api.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const bytes = Math.round(SIZE_MB * MB);
  for (const [label, upload] of [
    ['multipart upload/file', uploadFile],
    ['direct url → PUT → confirm', uploadDirect],
  ]) {
    const m = await onFreshApi(label, bytes, () => upload(bytes, 'big.pdf'));
    const over = m.growth > BUDGET_RSS_MB;
    if (over) failures.push(`${label}: RSS growth ${fmt(m.growth)} MB > ${BUDGET_RSS_MB} MB`);
    recordFigure('upload', `${label}: API RSS growth`, `${fmt(m.growth)} MB`, `≤ ${BUDGET_RSS_MB} MB`, !over && !m.bad);
    rows.push([label, `${SIZE_MB} MB`, `${fmt(m.seconds, 2)} s`, fmt(bytes / MB / m.seconds), fmt(m.idle), fmt(m.peak), fmt(m.growth),
      `≤ ${BUDGET_RSS_MB}`, m.bad ? 'BAD FILE' : over ? 'OVER' : 'ok']); // prettier-ignore
  }

  const label = `${CONCURRENT} × ${CONCURRENT_MB} MB upload/file at once`;
  const small = CONCURRENT_MB * MB;
  const latencies = [];
  const m = await onFreshApi(label, small, () =>
    Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const started = performance.now();
        const result = await uploadFile(small, `part-${i}.pdf`);
        latencies.push((performance.now() - started) / 1000);
        return result;
      }),
    ),
  );
  latencies.sort((a, b) => a - b);
  rows.push([label, `${CONCURRENT * CONCURRENT_MB} MB`, `${fmt(m.seconds, 2)} s`, fmt((CONCURRENT * small) / MB / m.seconds),
    fmt(m.idle), fmt(m.peak), fmt(m.growth), '–', m.bad ? 'BAD FILE' : 'info']); // prettier-ignore

  const head = ['case', 'size', 'time', 'MB/s', 'RSS idle', 'RSS peak', 'growth', 'budget', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nUploads on disk storage: API process RSS in MB (idle: after a warm-up and a full GC)`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  console.log(
    `\n${label}: latency p50 ${fmt(pct(latencies, 50), 2)} s, p99 ${fmt(pct(latencies, 99), 2)} s, max ${fmt(latencies.at(-1), 2)} s`,
  );
} catch (error) {
  failures.push(error.stack ?? String(error));
} finally {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
for (const f of failures) console.log(`FAIL ${f}`);
console.log(failures.length ? '\nOVER BUDGET or FAILED' : '\nwithin budget');
process.exitCode = failures.length ? 1 : 0;
