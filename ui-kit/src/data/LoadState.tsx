import type { ReactNode } from 'react';
import { Button, Empty, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readServerError } from '../serverError';

export interface LoadStateProps {
  /** The failure (or `true`) once loading failed; nothing while it loads. */
  error?: unknown;
  onRetry: () => void;
  /** The failure's title ("The demand could not be loaded"); the common text otherwise. */
  title?: string;
  /** What to do; the server's message or the common hint otherwise. */
  hint?: string;
  /** Said instead of "not found" when the server answers NOT_FOUND (no retry then). */
  notFound?: { title: string; hint?: string };
  loadingLabel?: string;
}

/** While data loads: a spinner; after it failed: what failed, why, and a retry. A missing item gets no retry. */
export function LoadState({ error, onRetry, title, hint, notFound, loadingLabel }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (!error) {
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
        <Spin aria-label={loadingLabel ?? t('state.loading')} />
      </div>
    );
  }
  const server = readServerError(error);
  if (server?.reason === 'NOT_FOUND') {
    return <Result status="404" title={notFound?.title ?? t('state.notFound')} subTitle={notFound?.hint ?? t('state.notFoundHint')} />;
  }
  return (
    <Result
      status="warning"
      title={title ?? t('state.loadFailed')}
      subTitle={hint ?? (server?.message || t('state.loadFailedHint'))}
      extra={<Button onClick={onRetry}>{t('action.retry')}</Button>}
    />
  );
}

/** Nothing to show: why, and what to do next. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div>{title}</div>
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </>
      }
    >
      {action}
    </Empty>
  );
}
