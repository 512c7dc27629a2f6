import { useState } from 'react';
import { Button, Divider, Drawer, Tag, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERT_FIELDS, type StaffCertificate } from '@b2b/shared/contract';
import { formatDateTime } from '@b2b/shared/i18n';
import { certKindName, ItemRow, LoadState, QueryPagedList, usePageParam } from '@b2b/ui-kit';
import { DRAWER_SIZE } from '../components/CompanyQueue';
import { NS } from '../i18n';
import { useCertDetail, useCertQueue } from './api';
import { CertDetails } from './CertDetails';
import { CertReview } from './CertReview';

const PAGE_SIZE = 10;

function CertDrawerBody({ id, onDone }: { id: string; onDone: () => void }) {
  const detail = useCertDetail(id);
  if (!detail.data) return <LoadState error={detail.isError && !detail.isFetching} onRetry={() => void detail.refetch()} />;
  const cert = detail.data;
  const fields = CERT_FIELDS.filter((field) => field !== 'name' || cert.kind === 'OTHER');
  return (
    <>
      <CertDetails cert={cert} />
      <Divider />
      {cert.state === 'SUBMITTED' && <CertReview id={cert.id} fields={fields} onDone={onDone} />}
    </>
  );
}

/** Suppliers' certificates waiting for review, oldest first; each opens in a drawer to approve or reject per field. */
export function CertQueue() {
  const { t, i18n } = useTranslation(NS);
  const [page, setPage] = usePageParam('certPage');
  const [open, setOpen] = useState<StaffCertificate | null>(null);
  const query = useCertQueue({ page, pageSize: PAGE_SIZE });
  const company = (c: StaffCertificate) => (i18n.language === 'en-US' && c.companyNameEn) || c.companyName;
  const title = (c: StaffCertificate) => `${certKindName({ kind: c.kind, name: c.name }, i18n.language)} · ${c.number}`;
  return (
    <>
      <QueryPagedList
        query={query}
        empty={{ title: t('cert.empty'), hint: t('cert.emptyHint') }}
        label={t('cert.tab')}
        rowKey={(c) => c.id}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        render={(c) => (
          <ItemRow
            avatar={<SafetyCertificateOutlined style={{ fontSize: 24, color: '#389e0d' }} />}
            title={title(c)}
            meta={
              <Typography.Text type="secondary">
                {company(c)} · {t('cert.submitted', { time: formatDateTime(c.submittedAt, i18n.language) })}
                {c.changedFields && <Tag style={{ marginInlineStart: 8 }}>{t('cert.resubmitted')}</Tag>}
              </Typography.Text>
            }
            actions={
              <Button type="link" onClick={() => setOpen(c)} data-testid={`open-cert-${c.id}`}>
                {t('open')}
              </Button>
            }
          />
        )}
      />
      <Drawer open={!!open} onClose={() => setOpen(null)} size={DRAWER_SIZE} destroyOnHidden title={open ? title(open) : t('cert.tab')}>
        {open && <CertDrawerBody id={open.id} onDone={() => setOpen(null)} />}
      </Drawer>
    </>
  );
}
