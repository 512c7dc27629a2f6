import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExposureType } from '@b2b/shared/contract';
import { LoadState } from '@b2b/ui-kit';
import { useWindow } from '../api/get-window';
import { useReportExposure } from '../lib/use-report-exposure';
import { WindowView } from './WindowView';

/** One company's published window, opened from the list; opening it reports the exposure (once a day). */
export function WindowDetail({ companyId, type, onBack }: { companyId: string; type: ExposureType; onBack: () => void }) {
  const { t } = useTranslation('host');
  const query = useWindow(companyId);
  useReportExposure(type, query.data ? companyId : undefined);
  return (
    <div data-testid="window-detail">
      <Button type="link" onClick={onBack} style={{ paddingInline: 0, marginBottom: 8 }} data-testid="window-back">
        {t('windows.show.back')}
      </Button>
      {query.data ? (
        <WindowView window={query.data} />
      ) : (
        <LoadState
          error={query.error}
          onRetry={() => void query.refetch()}
          title={t('windows.show.loadFailed')}
          notFound={{ title: t('windows.show.notFound'), hint: t('windows.show.notFoundHint') }}
        />
      )}
    </div>
  );
}
