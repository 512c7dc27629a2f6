import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@b2b/shared/router';
import type { Project, ProjectStatus } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';
import { FilterTabs, filterTabId, PageFrame, usePageParam } from '@b2b/ui-kit';
import { useProject } from '../api/get-project';
import { useProjects } from '../api/get-projects';
import { PAGE_SIZE, ProjectResults } from '../components/ProjectResults';
import { ProjectLoadState } from '../components/ProjectLoadState';
import { RatingCards } from '../components/RatingCards';
import { RatingForm } from '../components/RatingForm';
import { ProjectStatusTag } from '../components/tags';
import { listPath, PROJECT_PATHS, projectPath } from '../lib/paths';
import { NS } from '../i18n';

const ENDED: readonly ProjectStatus[] = ['COMPLETED', 'CANCELLED'];
const PANEL = 'ended-projects';

/** The ended projects, to pick one to rate or to read its ratings. */
function EndedProjects() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const side = useSession((s) => (s.user?.role === 'SUP' ? 'SUPPLIER' : 'PARTY_A'));
  const [status, setStatus] = useState<ProjectStatus>('COMPLETED');
  const [page, setPage] = usePageParam();
  const query = useProjects({ page, pageSize: PAGE_SIZE, status });
  return (
    <>
      <FilterTabs
        aria-label={t('list.filter')}
        panelId={PANEL}
        activeKey={status}
        onChange={(key) => {
          setStatus(ENDED.find((s) => s === key) ?? 'COMPLETED');
          setPage(1);
        }}
        items={ENDED.map((s) => ({ key: s, label: t(`status.${s}`) }))}
      />
      <div id={PANEL} role="tabpanel" aria-labelledby={filterTabId(PANEL, status)}>
        <ProjectResults
          query={query}
          page={page}
          onPage={setPage}
          label={t('page.evaluate')}
          empty={{
            title: t('rate.emptyList'),
            hint: t('rate.emptyListHint'),
            action: <Button onClick={() => navigate(listPath(side))}>{t('rate.toProjects')}</Button>,
          }}
        />
      </div>
    </>
  );
}

/** One ended project's ratings: the caller's form while it may rate, and the ratings as far as they show. */
function ProjectRatings({ project }: { project: Project }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const ended = ENDED.includes(project.status);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <Typography.Text strong style={{ wordBreak: 'break-word' }}>
          {project.title}
        </Typography.Text>
        <ProjectStatusTag status={project.status} />
        <Button type="link" onClick={() => navigate(projectPath(project))}>
          {t('nav.project')}
        </Button>
      </Flex>
      {!ended ? (
        <Typography.Text type="secondary">{t('rate.notEnded')}</Typography.Text>
      ) : (
        <>
          {project.can.rate && (
            <Card size="small" title={t('rate.title')}>
              <RatingForm project={project} />
            </Card>
          )}
          <Card size="small" title={t('ratings.title')}>
            <RatingCards project={project} />
          </Card>
        </>
      )}
    </Flex>
  );
}

/** Rating the other side of an ended project (`?project=<id>`, the notice's link), or the ended projects to choose from. */
export default function EvaluatePage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('project') ?? '';
  const query = useProject(id);
  return (
    <PageFrame
      width={900}
      title={t('page.evaluate')}
      extra={
        id && (
          <Button type="link" onClick={() => navigate(PROJECT_PATHS.evaluate())}>
            {t('rate.allEnded')}
          </Button>
        )
      }
    >
      {!id ? (
        <EndedProjects />
      ) : query.data ? (
        <ProjectRatings project={query.data} />
      ) : (
        <ProjectLoadState error={query.isError ? query.error : undefined} onRetry={() => void query.refetch()} />
      )}
    </PageFrame>
  );
}
