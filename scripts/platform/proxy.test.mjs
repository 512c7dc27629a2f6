// node --test scripts/platform/proxy.test.mjs
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startStaticServer } from './static-server.mjs';

const LIMIT = 32 * 1024;

/**
 * A stand-in for the API that refuses a body over its limit the way Fastify does: 413 in the
 * envelope, `Connection: close`, before reading the body, so the connection goes down while the
 * proxy is still sending. Smaller bodies are read and their size answered.
 */
function fastifyLikeApi() {
  return createServer((req, res) => {
    if (Number(req.headers['content-length'] ?? 0) > LIMIT) {
      res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      return res.end(JSON.stringify({ code: 413, msg: 'The request is too large', data: { reason: 'PAYLOAD_TOO_LARGE' } }));
    }
    let size = 0;
    req.on('data', (chunk) => (size += chunk.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 200, msg: 'ok', data: { size } }));
    });
  });
}

/**
 * The stand-in API's WebSocket side, without a WebSocket library: `/api/im/ok` switches protocols and
 * echoes the bytes that follow (saying which Origin and path it saw); any other path is refused with a
 * 403 envelope, as the chat socket refuses a bad Origin or ticket before the upgrade.
 */
function acceptUpgrades(server) {
  const sockets = new Set();
  const close = server.close.bind(server);
  server.close = (done) => {
    for (const socket of sockets) socket.destroy();
    return close(done);
  };
  server.on('upgrade', (req, socket) => {
    sockets.add(socket);
    socket.on('end', () => socket.end());
    if (!req.url.startsWith('/api/im/ok')) {
      const body = JSON.stringify({ code: 403, msg: 'Refused', data: { reason: 'CHAT_ORIGIN_REFUSED' } });
      socket.end(`HTTP/1.1 403 Forbidden\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      return;
    }
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\nx-seen-origin: ${req.headers.origin}\r\nx-seen-path: ${req.url}\r\n\r\n`,
    );
    socket.on('data', (chunk) => socket.write(chunk));
  });
  return server;
}

/** An upgrade request through the proxy: the 101 with its socket, or the refusal with its body. */
function upgrade(port, path) {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      agent: false,
      headers: { connection: 'Upgrade', upgrade: 'websocket', origin: 'http://web.test' },
    });
    req.on('upgrade', (res, socket) => resolve({ status: res.statusCode, headers: res.headers, socket }));
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

function post(port, body, headers = {}, path = '/api/login') {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: JSON.parse(text) }));
      },
    );
    // The proxy may close the connection once it answered, while this client is still sending.
    req.on('error', (error) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(body);
  });
}

