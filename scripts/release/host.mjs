// The web origin's side of a deploy: the host's build put online beside its earlier ones and the pointer written
// for it. docker-compose's one-shot `host` service runs it (`node scripts/release.mjs host`) after the remotes'
// images have published their releases, and before nginx starts serving the web origin.
import { existsSync, lstatSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { contractProblems } from '../platform/contracts.mjs';
import { POINTER_INTEGRITY_KEY, releaseIntegrity } from '../platform/integrity.mjs';
import { REMOTES } from '../platform/platform.mjs';
import { layoutIn, writePointer } from '../topology/layout.mjs';
import { copyOnce, ENTRY_FILES, idInPointer, KEEP, readHistory, releaseId, ReleaseError } from './store.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const pointerFile = (srv) => join(layoutIn(srv).pointer, 'remotes.json');

/** Each remote's release the pointer should name: the live one, or on a first deploy the newest released. */
function remoteReleases(srv, cdnOrigin) {
  const live = existsSync(pointerFile(srv)) ? readJson(pointerFile(srv)) : null;
  const history = readHistory(srv);
  return Object.entries(REMOTES).map(([name, dir]) => {
    if (live?.[name]) return { name, dir, url: live[name], id: idInPointer(live[name]) };
    const id = history[name]?.released.at(-1);
    if (!id) throw new ReleaseError(`${dir} has no release yet: its image publishes one (pnpm release ${name})`);
    if (!cdnOrigin) throw new ReleaseError('a first deploy needs the CDN origin the remotes are served from: --cdn <origin>');
    return { name, dir, id, url: new URL(`/${dir}/${id}/mf-manifest.json`, cdnOrigin).href };
  });
}

/** Points `host/current` at `id` by renaming a new link over it (an earlier layout's real folder is replaced). */
function switchCurrent(srv, id) {
  const current = layoutIn(srv).host;
  const next = `${current}.next`;
  rmSync(next, { force: true });
  symlinkSync(id, next);
  if (lstatSync(current, { throwIfNoEntry: false })?.isDirectory()) rmSync(current, { recursive: true });
  renameSync(next, current);
}

/** Keeps the last KEEP host releases online (open tabs still load their chunks), and always the live one. */
function pruneHosts(srv, live) {
  const dir = join(layoutIn(srv).host, '..');
  const releases = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== live)
    .map((entry) => ({ name: entry.name, at: statSync(join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of releases.slice(KEEP - 1)) rmSync(join(dir, old.name), { recursive: true, force: true });
}

/**
 * Puts the host's build (`hostDist`, version `version`) online as `host/<version>-<content hash>/` and switches
 * `host/current` to it, after checking every remote the pointer will name against the new host's contract (a
 * break: nothing changes). The pointer keeps the live remotes (a first deploy names each remote's newest release
 * on `cdnOrigin`), with their hashes, and its CSP is rebuilt from the new host's prerendered pages: nginx reads it
 * when reloaded.
 */
export function deployHost(srv, hostDist, version, cdnOrigin) {
  for (const file of ['index.html', 'mf-manifest.json', 'prerendered.json'])
    if (!existsSync(join(hostDist, file))) throw new ReleaseError(`${hostDist} has no ${file}: build the host first`);
  const remotes = remoteReleases(srv, cdnOrigin);
  const hostManifest = readJson(join(hostDist, 'mf-manifest.json'));
  const pointer = { [POINTER_INTEGRITY_KEY]: {} };
  const problems = [];
  for (const { name, dir, id, url } of remotes) {
    const release = join(layoutIn(srv).releases, dir, id);
    if (!ENTRY_FILES.every((file) => existsSync(join(release, file))))
      throw new ReleaseError(`the pointer names ${dir} ${id}, which is not online in ${layoutIn(srv).releases}`);
    problems.push(...contractProblems(name, readJson(join(release, 'mf-manifest.json')), hostManifest));
    pointer[name] = url;
    pointer[POINTER_INTEGRITY_KEY][name] = releaseIntegrity(release);
  }
  if (problems.length) throw new ReleaseError(`this host breaks the contract of the live remotes:\n  ${problems.join('\n  ')}`);
  const id = releaseId(hostDist, version);
  const target = join(layoutIn(srv).host, '..', id);
  copyOnce(hostDist, target);
  const first = !existsSync(pointerFile(srv));
  writePointer(layoutIn(srv).pointer, pointer, target);
  switchCurrent(srv, id);
  pruneHosts(srv, id);
  return { id, first, remotes: Object.fromEntries(remotes.map(({ name, id: remote }) => [name, remote])) };
}
