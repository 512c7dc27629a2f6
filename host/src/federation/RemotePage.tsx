import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { AntdZone } from '../app/AntdZone';
import { loadablePage, type LoadablePage } from '../app/loadable-page';
import { loadRemoteRoutes } from './load-remote-routes';
import type { RemoteName } from './remote-registry';

/** One page per remote route, loaded once: after its module has arrived it renders at once (loadablePage). */
const pages = new Map<string, LoadablePage>();

async function loadPage(owner: RemoteName, path: string): Promise<{ default: ComponentType }> {
  const remote = await loadRemoteRoutes(owner);
  const route = remote.routes.find((r) => r.path === path);
  if (!route) throw new Error(`remote ${owner} has no page for ${path}`);
  const Page = (await route.load()).default;
  return {
    default: () => (
      <div data-remote={owner} data-remote-version={remote.version ?? ''}>
        <Page />
      </div>
    ),
  };
}

function pageOf(owner: RemoteName, path: string): LoadablePage {
  const key = `${owner}:${path}`;
  let page = pages.get(key);
  if (!page) {
    page = loadablePage(() => loadPage(owner, path));
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

/**
 * Renders the page a remote supplies for one route of the shared route table. While its module is on
 * its way the page suspends to the layout's boundary: a navigation (a transition) keeps the previous
 * page with the progress bar running, instead of committing a fallback that React then holds for at
 * least 300 ms before it reveals the page (measured: a cold click took 330 ms with 85 ms of network).
 */
export function RemotePage({ owner, path }: { owner: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const { Page } = pageOf(owner, path);
  return (
    <RemoteErrorBoundary
      key={attempt}
      owner={owner}
      onRetry={() => {
        pages.delete(`${owner}:${path}`);
        setAttempt((n) => n + 1);
      }}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}
