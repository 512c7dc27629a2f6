import { createRoot } from 'react-dom/client';
import { addNamespace } from '@b2b/shared/i18n';
import { useSession } from '@b2b/shared/session';
import { applyPageScaling } from '@b2b/shared/ui';
import { App } from './app/App';
import { createRouter } from './app/router';
import { remoteRegistryReady, REMOTE_NAMES } from './federation/remote-registry';
import { preloadRemoteRoutes } from './federation/load-remote-routes';
import zhCN from './i18n/zh-CN.json';
import enUS from './i18n/en-US.json';

addNamespace('host', { 'zh-CN': zhCN, 'en-US': enUS });
applyPageScaling();

const registry = remoteRegistryReady();
void useSession.getState().refresh();

const router = createRouter();
createRoot(document.getElementById('root')!).render(<App router={router} />);

// The remote a user most likely opens next, warmed when the browser is idle.
void registry.then((map) => {
  const user = useSession.getState().user;
  const next = user ? 'workstation' : 'auth';
  if (REMOTE_NAMES.includes(next) && next in map) preloadRemoteRoutes(next);
});
