import { routesOf } from '@b2b/shared/access';
import type { RemoteRoutesModule } from '@b2b/shared/federation';
import { routesWithPages } from '@b2b/ui-kit';
import { PAGES as CHAT } from '../features/chat/pages';
import '../i18n';

/** The chat pages of the shared route table. */
const remote: RemoteRoutesModule = {
  owner: 'chat',
  version: __APP_VERSION__,
  routes: routesWithPages(routesOf('chat'), CHAT),
};

export default remote;
