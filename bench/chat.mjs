#!/usr/bin/env node
// Chat at scale (issue 35), on loopback: two API processes on one throwaway PostgreSQL database (`bench_chat_…`,
// dropped at the end), joined by the machine's Redis, against the bare `ws` + ioredis relay of
// reference/chat-relay.mjs (two processes on the same Redis) in the same run. Accounts, friendships and the catch-up
// history are written straight into the database (lib/chat-seed.mjs). Every pair talks across the instances: A on
// the first, B on the second, each sending to the other; the message frame reaches the recipient through Redis.
//   idle      `--idle` sockets on each API process (and relay process), each from its own worker process: RSS
//             growth per socket, both after a full GC (the servers preload a SIGUSR2 hook, `--expose-gc`)
//   catch-up  a socket asks for a conversation of `--history` messages from seq 0: `replay` until `done`, p50/p95
//             (before the exchange, whose backlog of sends would wait ahead of it)
//   exchange  `--sockets` sockets sending `--rate` messages/s in all for `--seconds` (after 2 s of warm-up), paced
//             and spread evenly: latency from the send to the recipient's `message` frame, p50/p99, delivered/s;
//             then flat out for 5 s (each socket sends its next on its ack): messages/s, for information; and the
//             servers' CPU time (user + system, /proc) per acknowledged message over both, which a busy machine
//             moves far less than the milliseconds
// Budgets (issue 35): p99 ≤ 50 ms at 1,000 sockets × 1,000 msg/s; delivered/s ≥ 0.7× the relay's in the same
// exchange; RSS growth ≤ 50 KB per idle socket at 10,000 per instance; catch-up of 10,000 p95 ≤ 300 ms.
// `--phases=idle,catchup,exchange` runs only those. The instances run with CHAT_SENDS_PER_10S raised (the flat-out
// phase would hit the per-socket limit).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../scripts/platform/platform.mjs';
import { seedChat } from './lib/chat-seed.mjs';
import { apiSocket, inTurn, ORIGIN, relaySocket, runIdleWorker } from './lib/chat-sockets.mjs';
import { arg, pg, printTable, reportFailures, startProcess, throwawayDatabase } from './lib/servers.mjs';
import { recordFigure } from './lib/summary.mjs';

const SOCKETS = Number(arg('sockets') ?? 1000);
const RATE = Number(arg('rate') ?? 1000);
const SECONDS = Number(arg('seconds') ?? 10);
const IDLE = Number(arg('idle') ?? 10_000);
const HISTORY = Number(arg('history') ?? 10_000);
const CATCHUP_RUNS = Number(arg('catchup-runs') ?? 20);
const PHASES = (arg('phases') ?? 'idle,exchange,catchup').split(',');
const REDIS_URL = arg('redis') ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** `--cpu-prof=<dir>`: each API process writes a V8 CPU profile there when it stops (open it in Chrome's DevTools). */
const CPU_PROF = arg('cpu-prof');
const BUDGET = { p99: 50, ratio: 0.7, perSocketKb: 50, catchUpP95: 300 };
const FULL = SOCKETS >= 1000 && RATE >= 1000 && IDLE >= 10_000 && HISTORY >= 10_000;

const GC_HOOK = `data:text/javascript,${encodeURIComponent(`import { writeFileSync } from 'node:fs';
process.on('SIGUSR2', () => { globalThis.gc(); writeFileSync(process.env.BENCH_MEM_FILE, JSON.stringify(process.memoryUsage())); });`)}`;
const dir = mkdtempSync(join(tmpdir(), 'bench-chat-'));
const prefix = `bench-chat-${randomBytes(4).toString('hex')}:`;
let servers = 0;

/** One server process (API or relay) with the GC hook; `rss()` is its RSS in bytes after a full GC. */
async function server(script, env, probe, flags = []) {
  const memFile = join(dir, `mem-${++servers}.json`);
  const proc = await startProcess([...flags, '--expose-gc', '--import', 'tsx', '--import', GC_HOOK, script], {
    cwd: join(ROOT, 'server'),
    probe,
    env: { ...env, BENCH_MEM_FILE: memFile },
  });
  const rss = async () => {
    rmSync(memFile, { force: true });
    proc.child.kill('SIGUSR2');
    for (let i = 0; !existsSync(memFile) && i < 200; i++) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 50));
    return JSON.parse(readFileSync(memFile, 'utf8')).rss;
  };
  return { ...proc, rss };
}

