import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandSummary } from '@b2b/shared/contract';
import { Countdown, RatingLine } from '@b2b/ui-kit';
import { formatBudget } from '../lib/format';
import { CollectButton } from './CollectButton';

/** One published demand: what a supplier weighs before opening it. */
export function DemandCard({ demand, now, onOpen }: { demand: DemandSummary; now: number; onOpen: (id: string) => void }) {
  const { t, i18n } = useTranslation('host');
  const region = [demand.provinceName, demand.cityName].filter(Boolean).join(' · ');
  return (
    <Card
      hoverable
      size="small"
      data-testid={`demand-card-${demand.id}`}
      onClick={() => onOpen(demand.id)}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8, height: '100%' } }}
    >
      <Flex justify="space-between" align="flex-start" gap={8}>
        <Typography.Link
          strong
          style={{ fontSize: 16, overflowWrap: 'anywhere' }}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(demand.id);
          }}
        >
          {demand.title}
        </Typography.Link>
        <CollectButton demandId={demand.id} collected={demand.collected} title={demand.title} />
      </Flex>
      <Flex gap={4} wrap>
        <Tag color="blue">{demand.categoryName}</Tag>
        <Tag>{region}</Tag>
        <Tag>{t(`demand.lang.${demand.lang}`)}</Tag>
        {demand.sealed && (
          <Tag color="purple" title={t('demand.sealedHint')}>
            {t('demand.sealed')}
          </Tag>
        )}
        {demand.responded && <Tag color="success">{t('demand.responded')}</Tag>}
      </Flex>
      <Typography.Text strong style={{ color: '#d4380d' }}>
        {formatBudget(demand.budgetMin, demand.budgetMax, demand.currency, i18n.language)}
      </Typography.Text>
      {/* The demand company's rating from its published ratings; a company not rated yet shows nothing here. */}
      {demand.companyRating && (
        <Flex gap={8} wrap align="center" data-testid="demand-company">
          {demand.companyName && (
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {demand.companyName}
            </Typography.Text>
          )}
          <RatingLine rating={demand.companyRating} />
        </Flex>
      )}
      <Flex justify="space-between" gap={8} wrap style={{ marginTop: 'auto' }}>
        <Countdown deadline={demand.deadline} now={now} />
        <Typography.Text type="secondary">{t('demand.responses', { count: demand.responseCount })}</Typography.Text>
      </Flex>
    </Card>
  );
}
