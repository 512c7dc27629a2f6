import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Submission, SubmissionOutcome } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { FileLinks } from '@b2b/ui-kit';
import { NS } from '../i18n';

const OUTCOME_COLORS: Record<SubmissionOutcome, string> = {
  ACCEPTED: 'success',
  ACCEPTED_BY_REVIEW_PERIOD: 'success',
  SENT_BACK: 'error',
};

/** A milestone's progress reports and deliveries, newest first: notes, files, and what became of each delivery. */
export function SubmissionHistory({ submissions }: { submissions: Submission[] }) {
  const { t, i18n } = useTranslation(NS);
  if (submissions.length === 0) return <Typography.Text type="secondary">{t('history.empty')}</Typography.Text>;
  return (
    <Flex vertical gap={12} role="list" aria-label={t('history.title')}>
      {[...submissions]
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((s) => (
          <div
            key={s.id}
            role="listitem"
            data-testid="submission"
            style={{ borderInlineStart: '2px solid rgba(5,5,5,0.06)', paddingInlineStart: 12 }}
          >
            <Flex gap={8} wrap align="center">
              <Tag color={s.kind === 'DELIVERY' ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
                {t(`submissionKind.${s.kind}`)}
              </Tag>
              {s.outcome && (
                <Tag color={OUTCOME_COLORS[s.outcome]} style={{ marginInlineEnd: 0 }}>
                  {t(`outcome.${s.outcome}`)}
                </Tag>
              )}
              <Typography.Text type="secondary">
                {s.author} · {formatDateTime(s.createdAt, i18n.language)}
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '4px 0' }}>
              {s.notes}
            </Typography.Paragraph>
            {s.reason && (
              <Typography.Paragraph type="danger" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '4px 0' }}>
                {t('history.sentBackReason', { reason: s.reason })}
              </Typography.Paragraph>
            )}
            <FileLinks files={s.files} empty={t('history.noFiles')} />
          </div>
        ))}
    </Flex>
  );
}
