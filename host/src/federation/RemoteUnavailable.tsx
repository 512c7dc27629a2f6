import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RemoteUnavailableProps {
  /** A page gets the full panel with its hint; a widget (a dialog, a badge) one line with the retry. */
  size: 'page' | 'widget';
  onRetry: () => void;
}

/** The panel a remote's page or widget shows while that remote cannot be loaded. */
export default function RemoteUnavailable({ size, onRetry }: RemoteUnavailableProps) {
  const { t } = useTranslation('common');
  const retry = (
    <Button type="primary" size={size === 'widget' ? 'small' : undefined} onClick={onRetry} data-testid="remote-retry">
      {t('remote.retry')}
    </Button>
  );
  return (
    <div data-testid="remote-unavailable" data-size={size}>
      {size === 'page' ? (
        <Result status="warning" title={t('remote.unavailable')} subTitle={t('remote.unavailableHint')} extra={retry} />
      ) : (
        <Alert type="warning" showIcon title={t('remote.unavailable')} action={retry} />
      )}
    </div>
  );
}
