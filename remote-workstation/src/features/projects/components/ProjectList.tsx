import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@b2b/shared/router';
import { PROJECT_STATUSES, type ProjectStatus } from '@b2b/shared/contract';
import { FilterTabs, filterTabId, RouteButton, usePageParam } from '@b2b/ui-kit';
import { useProjects } from '../api/get-projects';
import { PROJECT_PATHS } from '../lib/paths';
import { NS } from '../i18n';
import { PAGE_SIZE, ProjectResults } from './ProjectResults';

const PANEL = 'project-list';

/** The state filter, kept in the URL (`?status=IN_PROGRESS`) with the page. */
function useStatusParam() {
  const [params, setParams] = useSearchParams();
  const status = PROJECT_STATUSES.find((s) => s === params.get('status'));
  const set = (value: ProjectStatus | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [status, set] as const;
}

/** The company's projects by state, newest activity first; what an empty list means and where to go from it. */
export function ProjectList({ side }: { side: 'PARTY_A' | 'SUPPLIER' }) {
  const { t } = useTranslation(NS);
  const [status, setStatus] = useStatusParam();
  const [page, setPage] = usePageParam();
  const query = useProjects({ page, pageSize: PAGE_SIZE, ...(status && { status }) });
  const empty = side === 'PARTY_A' ? 'emptyA' : 'emptySupplier';
  const origin = side === 'PARTY_A' ? PROJECT_PATHS.awarded : '/workstation/published/sup/list';
  return (
    <>
      <FilterTabs
        aria-label={t('list.filter')}
        panelId={PANEL}
        activeKey={status ?? 'ALL'}
        onChange={(key) => setStatus(PROJECT_STATUSES.find((s) => s === key))}
        items={[{ key: 'ALL', label: t('list.all') }, ...PROJECT_STATUSES.map((s) => ({ key: s, label: t(`status.${s}`) }))]}
      />
      <div id={PANEL} role="tabpanel" aria-labelledby={filterTabId(PANEL, status ?? 'ALL')}>
        <ProjectResults
          query={query}
          page={page}
          onPage={setPage}
          label={t('list.label')}
          count={(total) => t('list.count', { count: total })}
          empty={{
            title: t(status ? 'list.emptyFiltered' : `list.${empty}`),
            hint: t(status ? 'list.emptyFilteredHint' : `list.${empty}Hint`),
            action: status ? (
              <Button onClick={() => setStatus(undefined)}>{t('list.showAll')}</Button>
            ) : (
              <RouteButton type="primary" to={origin}>
                {t(side === 'PARTY_A' ? 'list.toDemands' : 'list.toResponses')}
              </RouteButton>
            ),
          }}
        />
      </div>
    </>
  );
}