const apiServer = (databaseUrl, migrate) =>
  server(
    'src/main.ts',
    {
      DEMO: 'false',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_START: String(migrate),
      REDIS_URL,
      REDIS_PREFIX: prefix,
      CORS_ORIGINS: ORIGIN,
      CHAT_SENDS_PER_10S: '1000000',
      JOBS_POLL_MS: '0',
      STORAGE: 'disk',
      STORAGE_DIR: join(dir, 'uploads'),
      STORAGE_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
    '/api/health',
    CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
  );
const relayServer = () =>
  server(fileURLToPath(new URL('reference/chat-relay.mjs', import.meta.url)), { REDIS_URL, RELAY_CHANNEL: `${prefix}relay` }, '/health');

/** CPU time (user + system) a process has used, in ms (`/proc/<pid>/stat`, at 100 ticks a second). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const quantile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN);

/** `--idle` sockets on each of `procs` from a worker process each; answers the RSS growth per socket of each, in bytes. */
async function idlePhase(kind, procs, accounts) {
  const before = await Promise.all(procs.map((p) => p.rss()));
  const workers = procs.map(() => fork(fileURLToPath(import.meta.url), ['--idle-worker'], { stdio: 'inherit' }));
  try {
    const reports = await Promise.all(
      workers.map((worker, i) => {
        worker.send({ kind, url: procs[i].url, accounts: accounts.slice(i * IDLE, (i + 1) * IDLE) });
        return new Promise((resolve, reject) => (worker.once('message', resolve), worker.once('exit', reject)));
      }),
    );
    for (const r of reports) if (r.failed) throw new Error(`${kind}: ${r.failed} idle sockets failed to open`);
    await new Promise((r) => setTimeout(r, 1000));
    const after = await Promise.all(procs.map((p) => p.rss()));
    return procs.map((_, i) => ({ before: before[i], after: after[i], perSocket: (after[i] - before[i]) / IDLE }));
  } finally {
    for (const worker of workers) worker.kill();
    await new Promise((r) => setTimeout(r, 2000));
  }
}

/**
 * Every pair talks: A on procs[0], B on procs[1]. Paced (`--rate` in all), then flat out. Answers latencies
 * of the paced window (ms, sorted), its delivered/s, the messages it lost, and the flat-out messages/s.
 */
async function exchange(kind, procs, pairs) {
  const sentAt = new Map();
  let phase = 'warm';
  const latencies = [];
  /** The paced window's latencies by the second they were sent in: a tail from a few stalls or from every second. */
  const bySecond = [];
  let measureStart = 0;
  let delivered = 0;
  let flatDelivered = 0;
  const sockets = [];
  let errors = 0;
  let acks = 0;
  let flat = false;
  const onFrame = (me) => (frame) => {
    if (frame.type === 'ack') return (acks++, me.acked?.());
    if (frame.type === 'error') return void errors++;
    if (frame.type !== 'message' || frame.message.senderId === me.account.id) return;
    const sent = sentAt.get(frame.message.clientMsgId);
    if (!sent) return;
    sentAt.delete(frame.message.clientMsgId);
    if (sent.phase === 'measure') {
      const latency = performance.now() - sent.at;
      latencies.push(latency);
      (bySecond[Math.floor((sent.at - measureStart) / 1000)] ??= []).push(latency);
    }
    if (phase === 'measure') delivered++;
    if (flat) flatDelivered++;
  };
  const ends = pairs.flatMap((p) => [
    { account: p.a, peer: p.b, conversationId: p.conversationId, proc: procs[0] },
    { account: p.b, peer: p.a, conversationId: p.conversationId, proc: procs[1] },
  ]);
  await inTurn(ends, 50, async (me) => {
    me.ws = await (kind === 'api' ? apiSocket : relaySocket)(me.proc.url, me.account, onFrame(me));
    sockets.push(me.ws);
  });
  const cpuBefore = procs.map((p) => cpuMs(p.child.pid));
  let n = 0;
  const send = (me) => {
    const clientMsgId = `${kind}-${++n}`;
    sentAt.set(clientMsgId, { at: performance.now(), phase });
    me.ws.send(JSON.stringify({ type: 'send', conversationId: me.conversationId, clientMsgId, kind: 'TEXT', body: `hello ${n}`, ...(kind === 'relay' && { to: me.peer.id }) })); // prettier-ignore
  };
  // Paced: each socket every `interval` ms, the sockets spread evenly over it.
  const interval = (ends.length * 1000) / RATE;
  const timers = ends.map((me, i) =>
    setTimeout(
      () => {
        send(me);
        me.timer = setInterval(() => send(me), interval);
      },
      (i * interval) / ends.length,
    ),
  );
  await new Promise((r) => setTimeout(r, 2000));
  phase = 'measure';
  measureStart = performance.now();
  const counted = n;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const sentInWindow = n - counted;
  phase = 'drain';
  for (const t of timers) clearTimeout(t);
  for (const me of ends) clearInterval(me.timer);
  await new Promise((r) => setTimeout(r, 3000));
  const lost = sentInWindow - latencies.length;
  // Flat out: one message in flight per socket, the next on its ack.
  phase = 'flat';
  const flatSeconds = 5;
  flat = true;
  for (const me of ends) {
    me.acked = () => flat && send(me);
    send(me);
  }
  await new Promise((r) => setTimeout(r, flatSeconds * 1000));
  flat = false;
  await new Promise((r) => setTimeout(r, 2000));
  const cpuPerMessage = procs.reduce((sum, p, i) => sum + cpuMs(p.child.pid) - cpuBefore[i], 0) / acks;
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  const seconds = bySecond.map((list) => {
    list.sort((a, b) => a - b);
    return { p50: quantile(list, 0.5), p99: quantile(list, 0.99), max: list.at(-1) };
  });
  return { latencies, seconds, perSecond: delivered / SECONDS, lost, errors, flatPerSecond: flatDelivered / flatSeconds, cpuPerMessage };
}

/**
 * What an API process's metrics say of the time since the last call: its event loop's delay (p99 and max,
 * prom-client resets it on each scrape) and the seconds spent in garbage collection, by kind.
 */
async function processStalls(proc) {
  const text = await fetch(`${proc.url}/metrics`).then((r) => r.text());
  const value = (name) => Number(text.match(new RegExp(`^${name} (\\S+)$`, 'm'))?.[1] ?? NaN);
  const gc = {};
  for (const [, kind, seconds] of text.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)$/gm)) gc[kind] = Number(seconds);
  return { lagP99: value('nodejs_eventloop_lag_p99_seconds') * 1000, lagMax: value('nodejs_eventloop_lag_max_seconds') * 1000, gc };
}

