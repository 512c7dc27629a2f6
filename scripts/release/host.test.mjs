import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { POINTER_INTEGRITY_KEY } from '../platform/integrity.mjs';
import { REMOTES } from '../platform/platform.mjs';
import { layoutIn } from '../topology/layout.mjs';
import { deployHost } from './host.mjs';
import { addRelease, promote, readPointer, ReleaseError, rollback } from './store.mjs';

const CDN = 'https://cdn.example';
/** The host releases online (not the `current` link). */
const hostReleases = (srv) => readdirSync(join(layoutIn(srv).host, '..')).filter((name) => name !== 'current');
const SHARED = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true }];
const EXPOSES = { auth: ['routes'], workstation: ['routes', 'widgets'], chat: ['routes', 'widgets'], account: ['routes'] };

/** A built host: its page, manifest and prerendered script hashes (`marker` in its bytes). */
function hostBuild(root, marker, shared = SHARED) {
  const dir = join(root, `host-${marker}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><!-- ${marker} -->`);
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ shared }));
  writeFileSync(join(dir, 'prerendered.json'), JSON.stringify({ scriptHashes: [`'sha256-${marker}'`] }));
  return dir;
}

/** A built remote whose manifest exposes what the host loads, with a chunk saying `marker`. */
function remoteBuild(root, name, marker, exposes = EXPOSES[name]) {
  const dir = join(root, `${name}-${marker}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: exposes.map((e) => ({ name: e })), shared: SHARED }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name} ${marker} */`);
  return dir;
}

describe('deploying the host: its release online and the pointer written for it', () => {
  let root;
  let srv;
  const released = {};
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'release-host-'));
    srv = join(root, 'srv');
    for (const name of Object.keys(REMOTES)) released[name] = addRelease(srv, name, remoteBuild(root, name, 'a'), '1.0.0');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("first deploy: the host goes live and the pointer names each remote's newest release with its hashes", () => {
    const done = deployHost(srv, hostBuild(root, 'one'), '2.0.0', CDN);
    assert.equal(done.first, true);
    assert.match(done.id, /^2\.0\.0-[0-9a-f]{12}$/);
    assert.equal(readlinkSync(layoutIn(srv).host), done.id);
    assert.match(readFileSync(join(layoutIn(srv).host, 'index.html'), 'utf8'), /one/);
    const pointer = readPointer(srv);
    for (const [name, dir] of Object.entries(REMOTES)) {
      assert.equal(pointer[name], `${CDN}/${dir}/${released[name]}/mf-manifest.json`);
      assert.match(pointer[POINTER_INTEGRITY_KEY][name].entry, /^sha384-/);
    }
    assert.match(readFileSync(join(layoutIn(srv).pointer, 'csp.conf'), 'utf8'), /sha256-one/);
  });

  it('a remote deployed after it is promoted and rolled back against the live host, and a new host keeps the live remotes', () => {
    deployHost(srv, hostBuild(root, 'one'), '2.0.0', CDN);
    const next = addRelease(srv, 'chat', remoteBuild(root, 'chat', 'b'), '1.0.1');
    promote(srv, 'chat', next);
    assert.match(readPointer(srv).chat, new RegExp(`/remote-chat/${next}/`));
    const second = deployHost(srv, hostBuild(root, 'two'), '2.0.1');
    assert.equal(second.first, false);
    assert.equal(second.remotes.chat, next);
    assert.match(readFileSync(join(layoutIn(srv).pointer, 'csp.conf'), 'utf8'), /sha256-two/);
    assert.equal(rollback(srv, 'chat').to, released.chat);
    // The host rolled forward stays live; its earlier release stays online for the tabs that loaded it.
    assert.equal(readlinkSync(layoutIn(srv).host), second.id);
    assert.equal(hostReleases(srv).length, 2);
  });

  it('refuses a host that breaks a live remote, a first deploy without a release of every remote or the CDN origin; nothing changes', () => {
    assert.throws(() => deployHost(srv, hostBuild(root, 'one'), '2.0.0'), /--cdn/);
    rmSync(join(layoutIn(srv).releases, 'remote-account'), { recursive: true });
    assert.throws(() => deployHost(srv, hostBuild(root, 'one'), '2.0.0', CDN), ReleaseError);
    released.account = addRelease(srv, 'account', remoteBuild(root, 'account', 'c'), '1.0.0');
    const live = deployHost(srv, hostBuild(root, 'one'), '2.0.0', CDN);
    const before = readPointer(srv);
    const newerReact = hostBuild(root, 'three', [{ ...SHARED[0], version: '20.0.0', requiredVersion: '^20.0.0' }]);
    assert.throws(() => deployHost(srv, newerReact, '3.0.0'), /breaks the contract[\s\S]*react/);
    assert.deepEqual(readPointer(srv), before);
    assert.equal(readlinkSync(layoutIn(srv).host), live.id);
    assert.deepEqual(hostReleases(srv), [live.id]);
    assert.throws(() => deployHost(srv, join(root, 'nothing'), '3.0.0'), /build the host first/);
  });
});
