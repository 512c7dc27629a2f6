import { useMemo } from 'react';
import { theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDashboard } from '@b2b/shared/contract';
import { formatMoney } from '@b2b/shared/i18n';
import { NS } from '../i18n';
import { ChartBox } from './ChartBox';

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/**
 * Amounts per currency: accepted and outstanding as shares of the planned amount, one stacked bar per currency
 * (shares, so currencies stand side by side), and the amounts themselves as text.
 */
export function AmountChart({ amounts }: { amounts: ProjectDashboard['amounts'] }) {
  const { t, i18n } = useTranslation(NS);
  const { token } = theme.useToken();
  const lang = i18n.language;
  const config = useMemo(() => {
    const money = (i: number, key: 'accepted' | 'outstanding') => formatMoney(amounts[i][key], amounts[i].currency, lang);
    const dataset = (key: 'accepted' | 'outstanding', color: string) => ({
      label: t(`amounts.${key}`),
      data: amounts.map((a) => percentOf(a[key], a.planned)),
      backgroundColor: color,
    });
    return {
      type: 'bar' as const,
      data: {
        labels: amounts.map((a) => a.currency),
        datasets: [dataset('accepted', token.colorSuccess), dataset('outstanding', token.colorWarning)],
      },
      options: {
        indexAxis: 'y' as const,
        maintainAspectRatio: false,
        plugins: {
          legend: { position: 'bottom' as const },
          tooltip: {
            callbacks: {
              label: (item: { dataIndex: number; datasetIndex: number; formattedValue: string; dataset: { label?: string } }) =>
                `${item.dataset.label}: ${money(item.dataIndex, item.datasetIndex === 0 ? 'accepted' : 'outstanding')} (${item.formattedValue}%)`,
            },
          },
        },
        scales: {
          x: { stacked: true, min: 0, max: 100, ticks: { callback: (value: string | number) => `${value}%` } },
          y: { stacked: true },
        },
      },
    };
  }, [amounts, lang, t, token]);
  if (!amounts.length) {
    return (
      <ChartBox title={t('amounts.title')}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('amounts.none')}
        </Typography.Paragraph>
      </ChartBox>
    );
  }
  const lines = amounts.map((a) => ({
    currency: a.currency,
    text: t('amounts.line', {
      planned: formatMoney(a.planned, a.currency, lang),
      accepted: formatMoney(a.accepted, a.currency, lang),
      outstanding: formatMoney(a.outstanding, a.currency, lang),
    }),
  }));
  return (
    <ChartBox
      title={t('amounts.title')}
      figures={
        <div style={{ marginBottom: 8 }}>
          {lines.map((line) => (
            <div key={line.currency} data-testid={`amount-${line.currency}`}>
              <Typography.Text>{line.text}</Typography.Text>
            </div>
          ))}
        </div>
      }
      chart={{
        config,
        height: 60 + 48 * amounts.length,
        label: t('amounts.chart', { figures: lines.map((l) => l.text).join(t('listSeparator')) }),
      }}
    />
  );
}
