import { useEffect, useState } from 'react';
import { Button, Drawer, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { DemandSummary } from '@b2b/shared/contract';
import { Money } from '../../../components';
import { usePendingDemands } from '../api/get-pending-demands';
import { NS } from '../i18n';
import { DRAWER_SIZE } from './CompanyQueue';
import { DemandReview } from './DemandReview';
import { LoadState } from './LoadState';
import { ItemRow, PagedList } from './PagedList';
import { QueueEmpty } from './QueueEmpty';

const PAGE_SIZE = 10;

/** Demands waiting for verification, oldest first; each opens in a drawer to publish or send back. */
export function DemandQueue() {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DemandSummary | null>(null);
  const query = usePendingDemands({ page, pageSize: PAGE_SIZE });
  const data = query.data;

  const pageEmptied = !!data && data.list.length === 0 && page > 1;
  useEffect(() => {
    if (pageEmptied) setPage((p) => p - 1);
  }, [pageEmptied]);

  if (!data) return <LoadState failed={query.isError && !query.isFetching} onRetry={() => void query.refetch()} />;
  if (data.total === 0) return <QueueEmpty title={t('demands.empty')} hint={t('demands.emptyHint')} />;

  return (
    <>
      <PagedList
        label={t('queue.demands')}
        busy={query.isFetching && query.isPlaceholderData}
        items={data.list}
        rowKey={(demand) => demand.id}
        page={page}
        pageSize={PAGE_SIZE}
        total={data.total}
        onPage={setPage}
        render={(demand) => (
          <ItemRow
            title={demand.title}
            meta={
              <Space wrap size={[12, 0]}>
                <Typography.Text type="secondary">{demand.companyName}</Typography.Text>
                <Typography.Text type="secondary">{demand.categoryName}</Typography.Text>
                <Money amount={demand.budgetMin} max={demand.budgetMax} currency={demand.currency} />
                <Typography.Text type="secondary">
                  {t('demands.submitted', { time: dayjs(demand.updatedAt).format('YYYY-MM-DD HH:mm') })}
                </Typography.Text>
              </Space>
            }
            actions={
              <Button type="link" onClick={() => setOpen(demand)}>
                {t('open')}
              </Button>
            }
          />
        )}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} size={DRAWER_SIZE} destroyOnHidden title={open?.title}>
        {open && <DemandReview id={open.id} onDone={() => setOpen(null)} />}
      </Drawer>
    </>
  );
}
