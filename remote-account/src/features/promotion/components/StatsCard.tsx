import { Card, Segmented, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATS_PERIODS, type StatsPeriod } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { LoadState } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { usePromotionStats } from '../api/get-stats';
import { DailyChart } from './DailyChart';

/** A Shanghai calendar day (YYYY-MM-DD) as the reader writes a date. */
export const dayLabel = (day: string, lang: string) => formatDate(new Date(`${day}T12:00:00+08:00`), lang);

/** Exposure and visits of the company's window per day, over the period the switch chooses. */
export function StatsCard({ days, onDays }: { days: StatsPeriod; onDays: (days: StatsPeriod) => void }) {
  const { t, i18n } = useTranslation(NS);
  const lang = i18n.language;
  const stats = usePromotionStats(days);
  const data = stats.data;
  const labels = data ? data.series.map((day) => dayLabel(day.day, lang)) : [];
  return (
    <Card size="small" title={t('promotion.stats.title')} data-testid="promotion-stats" styles={{ body: { minWidth: 0 } }}>
      <Segmented<StatsPeriod>
        aria-label={t('promotion.stats.period')}
        value={days}
        onChange={onDays}
        options={STATS_PERIODS.map((value) => ({ value, label: t('promotion.stats.days', { count: value }) }))}
        data-testid="stats-period"
        style={{ marginBottom: 12 }}
      />
      {!data ? (
        <LoadState error={!stats.isFetching && stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div aria-busy={stats.isFetching} style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 32, marginBottom: 12 }}>
            <Statistic
              title={`${t('promotion.stats.exposures')} · ${t('promotion.stats.total', { count: data.days })}`}
              value={data.totals.exposures}
              data-testid="stats-exposures"
            />
            <Statistic
              title={`${t('promotion.stats.visits')} · ${t('promotion.stats.total', { count: data.days })}`}
              value={data.totals.visits}
              data-testid="stats-visits"
            />
          </div>
          {data.totals.exposures + data.totals.visits === 0 && (
            <Typography.Paragraph type="secondary">{t('promotion.stats.empty')}</Typography.Paragraph>
          )}
          <DailyChart
            days={labels}
            bars={{ key: 'exposures', label: t('promotion.stats.exposures'), values: data.series.map((day) => day.exposures) }}
            line={{ key: 'visits', label: t('promotion.stats.visits'), values: data.series.map((day) => day.visits) }}
            summary={t('promotion.stats.summary', {
              from: labels[0],
              to: labels.at(-1),
              exposures: data.totals.exposures,
              visits: data.totals.visits,
            })}
            texts={{ day: t('promotion.stats.day'), showTable: t('promotion.stats.showTable'), showChart: t('promotion.stats.showChart') }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
            {t('promotion.stats.hint')}
          </Typography.Paragraph>
        </div>
      )}
    </Card>
  );
}
