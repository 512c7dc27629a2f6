import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModule, type ChatWidgetsModule, type RemoteRoutesModule, type WorkstationWidgetsModule } from '@b2b/shared/federation';
import { pageChunks } from './page-chunks';
import { assertRemoteVouchedFor, remoteIntegrity } from './remote-integrity';
import { isUnavailable } from './unavailable';
import { remoteRegistryReady, type RemoteName } from './remote-registry';

/**
 * Every expose the host loads, by remote, with its contract from `@b2b/shared/federation`. A remote
 * that starts exposing widgets adds its `widgets` here (and the exposes to its rspack config, and to
 * remote-contract.json, which the release checks hold each build to).
 */
export interface RemoteExposes {
  auth: { routes: RemoteRoutesModule };
  workstation: { routes: RemoteRoutesModule; widgets: WorkstationWidgetsModule };
  chat: { routes: RemoteRoutesModule; widgets: ChatWidgetsModule };
  account: { routes: RemoteRoutesModule };
}

export type ExposeName<R extends RemoteName> = keyof RemoteExposes[R] & string;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly owner: RemoteName,
    detail?: string,
  ) {
    super(`remote ${owner} is unavailable${detail ? `: ${detail}` : ''}`);
  }
}

const cache = new Map<string, Promise<unknown>>();

/** Forgets a remote's loaded exposes: after a promotion, they load from the new release. */
export function forgetRemoteExposes(remote: RemoteName): void {
  for (const id of [...cache.keys()]) if (id.startsWith(`${remote}/`)) cache.delete(id);
}

/**
 * A remote's expose (`./routes`, `./widgets`), loaded once. The remote's entry is fetched alongside its
 * manifest. A remote not listed in remotes.json, or one the resilient-remotes plugin gave up on
 * (unreachable, or refused by the kernel-version plugin), rejects with `RemoteUnavailableError`, which
 * `RemoteBoundary` shows as the "unavailable" panel. A failure is not cached, so a retry loads again.
 */
export function loadExpose<R extends RemoteName, E extends ExposeName<R>>(remote: R, expose: E): Promise<RemoteExposes[R][E]> {
  const id = remoteModule(remote, expose);
  let pending = cache.get(id) as Promise<RemoteExposes[R][E]> | undefined;
  if (!pending) {
    pending = remoteRegistryReady()
      .then((map) => {
        const manifest = map[remote];
        if (!manifest) throw new RemoteUnavailableError(remote, 'not listed in remotes.json');
        try {
          assertRemoteVouchedFor(remote);
        } catch (error) {
          throw new RemoteUnavailableError(remote, (error as Error).message);
        }
        pageChunks.preloadEntry(manifest, remoteIntegrity(remote)?.entry);
        return loadRemote<{ default?: RemoteExposes[R][E] }>(id);
      })
      .then((mod) => {
        if (!mod || isUnavailable(mod)) throw new RemoteUnavailableError(remote, mod ? mod.message : undefined);
        return mod.default ?? (mod as RemoteExposes[R][E]);
      });
    pending.catch(() => cache.delete(id));
    cache.set(id, pending);
  }
  return pending;
}
