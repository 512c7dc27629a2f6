import { useState } from 'react';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RESPONSE_STATUSES, type ResponseStatus, type ResponseView } from '@b2b/shared/contract';
import { EmptyState, LoadState, PagedList, PageFrame, usePageParam } from '@b2b/ui-kit';
import { useMyResponses } from './api/get-my-responses';
import { ResponseCard } from './components/ResponseCard';
import { ReviseDrawer } from './components/ReviseDrawer';
import { NS } from './i18n';

const PAGE_SIZE = 10;

/** The supplier company's responses, with what each allows now. */
export function ResponsesPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [status, setStatus] = useState<ResponseStatus | undefined>();
  const [page, setPage] = usePageParam();
  const [revising, setRevising] = useState<ResponseView | null>(null);
  const query = useMyResponses({ page, pageSize: PAGE_SIZE, ...(status && { status }) });
  const data = query.data;

  const filter = (
    <Select<ResponseStatus | 'ALL'>
      aria-label={t('list.filter')}
      value={status ?? 'ALL'}
      style={{ width: 140 }}
      onChange={(value) => {
        setStatus(value === 'ALL' ? undefined : value);
        setPage(1);
      }}
      options={[
        { value: 'ALL', label: t('list.all') },
        ...RESPONSE_STATUSES.map((s) => ({ value: s, label: t(`responseStatus.${s}`, { ns: 'workstation' }) })),
      ]}
    />
  );

  return (
    <PageFrame title={t('list.title')} extra={filter}>
      {!data ? (
        <LoadState error={query.isError && !query.isFetching} onRetry={() => void query.refetch()} />
      ) : data.total === 0 ? (
        <EmptyState
          title={t(status ? 'list.emptyFiltered' : 'list.empty')}
          hint={t(status ? 'list.emptyFilteredHint' : 'list.emptyHint')}
          action={
            !status && (
              <Button type="primary" onClick={() => navigate('/demand')}>
                {t('action.browse')}
              </Button>
            )
          }
        />
      ) : (
        <PagedList
          label={t('list.title')}
          busy={query.isFetching && query.isPlaceholderData}
          items={data.list}
          rowKey={(r) => r.id}
          render={(r) => <ResponseCard response={r} onRevise={setRevising} />}
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPage}
        />
      )}
      <ReviseDrawer response={revising} onClose={() => setRevising(null)} />
    </PageFrame>
  );
}

export default ResponsesPage;
