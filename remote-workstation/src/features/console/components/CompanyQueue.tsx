import { useState } from 'react';
import { Avatar, Button, Divider, Drawer, Tag, Typography } from 'antd';
import { ShopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CompanyInfo } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { ItemRow, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { usePendingCompanies } from '../api/get-pending-companies';
import { NS } from '../i18n';
import { CompanyDetails } from './CompanyDetails';
import { CompanyReview } from './CompanyReview';
import { CompanyTrail } from './CompanyTrail';

const PAGE_SIZE = 10;
export const DRAWER_SIZE = 'min(640px, 100vw)';

/** Companies whose details wait for review, oldest first; each opens in a drawer to approve or reject. */
export function CompanyQueue() {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = usePageParam('companiesPage');
  const [open, setOpen] = useState<CompanyInfo | null>(null);
  const query = usePendingCompanies({ page, pageSize: PAGE_SIZE });
  return (
    <>
      <QueryPagedList
        query={query}
        empty={{ title: t('companies.empty'), hint: t('companies.emptyHint') }}
        label={t('queue.companies')}
        rowKey={(company) => company.companyId}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        render={(company) => (
          <ItemRow
            avatar={<Avatar shape="square" src={company.logo?.thumbUrl ?? company.logo?.url} icon={<ShopOutlined />} />}
            title={company.info?.companyName ?? company.companyId}
            meta={
              <Typography.Text type="secondary">
                <Tag>{t(`role.${company.role}`, { ns: 'common' })}</Tag>
                {t('companies.submitted', { time: formatDateTime(company.updatedAt, i18n.language) })}
              </Typography.Text>
            }
            actions={
              <Button type="link" onClick={() => setOpen(company)}>
                {t('open')}
              </Button>
            }
          />
        )}
      />
      <Drawer
        open={!!open}
        onClose={() => setOpen(null)}
        size={DRAWER_SIZE}
        destroyOnHidden
        title={open?.info?.companyName ?? t('companies.detail')}
      >
        {open && (
          <>
            <CompanyDetails company={open} />
            <Divider titlePlacement="start">{t('companies.history')}</Divider>
            <CompanyTrail companyId={open.companyId} />
            <Divider />
            <CompanyReview companyId={open.companyId} onDone={() => setOpen(null)} />
          </>
        )}
      </Drawer>
    </>
  );
}
