import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The panel a remote's routes show while that remote cannot be loaded. */
export default function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-unavailable">
      <Result
        status="warning"
        title={t('remote.unavailable')}
        subTitle={t('remote.unavailableHint')}
        extra={
          <Button type="primary" onClick={onRetry} data-testid="remote-retry">
            {t('remote.retry')}
          </Button>
        }
      />
    </div>
  );
}
