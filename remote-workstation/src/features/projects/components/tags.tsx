import { Tag, theme, Typography } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyRating, MilestoneState, ProjectStatus } from '@b2b/shared/contract';
import { NS } from '../i18n';

const STATUS_COLORS: Record<ProjectStatus, string> = {
  STARTED: 'gold',
  IN_PROGRESS: 'processing',
  COMPLETED: 'success',
  CANCELLED: 'default',
  DISPUTED: 'error',
};

const MILESTONE_COLORS: Record<MilestoneState, string> = {
  PLANNED: 'default',
  IN_PROGRESS: 'processing',
  SUBMITTED: 'blue',
  ACCEPTED: 'success',
  SENT_BACK: 'error',
};

export function ProjectStatusTag({ status }: { status: ProjectStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {t(`status.${status}`)}
    </Tag>
  );
}

export function MilestoneStateTag({ state }: { state: MilestoneState }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={MILESTONE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {t(`milestoneState.${state}`)}
    </Tag>
  );
}

/** A company's published rating ("★ 4.6 · 3 ratings"), or that it has none yet. */
export function CompanyRatingText({ rating }: { rating: CompanyRating }) {
  const { t } = useTranslation(NS);
  const { token } = theme.useToken();
  if (!rating) return <Typography.Text type="secondary">{t('rating.none')}</Typography.Text>;
  return (
    <Typography.Text style={{ whiteSpace: 'nowrap' }}>
      <StarFilled style={{ color: token.colorWarning }} />{' '}
      {t('rating.average', { average: rating.average.toFixed(1), count: rating.count })}
    </Typography.Text>
  );
}
