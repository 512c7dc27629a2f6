// node --test scripts/platform/static-server.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hostCsp, prerenderedLang, startStaticServer } from './static-server.mjs';

/** A raw request (the path is sent as is, `%` and `..` included). */
function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const base = mkdtempSync(join(tmpdir(), 'static-server-'));
const root = join(base, 'dist');
mkdirSync(root);
writeFileSync(join(root, 'index.html'), '<!doctype html><title>host</title>');
writeFileSync(join(root, 'main.js'), 'console.log(1)');
mkdirSync(join(base, 'dist-secret'));
writeFileSync(join(base, 'dist-secret', 'key.txt'), 'secret');
writeFileSync(join(base, 'outside.txt'), 'secret');

const PORT = 3190;
const REMOTE_PORT = 3191;
const API_PORT = 3192;

describe('static server', () => {
  const remotes = { auth: `http://localhost:${REMOTE_PORT}/0.1.0/mf-manifest.json` };
  let host;
  let remote;
  let api;
  let seen;
  before(async () => {
    api = createServer((req, res) => {
      seen = req.headers;
      res.end('{}');
    });
    await new Promise((r) => api.listen(API_PORT, '127.0.0.1', r));
    host = await startStaticServer({ root, port: PORT, spa: true, apiTarget: `http://127.0.0.1:${API_PORT}`, remotes: () => remotes });
    remote = await startStaticServer({ root, port: REMOTE_PORT, cors: [`http://localhost:${PORT}`] });
  });
  after(async () => {
    await host.close();
    await remote.close();
    await new Promise((r) => api.close(r));
  });

  it('attack: answers 400 to a malformed URL and keeps serving', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/a%00b.js', '/..%5C..%5Coutside.txt']) {
      assert.equal((await get(PORT, path)).status, 400, path);
      assert.equal((await get(REMOTE_PORT, path)).status, 400, path);
    }
    assert.equal((await get(PORT, '/main.js')).status, 200);
  });

  it('attack: serves nothing outside its root, not even a sibling folder sharing its prefix', async () => {
    for (const path of [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/..%2Foutside.txt',
      '/..%2Fdist-secret/key.txt',
      '/%2e%2e%2fdist-secret%2fkey.txt',
    ]) {
      const reply = await get(REMOTE_PORT, path);
      assert.equal(reply.status, 404, path);
      assert.doesNotMatch(reply.body, /secret/);
      // The host's SPA fallback answers index.html, never the file.
      assert.doesNotMatch((await get(PORT, path)).body, /secret/);
    }
  });

  it('sends a CSP generated from remotes.json on the host, following its changes', async () => {
    const page = await get(PORT, '/intro');
    assert.equal(page.status, 200);
    const csp = page.headers['content-security-policy'];
    assert.match(csp, new RegExp(`script-src 'self' http://localhost:${REMOTE_PORT}(;|$)`));
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.deepEqual(JSON.parse((await get(PORT, '/remotes.json')).body), remotes);

    remotes.auth = 'http://127.0.0.1:3999/0.2.0/mf-manifest.json';
    const next = (await get(PORT, '/')).headers['content-security-policy'];
    assert.match(next, /script-src 'self' http:\/\/127\.0\.0\.1:3999(;|$)/);
    assert.doesNotMatch(next, new RegExp(`localhost:${REMOTE_PORT}`));
  });

  it('lists each remote origin once and skips what is not a URL', () => {
    const csp = hostCsp({ a: 'http://x.test:1/a/mf-manifest.json', b: 'http://x.test:1/b/mf-manifest.json', c: 'nonsense' });
    assert.match(csp, /script-src 'self' http:\/\/x\.test:1;/);
    assert.match(csp, /img-src 'self' data: blob: http:\/\/x\.test:1;/, 'object URLs of previews and session-fetched images');
    assert.doesNotMatch(csp, /(script|connect)-src[^;]*blob:/);
  });

  it("answers CORS on a remote for the host's origin only, with nosniff", async () => {
    const ok = await get(REMOTE_PORT, '/main.js', { origin: `http://localhost:${PORT}` });
    assert.equal(ok.headers['access-control-allow-origin'], `http://localhost:${PORT}`);
    assert.equal(ok.headers['x-content-type-options'], 'nosniff');
    assert.equal(ok.headers['content-security-policy'], undefined);
    const evil = await get(REMOTE_PORT, '/main.js', { origin: 'http://evil.example' });
    assert.equal(evil.headers['access-control-allow-origin'], undefined);
  });

  it('attack: the proxy overwrites X-Forwarded-For with the peer address', async () => {
    await get(PORT, '/api/health', {
      host: `localhost:${PORT}`,
      'x-forwarded-for': '203.0.113.9, 127.0.0.1',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=203.0.113.9',
      'x-real-ip': '203.0.113.9',
    });
    assert.match(seen['x-forwarded-for'], /^(::ffff:)?127\.0\.0\.1$/);
    assert.equal(seen['x-forwarded-host'], `localhost:${PORT}`);
    assert.equal(seen['x-forwarded-proto'], 'http');
    assert.equal(seen.forwarded, undefined);
    assert.equal(seen['x-real-ip'], undefined);
    assert.equal(seen.host, `127.0.0.1:${API_PORT}`);
  });
});

