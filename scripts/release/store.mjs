// Releases of the remotes and the pointer that names the live one of each, in a deploy's folder (`layoutIn`:
// releases/<app dir>/<release id>/ served by the CDN as immutable files, pointer/remotes.json and csp.conf read
// by the web origin). A release id is derived from the build's content, so the same build is the same release
// and a changed byte is a new one; promoting rewrites the pointer in one rename and records it in
// pointer/history.json, which rollback walks back. The last KEEP releases of each app stay online (open tabs
// still load the chunks of the release they started with); older ones the tool made are removed.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contractProblems } from '../platform/contracts.mjs';
import { POINTER_INTEGRITY_KEY, releaseIntegrity } from '../platform/integrity.mjs';
import { REMOTES } from '../platform/platform.mjs';
import { layoutIn, writePointer } from '../topology/layout.mjs';

export const KEEP = 10;
const ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.-]{0,63}$/;
/** The files a remote's release must hold for the host to load it. */
export const ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'];

export class ReleaseError extends Error {}

/** The remote's name (`workstation`) from its name or folder (`remote-workstation`); else a ReleaseError. */
export function remoteName(app) {
  const name = Object.keys(REMOTES).find((key) => key === app || REMOTES[key] === app);
  if (!name) throw new ReleaseError(`unknown remote "${app}": one of ${Object.keys(REMOTES).join(', ')}`);
  return name;
}

function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(join(dir, entry.name), base) : [relative(base, join(dir, entry.name))]))
    .sort();
}

/** `<version>-<first 12 hex of the sha256 over every file's path and bytes>`. */
export function releaseId(builtDir, version) {
  const hash = createHash('sha256');
  for (const file of filesOf(builtDir))
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(builtDir, file)))
      .update('\0');
  return `${version}-${hash.digest('hex').slice(0, 12)}`;
}

const historyFile = (srv) => join(layoutIn(srv).pointer, 'history.json');

/** `{ [remote]: { released: ids oldest first, promoted: ids in promotion order } }`. */
export function readHistory(srv) {
  return existsSync(historyFile(srv)) ? JSON.parse(readFileSync(historyFile(srv), 'utf8')) : {};
}

function writeHistory(srv, history) {
  const file = historyFile(srv);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(`${file}.next`, `${JSON.stringify(history, null, 2)}\n`);
  renameSync(`${file}.next`, file);
}

const entryOf = (history, name) => history[name] ?? { released: [], promoted: [] };
const releaseDir = (srv, name, id) => join(layoutIn(srv).releases, REMOTES[name], id);

/** Copies a build to `target` unless it is there (a release is immutable), appearing there in one rename. */
export function copyOnce(builtDir, target) {
  if (existsSync(target)) return;
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(builtDir, partial, { recursive: true });
  renameSync(partial, target);
}

/** Copies a built remote (`<dir>/dist/<version>/`) into the releases under its content id; the same build twice is one release. */
export function addRelease(srv, app, builtDir, version) {
  const name = remoteName(app);
  for (const file of ENTRY_FILES)
    if (!existsSync(join(builtDir, file))) throw new ReleaseError(`${builtDir} has no ${file}: build ${REMOTES[name]} first`);
  const id = releaseId(builtDir, version);
  const target = releaseDir(srv, name, id);
  copyOnce(builtDir, target);
  const history = readHistory(srv);
  const entry = entryOf(history, name);
  history[name] = { ...entry, released: [...entry.released.filter((known) => known !== id), id] };
  writeHistory(srv, history);
  return id;
}

