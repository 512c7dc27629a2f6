import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@b2b/shared/federation';
import { pageChunks } from './page-chunks';
import { isUnavailable } from './unavailable';
import { remoteRegistryReady, type RemoteName } from './remote-registry';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly owner: RemoteName,
    detail?: string,
  ) {
    super(`remote ${owner} is unavailable${detail ? `: ${detail}` : ''}`);
  }
}

const cache = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** The `./routes` expose of a remote, loaded once; a failure is not cached so a retry loads again. */
export function loadRemoteRoutes(owner: RemoteName): Promise<RemoteRoutesModule> {
  let pending = cache.get(owner);
  if (!pending) {
    pending = remoteRegistryReady()
      .then((map) => {
        const manifest = map[owner];
        if (!manifest) throw new RemoteUnavailableError(owner, 'not listed in remotes.json');
        pageChunks.preloadEntry(manifest);
        return loadRemote<{ default?: RemoteRoutesModule } & RemoteRoutesModule>(`${owner}/routes`);
      })
      .then((mod) => {
        if (!mod || isUnavailable(mod)) throw new RemoteUnavailableError(owner, mod ? mod.message : undefined);
        return mod.default ?? mod;
      });
    pending.catch(() => cache.delete(owner));
    cache.set(owner, pending);
  }
  return pending;
}

/** A remote's page: the remote, and its path in the route table (`workstation/published/dev/List`). */
export interface RemoteTarget {
  owner: RemoteName;
  path: string;
}
