import { Typography } from 'antd';
import { ExclamationCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

/**
 * The staff's reason for a rejected demand, as its list row carries it: one short line in the error colour;
 * the whole text on hover (and on the demand's page).
 */
export function RejectReason({ reason }: { reason: string | null }) {
  const { t } = useTranslation(NS);
  const text = t('verify.reasonLine', { reason: reason || t('verify.noReason') });
  return (
    <Typography.Paragraph
      type="danger"
      data-testid="reject-reason"
      ellipsis={{ rows: 1, tooltip: text }}
      style={{ margin: '4px 0 0', fontSize: 13 }}
    >
      <ExclamationCircleOutlined aria-hidden /> {text}
    </Typography.Paragraph>
  );
}
