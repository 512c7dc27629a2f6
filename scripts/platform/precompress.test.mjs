// node --test scripts/platform/precompress.test.mjs
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from './precompress.mjs';
import { acceptedEncodings, startStaticServer } from './static-server.mjs';

function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const root = mkdtempSync(join(tmpdir(), 'precompress-'));
mkdirSync(join(root, '1.0.0'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
writeFileSync(join(root, '1.0.0', 'app.0123456789.js'), script);
writeFileSync(join(root, 'small.js'), 'export {};\n');
writeFileSync(join(root, 'logo.png'), Buffer.alloc(4096, 7));
const PORT = 3193;

describe('precompressed assets', () => {
  let server;
  before(async () => {
    const totals = await precompress(root);
    assert.equal(totals.files, 1, 'only text files of 1 KB or more');
    assert.ok(totals.br < totals.raw / 4 && totals.gz < totals.raw / 4);
    server = await startStaticServer({ root, port: PORT });
  });
  after(() => server.close());

  it('writes brotli and gzip beside each text file big enough to gain, never beside images or tiny files', () => {
    assert.ok(existsSync(join(root, '1.0.0', 'app.0123456789.js.br')));
    assert.ok(existsSync(join(root, '1.0.0', 'app.0123456789.js.gz')));
    assert.ok(!existsSync(join(root, 'small.js.br')));
    assert.ok(!existsSync(join(root, 'logo.png.br')));
  });

  it('gives a file with the same bytes in another app the same compressed forms', async () => {
    const other = mkdtempSync(join(tmpdir(), 'precompress-other-'));
    writeFileSync(join(other, 'copy.js'), script);
    await precompress(other);
    assert.deepEqual(readFileSync(join(other, 'copy.js.br')), readFileSync(join(root, '1.0.0', 'app.0123456789.js.br')));
    assert.equal(brotliDecompressSync(readFileSync(join(other, 'copy.js.br'))).toString(), script);
    assert.equal(gunzipSync(readFileSync(join(other, 'copy.js.gz'))).toString(), script);
  });

  it('sends brotli, else gzip, else the file itself, always varying on Accept-Encoding', async () => {
    const path = '/1.0.0/app.0123456789.js';
    const br = await get(PORT, path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(Number(br.headers['content-length']), br.body.length);
    assert.equal(brotliDecompressSync(br.body).toString(), script);
    assert.equal(br.headers['content-type'], 'application/javascript; charset=utf-8');
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(br.headers.vary, 'Accept-Encoding');

    const gz = await get(PORT, path, { 'accept-encoding': 'gzip;q=1.0, br;q=0' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), script);

    const plain = await get(PORT, path);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), script);
    assert.equal(plain.headers.vary, 'Accept-Encoding');

    const image = await get(PORT, '/logo.png', { 'accept-encoding': 'br, gzip' });
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.headers.vary, undefined);
    const small = await get(PORT, '/small.js', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
  });

  it('attack: asking for the .br file itself, or a path outside the root, gets no special treatment', async () => {
    const direct = await get(PORT, '/1.0.0/app.0123456789.js.br', { 'accept-encoding': 'br' });
    assert.equal(direct.headers['content-encoding'], undefined);
    assert.equal(direct.headers['content-type'], 'application/octet-stream');
    assert.equal((await get(PORT, '/../precompress.test.mjs', { 'accept-encoding': 'br' })).status, 404);
  });

  it('reads Accept-Encoding as the header means it', () => {
    assert.deepEqual([...acceptedEncodings('gzip, BR;q=0.5, zstd;q=0, identity')], ['gzip', 'br', 'identity']);
    assert.deepEqual([...acceptedEncodings(undefined)], []);
    assert.deepEqual([...acceptedEncodings('br;q=0.0')], []);
  });
});
