import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@b2b/ui-kit';
import { NS } from '../i18n';

interface QueryLike<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The loading or failed state of `what` (a missing demand gets no retry). */
export function DemandLoadState({ error, what, onRetry }: { error?: unknown; what: string; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <LoadState
      error={error}
      onRetry={onRetry}
      title={t('state.loadFailed', { what })}
      notFound={{ title: t('state.notFound'), hint: t('state.notFoundHint') }}
      loadingLabel={t('state.loading')}
    />
  );
}

/** A query's data once it is there; until then the loading or failed state. */
export function Loaded<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.data === undefined)
    return <DemandLoadState error={query.isError ? query.error : undefined} what={what} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
