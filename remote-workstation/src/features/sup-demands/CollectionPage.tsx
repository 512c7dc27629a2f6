import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@b2b/shared/router';
import { PageFrame, QueryPagedList, usePageParam } from '@b2b/ui-kit';
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

  return (
    <PageFrame title={t('collection.title')}>
      <QueryPagedList
        query={query}
        empty={{
          title: t('collection.empty'),
          hint: t('collection.emptyHint'),
          action: (
            <Button type="primary" onClick={() => navigate('/demand')}>
              {t('action.browse')}
            </Button>
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
