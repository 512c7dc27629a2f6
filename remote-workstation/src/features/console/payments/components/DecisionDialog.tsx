import { DatePicker, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PAYMENT_LIMITS as L, type StaffOrder } from '@b2b/shared/contract';
import type { UploadedFile } from '@b2b/shared/upload';
import { FileUploader, FormDialog } from '@b2b/ui-kit';
import { useDecide, type Decision } from '../api/decide';
import { NS } from '../i18n';

export type DecisionKind = Decision['kind'];
const TITLES: Record<DecisionKind, string> = {
  refund: 'refundTitle',
  rejectRefund: 'rejectRefundTitle',
  rejectInvoice: 'rejectInvoiceTitle',
  issueInvoice: 'issueTitle',
};
const NUMBER = new RegExp(L.invoiceNumberPattern);

interface Values {
  reason?: string;
  number?: string;
  issueDate?: Dayjs;
  file?: UploadedFile[];
}

/** One decision on an order: a refund or a rejection with a reason, or the invoice with number, date and PDF. */
export function DecisionDialog({ order, kind, onClose }: { order: StaffOrder; kind: DecisionKind; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const decide = useDecide();
  const decision = (values: Values): Decision =>
    kind === 'issueInvoice'
      ? {
          kind,
          orderId: order.id,
          body: { number: values.number!.trim(), issueDate: values.issueDate!.format('YYYY-MM-DD'), fileId: values.file![0].id },
        }
      : { kind, orderId: order.id, reason: values.reason!.trim() };

  return (
    <FormDialog
      form={form}
      name="payment-decision"
      title={t(TITLES[kind])}
      okText={t('submit')}
      okTestId="decision-submit"
      danger={kind !== 'issueInvoice'}
      explain={
        <>
          <Typography.Text strong>{order.companyName}</Typography.Text>
          {kind === 'refund' && <> · {t('refundHint')}</>}
        </>
      }
      initialValues={{ issueDate: dayjs() }}
      mutate={(values) => decide.mutateAsync(decision(values))}
      fields={kind === 'issueInvoice' ? ['number', 'issueDate'] : ['reason']}
      onClose={onClose}
    >
      {kind === 'issueInvoice' ? (
        <>
          <Form.Item name="number" label={t('number')} rules={[{ required: true, pattern: NUMBER, message: t('numberRule') }]}>
            <Input maxLength={32} data-testid="invoice-number" />
          </Form.Item>
          <Form.Item name="issueDate" label={t('issueDate')} rules={[{ required: true, message: t('issueDateRule') }]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="file" label={t('file')} rules={[{ required: true, type: 'array', min: 1, message: t('fileRule') }]}>
            <FileUploader direct maxCount={1} maxSizeMB={20} accept=".pdf" />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="reason"
          label={t('reason')}
          rules={[{ required: true, whitespace: true, min: L.reasonMin, max: L.reasonMax, message: t('reasonRule', L) }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={L.reasonMax} showCount data-testid="decision-reason" />
        </Form.Item>
      )}
    </FormDialog>
  );
}
