import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Demand } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { FileLinks, Markdown } from '@b2b/ui-kit';
import { DemandStatusTag, Money } from '../../../components';
import { NS } from '../i18n';

const DAY_MS = 86_400_000;

/** Everything a reviewer checks before a demand is published. */
export function DemandDetails({ demand }: { demand: Demand }) {
  const { t, i18n } = useTranslation(NS);
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const items = [
    { key: 'status', label: t('demand.status'), children: <DemandStatusTag status={demand.status} deadline={demand.deadline} /> },
    { key: 'company', label: t('demand.company'), children: demand.companyName },
    { key: 'category', label: t('demand.category'), children: demand.categoryName },
    { key: 'region', label: t('demand.region'), children: [demand.provinceName, demand.cityName].filter(Boolean).join(' · ') },
    {
      key: 'budget',
      label: t('demand.budget'),
      children: <Money amount={demand.budgetMin} max={demand.budgetMax} currency={demand.currency} />,
    },
    {
      key: 'deadline',
      label: t('demand.deadline'),
      children: `${formatDateTime(demand.deadline, i18n.language)} (${t('demand.inDays', { count: Math.max(0, Math.floor((demand.deadline - Date.now()) / DAY_MS)) })})`,
    },
    { key: 'lang', label: t('demand.lang'), children: t(`lang.${demand.lang}`) },
    { key: 'sealed', label: t('demand.sealed'), children: yesNo(demand.sealed) },
    { key: 'blind', label: t('demand.blind'), children: yesNo(demand.blind) },
    { key: 'contact', label: t('demand.contactVisibility'), children: t(`contactVisibility.${demand.contactVisibility}`) },
    {
      key: 'criteria',
      label: t('demand.criteria'),
      children: (
        <Space wrap size={[4, 4]}>
          {demand.criteria.map((c) => (
            <Tag key={c.key}>{t('demand.criterion', { name: c.name, weight: c.weight })}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'attachments', label: t('demand.attachments'), children: <FileLinks files={demand.attachments} empty={t('none')} /> },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered items={items} styles={{ label: { width: 120, wordBreak: 'keep-all' } }} />
      <div>
        <Typography.Title level={5}>{t('demand.description')}</Typography.Title>
        <Markdown source={demand.description} />
      </div>
    </Space>
  );
}
