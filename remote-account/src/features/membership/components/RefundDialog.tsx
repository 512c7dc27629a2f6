import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LIMITS as L, type Order } from '@b2b/shared/contract';
import { FormDialog } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useRequestRefund } from '../api/request-refund';

/** The company asks for a refund of a paid order, with its reason; staff decide. */
export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ reason: string }>();
  const request = useRequestRefund();
  return (
    <FormDialog
      form={form}
      name="refund-request"
      title={t('membership.refund.title')}
      okText={t('membership.refund.submit')}
      explain={t('membership.refund.hint', { days: L.refundRequestDays })}
      mutate={({ reason }) => request.mutateAsync({ orderId: order.id, reason: reason.trim() })}
      fields={['reason']}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('membership.refund.reason')}
        rules={[{ required: true, whitespace: true, min: L.reasonMin, max: L.reasonMax, message: t('membership.refund.reasonRule', L) }]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={L.reasonMax} showCount data-testid="refund-reason" />
      </Form.Item>
    </FormDialog>
  );
}
