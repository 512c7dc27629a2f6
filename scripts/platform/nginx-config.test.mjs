// node --test scripts/platform/nginx-config.test.mjs
// The committed nginx files are what the rules write; and, where Debian's nginx is installed, nginx with them
// chooses the prerendered page's language and answers an unreachable API exactly as the Node server does.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { get as httpsGet } from 'node:https';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { composeFiles } from '../topology/compose-nginx.mjs';
import { BROTLI_STATIC_MODULE, cspInclude, mainConfig, sharedFiles } from './nginx-config.mjs';
import { ROOT } from './platform.mjs';
import { startStaticServer } from './static-server.mjs';
import { HSTS, LANGS, prerenderedFile, prerenderedLang } from './web-rules.mjs';

const NGINX = '/usr/sbin/nginx';
const nginxEnv = (prefix) => ({
  prefix,
  rulesDir: join(ROOT, 'deploy', 'nginx'),
  daemon: false,
  workers: 1,
  ...(process.getuid?.() === 0 && { user: userInfo().username }),
});

describe('nginx configuration from the rules', () => {
  it('is committed as the rules write it (`pnpm nginx:config`)', () => {
    for (const [name, text] of Object.entries(sharedFiles()))
      assert.equal(readFileSync(join(ROOT, 'deploy', 'nginx', name), 'utf8'), text, name);
    for (const [name, text] of Object.entries(composeFiles()))
      assert.equal(readFileSync(join(ROOT, 'deploy', 'compose', name), 'utf8'), text, name);
  });

  it('attack: refuses a value nginx would read differently (a quote or a line break in an origin)', () => {
    for (const origin of ['http://a.test"; add_header x y; "', 'http://a.test\n}']) {
      assert.throws(
        () => mainConfig({ prefix: '/tmp/x', rulesDir: '/r', cdn: { listen: '1', root: '/r', corsOrigins: [origin] } }),
        /cannot write/,
      );
    }
  });
});

/** A GET with the path as given; the body as text. */
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

const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

/** Cookie and Accept-Language pairs, ordinary and odd. */
const LANGUAGE_CASES = [
  [undefined, undefined],
  [undefined, 'en-GB,en;q=0.9'],
  [undefined, 'en'],
  [undefined, 'zh'],
  [undefined, 'ZH-tw,en;q=0.5'],
  [undefined, 'zh_HK'],
  [undefined, 'zhx'],
  [undefined, '*'],
  [undefined, ' de-DE ; q=1'],
  [undefined, 'fr;q=0.1, zh'],
  ['b2b.lang=en-US', 'zh-CN'],
  ['a=1; b2b.lang=en-US; c=2', 'zh-CN'],
  ['b2b.lang=zh-CN', 'en-US'],
  ['b2b.lang=zh_HK', 'en'],
  ['b2b.lang=', 'en'],
  ['b2b.lang=zh', undefined],
  ['b2b.lang=ZH-Hant', 'en'],
  ['xb2b.lang=en-US', 'zh-CN'],
  ['b2b.lang=../../etc/passwd', ''],
  ['b2b.lang=%E0%A4', 'zh'],
  ['theme=dark', 'en-US'],
];

/** nginx on `conf` (checked with -t first), stopped by the returned function. */
async function startNginx(prefix, conf, port) {
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'logs', 'error.log')];
  const check = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  assert.equal(check.status, 0, check.stderr);
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    const up = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
}

