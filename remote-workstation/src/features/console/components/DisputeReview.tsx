import { Descriptions, Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Project } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';
import { LoadState } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { useDisputedProject } from '../api/get-disputed-project';
import { NS } from '../i18n';
import { DisputeList } from './DisputeList';
import { ProjectTrail } from './ProjectTrail';
import { ResolveDispute } from './ResolveDispute';

function ProjectFacts({ project }: { project: Project }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'status', label: t('project.status'), children: t(`projectStatus.${project.status}`) },
        { key: 'partyA', label: t('project.partyA'), children: project.partyAName },
        { key: 'supplier', label: t('project.supplier'), children: project.supplierName },
        { key: 'amount', label: t('project.amount'), children: <Money amount={project.amount} currency={project.currency} /> },
        {
          key: 'milestones',
          label: t('project.milestones'),
          children: (
            <ol style={{ margin: 0, paddingInlineStart: 20 }}>
              {project.milestonesList.map((m) => (
                <li key={m.id}>
                  {m.name} · {t(`milestoneState.${m.state}`)} · {t('project.due', { date: formatDate(m.dueDate, i18n.language) })} ·{' '}
                  <Money amount={m.amount} currency={project.currency} />
                </li>
              ))}
            </ol>
          ),
        },
      ]}
    />
  );
}

/** A disputed project in full: its facts and plan, its disputes, its trail, and the decision while a dispute is open. */
export function DisputeReview({ id, onDone }: { id: string; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const project = useDisputedProject(id);
  if (!project.data) return <LoadState error={project.isError && !project.isFetching} onRetry={() => void project.refetch()} />;
  const openDispute = project.data.disputes.find((d) => d.status === 'OPEN');
  return (
    <>
      <ProjectFacts project={project.data} />
      <Divider titlePlacement="start">{t('disputes.title')}</Divider>
      <DisputeList disputes={project.data.disputes} />
      <Divider titlePlacement="start">{t('events.title')}</Divider>
      <ProjectTrail events={project.data.events} milestones={project.data.milestonesList} />
      <Divider />
      {openDispute && project.data.can.resolve ? (
        <ResolveDispute disputeId={openDispute.id} onDone={onDone} />
      ) : (
        <Typography.Text type="secondary">{t('disputes.notOpen')}</Typography.Text>
      )}
    </>
  );
}
