import { Alert, App, Button, Flex, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@b2b/shared/router';
import type { Project } from '@b2b/shared/contract';
import { PageFrame } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { useProject } from '../api/get-project';
import { PlanForm } from '../components/PlanForm';
import { ProjectLoadState } from '../components/ProjectLoadState';
import { ProjectStatusTag } from '../components/tags';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';

function titleOf(project: Project | undefined): string {
  if (!project || project.milestonesList.length === 0) return 'page.planCreate';
  return project.status === 'IN_PROGRESS' ? 'page.planRevise' : 'page.planEdit';
}

/** Party A writes the milestone plan (`…/create`) or changes it (`…/edit`; a revision once the work started). */
export default function PlanPage() {
  const { t } = useTranslation(NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = useParams().requirementProgressId ?? '';
  const query = useProject(id);
  const project = query.data;
  const onSaved = (saved: Project) => {
    const revision = saved.status === 'IN_PROGRESS';
    void message.success(t(revision ? 'plan.proposed' : 'plan.saved'));
    navigate(`${PROJECT_PATHS.view(saved.id)}${revision ? '?tab=revisions' : ''}`);
  };
  return (
    <PageFrame
      width={900}
      title={t(titleOf(project))}
      extra={
        project && (
          <Button type="link" onClick={() => navigate(PROJECT_PATHS.view(project.id))}>
            {t('nav.project')}
          </Button>
        )
      }
    >
      {!project ? (
        <ProjectLoadState error={query.isError ? query.error : undefined} onRetry={() => void query.refetch()} />
      ) : !project.can.plan ? (
        <Result
          status="info"
          title={t('plan.closed')}
          subTitle={t(project.side === 'PARTY_A' ? 'plan.closedHint' : 'plan.closedSupplier')}
          extra={
            <Button type="primary" onClick={() => navigate(PROJECT_PATHS.view(project.id))}>
              {t('nav.project')}
            </Button>
          }
        />
      ) : (
        <>
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
            <Typography.Text strong style={{ wordBreak: 'break-word' }}>
              {project.title}
            </Typography.Text>
            <ProjectStatusTag status={project.status} />
            <Typography.Text type="secondary">
              {project.supplierName} · <Money amount={project.amount} currency={project.currency} />
            </Typography.Text>
          </Flex>
          {project.revisions.some((r) => r.status === 'PROPOSED') && (
            <Alert type="warning" showIcon title={t('plan.supersedes')} style={{ marginBottom: 16 }} />
          )}
          <PlanForm project={project} onSaved={onSaved} />
        </>
      )}
    </PageFrame>
  );
}
