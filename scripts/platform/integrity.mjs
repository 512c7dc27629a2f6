// The pointer's integrity: remotes.json carries, beside each remote's manifest URL, the sha384 of that release's
// manifest and entry (`integrity: { <remote>: { manifest, entry } }`, Subresource Integrity strings). The host
// loads a remote only when both match (host/src/federation/remote-integrity.ts), so a changed byte on the CDN
// blocks that remote alone. The pointer is served by the web origin, never by the CDN it vouches for.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The pointer's key for the hashes (the host reads the same key: `POINTER_INTEGRITY_KEY` of `@b2b/shared/federation`). */
export const POINTER_INTEGRITY_KEY = 'integrity';

/** `sha384-<base64>` of some bytes, as a script's `integrity` attribute and `fetch`'s `integrity` option take it. */
export const sri = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The hashes of a release folder's manifest and entry. */
export function releaseIntegrity(folder) {
  return {
    manifest: sri(readFileSync(join(folder, 'mf-manifest.json'))),
    entry: sri(readFileSync(join(folder, 'remoteEntry.js'))),
  };
}

/** The remotes of a pointer: each remote's manifest URL, without the hashes. */
export const pointerUrls = (pointer) =>
  Object.fromEntries(Object.entries(pointer ?? {}).filter(([key, url]) => key !== POINTER_INTEGRITY_KEY && typeof url === 'string'));
