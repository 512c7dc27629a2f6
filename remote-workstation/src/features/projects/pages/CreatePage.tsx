import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from '@b2b/shared/router';
import { PageFrame, RouteButton, usePageParam, useRouteOffer } from '@b2b/ui-kit';
import { useProjects } from '../api/get-projects';
import { PAGE_SIZE, ProjectResults } from '../components/ProjectResults';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';

/**
 * "New project": a project comes from an awarded demand (its page offers "start the project"); here party A
 * finds the projects started and not yet under way, to write or finish their plan.
 */
export default function CreatePage() {
  const { t } = useTranslation(NS);
  const [page, setPage] = usePageParam();
  const query = useProjects({ page, pageSize: PAGE_SIZE, status: 'STARTED' });
  const toAwarded = useRouteOffer(PROJECT_PATHS.awarded) === 'open';
  return (
    <PageFrame width={1100} title={t('page.create')}>
      <Alert
        type="info"
        showIcon
        title={t('create.how')}
        description={t('create.howHint')}
        action={toAwarded && <Link to={PROJECT_PATHS.awarded}>{t('create.toAwarded')}</Link>}
        style={{ marginBottom: 16 }}
      />
      <ProjectResults
        query={query}
        page={page}
        onPage={setPage}
        label={t('page.create')}
        count={(total) => t('create.waiting', { count: total })}
        empty={{
          title: t('create.empty'),
          hint: t('create.emptyHint'),
          action: (
            <RouteButton type="primary" to={PROJECT_PATHS.awarded}>
              {t('list.toDemands')}
            </RouteButton>
          ),
        }}
      />
      <Link to={PROJECT_PATHS.list}>{t('nav.list')}</Link>
    </PageFrame>
  );
}
