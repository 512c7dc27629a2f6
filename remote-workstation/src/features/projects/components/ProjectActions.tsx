import { useState } from 'react';
import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import type { Project } from '@b2b/shared/contract';
import { useCancelProject } from '../api/cancel-project';
import { useOpenDispute } from '../api/open-dispute';
import { useStartProject } from '../api/start-project';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';
import { ProjectChat } from './ProjectChat';
import { ReasonDialog } from './ReasonDialog';

type Asking = 'cancel' | 'dispute' | null;

/** What the reader may do with the whole project now, by its side and the project's state (the server's `can`). */
export function ProjectActions({ project }: { project: Project }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const start = useStartProject();
  const cancel = useCancelProject();
  const dispute = useOpenDispute();
  const [asking, setAsking] = useState<Asking>(null);
  const planned = project.milestonesList.length > 0;
  // The other side proposed cancelling: the same call agrees, with the proposer's reason.
  const agreeing = project.cancelProposedBy !== null && project.can.cancel;
  return (
    <Flex gap={8} wrap data-testid="project-actions">
      {project.can.plan && (
        <Button onClick={() => navigate(planned ? PROJECT_PATHS.edit(project.id) : PROJECT_PATHS.plan(project.id))}>
          {t(planned ? (project.status === 'IN_PROGRESS' ? 'action.revise' : 'action.editPlan') : 'action.createPlan')}
        </Button>
      )}
      {project.can.start && (
        <Popconfirm
          title={t('action.startConfirm')}
          description={t('action.startExplain')}
          okText={t('action.start')}
          cancelText={t('action.back')}
          onConfirm={() => start.mutateAsync(project.id).catch(() => undefined)}
        >
          <Button type="primary" loading={start.isPending}>
            {t('action.start')}
          </Button>
        </Popconfirm>
      )}
      {project.can.rate && (
        <Button type="primary" onClick={() => navigate(PROJECT_PATHS.evaluate(project.id))}>
          {t('action.rate')}
        </Button>
      )}
      <ProjectChat project={project} />
      {agreeing ? (
        <Popconfirm
          title={t('action.agreeCancelConfirm')}
          description={project.reason}
          okText={t('action.agreeCancel')}
          okButtonProps={{ danger: true }}
          cancelText={t('action.back')}
          onConfirm={() => cancel.mutateAsync({ id: project.id, body: { reason: project.reason ?? '' } }).catch(() => undefined)}
        >
          <Button danger loading={cancel.isPending}>
            {t('action.agreeCancel')}
          </Button>
        </Popconfirm>
      ) : (
        project.can.cancel && <Button onClick={() => setAsking('cancel')}>{t('action.cancel')}</Button>
      )}
      {project.can.dispute && (
        <Button danger onClick={() => setAsking('dispute')}>
          {t('action.dispute')}
        </Button>
      )}
      <ReasonDialog
        open={asking === 'cancel'}
        title={t('cancel.title')}
        explain={t('cancel.explain')}
        label={t('cancel.reason')}
        okText={t('cancel.ok')}
        danger
        mutate={(body) => cancel.mutateAsync({ id: project.id, body })}
        onClose={() => setAsking(null)}
      />
      <ReasonDialog
        open={asking === 'dispute'}
        title={t('dispute.title')}
        explain={t('dispute.explain')}
        label={t('dispute.reason')}
        okText={t('dispute.ok')}
        danger
        mutate={(body) => dispute.mutateAsync({ id: project.id, body })}
        onClose={() => setAsking(null)}
      />
    </Flex>
  );
}
