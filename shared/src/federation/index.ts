import type { ComponentType } from 'react';
import type { RouteOwner } from '@b2b/shared/access';

/**
 * What a remote's `./routes` expose provides. The host owns the router and the route table
 * (`@b2b/shared/access`); a remote supplies the page component for each of its paths, lazily.
 */
export interface RemoteRoute {
  /** Exactly a `RouteRule.path` of this remote in `ROUTES`. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface RemoteRoutesModule {
  owner: Exclude<RouteOwner, 'host'>;
  /** The remote's build version (its `__APP_VERSION__`), shown by the host for diagnosis. */
  version?: string;
  routes: RemoteRoute[];
}

/** Module names the host loads with `loadRemote`, e.g. `auth/routes`. */
export const remoteModule = (owner: Exclude<RouteOwner, 'host'>, expose: 'routes' | string) => `${owner}/${expose}`;

/** The supplier respond dialog of the demand zone: the host mounts it, remote-workstation provides it. */
export interface RespondDialogProps {
  demandId: string;
  open: boolean;
  onClose: () => void;
  /** After the response was sent (the host refreshes its list). */
  onResponded?: () => void;
}

/** What remote-workstation's `./widgets` expose provides: components the host mounts inside its own pages. */
export interface WorkstationWidgetsModule {
  RespondDialog: ComponentType<RespondDialogProps>;
}
