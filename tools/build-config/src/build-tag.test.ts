import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTag } from './build-tag';
import { REPO_ROOT } from './repo-sources';

const APP = join(REPO_ROOT, 'remote-chat');

describe('a remote build’s tag', () => {
  it('is the same for the same sources and settings', () => {
    expect(buildTag(APP, {})).toBe(buildTag(APP, {}));
    expect(buildTag(APP, {})).toMatch(/^[0-9a-f]{10}$/);
  });

  it('changes with a source file of the remote, and with the version it is built as', () => {
    const before = buildTag(APP, {});
    const file = join(APP, 'src', `build-tag-probe-${process.pid}.ts`);
    writeFileSync(file, 'export const probe = 1;\n');
    try {
      expect(buildTag(APP, {})).not.toBe(before);
    } finally {
      rmSync(file, { force: true });
    }
    expect(buildTag(APP, {})).toBe(before);
    expect(buildTag(APP, { APP_VERSION: '0.1.1-e2e' })).not.toBe(before);
  });

  it('stays the same when only a test changes', () => {
    const before = buildTag(APP, {});
    const file = join(APP, 'src', `build-tag-probe-${process.pid}.test.ts`);
    writeFileSync(file, 'it("probes", () => undefined);\n');
    try {
      expect(buildTag(APP, {})).toBe(before);
    } finally {
      rmSync(file, { force: true });
    }
  });

  it('differs between two remotes built from the same kernel', () => {
    expect(buildTag(join(REPO_ROOT, 'remote-account'), {})).not.toBe(buildTag(APP, {}));
  });
});
