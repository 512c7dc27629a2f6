// The clients of bench/chat.mjs: sockets on the API (a ticket each, as the browser takes one) or on the bare relay,
// and the idle-socket worker (run as its own process: 10,000 sockets need file descriptors a process of its own).
import { serverRequire } from './servers.mjs';

const WebSocket = serverRequire('ws');
export const ORIGIN = 'http://bench.chat';
const HEARTBEAT_MS = 30_000;

/** A socket open and past its `ready` frame; `onFrame` gets every later frame (parsed; HEARTBEAT left out). */
export function openSocket(url, onFrame = () => {}) {
  const ws = new WebSocket(url, { headers: { origin: ORIGIN } });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (ws.terminate(), reject(new Error(`${url}: no ready within 30 s`))), 30_000);
    ws.once('error', (error) => (clearTimeout(timer), reject(error)));
    ws.once('unexpected-response', (_request, response) => (clearTimeout(timer), reject(new Error(`${url}: ${response.statusCode}`))));
    let ready = false;
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === 'HEARTBEAT') return;
      const frame = JSON.parse(text);
      if (ready) return onFrame(frame);
      if (frame.type !== 'ready') return;
      ready = true;
      clearTimeout(timer);
      ws.on('error', () => {});
      resolve(ws);
    });
  });
}

/** An API socket for `account`: a ticket by REST, then the upgrade. */
export async function apiSocket(apiUrl, account, onFrame) {
  const response = await fetch(`${apiUrl}/api/im/ticket`, { method: 'POST', headers: { authorization: `Bearer ${account.token}` } });
  const { code, msg, data } = await response.json();
  if (code !== 200) throw new Error(`ticket: ${code} ${msg}`);
  return openSocket(`${apiUrl.replace(/^http/, 'ws')}${data.url}?ticket=${encodeURIComponent(data.ticket)}`, onFrame);
}

export const relaySocket = (relayUrl, account, onFrame) => openSocket(`${relayUrl.replace(/^http/, 'ws')}/relay/${account.id}`, onFrame);

/** Runs `task(item)` over `items`, `concurrency` at a time; answers the results in order. */
export async function inTurn(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i], i);
      }
    }),
  );
  return results;
}

/**
 * The idle worker (forked by chat.mjs): opens one socket per account it is sent ({ kind, url, accounts }), sends
 * HEARTBEAT every 30 s as the client does, reports { opened, failed } and holds them until told to stop.
 */
export function runIdleWorker() {
  process.once('message', async ({ kind, url, accounts }) => {
    let failed = 0;
    const sockets = [];
    let beat = 0;
    setInterval(() => {
      // A slice of the sockets every second: each beats every 30 s, from the first one opened.
      const slice = Math.ceil(sockets.length / (HEARTBEAT_MS / 1000));
      for (let i = 0; i < slice; i++) sockets[beat++ % sockets.length].send('HEARTBEAT');
    }, 1000);
    const open = (account) => (kind === 'api' ? apiSocket(url, account) : relaySocket(url, account)).catch(() => (failed++, null));
    await inTurn(accounts, 50, async (account) => {
      const ws = await open(account);
      if (ws) sockets.push(ws);
    });
    process.send({ opened: sockets.length, failed });
  });
}
