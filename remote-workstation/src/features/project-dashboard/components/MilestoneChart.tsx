import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS, type ProjectDashboard } from '@b2b/shared/contract';
import { NS } from '../i18n';
import { ChartBox } from './ChartBox';
import { FigureList } from './FigureList';

const WEEK_DAYS = 7;

/** Milestones not yet accepted: overdue, then due in each week ahead, as bars; in review as a figure. */
export function MilestoneChart({ milestones }: { milestones: ProjectDashboard['milestones'] }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { config, bars } = useMemo(() => {
    const weeks = milestones.dueByWeek.map((count, week) => ({
      label: t('milestones.week', { from: week * WEEK_DAYS + 1, to: (week + 1) * WEEK_DAYS }),
      count,
    }));
    const all = [{ label: t('milestones.overdue'), count: milestones.overdue }, ...weeks];
    return {
      bars: all,
      config: {
        type: 'bar' as const,
        data: {
          labels: all.map((b) => b.label),
          datasets: [
            {
              label: t('milestones.dueCount'),
              data: all.map((b) => b.count),
              backgroundColor: all.map((_, i) => (i === 0 ? token.colorError : token.colorPrimary)),
            },
          ],
        },
        options: {
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        },
      },
    };
  }, [milestones, t, token]);
  return (
    <ChartBox
      title={t('milestones.title')}
      figures={
        <FigureList
          items={[
            { key: 'overdue', label: t('milestones.overdue'), value: milestones.overdue, color: token.colorError },
            { key: 'dueSoon', label: t('milestones.dueSoon', { days: PROJECT_LIMITS.dueSoonDays }), value: milestones.dueSoon },
            { key: 'inReview', label: t('milestones.inReview'), value: milestones.inReview },
          ]}
        />
      }
      chart={{
        config,
        height: 220,
        label: t('milestones.chart', { figures: bars.map((b) => `${b.label} ${b.count}`).join(t('listSeparator')) }),
      }}
    />
  );
}
