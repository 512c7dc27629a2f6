import { useState } from 'react';
import { Alert, App, Button, Card, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CERT_LIMITS, type Certificate } from '@b2b/shared/contract';
import { certKindName, EmptyState, LoadState, PageFrame } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { useDeleteCertificate } from './api/delete-certificate';
import { useCertificates } from './api/get-certificates';
import { useWithdrawCertificate } from './api/withdraw-certificate';
import { CertificateForm } from './components/CertificateForm';
import { CertificateHistory } from './components/CertificateHistory';
import { CertificateRow, type CertificateActions } from './components/CertificateRow';

/**
 * The supplier's qualifications (`account/certification`, main account of an approved supplier): each with its
 * review state, the reviewer's reasons, its history; add, fix, withdraw, delete; a warning before one expires.
 */
export function CertificationPage() {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const { message } = App.useApp();
  const certs = useCertificates();
  const withdraw = useWithdrawCertificate();
  const remove = useDeleteCertificate();
  const [editing, setEditing] = useState<Certificate | 'new' | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const data = certs.data;
  const expiring = data?.filter((c) => c.expiringSoon) ?? [];
  const full = !!data && data.length >= CERT_LIMITS.perCompany;
  const actions: CertificateActions = {
    onEdit: setEditing,
    onHistory: (cert) => setHistory(cert.id),
    onWithdraw: async (cert) => {
      await withdraw.mutateAsync(cert.id);
      void message.success(t('certification.withdrawn'));
    },
    onDelete: async (cert) => {
      await remove.mutateAsync(cert.id);
      void message.success(t('certification.deleted'));
    },
  };
  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!data || full} onClick={() => setEditing('new')}>
      {t('certification.add')}
    </Button>
  );
  return (
    <PageFrame title={tc('route.accountCertification')} width={820} extra={addButton}>
      {!data ? (
        <LoadState error={!certs.isFetching && certs.error} onRetry={() => void certs.refetch()} />
      ) : (
        <>
          <Alert type="info" showIcon title={t('certification.intro')} style={{ marginBottom: 16 }} />
          {expiring.length > 0 && (
            <Alert
              type="warning"
              showIcon
              data-testid="expiring-warning"
              title={t('certification.expiringWarning', {
                names: expiring
                  .map((c) => certKindName({ kind: c.kind, name: c.name }, i18n.language))
                  .join(t('certification.listSeparator')),
                count: expiring.length,
              })}
              style={{ marginBottom: 16 }}
            />
          )}
          {data.length === 0 ? (
            <EmptyState title={t('certification.empty')} hint={t('certification.emptyHint')} action={addButton} />
          ) : (
            <Flex vertical gap={8} role="list" aria-label={tc('route.accountCertification')}>
              {data.map((cert) => (
                <Card key={cert.id} size="small" role="listitem">
                  <CertificateRow cert={cert} actions={actions} />
                </Card>
              ))}
            </Flex>
          )}
        </>
      )}
      <CertificateForm
        open={editing !== null}
        cert={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void message.success(t('certification.submitted'));
        }}
      />
      <CertificateHistory id={history} onClose={() => setHistory(null)} />
    </PageFrame>
  );
}

export default CertificationPage;
