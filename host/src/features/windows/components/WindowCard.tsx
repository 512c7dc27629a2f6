import { RiseOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExposureType, ShowcaseCard } from '@b2b/shared/contract';
import { CertBadges, RatingLine } from '@b2b/ui-kit';
import { useReportExposure } from '../lib/use-report-exposure';
import { Cover } from './Cover';

/** One published window in the list, marked when promoted; showing it reports the company's exposure (once a day). */
export function WindowCard({ card, type, onOpen }: { card: ShowcaseCard; type: ExposureType; onOpen: (companyId: string) => void }) {
  const { t } = useTranslation('host');
  useReportExposure(type, card.companyId);
  return (
    <Card
      hoverable
      size="small"
      data-testid={`window-card-${card.companyId}`}
      onClick={() => onOpen(card.companyId)}
      cover={<Cover image={card.cover} name={card.companyName} height={140} thumb />}
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}
    >
      <Typography.Link
        strong
        style={{ fontSize: 16, overflowWrap: 'anywhere' }}
        onClick={(e) => {
          e.stopPropagation();
          onOpen(card.companyId);
        }}
      >
        {card.companyName}
      </Typography.Link>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>
        {card.excerpt}
      </Typography.Paragraph>
      {card.rating && <RatingLine rating={card.rating} />}
      <CertBadges badges={card.badges} max={2} />
      <Flex gap={4} wrap>
        {card.promoted && (
          <Tooltip title={t('windows.card.promotedHint')}>
            <Tag color="gold" icon={<RiseOutlined />} data-testid="promoted">
              {t('windows.card.promoted')}
            </Tag>
          </Tooltip>
        )}
        <Tag color="blue">{t('windows.card.cases', { count: card.caseCount })}</Tag>
      </Flex>
    </Card>
  );
}
