import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYMENT_LIMITS, type InvoiceBody, type Order } from '@b2b/shared/contract';
import { FormDialog } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useRequestInvoice } from '../api/request-invoice';

const TAX_NUMBER = new RegExp(PAYMENT_LIMITS.taxNumberPattern);

/** The invoice request of a paid order: title, tax number, the address it is mailed to. */
export function InvoiceDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<InvoiceBody>();
  const request = useRequestInvoice();
  return (
    <FormDialog
      form={form}
      name="invoice-request"
      title={t('membership.invoice.title')}
      okText={t('membership.invoice.submit')}
      mutate={(body: InvoiceBody) =>
        request.mutateAsync({ orderId: order.id, body: { ...body, title: body.title.trim(), taxNumber: body.taxNumber.trim() } })
      }
      fields={['title', 'taxNumber', 'email']}
      invalidText={t('membership.invoice.invalid')}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
