import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDemand } from '../../api/get-demand';
import { NS } from '../../i18n';

/** The staff's reason for a rejected demand (the list rows do not carry it, the demand does). */
export function RejectReason({ demandId }: { demandId: string }) {
  const { t } = useTranslation(NS);
  const demand = useDemand(demandId);
  return (
    <Alert
      type="error"
      showIcon
      title={t('verify.reasonTitle')}
      description={demand.data ? demand.data.reason || t('verify.noReason') : demand.isError ? t('verify.reasonUnavailable') : '…'}
      style={{ marginTop: 8 }}
    />
  );
}
