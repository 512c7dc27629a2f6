// `pnpm lint` must fail on a new copy: a component copied beside its original is reported, while the
// same folder without the copy passes.
import assert from 'node:assert/strict';
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findCopies, root } from './copies.mjs';

const ORIGINAL = 'ui-kit/src/data/PagedList.tsx';
const COPY = `ui-kit/src/data/PagedListCopy-${process.pid}.tsx`;

describe('the copy check', () => {
  it('passes a folder without copies', () => {
    assert.equal(findCopies(['ui-kit/src']).copies, false);
  });

  it('fails a copied component', () => {
    copyFileSync(join(root, ORIGINAL), join(root, COPY));
    try {
      const { copies, report } = findCopies(['ui-kit/src']);
      assert.equal(copies, true);
      assert.match(report, /PagedListCopy-/);
    } finally {
      rmSync(join(root, COPY), { force: true });
    }
  });
});
