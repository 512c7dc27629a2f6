import { Button, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { UploadedFileResult } from '@b2b/shared/contract';
import { downloadBlob } from '@b2b/shared/upload';
import { formatSize } from '@b2b/ui-kit';
import { NS } from '../i18n';

/** Files to download through the API client (which sends the session). */
export function FileLinks({ files }: { files: UploadedFileResult[] }) {
  const { t } = useTranslation(NS);
  if (files.length === 0) return <Typography.Text type="secondary">{t('none')}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {files.map((file) => (
        <Button
          key={file.id}
          type="link"
          icon={<PaperClipOutlined />}
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          aria-label={t('download', { name: file.name })}
          onClick={() => void downloadBlob(file.url, file.name).catch(() => undefined)}
        >
          {file.name} <Typography.Text type="secondary">({formatSize(file.size)})</Typography.Text>
        </Button>
      ))}
    </Space>
  );
}
