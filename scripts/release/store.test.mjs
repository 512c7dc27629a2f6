import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { sri } from '../platform/integrity.mjs';
import { REMOTES } from '../platform/platform.mjs';
import { cdnRemotes, layoutIn, writePointer } from '../topology/layout.mjs';
import { addRelease, KEEP, promote, readHistory, readPointer, releaseId, ReleaseError, rollback } from './store.mjs';

const CDN = 'https://cdn.example';

/** A built remote: its entry files and a chunk whose bytes say `marker`. */
function build(root, marker) {
  const dir = join(root, `build-${marker}`);
  mkdirSync(join(dir, 'nested'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"x"}');
  writeFileSync(join(dir, 'remoteEntry.js'), 'var x;');
  writeFileSync(join(dir, 'nested', 'page.0123456789.js'), `/* ${marker} */`);
  return dir;
}

describe('releases and the pointer', () => {
  let root;
  let srv;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'release-'));
    srv = join(root, 'srv');
    const layout = layoutIn(srv);
    mkdirSync(layout.host, { recursive: true });
    writeFileSync(join(layout.host, 'prerendered.json'), JSON.stringify({ scriptHashes: ["'sha256-abc'"] }));
    const versions = {};
    for (const [name, dir] of Object.entries(REMOTES)) {
      versions[name] = '1.0.0';
      mkdirSync(join(layout.releases, dir, '1.0.0'), { recursive: true });
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) writeFileSync(join(layout.releases, dir, '1.0.0', file), '{}');
    }
    writePointer(
      layout.pointer,
      cdnRemotes(CDN, versions, (dir, version) => join(layout.releases, dir, version)),
      layout.host,
    );
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a release by its content: the same build is the same release, a changed byte a new one', () => {
    const a = build(root, 'a');
    assert.match(releaseId(a, '1.0.1'), /^1\.0\.1-[0-9a-f]{12}$/);
    assert.equal(releaseId(a, '1.0.1'), releaseId(build(join(root, 'again'), 'a'), '1.0.1'));
    assert.notEqual(releaseId(a, '1.0.1'), releaseId(build(root, 'b'), '1.0.1'));
    const id = addRelease(srv, 'remote-workstation', a, '1.0.1');
    assert.equal(addRelease(srv, 'workstation', a, '1.0.1'), id);
    assert.deepEqual(readHistory(srv).workstation.released, [id]);
    assert.equal(readFileSync(join(layoutIn(srv).releases, 'remote-workstation', id, 'nested', 'page.0123456789.js'), 'utf8'), '/* a */');
  });

  it("refuses a release that breaks the live host's contract, and changes nothing", () => {
    const live = {
      exposes: [{ name: 'routes' }, { name: 'widgets' }],
      shared: [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }],
    };
    writeFileSync(join(layoutIn(srv).host, 'mf-manifest.json'), JSON.stringify({ shared: live.shared }));
    const dropsWidgets = build(root, 'c');
    writeFileSync(join(dropsWidgets, 'mf-manifest.json'), JSON.stringify({ ...live, exposes: [{ name: 'routes' }] }));
    const before = readPointer(srv);
    assert.throws(() => promote(srv, 'workstation', addRelease(srv, 'workstation', dropsWidgets, '1.0.2')), /no longer exposes "widgets"/);
    assert.deepEqual(readPointer(srv), before);
    const keeps = build(root, 'd');
    writeFileSync(join(keeps, 'mf-manifest.json'), JSON.stringify(live));
    assert.equal(promote(srv, 'workstation', addRelease(srv, 'workstation', keeps, '1.0.2')).from, '1.0.0');
  });

  it('promotes by rewriting remotes.json only for that remote, keeps the CSP, and rolls back step by step', () => {
    const first = addRelease(srv, 'workstation', build(root, 'a'), '1.0.1');
    const second = addRelease(srv, 'workstation', build(root, 'b'), '1.0.1');
    const csp = readFileSync(join(layoutIn(srv).pointer, 'csp.conf'), 'utf8');
    assert.deepEqual(promote(srv, 'workstation', first), { remote: 'workstation', from: '1.0.0', to: first, cspChanged: false });
    assert.equal(promote(srv, 'workstation', second).from, first);
    const pointer = readPointer(srv);
    assert.equal(pointer.workstation, `${CDN}/remote-workstation/${second}/mf-manifest.json`);
    assert.equal(pointer.chat, `${CDN}/remote-chat/1.0.0/mf-manifest.json`);
    // The hashes of the files the pointer names travel with it.
    assert.deepEqual(pointer.integrity.workstation, { manifest: sri('{"name":"x"}'), entry: sri('var x;') });
    assert.deepEqual(pointer.integrity.chat, { manifest: sri('{}'), entry: sri('{}') });
    assert.equal(readFileSync(join(layoutIn(srv).pointer, 'csp.conf'), 'utf8'), csp);

    assert.equal(rollback(srv, 'workstation').to, first);
    assert.equal(rollback(srv, 'workstation').to, '1.0.0');
    assert.throws(() => rollback(srv, 'workstation'), ReleaseError);
    assert.equal(readPointer(srv).workstation, `${CDN}/remote-workstation/1.0.0/mf-manifest.json`);
    assert.deepEqual(readPointer(srv).integrity.workstation, { manifest: sri('{}'), entry: sri('{}') });
  });

  it('refuses an unknown remote, a release that does not exist or lacks its entry files, and a path as an id', () => {
    assert.throws(() => promote(srv, 'host', '1.0.0'), /unknown remote "host"/);
    assert.throws(() => promote(srv, 'chat', 'nope'), /has no release "nope"/);
    assert.throws(() => promote(srv, 'chat', '../remote-auth/1.0.0'), ReleaseError);
    assert.throws(() => promote(srv, 'chat', '..'), ReleaseError);
    const broken = join(layoutIn(srv).releases, 'remote-chat', '2.0.0');
    mkdirSync(broken);
    writeFileSync(join(broken, 'mf-manifest.json'), '{}');
    assert.throws(() => promote(srv, 'chat', '2.0.0'), /has no remoteEntry\.js/);
    const before = readFileSync(join(layoutIn(srv).pointer, 'remotes.json'), 'utf8');
    assert.throws(() => addRelease(srv, 'chat', join(root, 'missing'), '1.0.0'), /has no mf-manifest\.json/);
    assert.equal(readFileSync(join(layoutIn(srv).pointer, 'remotes.json'), 'utf8'), before);
  });

  it(`keeps the last ${KEEP} releases online and every one rollback can reach; never the live one`, () => {
    const ids = Array.from({ length: KEEP + 3 }, (_, i) => addRelease(srv, 'account', build(root, `r${i}`), '1.0.1'));
    promote(srv, 'account', ids[0]);
    promote(srv, 'account', ids.at(-1));
    const online = (id) => existsSync(join(layoutIn(srv).releases, 'remote-account', id));
    assert.ok(online(ids[0]), 'a promoted release rollback can reach');
    assert.ok(online('1.0.0'), 'the first live release, which the tool did not make');
    assert.deepEqual(ids.slice(1, 3).map(online), [false, false]);
    assert.ok(ids.slice(3).every(online));
    assert.equal(rollback(srv, 'account').to, ids[0]);
  });
});
