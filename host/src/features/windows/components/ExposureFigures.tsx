import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyExposure } from '../api/get-my-exposure';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12 };

/** How often the other side saw the window: today, the last 7 days, in total. */
export function ExposureFigures() {
  const { t } = useTranslation('host');
  const { data, isError } = useMyExposure();
  const value = (n: number | undefined) => (isError ? '—' : (n ?? '…'));
  return (
    <Card size="small" title={t('windows.mine.exposure')} data-testid="window-exposure">
      <div style={GRID}>
        <Statistic title={t('windows.mine.today')} value={value(data?.today)} data-testid="exposure-today" />
        <Statistic title={t('windows.mine.last7Days')} value={value(data?.last7Days)} data-testid="exposure-week" />
        <Statistic title={t('windows.mine.total')} value={value(data?.total)} data-testid="exposure-total" />
      </div>
    </Card>
  );
}
