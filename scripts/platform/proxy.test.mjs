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

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

function post(port, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/login',
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
  let deadHostPort;
  before(async () => {
    api = fastifyLikeApi();
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
    deadHostPort = await free();
    deadHost = await startStaticServer({ root, port: deadHostPort, apiTarget: `http://127.0.0.1:${await free()}` });
  });
  after(async () => {
    await host.close();
    await deadHost.close();
    await new Promise((r) => api.close(r));
  });

  it('relays the API’s 413 envelope for a body over its limit, however large, instead of a 502', async () => {
    for (const size of [40 * 1024, 5 * 1024 * 1024, 5 * 1024 * 1024, 20 * 1024 * 1024]) {
      const reply = await post(hostPort, Buffer.alloc(size, 'a'));
      assert.equal(reply.status, 413, `${size} bytes`);
      assert.deepEqual(reply.body, { code: 413, msg: 'The request is too large', data: { reason: 'PAYLOAD_TOO_LARGE' } });
    }
    // And streams a body the API takes, whole.
    const ok = await post(hostPort, Buffer.alloc(LIMIT, 'b'));
    assert.deepEqual([ok.status, ok.body.data.size], [200, LIMIT]);
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
