// Where the web tier finds things, the same under docker-compose's /srv/b2b and `pnpm topology`'s folder:
// the host's release the web origin serves, every remote's release folders the CDN serves
// (`<app dir>/<version>/`, immutable), and the pointer (remotes.json and the CSP nginx sends with it).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { POINTER_INTEGRITY_KEY, releaseIntegrity } from '../platform/integrity.mjs';
import { cspInclude } from '../platform/nginx-config.mjs';
import { REMOTES } from '../platform/platform.mjs';
import { readPrerendered } from '../platform/static-server.mjs';

export const LAYOUT = { host: 'host/current', releases: 'releases', pointer: 'pointer' };

export const layoutIn = (srv) => ({
  host: join(srv, LAYOUT.host),
  releases: join(srv, LAYOUT.releases),
  pointer: join(srv, LAYOUT.pointer),
});

/**
 * remotes.json for releases on one CDN origin: `<cdn>/<app dir>/<version>/mf-manifest.json`, and the hashes of
 * each release's files, read from `folderOf(app dir, version)`.
 */
export function cdnRemotes(cdnOrigin, versions, folderOf) {
  const pointer = { [POINTER_INTEGRITY_KEY]: {} };
  for (const [name, dir] of Object.entries(REMOTES)) {
    pointer[name] = `${cdnOrigin}/${dir}/${versions[name]}/mf-manifest.json`;
    pointer[POINTER_INTEGRITY_KEY][name] = releaseIntegrity(folderOf(dir, versions[name]));
  }
  return pointer;
}

/**
 * Writes a pointer: remotes.json and the CSP nginx sends with it (csp.conf, from remotes.json and the host
 * build's prerendered.json), each replaced in one rename. nginx reads csp.conf when (re)loaded.
 */
export function writePointer(pointerDir, remotes, hostDist) {
  mkdirSync(pointerDir, { recursive: true });
  const { scriptHashes } = readPrerendered(hostDist);
  const files = { 'remotes.json': `${JSON.stringify(remotes, null, 2)}\n`, 'csp.conf': cspInclude(remotes, scriptHashes) };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(pointerDir, `.${name}.next`), text);
    renameSync(join(pointerDir, `.${name}.next`), join(pointerDir, name));
  }
  return { scriptHashes };
}
