import { useEffect, useMemo, useRef } from 'react';
import { ConfigProvider, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileVisibility } from '@b2b/shared/contract';
import { downloadBlob, type UploadedFile } from '@b2b/shared/upload';
import { acceptList } from './check-file';
import { DropZone } from './DropZone';
import { defaultUpload, type UploadFn, type UploadKind } from './default-upload';
import { formatSize } from './format-size';
import { UploadRow, type UploadRowView } from './UploadRow';
import { fileKey, type QueueLimits, type UploadItem } from './upload-queue';
import { useUploadQueue } from './use-upload-queue';

export interface FileUploaderProps extends QueueLimits {
  /** The uploaded files (the value of its `Form.Item`). */
  value?: UploadedFile[];
  /** Receives every uploaded file, in the order they were added, after each upload and removal. */
  onChange?: (files: UploadedFile[]) => void;
  /** `image` sends to the image endpoint and shows thumbnails; default `file`. */
  kind?: UploadKind;
  /** Sends straight to storage through an upload URL (`uploadViaUrl`). */
  direct?: boolean;
  /** `public` for logos and showcase pictures anyone may see; default the company's own. */
  visibility?: FileVisibility;
  /** Several files at once; default true unless `maxCount` is 1. */
  multiple?: boolean;
  /** Defaults to the disabled state of the surrounding antd `Form`. */
  disabled?: boolean;
  /** Replaces the kernel's upload (tests, other endpoints). */
  upload?: UploadFn;
  /** Given by `Form.Item`, so that its label focuses the drop zone. */
  id?: string;
  /**
   * Told when a file starts uploading (or waits to) and when none does any more: a file is the field's value only
   * once uploaded, so a form keeps its submit disabled meanwhile.
   */
  onUploading?: (uploading: boolean) => void;
}

const imageOf = (file: UploadedFile) => file.thumbUrl ?? file.url;

function itemView(item: UploadItem, kind: UploadKind, imagePublic: boolean): UploadRowView {
  const { file, status, progress, error, rejection, preview, uploaded } = item;
  const image = kind === 'image' ? (preview ?? (uploaded && imageOf(uploaded))) : undefined;
  return { name: file.name, size: file.size, status, progress, error, rejection, image, imagePublic };
}

const download = (file: UploadedFile) => () => void downloadBlob(file.url, file.name).catch(() => undefined);

function useLimitsHint({ accept, maxSizeMB, maxCount }: QueueLimits): string {
  const { t } = useTranslation('common');
  const types = acceptList(accept);
  return [
    types.length > 0 && t('upload.acceptHint', { types: types.join(', ') }),
    maxSizeMB !== undefined && t('upload.sizeHint', { size: formatSize(maxSizeMB * 1024 * 1024) }),
    maxCount !== undefined && t('upload.countHint', { count: maxCount }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Reports each change of `uploading`, and that nothing uploads any more when the uploader goes (its uploads are cancelled). */
function useReportUploading(uploading: boolean, report: ((uploading: boolean) => void) | undefined) {
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (uploading === reported.current) return;
    reported.current = uploading;
    latest.current?.(uploading);
  }, [uploading]);
  useEffect(
    () => () => {
      if (reported.current) latest.current?.(false);
    },
    [],
  );
}

/** Drag-and-drop or pick files, watch them upload, cancel, retry and remove them: the uploader of every form. */
export function FileUploader({
  value,
  onChange,
  kind = 'file',
  direct = false,
  visibility,
  multiple,
  disabled,
  upload,
  id,
  onUploading,
  ...limits
}: FileUploaderProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const formDisabled = ConfigProvider.useConfig().componentDisabled;
  const off = disabled ?? formDisabled ?? false;
  const send = useMemo(() => upload ?? defaultUpload(kind, direct, visibility), [upload, kind, direct, visibility]);
  const queue = useUploadQueue({ value, onChange, upload: send, limits, previews: kind === 'image' });
  const hint = useLimitsHint(limits);
  const accept = acceptList(limits.accept).join(',') || undefined;
  const imagePublic = visibility === 'public';
  const empty = queue.outside.length === 0 && queue.items.length === 0;
  useReportUploading(
    queue.items.some((item) => item.status === 'queued' || item.status === 'uploading'),
    onUploading,
  );

  return (
    <div>
      <DropZone id={id} accept={accept} multiple={multiple ?? limits.maxCount !== 1} disabled={off} hint={hint} onFiles={queue.add} />
      {!empty && (
        <ul aria-label={t('upload.fileList')} style={{ listStyle: 'none', margin: `${token.marginXS}px 0 0`, padding: 0 }}>
          {queue.outside.map((file) => (
            <UploadRow
              key={`value:${fileKey(file)}`}
              row={{ name: file.name, size: file.size, status: 'done', image: kind === 'image' ? imageOf(file) : undefined, imagePublic }}
              disabled={off}
              onRemove={() => queue.removeOutside(file)}
              onDownload={download(file)}
            />
          ))}
          {queue.items.map((item) => (
            <UploadRow
              key={item.id}
              row={itemView(item, kind, imagePublic)}
              disabled={off}
              onCancel={() => queue.cancel(item.id)}
              onRetry={() => queue.retry(item.id)}
              onRemove={() => queue.remove(item.id)}
              onDownload={item.uploaded && download(item.uploaded)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
