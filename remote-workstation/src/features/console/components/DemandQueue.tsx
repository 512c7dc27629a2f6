import { useState } from 'react';
import { Button, Drawer, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DemandSummary } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { ItemRow, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { usePendingDemands } from '../api/get-pending-demands';
import { NS } from '../i18n';
import { DRAWER_SIZE } from './CompanyQueue';
import { DemandReview } from './DemandReview';

const PAGE_SIZE = 10;

/** Demands waiting for verification, oldest first; each opens in a drawer to publish or send back. */
export function DemandQueue() {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = usePageParam('demandsPage');
  const [open, setOpen] = useState<DemandSummary | null>(null);
  const query = usePendingDemands({ page, pageSize: PAGE_SIZE });
  return (
    <>
      <QueryPagedList
        query={query}
        empty={{ title: t('demands.empty'), hint: t('demands.emptyHint') }}
        label={t('queue.demands')}
        rowKey={(demand) => demand.id}
        page={page}
        pageSize={PAGE_SIZE}
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
                  {t('demands.submitted', { time: formatDateTime(demand.updatedAt, i18n.language) })}
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
