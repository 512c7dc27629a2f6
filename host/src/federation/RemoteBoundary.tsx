import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { AntdZone } from '../app/AntdZone';
import { REMOTE_FAILED_EVENT } from './unavailable';
import type { RemoteName } from './remote-registry';

const RemoteUnavailable = lazy(() => import('./RemoteUnavailable'));

export interface RemoteBoundaryProps {
  remote: RemoteName;
  /** What the remote supplies here, for the console: a page's path, a widget's expose and name. */
  part: string;
  /**
   * `page`: the full panel, in its own antd zone, suspending to the layout's page boundary while it loads.
   * `widget`: a one-line panel inside the host's antd content, in the widget's `frame`.
   */
  size: 'page' | 'widget';
  /** Forgets the failed module, so that rendering `children` again loads it again. */
  forget: () => void;
  /** Where a widget's panel shows (its dialog, say), and what shows there while the panel loads. */
  frame?: (content: ReactNode) => ReactNode;
  loading?: ReactNode;
  /** Called again on each retry, after `forget`: a lazy component that failed stays failed. */
  children: () => ReactNode;
}

interface CatcherProps extends Omit<RemoteBoundaryProps, 'children' | 'forget'> {
  retry: () => void;
  children: ReactNode;
}

class Catcher extends Component<CatcherProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.remote}] ${this.props.part}`, error, info.componentStack);
    // Reported by the page's reporter (client-reports/client-reports.ts), which listens for this event.
    window.dispatchEvent(new CustomEvent(REMOTE_FAILED_EVENT, { detail: this.props.remote }));
  }

  render() {
    const { size, frame = (content: ReactNode) => content, loading = null, retry, children } = this.props;
    if (!this.state.failed) return children;
    if (size === 'page') {
      return (
        <AntdZone>
          <RemoteUnavailable size="page" onRetry={retry} />
        </AntdZone>
      );
    }
    return frame(
      <Suspense fallback={loading}>
        <RemoteUnavailable size="widget" onRetry={retry} />
      </Suspense>,
    );
  }
}

/**
 * The one error boundary around what a remote supplies, a page or a widget: a remote that cannot be
 * loaded, or that fails while rendering, shows the translated "unavailable — retry" panel in its place
 * only; the rest of the host keeps working. Retry forgets the module and renders `children` again.
 */
export function RemoteBoundary({ children, forget, ...props }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forget();
    setAttempt((n) => n + 1);
  };
  return (
    <Catcher key={attempt} {...props} retry={retry}>
      {children()}
    </Catcher>
  );
}
