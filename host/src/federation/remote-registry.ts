import { getInstance, registerRemotes } from '@module-federation/enhanced/runtime';
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

/** The remotes registered with the federation runtime, as the pointer last read named them. */
let registered: RemoteMap = {};

async function readPointer(fetchImpl: typeof fetch, cache: RequestCache): Promise<unknown> {
  const response = await fetchImpl('/remotes.json', { cache });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return response.json();
}

/**
 * Reads `remotes.json` from the host's origin, bypassing every cache, and registers the remotes
 * with the federation runtime and their hashes with the integrity plugin. Changing a URL there
 * switches a remote's version at the next load.
 */
export async function loadRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  const pointer = await readPointer(fetchImpl, 'no-store');
  const map = parseRemoteMap(pointer);
  setRemoteIntegrity(parseIntegrity(pointer));
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = map;
  return map;
}

/** A remote whose release the pointer changed; `sameOrigin`: the new release is on the old one's origin. */
export interface RemoteChange {
  name: RemoteName;
  sameOrigin: boolean;
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url, 'http://relative.invalid').origin : null;
  } catch {
    return null;
  }
}

/**
 * Replacing a loaded remote (`registerRemotes` with `force`) also deletes from the share scope every
 * version its old container had registered — among them modules other apps run on (the old container may
 * have registered a kernel subpath or a library before the host loaded it), and the host would then find
 * its own kernel missing. The share scope is put back as it was: the new container registers its own
 * versions beside them when it starts, and the singletons every app is on stay the ones in use.
 */
function keepingShareScope(replace: () => void): void {
  const scopes = getInstance()?.shareScopeMap;
  if (!scopes) return replace();
  const before = Object.entries(scopes).flatMap(([scope, packages]) =>
    Object.entries(packages).flatMap(([pkg, versions]) =>
      Object.entries(versions).map(([version, entry]) => ({ scope, pkg, version, entry })),
    ),
  );
  replace();
  for (const { scope, pkg, version, entry } of before) {
    const versions = ((scopes[scope] ??= {})[pkg] ??= {});
    versions[version] ??= entry;
  }
}

/**
 * Reads `remotes.json` again (revalidated: 304 while it is unchanged) and registers each remote whose
 * release changed, replacing the runtime's old container of it. Returns the remotes that changed; the
 * pages already loaded from their old releases stay as they are (pointer-watch.ts decides when the next
 * page loads from the new one). A remote the pointer no longer names keeps its release.
 */
export async function refreshRemoteRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteChange[]> {
  // The first read, when it is still on its way, registers first.
  if (ready) await ready;
  const pointer = await readPointer(fetchImpl, 'no-cache');
  const map = parseRemoteMap(pointer);
  const changed = REMOTE_NAMES.filter((name) => map[name] && map[name] !== registered[name]);
  if (!changed.length) return [];
  setRemoteIntegrity(parseIntegrity(pointer));
  const changes = changed.map((name) => ({ name, sameOrigin: originOf(map[name]!) === originOf(registered[name]) }));
  keepingShareScope(() =>
    registerRemotes(
      changed.map((name) => ({ name, entry: map[name]! })),
      { force: true },
    ),
  );
  registered = { ...registered, ...map };
  ready = Promise.resolve(registered);
  return changes;
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
