import { routesOf } from '@b2b/shared/access';
import type { RemoteRoutesModule } from '@b2b/shared/federation';
import { comingSoonRoute } from '@b2b/ui-kit';

/** The pages of this remote, one per route of the shared table; their content is the next issues' work. */
const remote: RemoteRoutesModule = {
  owner: 'chat',
  version: __APP_VERSION__,
  routes: routesOf('chat').map(comingSoonRoute),
};

export default remote;
