#!/usr/bin/env node
// `pnpm release <remote> [--no-build]`: builds one remote and adds it to the deploy's releases under its content id.
// `pnpm promote <remote> <release id>`: points remotes.json at that release (one rename; the host is not rebuilt).
// `pnpm rollback <remote>`: back to the release promoted before. `pnpm releases <remote>`: what is online.
// `release.mjs host [--no-build] [--cdn <origin>]`: puts the host's build online and writes the pointer for it
// (scripts/release/host.mjs; docker-compose's `host` service; the origin names the CDN on a first deploy).
// The deploy's folder is `--srv <dir>` or B2B_SRV (`/srv/b2b` in the compose images, `<prefix>/srv` of `pnpm topology`).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REMOTES, ROOT, remoteVersion } from './platform/platform.mjs';
import { deployHost } from './release/host.mjs';
import { addRelease, idInPointer, promote, readHistory, readPointer, ReleaseError, remoteName, rollback } from './release/store.mjs';

const USAGE =
  'usage: release.mjs release <remote> [--no-build] | promote <remote> <id> | rollback <remote> | releases <remote> | host [--no-build] [--cdn <origin>]  [--srv <dir>]';

function parse(argv) {
  const args = [];
  const flags = { build: true, srv: process.env.B2B_SRV, cdn: process.env.CDN_ORIGIN };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--no-build') flags.build = false;
    else if (argv[i] === '--srv') flags.srv = argv[++i];
    else if (argv[i] === '--cdn') flags.cdn = argv[++i];
    else args.push(argv[i]);
  }
  return { command: args[0], app: args[1], id: args[2], flags };
}

/** Builds `dir` alone (unless --no-build). */
function build(dir, flags) {
  if (!flags.build) return;
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-apps.mjs'), dir], {
    stdio: 'inherit',
    env: { ...process.env, APP_VERSION: '' },
  });
  if (built.status !== 0) throw new ReleaseError(`${dir} did not build`);
}

function run({ command, app, id, flags }) {
  if (!command) throw new ReleaseError(USAGE);
  if (!flags.srv) throw new ReleaseError('name the deploy folder: --srv <dir> or B2B_SRV');
  if (command === 'host') {
    build('host', flags);
    const done = deployHost(flags.srv, join(ROOT, 'host', 'dist'), remoteVersion('host'), flags.cdn);
    const remotes = Object.entries(done.remotes)
      .map(([name, release]) => `${name} ${release}`)
      .join(', ');
    return `host: release ${done.id} live (${remotes}); ${done.first ? 'first pointer written' : 'reload the web origin (nginx -s reload): the CSP follows the host'}`;
  }
  if (!app) throw new ReleaseError(USAGE);
  const name = remoteName(app);
  const dir = REMOTES[name];
  switch (command) {
    case 'release': {
      build(dir, flags);
      const version = remoteVersion(dir);
      const released = addRelease(flags.srv, name, join(ROOT, dir, 'dist', version), version);
      return `${dir}: release ${released} (promote it: pnpm promote ${name} ${released})`;
    }
    case 'promote':
    case 'rollback': {
      if (command === 'promote' && !id) throw new ReleaseError(USAGE);
      const done = command === 'promote' ? promote(flags.srv, name, id) : rollback(flags.srv, name);
      const reload = done.cspChanged ? '; the CSP changed: reload the web origin (nginx -s reload)' : '';
      return `${dir}: ${done.from} → ${done.to}${reload}`;
    }
    case 'releases': {
      const live = idInPointer(readPointer(flags.srv)[name]);
      const { released = [], promoted = [] } = readHistory(flags.srv)[name] ?? {};
      const ids = [...new Set([...promoted, ...released, live])];
      return ids.map((known) => `${known === live ? '*' : ' '} ${known}${promoted.includes(known) ? ' (promoted)' : ''}`).join('\n');
    }
    default:
      throw new ReleaseError(USAGE);
  }
}

try {
  console.log(run(parse(process.argv.slice(2))));
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
