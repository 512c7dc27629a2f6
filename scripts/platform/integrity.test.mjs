import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pointerUrls, releaseIntegrity, sri } from './integrity.mjs';
import { hostCsp } from './web-rules.mjs';

describe("the pointer's integrity", () => {
  it('is the sha384 of the bytes in base64, as Subresource Integrity writes it', () => {
    assert.equal(sri('abc'), `sha384-${createHash('sha384').update('abc').digest('base64')}`);
    assert.match(sri(''), /^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it("hashes a release folder's manifest and entry", () => {
    const folder = mkdtempSync(join(tmpdir(), 'integrity-'));
    try {
      writeFileSync(join(folder, 'mf-manifest.json'), '{"id":"x"}');
      writeFileSync(join(folder, 'remoteEntry.js'), 'var x;');
      assert.deepEqual(releaseIntegrity(folder), { manifest: sri('{"id":"x"}'), entry: sri('var x;') });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("keeps the hashes out of the pointer's URLs and the host's CSP", () => {
    const pointer = { auth: 'https://cdn.test/a/1/mf-manifest.json', integrity: { auth: { manifest: sri('m'), entry: sri('e') } } };
    assert.deepEqual(pointerUrls(pointer), { auth: pointer.auth });
    assert.match(hostCsp(pointer), /script-src 'self' https:\/\/cdn\.test;/);
  });
});
