import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteModule, type WorkstationWidgetsModule } from '@b2b/shared/federation';
import { RemoteUnavailableError } from '../../../federation/load-remote-routes';
import { remoteRegistryReady } from '../../../federation/remote-registry';
import { isUnavailable } from '../../../federation/unavailable';

let pending: Promise<WorkstationWidgetsModule> | null = null;

/** remote-workstation's `./widgets`, loaded at run time once; a failure is not kept, so a retry loads again. */
export function loadWorkstationWidgets(): Promise<WorkstationWidgetsModule> {
  pending ??= remoteRegistryReady()
    .then((map) => {
      if (!map.workstation) throw new RemoteUnavailableError('workstation', 'not listed in remotes.json');
      return loadRemote<{ default?: WorkstationWidgetsModule } & WorkstationWidgetsModule>(remoteModule('workstation', 'widgets'));
    })
    .then((mod) => {
      if (!mod || isUnavailable(mod)) throw new RemoteUnavailableError('workstation', mod ? mod.message : undefined);
      const widgets = mod.default ?? mod;
      if (!widgets.RespondDialog) throw new RemoteUnavailableError('workstation', 'no RespondDialog in ./widgets');
      return widgets;
    })
    .catch((err: unknown) => {
      pending = null;
      throw err;
    });
  return pending;
}
