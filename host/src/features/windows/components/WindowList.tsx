import { Button, Empty, Flex, Pagination, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExposureType, Paged, ShowcaseCard } from '@b2b/shared/contract';
import { WindowCard } from './WindowCard';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))', gap: 12 };

interface Props {
  data: Paged<ShowcaseCard> | undefined;
  pending: boolean;
  error: boolean;
  searched: boolean;
  type: ExposureType;
  onRetry: () => void;
  onOpen: (companyId: string) => void;
  onPage: (page: number) => void;
}

/** The cards of a page, or why there are none. */
export function WindowList({ data, pending, error, searched, type, onRetry, onOpen, onPage }: Props) {
  const { t } = useTranslation('host');
  if (pending && !data) {
    return (
      <div style={GRID} aria-busy>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} active paragraph={{ rows: 4 }} />
        ))}
      </div>
    );
  }
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('windows.show.loadFailed')}
        extra={<Button onClick={onRetry}>{t('action.retry', { ns: 'common' })}</Button>}
      />
    );
  }
  if (!data || data.list.length === 0) {
    return (
      <Empty
        data-testid="windows-empty"
        description={searched ? t('windows.show.emptySearch') : t('windows.show.empty')}
        style={{ padding: '48px 0' }}
      />
    );
  }
  const pager = { current: data.page, total: data.total, pageSize: data.pageSize, onChange: onPage };
  return (
    <Flex vertical gap={16}>
      <div style={GRID} data-testid="windows-list">
        {data.list.map((card) => (
          <WindowCard key={card.companyId} card={card} type={type} onOpen={onOpen} />
        ))}
      </div>
      <Pagination {...pager} align="center" hideOnSinglePage showSizeChanger={false} />
    </Flex>
  );
}
