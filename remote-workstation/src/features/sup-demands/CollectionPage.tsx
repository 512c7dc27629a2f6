import { useTranslation } from 'react-i18next';
import { PageFrame, QueryPagedList, RouteButton, usePageParam, useRouteOffer } from '@b2b/ui-kit';
import { useCollections } from './api/get-collections';
import { CollectionCard } from './components/CollectionCard';
import { NS } from './i18n';

const PAGE_SIZE = 10;

/** My Collection: the demands the account saved, newest first. */
export function CollectionPage() {
  const { t } = useTranslation(NS);
  const [page, setPage] = usePageParam();
  const query = useCollections({ page, pageSize: PAGE_SIZE });
  const zone = useRouteOffer('/demand');

  return (
    <PageFrame title={t('collection.title')}>
      <QueryPagedList
        query={query}
        empty={{
          title: t('collection.empty'),
          hint: t(zone ? 'collection.emptyHint' : 'collection.emptyHintNoZone'),
          action: (
            <RouteButton type="primary" to="/demand">
              {t('action.browse')}
            </RouteButton>
          ),
        }}
        label={t('collection.title')}
        rowKey={(d) => d.id}
        render={(d) => <CollectionCard demand={d} />}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
    </PageFrame>
  );
}

export default CollectionPage;
