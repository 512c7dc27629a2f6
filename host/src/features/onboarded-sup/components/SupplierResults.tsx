import { Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CompanyCard, Paged } from '@b2b/shared/contract';
import { EmptyState, LoadState } from '@b2b/ui-kit';
import { SupplierCard } from './SupplierCard';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))', gap: 12 };

interface Props {
  data: Paged<CompanyCard> | undefined;
  pending: boolean;
  error: unknown;
  filtered: boolean;
  onRetry: () => void;
  onPage: (page: number) => void;
}

/** The cards of a page with the total, or why there are none. */
export function SupplierResults({ data, pending, error, filtered, onRetry, onPage }: Props) {
  const { t } = useTranslation('host');
  if (pending && !data) {
    return (
      <div style={GRID} data-testid="supplier-loading" aria-busy>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} active avatar paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return <LoadState error={error} onRetry={onRetry} title={t('onboardedSup.loadFailed')} hint={t('onboardedSup.loadFailedHint')} />;
  }
  if (!data || data.list.length === 0) {
    return (
      <div data-testid="supplier-empty" style={{ padding: '32px 0' }}>
        <EmptyState title={filtered ? t('onboardedSup.emptyFiltered') : t('onboardedSup.empty')} />
      </div>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" data-testid="supplier-total">
        {t('onboardedSup.total', { count: data.total })}
      </Typography.Text>
      <div style={GRID} data-testid="supplier-list">
        {data.list.map((card) => (
          <SupplierCard key={card.id} card={card} />
        ))}
      </div>
      <Pagination
        align="center"
        current={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onChange={onPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Flex>
  );
}
