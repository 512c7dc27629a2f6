import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/** The staff's reason for a rejected demand, as its list row carries it. */
export function RejectReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <Alert type="error" showIcon title={t('verify.reasonTitle')} description={reason || t('verify.noReason')} style={{ marginTop: 8 }} />
  );
}
