import { Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paged, ProjectSummary } from '@b2b/shared/contract';
import { PagedList, QueryStates, type QueryStatesProps } from '@b2b/ui-kit';
import { NS } from '../i18n';
import { ProjectCard } from './ProjectCard';

export const PAGE_SIZE = 10;

/**
 * A page of projects: loading, failed (with a retry), `empty` when there is none, else the cards under an
 * optional `count` line, with the pager.
 */
export function ProjectResults({
  query,
  page,
  onPage,
  label,
  empty,
  count,
}: {
  query: UseQueryResult<Paged<ProjectSummary>>;
  page: number;
  onPage: (page: number) => void;
  label: string;
  empty: QueryStatesProps<Paged<ProjectSummary>>['empty'];
  count?: (total: number) => string;
}) {
  const { t } = useTranslation(NS);
  return (
    <QueryStates query={query} failedTitle={t('list.loadFailed')} empty={empty}>
      {(data, busy) => (
        <>
          {count && (
            <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
              {count(data.total)}
            </Typography.Text>
          )}
          <PagedList
            label={label}
            busy={busy}
            items={data.list}
            rowKey={(p) => p.id}
            render={(p) => <ProjectCard project={p} />}
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPage={onPage}
          />
        </>
      )}
    </QueryStates>
  );
}
