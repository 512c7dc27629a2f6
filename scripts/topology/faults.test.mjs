// node --test scripts/topology/faults.test.mjs   (after `pnpm build`; nginx, PostgreSQL and Redis running)
// Faults the production topology survives (issue 39, docs/deploy.md "Faults"): an API instance ended by SIGTERM,
// one killed mid-chat, PostgreSQL gone and back, Redis gone and back. The API reaches PostgreSQL and Redis through
// TCP pass-throughs this test cuts (tcp-proxy.mjs), so the machine's own servers keep running for everyone else.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { ROOT } from '../platform/platform.mjs';
import { startTopology } from './start.mjs';
import { startTcpProxy } from './tcp-proxy.mjs';

const WebSocket = createRequire(join(ROOT, 'server', 'package.json'))('ws');
const BASE = Number(process.env.TOPOLOGY_FAULTS_PORT_BASE ?? 7250);
const DATABASE = process.env.TOPOLOGY_FAULTS_DATABASE ?? 'b2b_topology_faults';
const PASSWORD = 'Demo-2026-b2b';

async function call(base, path, { method = 'GET', token, lang, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(lang && { 'accept-language': lang }),
      ...(body && { 'content-type': 'application/json' }),
    },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = { raw: text };
  }
  return { status: res.status, envelope };
}

async function login(base, account) {
  const { status, envelope } = await call(base, '/api/login', {
    method: 'POST',
    body: { method: 'password', account, password: PASSWORD },
  });
  assert.equal(status, 200, JSON.stringify(envelope));
  return { token: envelope.data.token, userId: envelope.data.user.userId };
}

async function waitUntil(check, what, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  assert.fail(`timed out after ${timeoutMs} ms: ${what}`);
}

/**
 * A chat client as remote-chat's is (docs/chat.md "The socket"): a ticket per connection, a new connection after
 * every close, then `catchup` from the newest seq it holds without a gap below it. It keeps one message per seq.
 */
const clients = new Set();
function chatClient(base, origin, session, conversationId, fromSeq) {
  const seqs = new Map();
  const closes = [];
  let socket;
  let stopped = false;
  const newest = () => {
    let seq = fromSeq;
    while (seqs.has(seq + 1)) seq++;
    return seq;
  };
  const keep = (message) => message.conversationId === conversationId && seqs.set(message.seq, message.clientMsgId);
  const connect = async () => {
    const ticket = await call(base, '/api/im/ticket', { method: 'POST', token: session.token, body: {} });
    if (ticket.status !== 200) throw new Error(`ticket: ${ticket.status}`);
    const url = `${base.replace(/^http/, 'ws')}/api/im/${session.userId}?ticket=${encodeURIComponent(ticket.envelope.data.ticket)}`;
    socket = new WebSocket(url, { headers: { origin } });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') socket.send(JSON.stringify({ type: 'catchup', positions: [{ conversationId, seq: newest() }] }));
      if (frame.type === 'message') keep(frame.message);
      if (frame.type === 'replay') frame.messages.forEach(keep);
    });
    socket.on('error', () => undefined);
    socket.on('close', (code) => {
      closes.push(code);
      setTimeout(reconnect, 300);
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      socket.once('error', reject);
    });
  };
  const reconnect = () => !stopped && connect().catch(() => setTimeout(reconnect, 300));
  const client = {
    seqs,
    closes,
    connect,
    stop() {
      stopped = true;
      socket?.close();
    },
  };
  clients.add(client);
  return client;
}

/** A send as the client makes it when its socket is down: by REST, the same clientMsgId until it is stored. */
async function sendUntilStored(base, token, conversationId, clientMsgId, body) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const reply = await call(base, '/api/imMessages/send', {
      method: 'POST',
      token,
      body: { conversationId, clientMsgId, kind: 'TEXT', body },
    }).catch(() => ({ status: 0 }));
    if (reply.status === 200) return reply.envelope.data;
    await sleep(250);
  }
  assert.fail(`message ${clientMsgId} was never stored`);
}

