import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceRequest, Refund, RefundState } from '@b2b/shared/contract';
import { formatDate } from '@b2b/shared/i18n';

const REFUND_COLORS: Record<RefundState, string> = {
  REQUESTED: 'processing',
  REJECTED: 'error',
  PENDING: 'processing',
  SUCCEEDED: 'success',
};
const INVOICE_COLORS = { REQUESTED: 'processing', ISSUED: 'success', REJECTED: 'error', VOID: 'default' } as const;

/** A refund's state as a tag, the same for the company and for staff. */
export function RefundStateTag({ refund }: { refund: Pick<Refund, 'state'> }) {
  const { t } = useTranslation('common');
  return <Tag color={REFUND_COLORS[refund.state]}>{t(`payment.refundState.${refund.state}`)}</Tag>;
}

/** An invoice request's state as a tag; an issued invoice of an order refunded since is void. */
export function InvoiceStateTag({ invoice }: { invoice: Pick<InvoiceRequest, 'state' | 'void'> }) {
  const { t } = useTranslation('common');
  const shown = invoice.void ? 'VOID' : invoice.state;
  return <Tag color={INVOICE_COLORS[shown]}>{t(`payment.invoiceState.${shown}`)}</Tag>;
}

/** "No. 123, issued Nov 20, 2026" once the invoice is issued; nothing before. */
export function InvoiceIssued({ invoice }: { invoice: Pick<InvoiceRequest, 'number' | 'issueDate'> }) {
  const { t, i18n } = useTranslation('common');
  if (!invoice.number) return null;
  // A calendar day (YYYY-MM-DD): read at noon, so that no time zone moves it to the day before or after.
  const date = invoice.issueDate ? formatDate(new Date(`${invoice.issueDate}T12:00:00`), i18n.language) : '';
  return <Typography.Text type="secondary">{t('payment.invoiceIssued', { number: invoice.number, date })}</Typography.Text>;
}
