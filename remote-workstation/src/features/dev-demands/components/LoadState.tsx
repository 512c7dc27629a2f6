import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { readServerError } from '@b2b/ui-kit';
import { NS } from '../i18n';

/** While data loads: a spinner; after it failed: what failed, why, and a retry. A missing demand gets no retry. */
export function LoadState({ error, what, onRetry }: { error?: unknown; what: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  if (!error) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin aria-label={t('state.loading')} />
      </div>
    );
  }
  const server = readServerError(error);
  if (server?.reason === 'NOT_FOUND') return <Result status="404" title={t('state.notFound')} subTitle={t('state.notFoundHint')} />;
  return (
    <Result
      status="warning"
      title={t('state.loadFailed', { what })}
      subTitle={server?.message || t('state.loadFailedHint')}
      extra={<Button onClick={onRetry}>{t('state.retry')}</Button>}
    />
  );
}
