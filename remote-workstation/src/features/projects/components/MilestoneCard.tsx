import { useState } from 'react';
import { Alert, Button, Card, Collapse, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { milestoneMayMove, type Milestone, type Project } from '@b2b/shared/contract';
import { formatDate, formatDateTime } from '@b2b/shared/i18n';
import { useNow } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { useAcceptMilestone } from '../api/accept-milestone';
import { useSendBackMilestone } from '../api/send-back-milestone';
import { NS } from '../i18n';
import { GlanceTag } from './MilestoneTimeline';
import { ReasonDialog } from './ReasonDialog';
import { SubmissionHistory } from './SubmissionHistory';
import { MilestoneStateTag } from './tags';
import type { WorkKind } from './WorkDrawer';

/** Party A's review of a delivered milestone: accept, or send back with a reason. */
function ReviewButtons({ milestone }: { milestone: Milestone }) {
  const { t } = useTranslation(NS);
  const accept = useAcceptMilestone();
  const sendBack = useSendBackMilestone();
  const [sendingBack, setSendingBack] = useState(false);
  return (
    <>
      <Popconfirm
        title={t('review.acceptConfirm')}
        description={t('review.acceptExplain')}
        okText={t('review.accept')}
        cancelText={t('action.back')}
        onConfirm={() => accept.mutateAsync(milestone.id).catch(() => undefined)}
      >
        <Button type="primary" loading={accept.isPending}>
          {t('review.accept')}
        </Button>
      </Popconfirm>
      <Button danger onClick={() => setSendingBack(true)}>
        {t('review.sendBack')}
      </Button>
      <ReasonDialog
        open={sendingBack}
        title={t('review.sendBackTitle', { name: milestone.name })}
        explain={t('review.sendBackExplain')}
        label={t('review.sendBackReason')}
        okText={t('review.sendBack')}
        danger
        mutate={(body) => sendBack.mutateAsync({ id: milestone.id, body })}
        onClose={() => setSendingBack(false)}
      />
    </>
  );
}

/**
 * One milestone as both sides read it: how it stands, what is expected, the supplier's reports and deliveries
 * with their files, and the actions the reader has on it now.
 */
export function MilestoneCard({
  project,
  milestone,
  onWork,
}: {
  project: Project;
  milestone: Milestone;
  onWork: (m: Milestone, kind: WorkKind) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const now = useNow(60_000);
  const submissions = project.submissions.filter((s) => s.milestoneId === milestone.id);
  const supplier = project.side === 'SUPPLIER' && project.can.work;
  const mayProgress = supplier && milestoneMayMove(project.status, milestone.state, 'progress');
  const maySubmit = supplier && milestoneMayMove(project.status, milestone.state, 'submit');
  const mayReview = project.side === 'PARTY_A' && project.can.review && milestoneMayMove(project.status, milestone.state, 'accept');
  return (
    <Card
      size="small"
      data-testid="milestone-card"
      title={
        <Flex gap={8} wrap align="center" style={{ whiteSpace: 'normal', paddingBlock: 4 }}>
          <span style={{ wordBreak: 'break-word' }}>{t('timeline.name', { n: milestone.position + 1, name: milestone.name })}</span>
          <MilestoneStateTag state={milestone.state} />
          {milestone.state !== 'ACCEPTED' && <GlanceTag milestone={milestone} now={now} />}
        </Flex>
      }
    >
      {milestone.state === 'SENT_BACK' && milestone.reason && (
        <Alert type="warning" showIcon title={t('milestone.sentBack')} description={milestone.reason} style={{ marginBottom: 12 }} />
      )}
      {milestone.state === 'SUBMITTED' && milestone.reviewEndsAt !== null && (
        <Alert
          type="info"
          showIcon
          title={t(project.side === 'PARTY_A' ? 'milestone.reviewA' : 'milestone.reviewSupplier', {
            date: formatDateTime(milestone.reviewEndsAt, i18n.language),
          })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} colon={false}>
        <Descriptions.Item label={t('milestone.due')}>{formatDate(milestone.dueDate, i18n.language)}</Descriptions.Item>
        <Descriptions.Item label={t('milestone.amount')}>
          <Money amount={milestone.amount} currency={project.currency} /> ({milestone.share}%)
        </Descriptions.Item>
        {milestone.acceptedAt !== null && (
          <Descriptions.Item label={t('milestone.acceptedAt')}>{formatDateTime(milestone.acceptedAt, i18n.language)}</Descriptions.Item>
        )}
        {milestone.deliverables && (
          <Descriptions.Item label={t('milestone.deliverables')} span="filled">
            <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{milestone.deliverables}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {milestone.description && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{milestone.description}</Typography.Paragraph>
      )}
      {(mayProgress || maySubmit || mayReview) && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          {mayProgress && <Button onClick={() => onWork(milestone, 'progress')}>{t('work.progressTitle')}</Button>}
          {maySubmit && (
            <Button type="primary" onClick={() => onWork(milestone, 'submit')}>
              {t('work.submitTitle')}
            </Button>
          )}
          {mayReview && <ReviewButtons milestone={milestone} />}
        </Flex>
      )}
      <Collapse
        size="small"
        defaultActiveKey={milestone.state === 'SUBMITTED' || milestone.state === 'SENT_BACK' ? ['history'] : []}
        items={[
          {
            key: 'history',
            label: t('history.titleCount', { count: submissions.length }),
            children: <SubmissionHistory submissions={submissions} />,
          },
        ]}
      />
    </Card>
  );
}
