import { useMemo } from 'react';
import { Rate, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS, RATING_CRITERIA, type ProjectDashboard } from '@b2b/shared/contract';
import { NS } from '../i18n';
import { ChartBox } from './ChartBox';
import { FigureList } from './FigureList';

type Received = Pick<ProjectDashboard, 'rating' | 'ratingCriteria'>;

/** The ratings the company received (published ones): the average, and a bar per criterion. */
export function RatingChart({ rating, ratingCriteria }: Received) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: RATING_CRITERIA.map((c) => t(`rating.criterion.${c}`)),
        datasets: [
          { label: t('rating.average'), data: RATING_CRITERIA.map((c) => ratingCriteria?.[c] ?? 0), backgroundColor: token.colorWarning },
        ],
      },
      options: {
        indexAxis: 'y' as const,
        maintainAspectRatio: false,
        plugins: { legend: { display: false } },
        scales: { x: { min: 0, max: PROJECT_LIMITS.scoreMax, ticks: { stepSize: 1 } } },
      },
    }),
    [ratingCriteria, t, token],
  );
  if (!rating || !ratingCriteria) {
    return (
      <ChartBox title={t('rating.title')}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }} data-testid="rating-none">
          {t('rating.none', { days: PROJECT_LIMITS.ratingRevealDays })}
        </Typography.Paragraph>
      </ChartBox>
    );
  }
  const figures = RATING_CRITERIA.map((c) => ({ key: c, label: t(`rating.criterion.${c}`), value: ratingCriteria[c] }));
  return (
    <ChartBox
      title={t('rating.title')}
      figures={
        <>
          <div style={{ marginBottom: 4 }} data-testid="rating-average">
            <Rate disabled allowHalf value={Math.round(rating.average * 2) / 2} style={{ fontSize: 16 }} />{' '}
            <Typography.Text strong>{rating.average}</Typography.Text>{' '}
            <Typography.Text type="secondary">{t('rating.count', { count: rating.count })}</Typography.Text>
          </div>
          <FigureList items={figures} />
        </>
      }
      chart={{
        config,
        height: 150,
        label: t('rating.chart', { figures: figures.map((f) => `${f.label} ${f.value}`).join(t('listSeparator')) }),
      }}
    />
  );
}