const openSockets = async (api) => Number(/^chat_open_sockets (\d+)$/m.exec(await (await fetch(`${api.url}/metrics`)).text())?.[1] ?? 0);

describe('faults the topology survives', { timeout: 300_000 }, () => {
  let topology;
  let database;
  let redis;
  let dev;
  let sup;
  let conversationId;

  before(async () => {
    database = await startTcpProxy(BASE + 20, 5432);
    redis = await startTcpProxy(BASE + 21, 6379);
    topology = await startTopology({
      portBase: BASE,
      databaseUrl: `postgres://postgres@127.0.0.1:${database.port}/${DATABASE}`,
      redisUrl: `redis://127.0.0.1:${redis.port}`,
      output: 'ignore',
    });
    dev = await login(topology.url, 'dev@demo.test');
    sup = await login(topology.url, 'sup@demo.test');
    const contacts = await call(topology.url, '/api/imFriendships/messageContactsList?pageSize=100', { token: dev.token });
    conversationId = contacts.envelope.data.list.find((c) => c.kind === 'DIRECT' && c.peer?.id === sup.userId)?.conversationId;
    assert.ok(conversationId, 'the demo has a conversation between dev and sup');
  });
  after(async () => {
    for (const client of clients) client.stop();
    await topology?.stop();
    await database?.close();
    await redis?.close();
  });

  it('SIGTERM: a request in flight is answered, chat sockets close with "service restart", the process exits within 10 s', async () => {
    const api = topology.apis[0];
    const socket = chatClient(api.url, topology.url, sup, conversationId, 0);
    await socket.connect();
    // A login whose body is still on its way when the signal comes.
    const body = Buffer.from(JSON.stringify({ method: 'password', account: 'dev@demo.test', password: PASSWORD }));
    const answer = new Promise((resolve, reject) => {
      const req = request(
        `${api.url}/api/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        },
      );
      req.on('error', reject);
      req.write(body.subarray(0, 10));
      setTimeout(() => req.end(body.subarray(10)), 1500);
    });
    await sleep(300);
    const started = Date.now();
    const exited = new Promise((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    assert.equal(await answer, 200, 'the request in flight was answered');
    await waitUntil(async () => socket.closes.length > 0, 'the socket was closed by the server', 10_000);
    socket.stop();
    assert.equal(socket.closes[0], 1012, 'closed with 1012 (service restart): the client reconnects');
    await exited;
    assert.ok(Date.now() - started < 10_000, `exited in ${Date.now() - started} ms`);
    await api.start();
  });

  it('an instance killed mid-chat: the client reconnects through nginx to the other, and no message is lost', async () => {
    const history = await call(topology.url, `/api/imMessages/userMessageList/${conversationId}?pageSize=1`, { token: sup.token });
    const fromSeq = history.envelope.data.list[0]?.seq ?? 0;
    const client = chatClient(topology.url, topology.url, sup, conversationId, fromSeq);
    await client.connect();
    let holder = -1;
    await waitUntil(async () => {
      const counts = await Promise.all(topology.apis.map(openSockets));
      holder = counts.findIndex((n) => n > 0);
      return holder >= 0;
    }, 'an instance holds the socket');

    const run = randomBytes(4).toString('hex');
    const ids = Array.from({ length: 30 }, (_, i) => `fault-${run}-${i}`);
    for (const [i, id] of ids.entries()) {
      if (i === 10) await topology.apis[holder].kill();
      await sendUntilStored(topology.url, dev.token, conversationId, id, `message ${i}`);
    }
    await waitUntil(async () => ids.every((id) => [...client.seqs.values()].includes(id)), 'every message reached the client');
    client.stop();
    const seqs = [...client.seqs.keys()].sort((a, b) => a - b);
    assert.deepEqual(
      seqs,
      Array.from({ length: seqs.length }, (_, i) => fromSeq + 1 + i),
      'gapless',
    );
    assert.equal(new Set(client.seqs.values()).size, seqs.length, 'no message twice');
    assert.ok(client.closes.length >= 1, 'the socket on the killed instance was lost and opened again');
    await topology.apis[holder].start();
  });

  it('PostgreSQL gone: the API answers 503 in the envelope, in the caller’s language, and recovers by itself', async () => {
    database.cut();
    try {
      for (const api of topology.apis) {
        const ready = await call(api.url, '/api/ready', { lang: 'en-US' });
        assert.equal(ready.status, 503);
        assert.equal(ready.envelope.data?.reason, 'SERVICE_UNAVAILABLE');
        assert.ok(ready.envelope.data.fields.includes('database'));
      }
      const read = await call(topology.url, '/api/userInfo', { token: dev.token, lang: 'en-US' });
      assert.equal(read.status, 503, JSON.stringify(read.envelope));
      assert.equal(read.envelope.code, 503);
      assert.equal(read.envelope.data.reason, 'SERVICE_UNAVAILABLE');
      assert.match(read.envelope.msg, /temporarily unavailable/);
      const zh = await call(topology.url, '/api/userInfo', { token: dev.token });
      assert.equal(zh.envelope.data.reason, 'SERVICE_UNAVAILABLE');
      assert.match(zh.envelope.msg, /暂时不可用/);
    } finally {
      database.restore();
    }
    for (const api of topology.apis) assert.equal(api.child.exitCode, null, 'no instance died');
    await waitUntil(async () => {
      const replies = await Promise.all(topology.apis.map((api) => call(api.url, '/api/ready')));
      return replies.every((reply) => reply.status === 200);
    }, 'both instances ready again');
    const read = await call(topology.url, '/api/userInfo', { token: dev.token });
    assert.equal(read.status, 200, JSON.stringify(read.envelope));
  });

  it('Redis gone: each instance serves its own sockets and requests; messages cross instances again once it is back', async () => {
    const [one, two] = topology.apis;
    const history = await call(one.url, `/api/imMessages/userMessageList/${conversationId}?pageSize=1`, { token: sup.token });
    const fromSeq = history.envelope.data.list[0]?.seq ?? 0;
    const client = chatClient(one.url, topology.url, sup, conversationId, fromSeq);
    await client.connect();
    const run = randomBytes(4).toString('hex');
    redis.cut();
    try {
      const started = Date.now();
      await sendUntilStored(one.url, dev.token, conversationId, `redis-${run}-same`, 'while Redis is away');
      assert.ok(Date.now() - started < 3_000, `a send took ${Date.now() - started} ms without Redis`);
      await waitUntil(async () => [...client.seqs.values()].includes(`redis-${run}-same`), 'a socket on the same instance got it', 5_000);
      const info = await call(topology.url, '/api/userInfo', { token: dev.token });
      assert.equal(info.status, 200, 'requests are served without Redis');
      const ready = await call(one.url, '/api/ready');
      assert.equal(ready.status, 200, 'still ready: a load balancer keeps sending it traffic');
      assert.equal(ready.envelope.data.checks.redis, 'down');
      // A route with a per-address limit (its counters live in Redis) still signs in.
      await login(one.url, 'sup@demo.test');
    } finally {
      redis.restore();
    }
    // Back: a message sent on the other instance reaches this socket through Redis (no reconnect needed).
    const closesBefore = client.closes.length;
    await waitUntil(
      async () => {
        await sendUntilStored(two.url, dev.token, conversationId, `redis-${run}-back-${Date.now()}`, 'Redis is back');
        await sleep(500);
        return [...client.seqs.values()].some((id) => id.startsWith(`redis-${run}-back`)) && client.closes.length === closesBefore;
      },
      'a message from the other instance arrives over Redis again',
      30_000,
    );
    client.stop();
  });
});
