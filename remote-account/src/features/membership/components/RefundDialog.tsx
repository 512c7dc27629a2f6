import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LIMITS as L, type Order } from '@b2b/shared/contract';
import { readServerError } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useRequestRefund } from '../api/request-refund';

/** The company asks for a refund of a paid order, with its reason; staff decide. */
export function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<{ reason: string }>();
  const request = useRequestRefund();
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    // A field the rules refuse shows its message under it: nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { reason } = values;
    setError(null);
    try {
      await request.mutateAsync({ orderId: order.id, reason: reason.trim() });
      onClose();
    } catch (failure) {
      setError(readServerError(failure)?.message ?? t('membership.buy.failed'));
    }
  }

  return (
    <Modal
      open
      title={t('membership.refund.title')}
      okText={t('membership.refund.submit')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('membership.refund.hint', { days: L.refundRequestDays })}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="reason"
          label={t('membership.refund.reason')}
          rules={[{ required: true, whitespace: true, min: L.reasonMin, max: L.reasonMax, message: t('membership.refund.reasonRule', L) }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={L.reasonMax} showCount data-testid="refund-reason" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
