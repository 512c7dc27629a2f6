import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Dispute } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { NS } from '../i18n';

/** Every dispute of the project: who opened it and why, and the staff's decision and note once resolved. */
export function DisputePanel({ disputes }: { disputes: Dispute[] }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Flex vertical gap={12}>
      {[...disputes]
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((d) => (
          <Card key={d.id} size="small" data-testid="dispute">
            <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
              <Tag color={d.status === 'OPEN' ? 'error' : 'default'} style={{ marginInlineEnd: 0 }}>
                {t(`disputeStatus.${d.status}`)}
              </Tag>
              <Typography.Text type="secondary">
                {t(`dispute.openedBy.${d.openedBy}`)} · {formatDateTime(d.createdAt, i18n.language)}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{d.reason}</Typography.Paragraph>
            {d.decision && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginBottom: 0 }}>
                <Typography.Text strong>{t(`dispute.decision.${d.decision}`)}</Typography.Text>
                {d.resolvedAt !== null && (
                  <Typography.Text type="secondary"> · {formatDateTime(d.resolvedAt, i18n.language)}</Typography.Text>
                )}
                {d.note && <div>{d.note}</div>}
              </Typography.Paragraph>
            )}
          </Card>
        ))}
    </Flex>
  );
}
