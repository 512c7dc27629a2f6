import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { LANDING_GAP_S, previousReleaseCommit } from './previous-release.mjs';

const repo = mkdtempSync(join(tmpdir(), 'b2b-previous-test-'));
after(() => rmSync(repo, { recursive: true, force: true }));
const git = (args, env = {}) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', env: { ...process.env, ...env } }).trim();
git(['init', '-q', '-b', 'main']);
const commitAt = (seconds) => {
  writeFileSync(join(repo, 'file'), String(seconds));
  const date = `${seconds} +0000`;
  git(['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', String(seconds), '--allow-empty'], {
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  return git(['rev-parse', 'HEAD']);
};
git(['add', '-A']);
writeFileSync(join(repo, 'file'), '');
git(['add', 'file']);

describe("the previous release's commit", () => {
  it('is the head before the last pause of an hour between commits, or none without one', () => {
    const start = 1_800_000_000;
    commitAt(start);
    const landed = commitAt(start + 600);
    assert.equal(previousReleaseCommit({}, repo), null);
    commitAt(start + 600 + LANDING_GAP_S);
    commitAt(start + 900 + LANDING_GAP_S);
    assert.equal(previousReleaseCommit({}, repo), landed);
  });

  it('is SKEW_BASE when set', () => {
    const first = git(['rev-list', '--max-parents=0', 'HEAD']);
    assert.equal(previousReleaseCommit({ SKEW_BASE: first.slice(0, 8) }, repo), first);
  });
});
