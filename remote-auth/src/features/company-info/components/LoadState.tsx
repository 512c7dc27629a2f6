import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

/** What a company page shows while its data loads or after loading failed. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  if (!failed) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin aria-label={t('company.loading')} />
      </div>
    );
  }
  return <Result status="warning" title={t('company.loadFailed')} extra={<Button onClick={onRetry}>{t('company.retry')}</Button>} />;
}