/** The pointer's current remotes.json. */
export function readPointer(srv) {
  const file = join(layoutIn(srv).pointer, 'remotes.json');
  if (!existsSync(file)) throw new ReleaseError(`no pointer at ${file}: deploy first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The release a pointer URL names (`<cdn>/<app dir>/<id>/mf-manifest.json`). */
export const idInPointer = (url) => new URL(url).pathname.split('/').at(-2);

/**
 * Points the remote at a release: remotes.json and csp.conf replaced, each in one rename. Answers whether the CSP
 * changed (nginx reads csp.conf when reloaded; the CDN origin stays the same for a new release, so it normally does not).
 */
export function promote(srv, app, id) {
  const name = remoteName(app);
  if (!ID_PATTERN.test(id) || !statSync(releaseDir(srv, name, id), { throwIfNoEntry: false })?.isDirectory())
    throw new ReleaseError(`${REMOTES[name]} has no release "${id}" (pnpm release ${name} lists them)`);
  for (const file of ENTRY_FILES)
    if (!existsSync(join(releaseDir(srv, name, id), file))) throw new ReleaseError(`release ${id} of ${REMOTES[name]} has no ${file}`);
  const hostManifest = join(layoutIn(srv).host, 'mf-manifest.json');
  if (existsSync(hostManifest)) {
    const manifest = JSON.parse(readFileSync(join(releaseDir(srv, name, id), 'mf-manifest.json'), 'utf8'));
    const problems = contractProblems(name, manifest, JSON.parse(readFileSync(hostManifest, 'utf8')));
    if (problems.length) throw new ReleaseError(`release ${id} breaks the live host's contract:\n  ${problems.join('\n  ')}`);
  }
  const remotes = readPointer(srv);
  const current = new URL(remotes[name]);
  const previous = idInPointer(remotes[name]);
  remotes[name] = new URL(`/${REMOTES[name]}/${id}/mf-manifest.json`, current.origin).href;
  remotes[POINTER_INTEGRITY_KEY] = { ...remotes[POINTER_INTEGRITY_KEY], [name]: releaseIntegrity(releaseDir(srv, name, id)) };
  const layout = layoutIn(srv);
  const cspFile = join(layout.pointer, 'csp.conf');
  const cspBefore = existsSync(cspFile) ? readFileSync(cspFile, 'utf8') : '';
  writePointer(layout.pointer, remotes, layout.host);
  const history = readHistory(srv);
  const entry = entryOf(history, name);
  const promoted = entry.promoted.length === 0 && previous !== id ? [previous, id] : [...entry.promoted, id];
  history[name] = { ...entry, promoted };
  writeHistory(srv, history);
  prune(srv, name);
  return { remote: name, from: previous, to: id, cspChanged: readFileSync(cspFile, 'utf8') !== cspBefore };
}

/** Back to the release promoted before the current one. */
export function rollback(srv, app) {
  const name = remoteName(app);
  const { promoted } = entryOf(readHistory(srv), name);
  const current = idInPointer(readPointer(srv)[name]);
  const before = promoted.slice(0, promoted.lastIndexOf(current)).filter((id) => id !== current);
  const target = before.at(-1);
  if (!target) throw new ReleaseError(`${REMOTES[name]} has no earlier promoted release than ${current}`);
  const result = promote(srv, name, target);
  // A rollback is not a new promotion to roll back to: the history forgets the release rolled back from.
  const history = readHistory(srv);
  const entry = entryOf(history, name);
  history[name] = { ...entry, promoted: [...before] };
  writeHistory(srv, history);
  return result;
}

/** Removes the releases this tool made beyond the last KEEP, never the live one nor one the history can roll back to. */
export function prune(srv, app, keep = KEEP) {
  const name = remoteName(app);
  const history = readHistory(srv);
  const entry = entryOf(history, name);
  const live = idInPointer(readPointer(srv)[name]);
  const kept = new Set([...entry.released.slice(-keep), ...entry.promoted.slice(-keep), live]);
  const removed = entry.released.filter((id) => !kept.has(id));
  for (const id of removed) rmSync(releaseDir(srv, name, id), { recursive: true, force: true });
  history[name] = { released: entry.released.filter((id) => kept.has(id)), promoted: entry.promoted.filter((id) => kept.has(id)) };
  writeHistory(srv, history);
  return removed;
}
