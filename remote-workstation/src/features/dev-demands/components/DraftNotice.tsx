import { Alert, Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@b2b/shared/i18n';
import { NS } from '../i18n';

export function DraftRestored({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('draft.restored', { time: formatDateTime(savedAt, i18n.language) })}
      action={
        <Button size="small" onClick={onDiscard}>
          {t('draft.discard')}
        </Button>
      }
    />
  );
}

export function AutosaveStatus({ savedAt }: { savedAt: number | null }) {
  const { t, i18n } = useTranslation(NS);
  if (!savedAt) return <Typography.Text type="secondary">{t('draft.autosaveOn')}</Typography.Text>;
  return (
    <Typography.Text type="secondary" aria-live="polite">
      {t('draft.savedAt', { time: formatDateTime(savedAt, i18n.language) })}
    </Typography.Text>
  );
}
