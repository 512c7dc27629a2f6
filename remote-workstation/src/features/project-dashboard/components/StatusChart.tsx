import { useMemo } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES, type ProjectDashboard, type ProjectStatus } from '@b2b/shared/contract';
import { NS } from '../i18n';
import { ChartBox } from './ChartBox';
import { FigureList } from './FigureList';

/** Projects by state: a doughnut, with each state's count as text. */
export function StatusChart({ byStatus }: { byStatus: ProjectDashboard['byStatus'] }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  const { config, figures } = useMemo(() => {
    const colors: Record<ProjectStatus, string> = {
      STARTED: token.colorPrimaryBorder,
      IN_PROGRESS: token.colorPrimary,
      COMPLETED: token.colorSuccess,
      CANCELLED: token.colorTextQuaternary,
      DISPUTED: token.colorError,
    };
    const shown = PROJECT_STATUSES.map((status) => ({
      key: status,
      label: t(`status.${status}`),
      value: byStatus.find((s) => s.status === status)?.count ?? 0,
      color: colors[status],
    })).filter((s) => s.value > 0);
    return {
      figures: shown,
      config: {
        type: 'doughnut' as const,
        data: {
          labels: shown.map((s) => s.label),
          datasets: [{ data: shown.map((s) => s.value), backgroundColor: shown.map((s) => s.color) }],
        },
        // The figures above are the legend, with the same colours.
        options: { maintainAspectRatio: false, plugins: { legend: { display: false } } },
      },
    };
  }, [byStatus, t, token]);
  return (
    <ChartBox
      title={t('byStatus.title')}
      figures={<FigureList items={figures} />}
      chart={{
        config,
        height: 220,
        label: t('byStatus.chart', { figures: figures.map((f) => `${f.label} ${f.value}`).join(t('listSeparator')) }),
      }}
    />
  );
}
