import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@b2b/shared/router';
import { PageFrame } from '@b2b/ui-kit';
import { useProject } from '../api/get-project';
import { ProjectLoadState } from '../components/ProjectLoadState';
import { ProjectWorkspace } from '../components/ProjectWorkspace';
import { listPath } from '../lib/paths';
import { NS } from '../i18n';

/** One project: party A's view page and the supplier's work page show the same project, each with its own actions. */
export function ProjectPage({ side }: { side: 'PARTY_A' | 'SUPPLIER' }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const id = useParams().requirementProgressId ?? '';
  const query = useProject(id);
  const project = query.data;
  const reader = project?.side ?? side;
  return (
    <PageFrame
      width={1100}
      title={project ? project.title : t(side === 'SUPPLIER' ? 'page.process' : 'page.view')}
      extra={
        <Button type="link" onClick={() => navigate(listPath(reader))}>
          {t(reader === 'SUPPLIER' ? 'nav.work' : 'nav.list')}
        </Button>
      }
    >
      {project ? (
        <ProjectWorkspace project={project} />
      ) : (
        <ProjectLoadState error={query.isError ? query.error : undefined} onRetry={() => void query.refetch()} />
      )}
    </PageFrame>
  );
}
