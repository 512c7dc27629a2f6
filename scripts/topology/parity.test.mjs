// node --test scripts/topology/   (after `pnpm build`; nginx with its brotli module, PostgreSQL and Redis running)
// One set of header and routing checks against the production web tier (nginx from deploy/nginx/, in the
// topology of `pnpm topology`) and against the Node static server of `npm start`, on the same builds, the same
// pointer and the same API; then a chat message across the two API instances through nginx.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { REMOTES, ROOT, remoteVersion } from '../platform/platform.mjs';
import { startStaticServer } from '../platform/static-server.mjs';
import { hostCsp } from '../platform/web-rules.mjs';
import { addRelease } from '../release/store.mjs';
import { layoutIn } from './layout.mjs';
import { startTopology } from './start.mjs';

const WebSocket = createRequire(join(ROOT, 'server', 'package.json'))('ws');
const BASE = Number(process.env.TOPOLOGY_PORT_BASE ?? 7150);
const DATABASE_URL = process.env.TOPOLOGY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/b2b_topology_test';
const PASSWORD = 'Demo-2026-b2b';

/**
 * A raw HTTP exchange on a connection of its own: the path as given, the body as bytes, nothing decoded. A server
 * may answer (413) and close while the body is still going up: that answer counts.
 */
function exchange(base, path, { method = 'GET', headers = {}, body } = {}) {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        agent: false,
        headers: { ...(body && { 'content-length': body.length }), ...headers },
      },
      (res) => {
        answered = true;
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode, headers: res.headers, raw, text: raw.toString('utf8') });
        });
      },
    );
    req.on('error', (error) => {
      // The answer may still be on its way after a write failed: give it a moment.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') setTimeout(() => answered || reject(error), 1000);
      else reject(error);
    });
    req.end(body);
  });
}
const json = (reply) => JSON.parse(reply.text);
/** A remote's release folder on the CDN (`/<app dir>/<release id>`), from its manifest URL in the pointer. */
const releasePath = (manifestUrl) => new URL(manifestUrl).pathname.replace(/\/mf-manifest\.json$/, '');
const varyOf = (reply) =>
  new Set(
    String(reply.headers.vary ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );

async function login(base, email) {
  const body = Buffer.from(JSON.stringify({ method: 'password', account: email, password: PASSWORD }));
  const reply = await exchange(base, '/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  assert.equal(reply.status, 200, reply.text);
  const { token, user } = json(reply).data;
  return { token, userId: user.userId };
}

/** A chat socket opened through `base` (a ticket first), with every frame it receives. */
async function openSocket(base, origin, session) {
  const ticket = await exchange(base, '/api/im/ticket', {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: Buffer.from('{}'),
  });
  assert.equal(ticket.status, 200, ticket.text);
  const url = `${base.replace(/^http/, 'ws')}/api/im/${session.userId}?ticket=${encodeURIComponent(json(ticket).data.ticket)}`;
  const socket = new WebSocket(url, { headers: { origin } });
  const frames = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const until = Date.now() + 5000;
  while (!frames.some((frame) => frame.type === 'ready') && Date.now() < until) await sleep(20);
  return { socket, frames };
}

async function waitUntil(check, what, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await sleep(50);
  }
  assert.fail(`timed out: ${what}`);
}

/** A content-hashed chunk of `dir` that the build precompressed in both forms. */
function precompressedChunk(dir) {
  const file = readdirSync(dir).find((name) => /\.[0-9a-f]{10}\.js$/.test(name) && existsSync(join(dir, `${name}.br`)));
  assert.ok(file, `no precompressed chunk in ${dir}`);
  return file;
}

describe('the web tier: nginx (deploy/nginx/) and the Node static server answer alike', { timeout: 300_000 }, () => {
  let topology;
  const targets = {};
  let node = [];
  before(async () => {
    topology = await startTopology({ portBase: BASE, databaseUrl: DATABASE_URL, output: 'ignore' });
    const layout = layoutIn(join(topology.prefix, 'srv'));
    const nodeHost = await startStaticServer({
      root: join(ROOT, 'host', 'dist'),
      port: BASE + 2,
      spa: true,
      apiTarget: topology.apis[0].url,
      remotes: () => topology.remotes,
    });
    const nodeCdn = await startStaticServer({ root: layout.releases, port: BASE + 3, cors: topology.webOrigins });
    node = [nodeHost, nodeCdn];
    targets.nginx = { web: topology.url, cdn: topology.cdnOrigin };
    targets.node = { web: `http://127.0.0.1:${BASE + 2}`, cdn: `http://127.0.0.1:${BASE + 3}` };
  });
  after(async () => {
    for (const server of node) await server.close();
    await topology?.stop();
  });

  for (const name of ['nginx', 'node']) {
    describe(name, () => {
      const web = () => targets[name].web;
      const cdn = () => targets[name].cdn;

      it('sends the host page’s CSP from remotes.json, the prerendered pages’ guard and the session preload, with the security headers', async () => {
        const page = await exchange(web(), '/intro');
        assert.equal(page.status, 200);
        assert.equal(page.headers['content-security-policy'], hostCsp(topology.remotes, topology.scriptHashes));
        assert.match(
          page.headers['content-security-policy'],
          new RegExp(`script-src 'self' 'sha256-[^']+' 'sha256-[^']+' ${topology.cdnOrigin}(;|$)`),
        );
        assert.equal(page.headers['x-frame-options'], 'DENY');
        assert.equal(page.headers['x-content-type-options'], 'nosniff');
        assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
        assert.equal(page.headers['strict-transport-security'], undefined, 'HSTS only over TLS');
        const pointer = await exchange(web(), '/remotes.json');
        assert.deepEqual(json(pointer), topology.remotes);
        assert.equal(pointer.headers['cache-control'], 'no-cache');
        assert.equal(pointer.headers['content-security-policy'], page.headers['content-security-policy']);
      });

      it('answers a prerendered page in the language of the cookie, else Accept-Language, else Chinese', async () => {
        const lang = async (headers) => /data-lang="([^"]+)"/.exec((await exchange(web(), '/intro', { headers })).text)?.[1];
        assert.equal(await lang({}), 'zh-CN');
        assert.equal(await lang({ 'accept-language': 'en-GB,en;q=0.9' }), 'en-US');
        assert.equal(await lang({ 'accept-language': 'zh-TW,en;q=0.5' }), 'zh-CN');
        assert.equal(await lang({ 'accept-language': '*' }), 'zh-CN');
        assert.equal(await lang({ cookie: 'a=1; b2b.lang=en-US', 'accept-language': 'zh-CN' }), 'en-US');
        assert.equal(await lang({ cookie: 'b2b.lang=zh_HK', 'accept-language': 'en' }), 'zh-CN');
        assert.equal(await lang({ cookie: 'b2b.lang=../../etc/passwd' }), 'en-US');
        const page = await exchange(web(), '/terms/user', { headers: { 'accept-language': 'en' } });
        assert.match(page.text, /data-prerendered="\/terms\/user" data-lang="en-US"/);
        assert.equal(page.headers['cache-control'], 'no-cache');
        assert.deepEqual(varyOf(page), new Set(['cookie', 'accept-language', 'accept-encoding']));
      });

      it('answers the app for every other page and 404 for a missing file', async () => {
        for (const path of ['/', '/workstation/published/dev/List', '/intro/', '/terms-user', '/intro?redirect=%2Fhome']) {
          const page = await exchange(web(), path, { headers: { 'accept-language': 'en' } });
          assert.equal(page.status, 200, path);
          if (!path.includes('?')) assert.doesNotMatch(page.text, /data-prerendered=/, path);
          assert.equal(page.headers['cache-control'], 'no-cache', path);
          assert.ok(!varyOf(page).has('cookie') || path.includes('?'), path);
        }
        assert.equal((await exchange(web(), '/missing.0123456789.js')).status, 404);
        assert.equal((await exchange(web(), '/intro.html')).status, 404);
        assert.equal((await exchange(web(), '/index.html', { method: 'POST' })).status, 405);
      });

      it('sends precompressed files with Vary and caches chunks for ever, pointers never', async () => {
        const chunk = `/${precompressedChunk(join(ROOT, 'host', 'dist'))}`;
        const br = await exchange(web(), chunk, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        assert.equal(br.headers['content-encoding'], 'br');
        assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.match(br.headers['content-type'], /^application\/javascript; charset=utf-8$/);
        assert.deepEqual(varyOf(br), new Set(['accept-encoding']));
        const gz = await exchange(web(), chunk, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
        assert.equal(gz.headers['content-encoding'], 'gzip');
        const plain = await exchange(web(), chunk);
        assert.equal(plain.headers['content-encoding'], undefined);
        assert.deepEqual(varyOf(plain), new Set(['accept-encoding']));
        assert.ok(plain.raw.length > br.raw.length);
        assert.equal((await exchange(web(), '/index.html')).headers['cache-control'], 'no-cache');
      });

      it('serves each remote’s release on the CDN to the host’s origin only, pointers no-cache and chunks immutable', async () => {
        const dir = REMOTES.workstation;
        const release = releasePath(topology.remotes.workstation);
        const entry = await exchange(cdn(), `${release}/remoteEntry.js`, { headers: { origin: topology.url, 'accept-encoding': 'br' } });
        assert.equal(entry.status, 200);
        assert.equal(entry.headers['access-control-allow-origin'], topology.url);
        assert.equal(entry.headers['cache-control'], 'no-cache');
        assert.deepEqual(varyOf(entry), new Set(['origin', 'accept-encoding']));
        const manifest = await exchange(cdn(), `${release}/mf-manifest.json`, { headers: { origin: 'http://evil.example' } });
        assert.equal(manifest.headers['access-control-allow-origin'], undefined);
        assert.equal(manifest.headers['cache-control'], 'no-cache');
        assert.equal(manifest.headers['content-security-policy'], undefined);
        const chunk = await exchange(cdn(), `${release}/${precompressedChunk(join(ROOT, dir, 'dist', remoteVersion(dir)))}`);
        assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
        const missing = await exchange(cdn(), `${release}/nothing.js`, { headers: { origin: topology.url } });
        assert.equal(missing.status, 404);
        assert.equal(missing.headers['x-content-type-options'], 'nosniff');
      });

      it('passes /api to the API: its envelopes, in the caller’s language; a body over the API’s limit gets its 413, one over the web tier’s ceiling the same 413 from the web tier', async () => {
        const health = await exchange(web(), '/api/health');
        assert.equal(json(health).data.status, 'ok');
        const missing = await exchange(web(), '/api/nowhere', { headers: { 'accept-language': 'en-US' } });
        assert.deepEqual([missing.status, json(missing).data.reason, json(missing).msg], [404, 'NOT_FOUND', 'The resource does not exist']);
        for (const size of [40 * 1024, 5 * 1024 * 1024]) {
          const body = Buffer.from(JSON.stringify({ method: 'password', account: 'a'.repeat(size), password: 'x' }));
          const reply = await exchange(web(), '/api/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'accept-language': 'en' },
            body,
          });
          assert.equal(reply.status, 413, `${size} bytes`);
          assert.deepEqual([json(reply).data.reason, json(reply).msg], ['PAYLOAD_TOO_LARGE', 'The request is too large']);
          assert.match(String(reply.headers['content-type']), /^application\/json/);
        }
        // An upload that declares more than the uploads' ceiling is answered before a byte of it is sent.
        const declared = await new Promise((resolve, reject) => {
          const url = new URL(web());
          const req = request(
            {
              host: url.hostname,
              port: url.port,
              path: '/api/common/upload/file',
              method: 'POST',
              agent: false,
              headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(4 * 1024 ** 3) },
            },
            (res) => {
              const chunks = [];
              res.on('data', (chunk) => chunks.push(chunk));
              res.on('end', () => {
                req.destroy();
                resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
              });
            },
          );
          req.on('error', reject);
          req.flushHeaders();
        });
        assert.deepEqual([declared.status, declared.body.data.reason, declared.body.msg], [413, 'PAYLOAD_TOO_LARGE', '提交的内容过大']);
      });

      it('carries a safe X-Request-Id to the API’s log lines and answers it back; replaces an unsafe one', async () => {
        const id = `parity-${name}-${randomBytes(6).toString('hex')}`;
        const reply = await exchange(web(), '/api/nowhere', { headers: { 'x-request-id': id } });
        assert.equal(reply.headers['x-request-id'], id);
        await waitUntil(() => topology.apis.some((api) => api.logLines().some((line) => line.reqId === id)), 'the API logged the id');
        if (name === 'nginx') await waitUntil(() => topology.accessLog().some((line) => line.requestId === id), 'nginx logged the id');
        const forged = await exchange(web(), '/api/nowhere', { headers: { 'x-request-id': 'a b"}{' } });
        assert.match(forged.headers['x-request-id'], /^[0-9a-f]{32}$/);
      });

      it('never answers the API’s metrics on the web origin', async () => {
        for (const path of ['/metrics', '/api/../metrics']) {
          const reply = await exchange(web(), path);
          assert.equal(reply.status, 404, path);
          assert.doesNotMatch(reply.text, /http_requests_total/);
        }
      });

      it('upgrades the chat’s WebSocket to the API', async () => {
        const session = await login(web(), 'sup2@demo.test');
        const { socket, frames } = await openSocket(web(), topology.url, session);
        assert.equal(frames.find((frame) => frame.type === 'ready')?.userId, session.userId);
        socket.close();
      });
    });
  }

  it('delivers a message sent on one API instance to a socket that nginx opened on the other', async () => {
    const dev = await login(topology.url, 'dev@demo.test');
    const sup = await login(topology.url, 'sup@demo.test');
    const contacts = await exchange(topology.url, '/api/imFriendships/messageContactsList?pageSize=100', {
      headers: { authorization: `Bearer ${dev.token}` },
    });
    const conversation = json(contacts).data.list.find((contact) => contact.kind === 'DIRECT' && contact.peer?.id === sup.userId);
    assert.ok(conversation, 'the demo has a conversation between dev and sup');

    const { socket, frames } = await openSocket(topology.url, topology.url, sup);
    const openSockets = async (api) => Number(/^chat_open_sockets (\d+)$/m.exec(await (await fetch(`${api.url}/metrics`)).text())?.[1]);
    let holder;
    await waitUntil(async () => {
      const counts = await Promise.all(topology.apis.map(openSockets));
      holder = counts.findIndex((n) => n > 0);
      return holder >= 0;
    }, 'one instance holds the socket');
    const other = topology.apis[1 - holder];
    const clientMsgId = `topology-${randomBytes(6).toString('hex')}`;
    const sent = await fetch(`${other.url}/api/imMessages/send`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dev.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId: conversation.conversationId, clientMsgId, kind: 'TEXT', body: 'Across the instances' }),
    });
    assert.equal(sent.status, 200, await sent.clone().text());
    await waitUntil(
      () => frames.some((frame) => frame.type === 'message' && frame.message.clientMsgId === clientMsgId),
      `the message reached the socket on instance ${holder + 1}`,
    );
    socket.close();
  });

  it('promotes a new release of one remote by its pointer and rolls it back, without touching the host or nginx', async () => {
    const srv = join(topology.prefix, 'srv');
    const dir = REMOTES.workstation;
    const version = remoteVersion(dir);
    const live = releasePath(topology.remotes.workstation).split('/').at(-1);
    // A build that differs by one byte from the live one: a release of its own.
    const built = mkdtempSync(join(tmpdir(), 'release-build-'));
    cpSync(join(ROOT, dir, 'dist', version), built, { recursive: true });
    writeFileSync(join(built, 'remoteEntry.js'), `${readFileSync(join(built, 'remoteEntry.js'), 'utf8')}\n/* next */`);
    const cli = (...args) =>
      execFileSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args, '--srv', srv], { encoding: 'utf8' });
    try {
      const id = addRelease(srv, 'workstation', built, version);
      const pointerBefore = json(await exchange(topology.url, '/remotes.json')).workstation;
      assert.match(cli('promote', 'workstation', id), new RegExp(`${live} → ${id}`));
      const pointer = json(await exchange(topology.url, '/remotes.json'));
      assert.equal(pointer.workstation, `${topology.cdnOrigin}/${dir}/${id}/mf-manifest.json`);
      assert.equal(pointer.auth, topology.remotes.auth);
      const entry = await exchange(topology.cdnOrigin, `/${dir}/${id}/remoteEntry.js`, { headers: { origin: topology.url } });
      assert.deepEqual([entry.status, entry.text.endsWith('/* next */')], [200, true]);
      // The release promoted before stays online for the tabs that started with it.
      assert.equal((await exchange(topology.cdnOrigin, `/${dir}/${live}/remoteEntry.js`)).status, 200);
      assert.match(cli('releases', 'workstation'), new RegExp(`^\\* ${id}`, 'm'));
      assert.match(cli('rollback', 'workstation'), new RegExp(`${id} → ${live}`));
      assert.equal(json(await exchange(topology.url, '/remotes.json')).workstation, pointerBefore);
      assert.throws(() => cli('promote', 'workstation', '../../pointer'), /has no release/);
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });
});
