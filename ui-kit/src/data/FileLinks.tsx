import { Button, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedFileResult } from '@b2b/shared/contract';
import { downloadBlob } from '@b2b/shared/upload';
import { formatSize } from '../upload/format-size';

/** Attachment links: each file downloaded through the API client (with the session) from the URL the API gave. */
export function FileLinks({ files, empty }: { files: UploadedFileResult[]; empty?: string }) {
  const { t } = useTranslation('common');
  if (files.length === 0) return <Typography.Text type="secondary">{empty ?? t('files.none')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {files.map((file) => (
        <Button
          key={file.id}
          type="link"
          icon={<PaperClipOutlined />}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          aria-label={t('files.download', { name: file.name })}
          onClick={() => void downloadBlob(file.url, file.name).catch(() => undefined)}
        >
          {file.name} <Typography.Text type="secondary">({formatSize(file.size)})</Typography.Text>
        </Button>
      ))}
    </Space>
  );
}
