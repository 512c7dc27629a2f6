import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LIMITS, type InvoiceBody, type Order } from '@b2b/shared/contract';
import { readServerError, showOnFields } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useRequestInvoice } from '../api/request-invoice';

const TAX_NUMBER = new RegExp(PAYMENT_LIMITS.taxNumberPattern);
const FIELDS = ['title', 'taxNumber', 'email'] as const;

/** The invoice request of a paid order: title, tax number, the address it is mailed to. */
export function InvoiceDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<InvoiceBody>();
  const request = useRequestInvoice();
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const body = await form.validateFields();
    setError(null);
    try {
      await request.mutateAsync({ orderId: order.id, body: { ...body, title: body.title.trim(), taxNumber: body.taxNumber.trim() } });
      onClose();
    } catch (failure) {
      const server = readServerError(failure);
      if (!server || !showOnFields(form, server, { fields: FIELDS, invalidText: t('membership.invoice.invalid') }))
        setError(server?.message ?? t('membership.buy.failed'));
    }
  }

  return (
    <Modal
      open
      title={t('membership.invoice.title')}
      okText={t('membership.invoice.submit')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="title"
          label={t('membership.invoice.name')}
          rules={[
            { required: true, whitespace: true, min: 2, max: PAYMENT_LIMITS.invoiceTitleMax, message: t('membership.invoice.nameRule') },
          ]}
        >
          <Input maxLength={PAYMENT_LIMITS.invoiceTitleMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="taxNumber"
          label={t('membership.invoice.taxNumber')}
          rules={[{ required: true, pattern: TAX_NUMBER, message: t('membership.invoice.taxNumberRule') }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('membership.invoice.email')}
          rules={[{ required: true, type: 'email', message: t('membership.invoice.emailRule') }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
