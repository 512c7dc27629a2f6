import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState, LoadState, PagedList, PageFrame, usePageParam } from '@b2b/ui-kit';
import { useCollections } from './api/get-collections';
import { CollectionCard } from './components/CollectionCard';
import { NS } from './i18n';

const PAGE_SIZE = 10;

/** My Collection: the demands the account saved, newest first. */
export function CollectionPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [page, setPage] = usePageParam();
  const query = useCollections({ page, pageSize: PAGE_SIZE });
  const data = query.data;

  return (
    <PageFrame title={t('collection.title')}>
      {!data ? (
        <LoadState error={query.isError && !query.isFetching} onRetry={() => void query.refetch()} />
      ) : data.total === 0 ? (
        <EmptyState
          title={t('collection.empty')}
          hint={t('collection.emptyHint')}
          action={
            <Button type="primary" onClick={() => navigate('/demand')}>
              {t('action.browse')}
            </Button>
          }
        />
      ) : (
        <PagedList
          label={t('collection.title')}
          busy={query.isFetching && query.isPlaceholderData}
          items={data.list}
          rowKey={(d) => d.id}
          render={(d) => <CollectionCard demand={d} />}
          page={page}
          pageSize={PAGE_SIZE}
          total={data.total}
          onPage={setPage}
        />
      )}
    </PageFrame>
  );
}

export default CollectionPage;
