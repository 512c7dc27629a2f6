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

/** The header's unread-chat badge: the host mounts it, remote-chat provides it (nothing for a user who may not chat, nothing while the chat screen is open). */
export type ChatUnreadBadgeProps = object;

/** What remote-chat's `./widgets` expose provides. */
export interface ChatWidgetsModule {
  ChatUnreadBadge: ComponentType<ChatUnreadBadgeProps>;
}

/** Every remote's entry, beside its `mf-manifest.json` (the build writes both into the remote's versioned folder). */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * Where a remote's manifest (`mf-manifest.json`, under `metaData`) lists the script files of each of its
 * pages, by `pageChunkName`, so the host can fetch a page's files alongside the remote's entry instead
 * of after it has run.
 */
export const PAGE_CHUNKS_KEY = 'b2bPageChunks';

/** Files of each page's chunk group, by `pageChunkName`, relative to the manifest. */
export type PageChunks = Record<string, string[]>;

/**
 * The chunk-group name a remote gives a page's module (`webpackChunkName`), from the page's route
 * path: `workstation/published/dev/:requirementId/view` → `page.workstation.published.dev._requirementId.view`.
 */
export const PAGE_CHUNK_PREFIX = 'page.';
export const pageChunkName = (path: string) => `${PAGE_CHUNK_PREFIX}${path.replaceAll('/', '.').replaceAll(':', '_')}`;

/** The chunk-group name of the providers every remote page is wrapped in (ui-kit's `withProviders`). */
export const PAGE_PROVIDERS_CHUNK = 'page-providers';

/**
 * The chunk-group name of the frame a remote draws around its pages (remote-account's side menu): fetched
 * with each page of that remote, like the providers, instead of after the page's own scripts have run.
 */
export const PAGE_FRAME_CHUNK = 'page-frame';

/** The chunk-group name of the coming-soon panel, the page of every route whose name is not listed. */
export const COMING_SOON_CHUNK = 'page-coming-soon';
