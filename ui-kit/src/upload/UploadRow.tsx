import { Button, Progress, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadProgress } from '@b2b/shared/upload';
import type { FileRejection } from './check-file';
import { formatSize } from './format-size';
import { useFileImage } from './use-file-image';
import type { UploadStatus } from './upload-queue';

export interface UploadRowView {
  name: string;
  size: number;
  status: UploadStatus;
  progress?: UploadProgress;
  error?: string;
  rejection?: FileRejection;
  /** Thumbnail source of an image. */
  image?: string;
  /** The image is public: loaded by its URL, not fetched with the session. */
  imagePublic?: boolean;
}

export interface UploadRowProps {
  row: UploadRowView;
  disabled?: boolean;
  onCancel?: () => void;
  onRetry?: () => void;
  onRemove: () => void;
  /** Saves an uploaded file under its name. */
  onDownload?: () => void;
}

function useStatusText({ status, progress, error, rejection }: UploadRowView): string {
  const { t } = useTranslation('common');
  switch (status) {
    case 'queued':
      return t('upload.queued');
    case 'uploading':
      return t('upload.uploading', { percent: progress?.percent ?? 0, speed: progress?.speedKBs ?? 0 });
    case 'done':
      return t('upload.done');
    case 'failed':
      return error ?? t('upload.failed');
    case 'cancelled':
      return t('upload.cancelled');
    case 'rejected':
      if (rejection?.reason === 'size') return t('upload.rejectedSize', { size: formatSize(rejection.maxBytes) });
      if (rejection?.reason === 'count') return t('upload.rejectedCount', { count: rejection.maxCount });
      return t('upload.rejectedType');
  }
}

/** One file of an uploader: thumbnail, name, size, progress or outcome, and what may be done with it. */
export function UploadRow({ row, disabled, onCancel, onRetry, onRemove, onDownload }: UploadRowProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const statusText = useStatusText(row);
  const { name, status } = row;
  const image = useFileImage(row.image, row.imagePublic ?? false);
  const problem = status === 'failed' || status === 'rejected';
  const running = status === 'queued' || status === 'uploading';
  const action = (label: string, ariaLabel: string, onClick?: () => void, blocked = disabled) => (
    <Button type="link" size="small" disabled={blocked} aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );

  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, padding: `${token.paddingXS}px 0` }}>
      {image && <img src={image} alt="" width={40} height={40} style={{ objectFit: 'cover', borderRadius: token.borderRadiusSM }} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ display: 'flex', gap: token.marginXS }}>
          <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
            {formatSize(row.size)}
          </Typography.Text>
        </div>
        {status === 'uploading' && (
          <Progress percent={row.progress?.percent ?? 0} size="small" showInfo={false} aria-label={name} style={{ margin: 0 }} />
        )}
        <Typography.Text
          type={problem ? 'danger' : 'secondary'}
          role={problem ? 'alert' : 'status'}
          aria-live={problem ? 'assertive' : 'polite'}
        >
          {statusText}
        </Typography.Text>
      </div>
      <div style={{ flexShrink: 0 }}>
        {status === 'done' && onDownload && action(t('upload.download'), t('upload.downloadFile', { name }), onDownload, false)}
        {running && action(t('upload.cancel'), t('upload.cancelFile', { name }), onCancel, false)}
        {(status === 'failed' || status === 'cancelled') && action(t('upload.retry'), t('upload.retryFile', { name }), onRetry)}
        {!running && action(t('upload.remove'), t('upload.removeFile', { name }), onRemove)}
      </div>
    </li>
  );
}
