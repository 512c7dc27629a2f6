import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResponseView } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { Money, ResponseStatusTag } from '../../../components';
import { NS } from '../i18n';

const DECISION_COLORS = { SHORTLISTED: 'success', REJECTED: 'error' } as const;

/** A response's state, price, timeline, score and decision, on one wrapping line. */
export function ResponseFacts({ response }: { response: ResponseView }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Space wrap size={[12, 4]}>
      <ResponseStatusTag status={response.status} demandStatus={response.demandStatus} />
      <Money amount={response.price} currency={response.currency} />
      <Typography.Text type="secondary">{t('response.timeline', { count: response.timelineDays })}</Typography.Text>
      {response.score !== null && <Typography.Text>{t('response.score', { score: response.score.toFixed(1) })}</Typography.Text>}
      {response.decision && <Tag color={DECISION_COLORS[response.decision]}>{t(`decision.${response.decision}`)}</Tag>}
      <Typography.Text type="secondary">
        {t('response.submitted', { date: formatDate(response.submittedAt, i18n.language) })}
      </Typography.Text>
    </Space>
  );
}