describe('prerendered pages', () => {
  const PRERENDER_PORT = 3193;
  const site = join(base, 'prerendered-site');
  mkdirSync(join(site, 'prerendered'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(site, 'prerendered', 'intro.zh-CN.html'), '<!doctype html><h1>连接需求方与供应方</h1>');
  writeFileSync(join(site, 'prerendered', 'intro.en-US.html'), '<!doctype html><h1>Where demand meets</h1>');
  const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
  writeFileSync(
    join(site, 'prerendered.json'),
    JSON.stringify({
      pages: { '/intro': { 'zh-CN': 'prerendered/intro.zh-CN.html', 'en-US': 'prerendered/intro.en-US.html' } },
      scriptHashes: [hash],
    }),
  );
  let server;
  before(async () => {
    server = await startStaticServer({ root: site, port: PRERENDER_PORT, spa: true, remotes: () => ({}) });
  });
  after(() => server.close());

  it('answers the page in the language of the cookie, else of Accept-Language, else Chinese', async () => {
    const zh = await get(PRERENDER_PORT, '/intro');
    assert.match(zh.body, /连接需求方/);
    assert.equal(zh.headers['cache-control'], 'no-cache');
    assert.equal(zh.headers.vary, 'Cookie, Accept-Language, Accept-Encoding');
    assert.match((await get(PRERENDER_PORT, '/intro', { 'accept-language': 'en-GB,en;q=0.9' })).body, /Where demand/);
    assert.match((await get(PRERENDER_PORT, '/intro', { 'accept-language': 'zh-TW,en;q=0.5' })).body, /连接需求方/);
    const cookie = await get(PRERENDER_PORT, '/intro', { cookie: 'a=1; b2b.lang=en-US', 'accept-language': 'zh-CN' });
    assert.match(cookie.body, /Where demand/);
  });

  it('allows the guard script by its hash and no other inline script', async () => {
    const csp = (await get(PRERENDER_PORT, '/intro')).headers['content-security-policy'];
    assert.match(csp, new RegExp(`script-src 'self' ${hash.replace(/[+/=]/g, '\\$&')}(;|$)`));
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
  });

  it('keeps the SPA fallback for every other page, and the query does not change the choice', async () => {
    assert.equal((await get(PRERENDER_PORT, '/vip')).body, '<!doctype html><div id="root"></div>');
    assert.match((await get(PRERENDER_PORT, '/intro?redirect=%2Fhome', { 'accept-language': 'en' })).body, /Where demand/);
  });

  it('attack: a cookie or header that is not a language gives a supported language, never a path', () => {
    assert.equal(prerenderedLang('b2b.lang=../../etc/passwd', ''), 'en-US');
    assert.equal(prerenderedLang('b2b.lang=%E0%A4', ''), 'en-US');
    assert.equal(prerenderedLang('b2b.lang=zh_HK', 'en'), 'zh-CN');
    assert.equal(prerenderedLang(undefined, undefined), 'zh-CN');
    assert.equal(prerenderedLang('', '*'), 'zh-CN');
  });
});