/** `--catchup-runs` times: a fresh socket asks for the whole history from seq 0; ms to the `done` replay, sorted. */
async function catchUpPhase(api, pair) {
  const times = [];
  for (let run = 0; run < CATCHUP_RUNS; run++) {
    let got = 0;
    let finish;
    const done = new Promise((resolve, reject) => {
      finish = { resolve, reject };
    });
    const ws = await apiSocket(api.url, pair.b, (frame) => {
      if (frame.type === 'reset') finish.reject(new Error('catch-up answered reset'));
      if (frame.type !== 'replay') return;
      got += frame.messages.length;
      if (frame.done) finish.resolve();
    });
    const start = performance.now();
    ws.send(JSON.stringify({ type: 'catchup', positions: [{ conversationId: pair.conversationId, seq: 0 }] }));
    await done;
    times.push(performance.now() - start);
    ws.terminate();
    if (got !== HISTORY) throw new Error(`catch-up replayed ${got} of ${HISTORY}`);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const failures = [];
  const database = await throwawayDatabase('bench_chat');
  const procs = [];
  try {
    console.log(`database ${database.url}; Redis ${REDIS_URL} (prefix ${prefix})`);
    const api1 = await apiServer(database.url, true);
    procs.push(api1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seeded = await seedChat(client, { pairs: SOCKETS / 2, idle: 2 * IDLE, history: HISTORY }).finally(() => client.end());
    const api2 = await apiServer(database.url, false);
    procs.push(api2);
    const relays = [await relayServer(), await relayServer()];
    procs.push(...relays);
    const apis = [api1, api2];

    const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const scale = FULL ? '' : ' (reduced scale)';
    const check = (measure, value, budget, within, failure) => {
      recordFigure('chat', `${measure}${scale}`, value, budget, within);
      if (!within) failures.push(failure);
    };

    if (PHASES.includes('idle')) {
      console.log(`idle: ${IDLE} sockets on each API process, then on each relay process…`);
      const idleApi = await idlePhase('api', apis, seeded.idle);
      const idleRelay = await idlePhase('relay', relays, seeded.idle);
      console.log(`\nIdle sockets: ${IDLE} per process; RSS after a full GC, 1 KB = 1024 bytes.`);
      printTable(
        ['process', 'RSS before MB', 'RSS after MB', 'KB per socket'],
        [...idleApi.map((m, i) => [`API ${i + 1}`, m]), ...idleRelay.map((m, i) => [`relay ${i + 1}`, m])].map(([name, m]) => [
          name,
          (m.before / 2 ** 20).toFixed(0),
          (m.after / 2 ** 20).toFixed(0),
          kb(m.perSocket),
        ]),
        1,
      );
      const perSocket = Math.max(...idleApi.map((m) => m.perSocket));
      check(`RSS per idle socket, ${IDLE}/instance`, `${kb(perSocket)} KB`, `≤ ${BUDGET.perSocketKb} KB`, perSocket <= BUDGET.perSocketKb * 1024, `${kb(perSocket)} KB RSS per idle socket > ${BUDGET.perSocketKb} KB`); // prettier-ignore
    }

    if (PHASES.includes('catchup')) {
      console.log(`\ncatch-up: ${HISTORY} messages × ${CATCHUP_RUNS}…`);
      const catchUp = await catchUpPhase(api2, seeded.catchUp);
      const p95 = quantile(catchUp, 0.95);
      console.log(
        `Catch-up of ${HISTORY} messages from seq 0, ${CATCHUP_RUNS} runs: p50 ${ms(quantile(catchUp, 0.5))} ms, p95 ${ms(p95)} ms`,
      );
      check(`catch-up of ${HISTORY} p95`, `${ms(p95)} ms`, `≤ ${BUDGET.catchUpP95} ms`, p95 <= BUDGET.catchUpP95, `catch-up p95 ${ms(p95)} ms > ${BUDGET.catchUpP95} ms`); // prettier-ignore
    }
    if (PHASES.includes('exchange')) {
      console.log(`\nexchange: ${SOCKETS} sockets, ${RATE} msg/s for ${SECONDS} s, relay then API…`);
      const relay = await exchange('relay', relays, seeded.pairs);
      const gcBefore = await Promise.all(apis.map(processStalls));
      const api = await exchange('api', apis, seeded.pairs);
      const stalls = await Promise.all(apis.map(processStalls));
      for (const [i, s] of stalls.entries()) {
        const gc = Object.entries(s.gc).map(([kind, sec]) => `${kind} ${((sec - (gcBefore[i].gc[kind] ?? 0)) * 1000).toFixed(0)} ms`);
        console.log(
          `API ${i + 1} during the exchange: event loop delay p99 ${ms(s.lagP99)} ms, max ${ms(s.lagMax)} ms; GC ${gc.join(', ')}`,
        );
      }
      console.log(`\nExchange: ${SOCKETS} sockets (A on one process, B on the other), ${RATE} msg/s paced for ${SECONDS} s; flat out 5 s.`);
      printTable(
        ['server', 'p50 ms', 'p99 ms', 'delivered/s', 'lost', 'flat out msg/s', 'flat ×relay', 'CPU ms/msg'],
        [
          ['bare ws + Redis relay', relay],
          ['API (2 instances)', api],
        ].map(([name, r]) => [name, ms(quantile(r.latencies, 0.5)), ms(quantile(r.latencies, 0.99)), r.perSecond.toFixed(0), String(r.lost), r.flatPerSecond.toFixed(0), (r.flatPerSecond / relay.flatPerSecond).toFixed(2), r.cpuPerMessage.toFixed(2)]), // prettier-ignore
        1,
      );
      const second = (s) => `${ms(s.p50)}/${ms(s.p99)}/${ms(s.max)}`;
      console.log(`API delivery by second of the window (p50/p99/max ms): ${api.seconds.map(second).join('  ')}`);
      const p99 = quantile(api.latencies, 0.99);
      const ratio = api.perSecond / relay.perSecond;
      check(`delivery p99, ${SOCKETS} sockets × ${RATE} msg/s`, `${ms(p99)} ms`, `≤ ${BUDGET.p99} ms`, p99 <= BUDGET.p99, `delivery p99 ${ms(p99)} ms > ${BUDGET.p99} ms`); // prettier-ignore
      check('delivered/s ×relay', `${ratio.toFixed(2)}×`, `≥ ${BUDGET.ratio}×`, ratio >= BUDGET.ratio, `the API delivered ${ratio.toFixed(2)}× the relay's messages/s < ${BUDGET.ratio}×`); // prettier-ignore
      recordFigure('chat', `API CPU per message (relay ${relay.cpuPerMessage.toFixed(2)} ms)${scale}`, `${api.cpuPerMessage.toFixed(2)} ms`, '–', true); // prettier-ignore
      if (api.lost || relay.lost) failures.push(`messages lost: API ${api.lost}, relay ${relay.lost}`);
      if (api.errors || relay.errors) failures.push(`error frames: API ${api.errors}, relay ${relay.errors}`);
    }

    if (!FULL) console.log('\nReduced scale: the budgets are set for --sockets=1000 --rate=1000 --idle=10000 --history=10000.');
  } catch (error) {
    failures.push(error.stack ?? String(error));
  } finally {
    for (const p of procs) await p.stop();
    rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
  reportFailures(failures);
}

if (process.argv.includes('--idle-worker')) runIdleWorker();
else await main();
