import { Alert, Button, Descriptions, Divider, Flex, Grid, Progress, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Demand } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { Countdown, FileLinks, Markdown, RatingLine } from '@b2b/ui-kit';
import { formatBudget } from '../lib/format';
import { CollectButton } from './CollectButton';
import { Questions } from './Questions';

const section = (title: string) => (
  <Divider titlePlacement="start" style={{ margin: '20px 0 12px' }}>
    {title}
  </Divider>
);

/** Everything a supplier needs to decide: facts, description, files, how responses are judged, the clarifications. */
export function DemandDetail({ demand, onRespond }: { demand: Demand; onRespond: () => void }) {
  const { t, i18n } = useTranslation('host');
  const lang = i18n.language;
  // On a phone each label sits above its value: a label column there would break words ("供应/商类/型").
  const screens = Grid.useBreakpoint();
  return (
    <div data-testid="demand-detail">
      <Typography.Title level={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }}>
        {demand.title}
      </Typography.Title>
      <Flex gap={4} wrap style={{ marginBottom: 12 }}>
        <Tag color="blue">{demand.categoryName}</Tag>
        <Tag>{t(`demand.lang.${demand.lang}`)}</Tag>
        {demand.sealed && <Tag color="purple">{t('demand.sealed')}</Tag>}
        {demand.responded && <Tag color="success">{t('demand.responded')}</Tag>}
      </Flex>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        {demand.can.respond && (
          <Button type="primary" onClick={onRespond} data-testid="respond-button">
            {t('demand.respond')}
          </Button>
        )}
        <CollectButton demandId={demand.id} collected={demand.collected} title={demand.title} />
      </Flex>
      {demand.sealed && <Alert type="info" showIcon title={t('demand.sealedHint')} style={{ marginBottom: 12 }} />}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        layout={screens.sm ? 'horizontal' : 'vertical'}
        styles={{ label: { wordBreak: 'keep-all', minWidth: 88 } }}
      >
        <Descriptions.Item label={t('demand.field.budget')}>
          {formatBudget(demand.budgetMin, demand.budgetMax, demand.currency, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('demand.field.deadline')}>
          <Space orientation="vertical" size={0}>
            <span>{formatDateTime(demand.deadline, lang)}</span>
            <Countdown deadline={demand.deadline} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('demand.field.region')}>
          {[demand.provinceName, demand.cityName].filter(Boolean).join(' · ')}
        </Descriptions.Item>
        <Descriptions.Item label={t('demand.field.responses')}>{t('demand.responses', { count: demand.responseCount })}</Descriptions.Item>
        {demand.companyName && (
          <Descriptions.Item label={t('demand.field.company')}>
            <Space wrap size={8} data-testid="demand-company">
              <span>{demand.companyName}</span>
              {demand.companyRating && <RatingLine rating={demand.companyRating} />}
            </Space>
          </Descriptions.Item>
        )}
        {demand.publishedAt && (
          <Descriptions.Item label={t('demand.field.published')}>{formatDateTime(demand.publishedAt, lang)}</Descriptions.Item>
        )}
      </Descriptions>
      {section(t('demand.section.description'))}
      <Markdown source={demand.description} testId="demand-description" />
      {section(t('demand.section.attachments'))}
      <FileLinks files={demand.attachments} empty={t('demand.noAttachments')} />
      {section(t('demand.section.criteria'))}
      <Typography.Paragraph type="secondary">{t('demand.criteriaHint')}</Typography.Paragraph>
      <Flex vertical gap={4} data-testid="demand-criteria">
        {demand.criteria.map((c) => (
          <Flex key={c.key} gap={12} align="center">
            <Typography.Text style={{ flex: '0 0 40%', minWidth: 0 }} ellipsis={{ tooltip: c.name }}>
              {c.name}
            </Typography.Text>
            <Progress percent={c.weight} size="small" format={(p) => `${p}%`} style={{ flex: 1, margin: 0 }} />
          </Flex>
        ))}
      </Flex>
      {demand.contact && (
        <>
          {section(t('demand.section.contact'))}
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('demand.field.contactName')}>{demand.contact.name}</Descriptions.Item>
            <Descriptions.Item label={t('demand.field.contactPhone')}>
              <a href={`tel:${demand.contact.phone}`}>{demand.contact.phone}</a>
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
      {section(t('demand.section.questions'))}
      <Questions demandId={demand.id} canAsk={demand.can.ask} />
    </div>
  );
}
