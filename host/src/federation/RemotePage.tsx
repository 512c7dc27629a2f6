import { Component, lazy, useState, type ReactNode } from 'react';
import { AntdZone } from '../app/AntdZone';
import { forgetPage, pageOf } from './remote-pages';
import type { RemoteName } from './remote-registry';

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
 * Renders the page a remote supplies for one route of the shared route table. A navigation finds its
 * module loaded (the route's loader waited for it); on the first location the page suspends to the
 * layout's boundary. A page that still suspends in a navigation (a transition) keeps the previous page
 * with the progress bar running, instead of committing a fallback that React then holds for at least
 * 300 ms before it reveals the page (measured: a cold click took 330 ms with 85 ms of network).
 */
export function RemotePage({ owner, path }: { owner: RemoteName; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const { Page } = pageOf({ owner, path });
  return (
    <RemoteErrorBoundary
      key={attempt}
      owner={owner}
      onRetry={() => {
        forgetPage({ owner, path });
        setAttempt((n) => n + 1);
      }}
    >
      <Page />
    </RemoteErrorBoundary>
  );
}
