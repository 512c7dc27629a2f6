import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { AntdZone } from '../app/AntdZone';
import { PageLoading } from '../app/PageLoading';
import { loadRemoteRoutes } from './load-remote-routes';
import type { RemoteName } from './remote-registry';

type LazyPage = LazyExoticComponent<ComponentType>;
const pages = new Map<string, LazyPage>();

function lazyPage(owner: RemoteName, path: string): LazyPage {
  const key = `${owner}:${path}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const remote = await loadRemoteRoutes(owner);
      const route = remote.routes.find((r) => r.path === path);
      if (!route) throw new Error(`remote ${owner} has no page for ${path}`);
      const loaded = await route.load();
      const Page = loaded.default;
      return {
        default: () => (
          <div data-remote={owner} data-remote-version={remote.version ?? ''}>
            <Page />
          </div>
        ),
      };
    });
    pages.set(key, page);
  }
  return page;
}

interface BoundaryProps {
  owner: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that cannot be loaded or that fails while rendering: only its routes show the panel. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error(`[remote ${this.props.owner}]`, error);
  }

  render() {
    if (this.state.error) {
      const retry = () => {
        this.setState({ error: null });
        this.props.onRetry();
      };
      return (
        <AntdZone>
          <RemoteUnavailable onRetry={retry} />
        </AntdZone>
      );
    }
    return this.props.children;
  }
}

const RemoteUnavailable = lazy(() => import('./RemoteUnavailable'));

/** Renders the page a remote supplies for one route of the shared route table. */
export function RemotePage({ owner, path }: { owner: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(owner, path);
  return (
    <RemoteErrorBoundary
      key={attempt}
      owner={owner}
      onRetry={() => {
        pages.delete(`${owner}:${path}`);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
