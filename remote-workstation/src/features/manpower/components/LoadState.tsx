import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** While data loads, a spinner; after it failed, what to do. */
export function LoadState({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  if (!failed) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin aria-label={t('loading')} />
      </div>
    );
  }
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      subTitle={t('loadFailedHint')}
      extra={<Button onClick={onRetry}>{t('action.retry', { ns: 'common' })}</Button>}
    />
  );
}
