import { LoadState } from '@b2b/ui-kit';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** A project loading, failed (with a retry), or not one the reader may see (no retry, where to go instead). */
export function ProjectLoadState({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <LoadState
      error={error}
      onRetry={onRetry}
      title={t('state.loadFailed')}
      notFound={{ title: t('state.notFound'), hint: t('state.notFoundHint') }}
      loadingLabel={t('state.loading')}
    />
  );
}
