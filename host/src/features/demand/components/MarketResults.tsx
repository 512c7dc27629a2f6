import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandSummary, Paged } from '@b2b/shared/contract';
import { useNow } from '@b2b/ui-kit';
import { DemandCard } from './DemandCard';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(280px, 100%), 1fr))', gap: 12 };

interface Props {
  data: Paged<DemandSummary> | undefined;
  pending: boolean;
  error: boolean;
  filtered: boolean;
  onRetry: () => void;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
}

/** The cards of a page, or why there are none. */
export function MarketResults({ data, pending, error, filtered, onRetry, onOpen, onPage }: Props) {
  const { t } = useTranslation('host');
  const now = useNow(60_000);
  if (pending && !data) {
    return (
      <div style={GRID} data-testid="demand-loading" aria-busy>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} active paragraph={{ rows: 3 }} />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('demand.loadFailed')}
        subTitle={t('demand.loadFailedHint')}
        extra={<Button onClick={onRetry}>{t('action.retry', { ns: 'common' })}</Button>}
        data-testid="demand-error"
      />
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <Empty
        data-testid="demand-empty"
        description={filtered ? t('demand.emptyFiltered') : t('demand.empty')}
        style={{ padding: '48px 0' }}
      />
    );
  }
  return (
    <>
      <div style={GRID} data-testid="demand-list">
        {data.list.map((d) => (
          <DemandCard key={d.id} demand={d} now={now} onOpen={onOpen} />
        ))}
      </div>
      <Pagination
        style={{ marginTop: 16, justifyContent: 'center' }}
        current={data.page}
        pageSize={data.pageSize}
        total={data.total}
        showSizeChanger={false}
        onChange={onPage}
        hideOnSinglePage
      />
    </>
  );
}
