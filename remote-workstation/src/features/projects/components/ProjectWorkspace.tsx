import { useState } from 'react';
import { Badge, Empty, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import type { Milestone, Project } from '@b2b/shared/contract';
import { NS } from '../i18n';
import { DisputePanel } from './DisputePanel';
import { MilestoneCard } from './MilestoneCard';
import { MilestoneTimeline } from './MilestoneTimeline';
import { ProjectActions } from './ProjectActions';
import { ProjectAlerts } from './ProjectAlerts';
import { ProjectFacts } from './ProjectFacts';
import { ProjectTrail } from './ProjectTrail';
import { RevisionPanel } from './RevisionPanel';
import { ProjectStatusTag } from './tags';
import { WorkDrawer, type WorkKind } from './WorkDrawer';

const TABS = ['plan', 'revisions', 'disputes', 'trail'] as const;

function useTab() {
  const [search, setSearch] = useSearchParams();
  const tab = TABS.find((key) => key === search.get('tab')) ?? 'plan';
  const open = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'plan') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );
  return [tab, open] as const;
}

/**
 * A project as both sides read it: the parties, where it stands and what to do next, the milestone timeline
 * and each milestone with its deliveries, the plan changes, disputes and the audit trail. What the reader may
 * do follows its side and the project's state (the server's `can`).
 */
export function ProjectWorkspace({ project }: { project: Project }) {
  const { t } = useTranslation(NS);
  const [tab, openTab] = useTab();
  const [working, setWorking] = useState<Milestone | null>(null);
  // Kept while the drawer closes, so its title does not change on the way out.
  const [kind, setKind] = useState<WorkKind>('progress');
  const openRevision = project.revisions.some((r) => r.status === 'PROPOSED');
  const plan =
    project.milestonesList.length === 0 ? (
      <Empty description={t(project.side === 'PARTY_A' ? 'plan.emptyA' : 'plan.emptySupplier')} />
    ) : (
      <Flex vertical gap={16}>
        <MilestoneTimeline milestones={project.milestonesList} currency={project.currency} />
        {project.milestonesList.map((m) => (
          <MilestoneCard
            key={m.id}
            project={project}
            milestone={m}
            onWork={(milestone, next) => {
              setKind(next);
              setWorking(milestone);
            }}
          />
        ))}
      </Flex>
    );
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex gap={8} align="center" wrap>
          <ProjectStatusTag status={project.status} />
          <Typography.Text type="secondary">{t(`side.${project.side}`)}</Typography.Text>
        </Flex>
        <ProjectActions project={project} />
      </Flex>
      <ProjectAlerts project={project} />
      <ProjectFacts project={project} />
      <Tabs
        activeKey={tab}
        onChange={openTab}
        items={[
          { key: 'plan', label: t('tab.plan'), children: plan },
          {
            key: 'revisions',
            label: (
              <Badge dot={openRevision} offset={[6, 0]}>
                {t('tab.revisions')}
              </Badge>
            ),
            children: <RevisionPanel project={project} />,
          },
          ...(project.disputes.length
            ? [{ key: 'disputes', label: t('tab.disputes'), children: <DisputePanel disputes={project.disputes} /> }]
            : []),
          { key: 'trail', label: t('tab.trail'), children: <ProjectTrail project={project} /> },
        ]}
      />
      <WorkDrawer milestone={working} kind={kind} onClose={() => setWorking(null)} />
    </>
  );
}
