import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@b2b/shared/access';
import { REMOTE_ENTRY_FILE } from '@b2b/shared/federation';

/**
 * remotes.json's key for the sha384 of each remote's manifest and entry, written beside the manifest URLs by
 * whoever writes the pointer (scripts/platform/integrity.mjs). The pointer comes from the host's origin, so a
 * file changed on a remote's CDN no longer matches it and that remote alone is refused.
 */
export const POINTER_INTEGRITY_KEY = 'integrity';

export interface RemoteIntegrity {
  /** `sha384-<base64>` of `mf-manifest.json`. */
  manifest: string;
  /** `sha384-<base64>` of `remoteEntry.js`. */
  entry: string;
}

/** Each remote's hashes; `null` when the pointer carries none (the development servers), so nothing is checked. */
export type IntegrityMap = Partial<Record<RemoteName, RemoteIntegrity>> | null;

const SRI = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The pointer's hashes. A remote with a malformed or missing pair is left out, and so refused. */
export function parseIntegrity(pointer: unknown): IntegrityMap {
  const section = (pointer as Record<string, unknown> | null)?.[POINTER_INTEGRITY_KEY];
  if (section === undefined) return null;
  const map: Partial<Record<RemoteName, RemoteIntegrity>> = {};
  if (typeof section !== 'object' || section === null) return map;
  for (const name of REMOTE_NAMES) {
    const pair = (section as Record<string, { manifest?: unknown; entry?: unknown } | undefined>)[name];
    if (typeof pair?.manifest === 'string' && typeof pair.entry === 'string' && SRI.test(pair.manifest) && SRI.test(pair.entry))
      map[name] = { manifest: pair.manifest, entry: pair.entry };
  }
  return map;
}

let checked: IntegrityMap = null;

/** Called with the pointer's hashes each time remotes.json is read. */
export function setRemoteIntegrity(map: IntegrityMap): void {
  checked = map;
}

export class RemoteIntegrityError extends Error {
  constructor(
    readonly remote: string,
    detail: string,
  ) {
    super(`[federation] remote "${remote}" refused: ${detail}`);
  }
}

const NO_HASHES = 'remotes.json carries no sha384 for it';

const refuse = (remote: string, detail: string) => {
  const error = new RemoteIntegrityError(remote, detail);
  console.error(error.message);
  return error;
};

/** A remote's hashes: `undefined` when nothing is checked, `null` when the pointer vouches for none (refused). */
export function remoteIntegrity(remote: string): RemoteIntegrity | null | undefined {
  if (!checked) return undefined;
  return checked[remote as RemoteName] ?? null;
}

/** Refuses a remote the pointer has no hashes for, before anything of it is fetched. */
export function assertRemoteVouchedFor(remote: string): void {
  if (remoteIntegrity(remote) === null) throw refuse(remote, NO_HASHES);
}

const expected = (remote: string, file: keyof RemoteIntegrity) => {
  assertRemoteVouchedFor(remote);
  return remoteIntegrity(remote)?.[file];
};

/**
 * Makes the federation runtime fetch each remote's manifest and entry with the pointer's `integrity`, so the
 * browser refuses a byte that differs: the manifest through `fetch`'s `integrity` option, the entry through its
 * script's `integrity` (with `crossorigin`, which the CDN's CORS answers). A refusal is a load failure like any
 * other: the resilient-remotes plugin then shows that remote's routes as unavailable, and nothing else.
 */
export function integrityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'b2b-integrity',
    fetch(url, init, remoteInfo) {
      if (!remoteInfo) return undefined;
      const integrity = expected(remoteInfo.name, 'manifest');
      if (!integrity) return undefined;
      return fetch(url, { ...init, integrity }).catch((error: unknown) => {
        throw refuse(remoteInfo.name, `${url} could not be fetched or does not match the sha384 in remotes.json (${String(error)})`);
      });
    },
    createScript({ url, remoteInfo }) {
      if (!remoteInfo || !url.endsWith(`/${REMOTE_ENTRY_FILE}`)) return undefined;
      const integrity = expected(remoteInfo.name, 'entry');
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.addEventListener('error', () =>
        refuse(remoteInfo.name, `${url} could not be loaded or does not match the sha384 in remotes.json`),
      );
      return script;
    },
  };
}
