import { useState } from 'react';
import { Button, Drawer, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectSummary } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { ItemRow, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { Money } from '../../../components';
import { useDisputes } from '../api/get-disputes';
import { NS } from '../i18n';
import { DRAWER_SIZE } from './CompanyQueue';
import { DisputeReview } from './DisputeReview';

const PAGE_SIZE = 10;

/** Projects with a dispute, open ones first; each opens in a drawer with its whole history and, while open, the decision. */
export function DisputeQueue() {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = usePageParam('disputesPage');
  const [open, setOpen] = useState<ProjectSummary | null>(null);
  const query = useDisputes({ page, pageSize: PAGE_SIZE });
  return (
    <>
      <QueryPagedList
        query={query}
        empty={{ title: t('disputes.empty'), hint: t('disputes.emptyHint') }}
        failedTitle={t('disputes.loadFailed')}
        label={t('queue.disputes')}
        rowKey={(project) => project.id}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        render={(project) => (
          <ItemRow
            title={project.title}
            meta={
              <Space wrap size={[12, 0]}>
                {project.status === 'DISPUTED' ? (
                  <Tag color="error">{t('disputes.open')}</Tag>
                ) : (
                  <Tag>{t('disputes.resolved', { status: t(`projectStatus.${project.status}`) })}</Tag>
                )}
                <Typography.Text type="secondary">
                  {t('disputes.parties', { partyA: project.partyAName, supplier: project.supplierName })}
                </Typography.Text>
                <Money amount={project.amount} currency={project.currency} />
                <Typography.Text type="secondary">
                  {t('disputes.updated', { time: formatDateTime(project.updatedAt, i18n.language) })}
                </Typography.Text>
              </Space>
            }
            actions={
              <Button type="link" onClick={() => setOpen(project)}>
                {project.status === 'DISPUTED' ? t('disputes.handle') : t('disputes.view')}
              </Button>
            }
          />
        )}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} size={DRAWER_SIZE} destroyOnHidden title={open?.title}>
        {open && <DisputeReview id={open.id} onDone={() => setOpen(null)} />}
      </Drawer>
    </>
  );
}
