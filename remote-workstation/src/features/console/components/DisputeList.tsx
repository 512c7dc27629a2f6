import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dispute } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { NS } from '../i18n';

/** Each dispute of the project: who opened it and why, and how staff resolved it, with the note both sides saw. */
export function DisputeList({ disputes }: { disputes: Dispute[] }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {disputes.map((dispute) => (
        <Card key={dispute.id} size="small" data-testid="dispute">
          <Space wrap size={[8, 4]}>
            <Tag color={dispute.status === 'OPEN' ? 'error' : 'default'}>{t(`disputeStatus.${dispute.status}`)}</Tag>
            <Typography.Text strong>{t('disputes.openedBy', { side: t(`side.${dispute.openedBy}`) })}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(dispute.createdAt, i18n.language)}</Typography.Text>
          </Space>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{dispute.reason}</Typography.Paragraph>
          {dispute.decision && (
            <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>
              {t('disputes.decided', { decision: t(`decision.${dispute.decision}`), note: dispute.note ?? '' })}
            </Typography.Paragraph>
          )}
        </Card>
      ))}
    </Space>
  );
}
