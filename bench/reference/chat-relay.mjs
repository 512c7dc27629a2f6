#!/usr/bin/env node
// The yardstick of bench/chat.mjs: a bare `ws` + ioredis relay doing the chat's fan-out and nothing else (no
// ticket, no check, no storage). A client connects to /relay/<userId>; a `send` frame names its recipient
// (`to`); the relay answers `ack` to the sender, writes the `message` frame to its own sockets of sender and
// recipient, and publishes it on Redis, where every other relay process writes it to its sockets, as the API's
// `ctx.events` and socket hub do. Env: PORT, REDIS_URL, RELAY_CHANNEL.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { serverRequire } from '../lib/servers.mjs';

const { WebSocketServer } = serverRequire('ws');
const Redis = serverRequire('ioredis');

const channel = process.env.RELAY_CHANNEL;
const origin = randomUUID();
const sockets = new Map();
const publisher = new Redis(process.env.REDIS_URL);
const subscriber = publisher.duplicate();
await subscriber.subscribe(channel);

const deliver = (userIds, text) => {
  for (const userId of userIds) for (const socket of sockets.get(userId) ?? []) if (socket.readyState === socket.OPEN) socket.send(text);
};
subscriber.on('message', (_channel, raw) => {
  const event = JSON.parse(raw);
  if (event.origin !== origin) deliver(event.userIds, JSON.stringify(event.frame));
});

const http = createServer((request, response) => response.writeHead(request.url === '/health' ? 200 : 404).end());
const wss = new WebSocketServer({ server: http, maxPayload: 64 * 1024 });
wss.on('connection', (socket, request) => {
  const userId = /^\/relay\/([^/?]+)/.exec(request.url ?? '')?.[1];
  if (!userId) return socket.close(1008);
  if (!sockets.has(userId)) sockets.set(userId, new Set());
  sockets.get(userId).add(socket);
  socket.on('close', () => {
    sockets.get(userId)?.delete(socket);
    if (sockets.get(userId)?.size === 0) sockets.delete(userId);
  });
  socket.on('message', (data) => {
    const text = data.toString();
    if (text === 'HEARTBEAT') return socket.send('HEARTBEAT');
    const frame = JSON.parse(text);
    if (frame.type !== 'send') return;
    const { conversationId, clientMsgId, kind, body } = frame;
    const message = { id: randomUUID(), conversationId, senderId: userId, clientMsgId, kind, body, createdAt: Date.now() };
    socket.send(JSON.stringify({ type: 'ack', clientMsgId, conversationId, duplicate: false, message }));
    const userIds = [userId, frame.to];
    const out = { type: 'message', message };
    deliver(userIds, JSON.stringify(out));
    void publisher.publish(channel, JSON.stringify({ origin, userIds, frame: out }));
  });
  socket.send(JSON.stringify({ type: 'ready', userId }));
});
http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  wss.close();
  http.close();
  publisher.disconnect();
  subscriber.disconnect();
  process.exit(0);
});
