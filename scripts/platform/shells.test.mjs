// node --test scripts/platform/shells.test.mjs
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { startStaticServer } from './static-server.mjs';

function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const base = mkdtempSync(join(tmpdir(), 'shells-'));
const host = join(base, 'host');
const remoteDist = join(base, 'remote');
mkdirSync(join(host, 'prerendered'), { recursive: true });
writeFileSync(join(host, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
writeFileSync(
  join(host, 'prerendered', 'shell-auth-login.en-US.html'),
  '<!doctype html><html><head><title>Sign in</title></head><body><div id="root" data-prerendered="shell:/auth/login">' +
    '<header>logo</header><div data-shell-slot="auth"></div></div></body></html>',
);
writeFileSync(
  join(host, 'prerendered.json'),
  JSON.stringify({
    pages: {},
    shells: { '/auth/login': { owner: 'auth', pages: { 'en-US': 'prerendered/shell-auth-login.en-US.html' } } },
  }),
);
for (const [version, word] of [
  ['1.0.0', 'old form'],
  ['2.0.0', 'new form'],
]) {
  mkdirSync(join(remoteDist, version, 'prerendered'), { recursive: true });
  writeFileSync(
    join(remoteDist, version, 'prerendered', 'prerendered.json'),
    JSON.stringify({ pages: { '/auth/login': { 'en-US': 'auth-login.en-US.json' } } }),
  );
  writeFileSync(
    join(remoteDist, version, 'prerendered', 'auth-login.en-US.json'),
    JSON.stringify({ html: `<form>${word} $&</form>`, css: '.ant-btn{color:red}' }),
  );
}
mkdirSync(join(remoteDist, '3.0.0', 'prerendered'), { recursive: true });
writeFileSync(
  join(remoteDist, '3.0.0', 'prerendered', 'prerendered.json'),
  JSON.stringify({ pages: { '/auth/login': { 'en-US': 'evil.json' } } }),
);
writeFileSync(
  join(remoteDist, '3.0.0', 'prerendered', 'evil.json'),
  JSON.stringify({ html: '<form>x</form>', css: '</style><script>alert(1)</script>' }),
);

const PORT = 3196;
const REMOTE_PORT = 3197;
const EN = { 'accept-language': 'en-US' };

describe('remote page shells on the web origin', () => {
  const remotes = { auth: `http://127.0.0.1:${REMOTE_PORT}/1.0.0/mf-manifest.json` };
  let web;
  let remote;
  before(async () => {
    web = await startStaticServer({ root: host, port: PORT, spa: true, remotes: () => remotes });
    remote = await startStaticServer({ root: remoteDist, port: REMOTE_PORT });
  });
  after(async () => {
    await web.close();
    await remote?.close();
  });

  it("fills the host's frame with the page of the remote version remotes.json names", async () => {
    const page = await get(PORT, '/auth/login', { ...EN, 'accept-encoding': 'gzip' });
    assert.equal(page.status, 200);
    assert.equal(page.headers['content-encoding'], 'gzip');
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(page.headers.vary, /Accept-Language/);
    assert.match(page.body, /<header>logo<\/header><div data-remote="auth" inert><form>old form \$&<\/form><\/div>/);
    assert.match(page.body, /<style data-shell>\.ant-btn\{color:red\}<\/style><\/head>/);
    assert.match(page.headers['content-security-policy'], /script-src 'self'/);
  });

  it('a new remote release serves its own shell without a host build', async () => {
    remotes.auth = `http://127.0.0.1:${REMOTE_PORT}/2.0.0/mf-manifest.json`;
    assert.match((await get(PORT, '/auth/login', EN)).body, /new form/);
  });

  it('answers the app (index.html) for a language without a frame, a bad shell, or a remote that is down', async () => {
    const zh = await get(PORT, '/auth/login', { 'accept-language': 'zh-CN' });
    assert.equal(zh.body, '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    remotes.auth = `http://127.0.0.1:${REMOTE_PORT}/3.0.0/mf-manifest.json`;
    assert.doesNotMatch((await get(PORT, '/auth/login', EN)).body, /alert/);
    remotes.auth = `http://127.0.0.1:${REMOTE_PORT}/9.9.9/mf-manifest.json`;
    assert.match((await get(PORT, '/auth/login', EN)).body, /<div id="root"><\/div>/);
    await remote.close();
    remote = null;
    remotes.auth = `http://127.0.0.1:${REMOTE_PORT}/4.0.0/mf-manifest.json`;
    const down = await get(PORT, '/auth/login', EN);
    assert.equal(down.status, 200);
    assert.match(down.body, /<div id="root"><\/div>/);
  });
});