describe('the web server’s /api proxy', () => {
  const root = mkdtempSync(join(tmpdir(), 'proxy-'));
  let api;
  let host;
  let hostPort;
  let deadHost;
  let smallUploads;
  let smallUploadsPort;
  let deadHostPort;
  before(async () => {
    api = acceptUpgrades(fastifyLikeApi());
    const apiPort = await listen(api);
    // startStaticServer listens on the port it is given: take free ones by listening once and closing.
    const free = async () => {
      const probe = createServer();
      const port = await listen(probe);
      await new Promise((r) => probe.close(r));
      return port;
    };
    hostPort = await free();
    host = await startStaticServer({ root, port: hostPort, apiTarget: `http://127.0.0.1:${apiPort}` });
    smallUploadsPort = await free();
    smallUploads = await startStaticServer({ root, port: smallUploadsPort, apiTarget: `http://127.0.0.1:${apiPort}`, uploadCeilingMb: 2 });
    deadHostPort = await free();
    deadHost = await startStaticServer({ root, port: deadHostPort, apiTarget: `http://127.0.0.1:${await free()}` });
  });
  after(async () => {
    await host.close();
    await deadHost.close();
    await smallUploads.close();
    await new Promise((r) => api.close(r));
  });

  it('relays the API’s 413 envelope for a body over its limit, even while the body is still coming, instead of a 502', async () => {
    for (const [size, path] of [
      [40 * 1024, '/api/login'],
      [1000 * 1024, '/api/login'],
      [5 * 1024 * 1024, '/api/common/upload/file'],
      [20 * 1024 * 1024, '/api/files/upload/token'],
    ]) {
      const reply = await post(hostPort, Buffer.alloc(size, 'a'), {}, path);
      assert.equal(reply.status, 413, `${size} bytes`);
      assert.deepEqual(reply.body, { code: 413, msg: 'The request is too large', data: { reason: 'PAYLOAD_TOO_LARGE' } });
    }
    // And streams a body the API takes, whole.
    const ok = await post(hostPort, Buffer.alloc(LIMIT, 'b'));
    assert.deepEqual([ok.status, ok.body.data.size], [200, LIMIT]);
  });

  it('refuses a body over the web tier’s ceiling itself, in the request’s language: 1 MB for calls, the upload limit for uploads', async () => {
    for (const [size, path] of [
      [1024 * 1024 + 1, '/api/login'],
      [5 * 1024 * 1024, '/api/login'],
      [2 * 1024 * 1024 + 1, '/api/common/upload/image'],
    ]) {
      const zh = await post(smallUploadsPort, Buffer.alloc(size, 'a'), {}, path);
      assert.deepEqual(
        [zh.status, zh.body],
        [413, { code: 413, msg: '提交的内容过大', data: { reason: 'PAYLOAD_TOO_LARGE' } }],
        `${size} ${path}`,
      );
      assert.match(String(zh.headers['content-type']), /^application\/json/);
    }
    const en = await post(smallUploadsPort, Buffer.alloc(3 * 1024 * 1024, 'a'), { 'accept-language': 'en-GB' });
    assert.equal(en.body.msg, 'The request is too large');
    // Under the uploads' ceiling an upload goes to the API, which decides.
    const upload = await post(smallUploadsPort, Buffer.alloc(LIMIT, 'b'), {}, '/api/common/upload/image');
    assert.deepEqual([upload.status, upload.body.data.size], [200, LIMIT]);
  });

  it('passes a WebSocket upgrade to the API with its Origin and path, and the frames both ways', async () => {
    const opened = await upgrade(hostPort, '/api/im/ok?ticket=t');
    assert.equal(opened.status, 101);
    assert.deepEqual([opened.headers['x-seen-origin'], opened.headers['x-seen-path']], ['http://web.test', '/api/im/ok?ticket=t']);
    const echoed = new Promise((resolve) => opened.socket.once('data', (chunk) => resolve(chunk.toString())));
    opened.socket.write('HEARTBEAT');
    assert.equal(await echoed, 'HEARTBEAT');
    opened.socket.destroy();
    // A refusal before the upgrade reaches the browser as the API answered it.
    const refused = await upgrade(hostPort, '/api/im/other');
    assert.deepEqual([refused.status, refused.body.data.reason], [403, 'CHAT_ORIGIN_REFUSED']);
  });

  it('answers a dead API with a 502 envelope in the request’s language (zh-CN by default)', async () => {
    const body = Buffer.from('{}');
    const zh = await post(deadHostPort, body);
    assert.equal(zh.status, 502);
    assert.deepEqual(zh.body, { code: 502, msg: '暂时无法连接服务，请稍后再试', data: { reason: 'API_UNREACHABLE' } });
    assert.match(String(zh.headers['content-type']), /^application\/json/);
    const en = await post(deadHostPort, body, { 'accept-language': 'en-US,en;q=0.9' });
    assert.equal(en.body.msg, 'The service cannot be reached, please try again later');
    const cookie = await post(deadHostPort, body, { 'accept-language': 'en-US', cookie: 'b2b.lang=zh-CN' });
    assert.equal(cookie.body.msg, '暂时无法连接服务，请稍后再试');
    const chosen = await post(deadHostPort, body, { cookie: 'x=1; b2b.lang=en-US' });
    assert.equal(chosen.body.data.reason, 'API_UNREACHABLE');
    assert.equal(chosen.body.msg, 'The service cannot be reached, please try again later');
  });
});
