import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from '@b2b/shared/access';
import { parseIntegrity, setRemoteIntegrity } from './remote-integrity';

export { REMOTE_NAMES, type RemoteName };

/** A remote's page: the remote, and its path in the route table (`workstation/published/dev/List`). */
export interface RemoteTarget {
  owner: RemoteName;
  path: string;
}

/** `remotes.json`: each remote's manifest URL, e.g. `https://cdn/remote-auth/1.4.2/mf-manifest.json`. */
export type RemoteMap = Partial<Record<RemoteName, string>>;

export function parseRemoteMap(json: unknown): RemoteMap {
  if (typeof json !== 'object' || json === null) throw new Error('remotes.json is not an object');
  const map: RemoteMap = {};
  for (const name of REMOTE_NAMES) {
    const url = (json as Record<string, unknown>)[name];
    if (typeof url === 'string' && url.length > 0) map[name] = url;
  }
  return map;
}

/**
 * Reads `remotes.json` from the host's origin, bypassing every cache, and registers the remotes
 * with the federation runtime and their hashes with the integrity plugin. Changing a URL there
 * switches a remote's version at the next load.
 */
export async function loadRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  const pointer: unknown = await response.json();
  const map = parseRemoteMap(pointer);
  setRemoteIntegrity(parseIntegrity(pointer));
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return map;
}

let ready: Promise<RemoteMap> | null = null;

/** Starts reading remotes.json once; every remote load waits for it. A failure leaves no remote registered. */
export function remoteRegistryReady(): Promise<RemoteMap> {
  ready ??= loadRemoteRegistry().catch((err) => {
    console.error('[federation] remotes.json could not be loaded', err);
    ready = null;
    return {};
  });
  return ready;
}
