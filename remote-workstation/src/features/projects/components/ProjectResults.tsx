import type { ReactNode } from 'react';
import { Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Paged, ProjectSummary } from '@b2b/shared/contract';
import { LoadState, PagedList } from '@b2b/ui-kit';
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
  empty: ReactNode;
  count?: (total: number) => string;
}) {
  const { t } = useTranslation(NS);
  const data = query.data;
  if (!data)
    return (
      <LoadState
        error={query.isError && !query.isFetching ? query.error : undefined}
        onRetry={() => void query.refetch()}
        title={t('list.loadFailed')}
      />
    );
  if (data.total === 0) return <>{empty}</>;
  return (
    <>
      {count && (
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {count(data.total)}
        </Typography.Text>
      )}
      <PagedList
        label={label}
        busy={query.isFetching && query.isPlaceholderData}
        items={data.list}
        rowKey={(p) => p.id}
        render={(p) => <ProjectCard project={p} />}
        page={page}
        pageSize={PAGE_SIZE}
        total={data.total}
        onPage={onPage}
      />
    </>
  );
}
