import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { Money } from '../../../components';
import { NS } from '../i18n';
import { CompanyRatingText } from './tags';

/** Who the project is between (each with its rating), what it is worth, how far it is and when it ran. */
export function ProjectFacts({
  project,
}: {
  project: ProjectSummary & { startedAt?: number | null; endedAt?: number | null; reviewDays?: number };
}) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} colon={false} style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('facts.partyA')}>
        <Flex gap={8} wrap>
          <Typography.Text style={{ wordBreak: 'break-word' }}>{project.partyAName}</Typography.Text>
          <CompanyRatingText rating={project.partyARating} />
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('facts.supplier')}>
        <Flex gap={8} wrap>
          <Typography.Text style={{ wordBreak: 'break-word' }}>{project.supplierName}</Typography.Text>
          <CompanyRatingText rating={project.supplierRating} />
        </Flex>
      </Descriptions.Item>
      <Descriptions.Item label={t('facts.amount')}>
        <Money amount={project.amount} currency={project.currency} />
      </Descriptions.Item>
      <Descriptions.Item label={t('facts.progress')}>
        {t('facts.accepted', { done: project.accepted, total: project.milestones })}
      </Descriptions.Item>
      {project.startedAt ? (
        <Descriptions.Item label={t('facts.startedAt')}>{formatDate(project.startedAt, i18n.language)}</Descriptions.Item>
      ) : null}
      {project.endedAt ? (
        <Descriptions.Item label={t('facts.endedAt')}>{formatDate(project.endedAt, i18n.language)}</Descriptions.Item>
      ) : null}
      {project.reviewDays ? (
        <Descriptions.Item label={t('facts.reviewDays')}>{t('facts.days', { count: project.reviewDays })}</Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
