import { Alert, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlanRevision, Project, RevisionStatus } from '@b2b/shared/contract';
import { formatDate, formatDateTime } from '@b2b/shared/i18n';
import { useAcceptRevision } from '../api/accept-revision';
import { useRejectRevision } from '../api/reject-revision';
import { revisionLines, type RevisionChange } from '../lib/revision-diff';
import { NS } from '../i18n';

const STATUS_COLORS: Record<RevisionStatus, string> = {
  PROPOSED: 'processing',
  ACCEPTED: 'success',
  REJECTED: 'error',
  SUPERSEDED: 'default',
};
const CHANGE_COLORS: Record<RevisionChange, string> = { added: 'green', changed: 'orange', same: 'default', dropped: 'red' };

function Answer({ revision }: { revision: PlanRevision }) {
  const { t } = useTranslation(NS);
  const accept = useAcceptRevision();
  const reject = useRejectRevision();
  return (
    <Flex gap={8} wrap>
      <Popconfirm
        title={t('revision.acceptConfirm')}
        okText={t('revision.accept')}
        cancelText={t('action.back')}
        onConfirm={() => accept.mutateAsync(revision.id).catch(() => undefined)}
      >
        <Button type="primary" loading={accept.isPending}>
          {t('revision.accept')}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('revision.rejectConfirm')}
        okText={t('revision.reject')}
        cancelText={t('action.back')}
        onConfirm={() => reject.mutateAsync(revision.id).catch(() => undefined)}
      >
        <Button danger loading={reject.isPending}>
          {t('revision.reject')}
        </Button>
      </Popconfirm>
    </Flex>
  );
}

/** One plan change: what it adds, changes and drops against the plan in force, and the supplier's answer. */
function RevisionCard({ project, revision }: { project: Project; revision: PlanRevision }) {
  const { t, i18n } = useTranslation(NS);
  const open = revision.status === 'PROPOSED';
  const lines = revisionLines(revision.milestones, open ? project.milestonesList : []);
  return (
    <Card
      size="small"
      data-testid="revision"
      title={
        <Flex gap={8} wrap align="center" style={{ whiteSpace: 'normal', paddingBlock: 4 }}>
          {t('revision.number', { n: revision.number })}
          <Tag color={STATUS_COLORS[revision.status]} style={{ marginInlineEnd: 0 }}>
            {t(`revisionStatus.${revision.status}`)}
          </Tag>
        </Flex>
      }
    >
      <Typography.Text type="secondary">
        {t('revision.proposedAt', { date: formatDateTime(revision.createdAt, i18n.language) })}
        {revision.decidedAt !== null && ` · ${t('revision.decidedAt', { date: formatDateTime(revision.decidedAt, i18n.language) })}`}
      </Typography.Text>
      {revision.note && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', marginTop: 8 }}>
          {t('revision.note', { note: revision.note })}
        </Typography.Paragraph>
      )}
      <Flex vertical gap={4} style={{ margin: '8px 0' }}>
        {lines.map((line, i) => (
          <Flex key={line.key} gap={8} wrap align="center">
            {open && (
              <Tag color={CHANGE_COLORS[line.change]} style={{ marginInlineEnd: 0 }}>
                {t(`revisionChange.${line.change}`)}
              </Tag>
            )}
            <Typography.Text delete={line.change === 'dropped'} style={{ wordBreak: 'break-word' }}>
              {line.change === 'dropped' ? line.name : t('timeline.name', { n: i + 1, name: line.name })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('timeline.due', { date: formatDate(line.dueDate, i18n.language) })} · {line.share}%
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      {open && project.can.answerRevision && <Answer revision={revision} />}
      {open && project.side === 'PARTY_A' && <Typography.Text type="secondary">{t('revision.waiting')}</Typography.Text>}
    </Card>
  );
}

/** Plan changes after the start, newest first; an open one on top with the supplier's answer. */
export function RevisionPanel({ project }: { project: Project }) {
  const { t } = useTranslation(NS);
  if (project.revisions.length === 0) return <Alert type="info" showIcon title={t('revision.none')} description={t('revision.noneHint')} />;
  return (
    <Flex vertical gap={12}>
      {[...project.revisions]
        .sort((a, b) => b.number - a.number)
        .map((r) => (
          <RevisionCard key={r.id} project={project} revision={r} />
        ))}
    </Flex>
  );
}
