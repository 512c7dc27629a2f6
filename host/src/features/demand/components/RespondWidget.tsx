import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { Modal, Spin } from 'antd';
import type { RespondDialogProps } from '@b2b/shared/federation';
import { loadWorkstationWidgets } from '../lib/load-widgets';

const RemoteUnavailable = lazy(() => import('../../../federation/RemoteUnavailable'));

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** The host's own boundary around the remote dialog: a failure stays inside the dialog, never the demand zone. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remote workstation] respond dialog', error, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

const remoteDialog = () => lazy(() => loadWorkstationWidgets().then((w) => ({ default: w.RespondDialog })));

function Frame({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden width="min(640px, calc(100vw - 24px))">
      {children}
    </Modal>
  );
}

/**
 * remote-workstation's respond dialog, loaded at run time on first opening. Should the remote be
 * down or fail while rendering, the dialog shows the "unavailable" panel with a retry instead.
 */
export function RespondWidget(props: RespondDialogProps) {
  const [attempt, setAttempt] = useState(0);
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  const [Dialog, setDialog] = useState(remoteDialog);
  if (!used) return null;
  const frame = (children: ReactNode) => (
    <Frame open={props.open} onClose={props.onClose}>
      {children}
    </Frame>
  );
  return (
    <WidgetBoundary
      key={attempt}
      onRetry={() => {
        setDialog(remoteDialog);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) =>
        frame(
          <Suspense fallback={<Spin />}>
            <RemoteUnavailable onRetry={retry} />
          </Suspense>,
        )
      }
    >
      <Suspense fallback={frame(<Spin style={{ display: 'block', margin: '48px auto' }} />)}>
        <Dialog {...props} />
      </Suspense>
    </WidgetBoundary>
  );
}
