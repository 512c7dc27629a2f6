// The platform's previous release, built beside this checkout for the skew test (e2e/tests/skew.spec.ts): the live
// host with the previous release of a remote, and the previous host with the live remotes.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './platform.mjs';

/** A pause this long in main's history separates two landings: work is committed as it goes, landed at a stop. */
export const LANDING_GAP_S = 60 * 60;

const git = (args, cwd = ROOT) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * The commit the previous release was built from: `SKEW_BASE` when set, else the head of main before the most
 * recent pause of an hour or more between two commits on its first-parent line (the previous landing). Null when
 * the history has none (a shallow clone).
 */
export function previousReleaseCommit(env = process.env, cwd = ROOT) {
  if (env.SKEW_BASE) return git(['rev-parse', '--verify', `${env.SKEW_BASE}^{commit}`], cwd);
  const line = git(['log', '--first-parent', '-n', '400', '--format=%H %ct'], cwd)
    .split('\n')
    .map((row) => row.split(' '))
    .map(([hash, time]) => ({ hash, time: Number(time) }));
  for (let i = 0; i + 1 < line.length; i++) {
    if (line[i].time - line[i + 1].time >= LANDING_GAP_S) return line[i + 1].hash;
  }
  return null;
}

/**
 * Builds `apps` as they were at `commit`, in a worktree of their own (kept for the next run of the same commit):
 * its dependencies from pnpm's store, its own build script. Returns the worktree's folder; each app's build is in
 * `<folder>/<app>/dist` as that commit's build script wrote it. A remote is built as version `remoteVersion`.
 * @param {string} commit
 * @param {string[]} apps
 * @param {{ remoteVersion: string, log?: (line: string) => void }} options
 */
export function buildPreviousRelease(commit, apps, options) {
  const { remoteVersion, log = () => undefined } = options;
  const folder = join(tmpdir(), `b2b-previous-${commit.slice(0, 12)}`);
  const built = apps.every((app) => existsSync(join(folder, app, 'dist', app === 'host' ? 'index.html' : remoteVersion)));
  if (built) return folder;
  if (existsSync(folder)) {
    execFileSync('git', ['worktree', 'remove', '--force', folder], { cwd: ROOT, stdio: 'ignore' });
    rmSync(folder, { recursive: true, force: true });
  }
  execFileSync('git', ['worktree', 'prune'], { cwd: ROOT });
  log(`previous release: ${commit.slice(0, 12)} into ${folder}`);
  execFileSync('git', ['worktree', 'add', '--detach', folder, commit], { cwd: ROOT, stdio: 'ignore' });
  const run = (command, args, env = {}) =>
    execFileSync(command, args, { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  run('npx', ['--yes', 'pnpm@10.34.9', 'install', '--frozen-lockfile', '--prefer-offline']);
  for (const app of apps) run('node', ['scripts/build-apps.mjs', app], app === 'host' ? {} : { APP_VERSION: remoteVersion });
  return folder;
}
