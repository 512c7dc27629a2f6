import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { EventTimeline, LoadState } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useCertificate } from '../api/get-certificates';
import { certTimeline } from './cert-events';

/** Every move of one certificate, newest first. */
export function CertificateHistory({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const detail = useCertificate(id);
  return (
    <Drawer open={!!id} onClose={onClose} title={t('certification.history')} size="min(480px, 100vw)" destroyOnHidden>
      {detail.data ? (
        <EventTimeline events={certTimeline(detail.data.events, t)} />
      ) : (
        <LoadState error={!detail.isFetching && detail.error} onRetry={() => void detail.refetch()} />
      )}
    </Drawer>
  );
}