describe(
  'nginx and the Node server choose alike',
  { skip: !existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE) ? 'nginx not installed' : false },
  () => {
    const base = mkdtempSync(join(tmpdir(), 'nginx-rules-'));
    const site = join(base, 'site');
    let stopNginx;
    let nginxPort;
    let deadApi;
    const webSettings = (listen) => ({
      listen,
      root: site,
      pointerRoot: base,
      cspFile: join(base, 'csp.conf'),
      api: [`127.0.0.1:${deadApi}`],
    });
    let nodeServer;
    let nodePort;
    before(async () => {
      mkdirSync(join(base, 'logs'));
      for (const lang of LANGS) {
        const file = join(site, prerenderedFile('/intro', lang));
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, `<div id="root" data-lang="${lang}"></div>`);
      }
      writeFileSync(join(site, 'index.html'), '<div id="root"></div>');
      const pages = { '/intro': Object.fromEntries(LANGS.map((lang) => [lang, prerenderedFile('/intro', lang)])) };
      writeFileSync(join(site, 'prerendered.json'), JSON.stringify({ pages, scriptHashes: [] }));
      writeFileSync(join(base, 'csp.conf'), cspInclude({}, []));
      writeFileSync(join(base, 'remotes.json'), '{}');
      deadApi = await freePort();
      nginxPort = await freePort();
      const conf = join(base, 'nginx.conf');
      writeFileSync(conf, mainConfig({ ...nginxEnv(base), web: webSettings(`127.0.0.1:${nginxPort}`) }));
      stopNginx = await startNginx(base, conf, nginxPort);
      nodePort = await freePort();
      nodeServer = await startStaticServer({
        root: site,
        port: nodePort,
        spa: true,
        apiTarget: `http://127.0.0.1:${deadApi}`,
        remotes: () => ({}),
      });
    });
    after(async () => {
      await nodeServer?.close();
      await stopNginx?.();
    });

    it('answers the prerendered page in the language prerenderedLang chooses, for every cookie and Accept-Language', async () => {
      for (const [cookie, acceptLanguage] of LANGUAGE_CASES) {
        const headers = {
          ...(cookie !== undefined && { cookie }),
          ...(acceptLanguage !== undefined && { 'accept-language': acceptLanguage }),
        };
        const expected = prerenderedLang(cookie, acceptLanguage);
        const langOf = async (port) => /data-lang="([^"]+)"/.exec((await get(port, '/intro', headers)).body)?.[1];
        assert.equal(await langOf(nodePort), expected, `node ${JSON.stringify(headers)}`);
        assert.equal(await langOf(nginxPort), expected, `nginx ${JSON.stringify(headers)}`);
      }
    });

    it('answers an unreachable API with the same 502 envelope in the same language', async () => {
      for (const headers of [{}, { 'accept-language': 'en-US' }, { cookie: 'b2b.lang=zh-CN', 'accept-language': 'en' }]) {
        const node = await get(nodePort, '/api/health', headers);
        const viaNginx = await get(nginxPort, '/api/health', headers);
        assert.equal(viaNginx.status, 502);
        assert.deepEqual(JSON.parse(viaNginx.body), JSON.parse(node.body), JSON.stringify(headers));
        assert.match(viaNginx.headers['content-type'], /^application\/json/);
        assert.equal(viaNginx.headers['x-content-type-options'], 'nosniff');
      }
    });
  },
);

describe('HSTS', { skip: !existsSync(NGINX) || !existsSync(BROTLI_STATIC_MODULE) ? 'nginx not installed' : false }, () => {
  it('is sent by the web origin over TLS only', async () => {
    const base = mkdtempSync(join(tmpdir(), 'nginx-tls-'));
    mkdirSync(join(base, 'logs'));
    mkdirSync(join(base, 'site'));
    writeFileSync(join(base, 'site', 'index.html'), '<div id="root"></div>');
    writeFileSync(join(base, 'csp.conf'), cspInclude({}, []));
    const [certificate, key] = [join(base, 'cert.pem'), join(base, 'key.pem')];
    const openssl = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      certificate,
    ]);
    assert.equal(openssl.status, 0, String(openssl.stderr));
    const port = await freePort();
    const web = { root: join(base, 'site'), pointerRoot: base, cspFile: join(base, 'csp.conf'), api: ['127.0.0.1:9'] };
    const conf = join(base, 'nginx.conf');
    writeFileSync(conf, mainConfig({ ...nginxEnv(base), web: { ...web, listen: `127.0.0.1:${port}`, tls: { certificate, key } } }));
    const stop = await startNginx(base, conf, port);
    try {
      const reply = await new Promise((resolve, reject) => {
        httpsGet({ host: '127.0.0.1', port, path: '/', rejectUnauthorized: false }, (res) => resolve(res)).on('error', reject);
      });
      reply.resume();
      assert.equal(reply.statusCode, 200);
      assert.equal(reply.headers['strict-transport-security'], HSTS);
    } finally {
      await stop();
    }
  });
});
