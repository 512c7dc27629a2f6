import { Descriptions, Grid, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Demand } from '@b2b/shared/contract';
import { Countdown, FileLinks, Markdown } from '@b2b/ui-kit';
import { formatDateTime } from '@b2b/shared/i18n';
import { Money } from '../../../../components';
import { NS } from '../../i18n';
import { CriteriaList } from './CriteriaList';

/** Every field of a demand, as party A sees it. */
export function DemandFacts({ demand }: { demand: Demand }) {
  const { t, i18n } = useTranslation(NS);
  const screens = Grid.useBreakpoint();
  const when = (ms: number | null) => (ms ? formatDateTime(ms, i18n.language) : '—');
  const yesNo = (on: boolean) => t(on ? 'detail.yes' : 'detail.no');
  const items = [
    { key: 'category', label: t('field.category'), children: demand.categoryName },
    { key: 'region', label: t('detail.region'), children: [demand.provinceName, demand.cityName].filter(Boolean).join(' · ') },
    {
      key: 'budget',
      label: t('detail.budget'),
      children: <Money amount={demand.budgetMin} max={demand.budgetMax} currency={demand.currency} />,
    },
    {
      key: 'deadline',
      label: t('field.deadline'),
      children: (
        <Space wrap size={8}>
          {when(demand.deadline)}
          {demand.status === 'PUBLISHED' && <Countdown deadline={demand.deadline} />}
        </Space>
      ),
    },
    { key: 'lang', label: t('field.lang'), children: t(`lang.${demand.lang}`) },
    { key: 'contactVisibility', label: t('field.contactVisibility'), children: t(`contactVisibility.${demand.contactVisibility}`) },
    { key: 'sealed', label: t('field.sealed'), children: yesNo(demand.sealed) },
    { key: 'blind', label: t('field.blind'), children: yesNo(demand.blind) },
    { key: 'responses', label: t('column.responses'), children: demand.responseCount },
    { key: 'revision', label: t('detail.revision'), children: demand.revision },
    { key: 'publishedAt', label: t('detail.publishedAt'), children: when(demand.publishedAt) },
    { key: 'updatedAt', label: t('column.updated'), children: when(demand.updatedAt) },
    { key: 'criteria', label: t('field.criteria'), span: 'filled' as const, children: <CriteriaList criteria={demand.criteria} /> },
    {
      key: 'attachments',
      label: t('field.attachments'),
      span: 'filled' as const,
      children: <FileLinks files={demand.attachments} empty={t('detail.noAttachments')} />,
    },
  ];
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        // On a phone each label sits above its value: a label column there would break words ("供应/商类/型").
        layout={screens.sm ? 'horizontal' : 'vertical'}
        items={items}
        styles={{ label: { wordBreak: 'keep-all', minWidth: 88 } }}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('field.description')}
      </Typography.Title>
      <Markdown source={demand.description} />
    </>
  );
}
