// node --test scripts/topology/   (after `pnpm build`)
// The builds of this checkout keep the host's contract (scripts/platform/contracts.mjs): every remote exposes what
// the host loads from it, and every singleton it shares agrees with the host's version, so one React and one kernel
// serve the page. `pnpm promote` runs the same check against the live host before it moves the pointer.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { contractProblems } from '../platform/contracts.mjs';
import { REMOTES, ROOT, remoteVersion } from '../platform/platform.mjs';

const manifest = (...path) => JSON.parse(readFileSync(join(ROOT, ...path, 'mf-manifest.json'), 'utf8'));

describe("the built remotes keep the host's contract", () => {
  const host = manifest('host', 'dist');
  for (const [name, dir] of Object.entries(REMOTES)) {
    it(`${dir}: the exposes the host loads, singletons the host's versions satisfy`, () => {
      const remote = manifest(dir, 'dist', remoteVersion(dir));
      assert.deepEqual(contractProblems(name, remote, host), []);
      // React is shared as a singleton by both sides: one copy on the page.
      for (const shared of ['react', 'react-dom'])
        assert.ok(remote.shared.find((entry) => entry.name === shared)?.singleton, `${dir} shares ${shared}`);
    });
  }
});
