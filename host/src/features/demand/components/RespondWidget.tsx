import { useState, type ReactNode } from 'react';
import { Modal, Spin } from 'antd';
import type { RespondDialogProps } from '@b2b/shared/federation';
import { remoteWidget } from '../../../federation/remote-widget';

const RespondDialog = remoteWidget('workstation', 'widgets', 'RespondDialog');

const loading = <Spin style={{ display: 'block', margin: '48px auto' }} />;

/**
 * remote-workstation's respond dialog, loaded at run time on first opening. Should the remote be
 * down or fail while rendering, a dialog shows the "unavailable" panel with a retry instead; the
 * demand zone around it keeps working.
 */
export function RespondWidget(props: RespondDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  // The remote dialog is its own modal; until it is here, and if it fails, the host's stands in.
  const frame = (content: ReactNode) => (
    <Modal open={props.open} onCancel={props.onClose} footer={null} destroyOnHidden width="min(640px, calc(100vw - 24px))">
      {content}
    </Modal>
  );
  return <RespondDialog {...props} frame={frame} loading={loading} />;
}
