import { Button, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Order } from '@b2b/shared/contract';
import { InvoiceIssued, InvoiceStateTag, RefundStateTag } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { downloadInvoice } from '../api/download-invoice';

/** An order's refund and invoice as they stand: requested, declined with the reason, issued with its PDF, void. */
export function OrderExtras({ order }: { order: Order }) {
  const { t } = useTranslation(NS);
  const { refund, invoice } = order;
  if (!refund && !invoice) return null;
  return (
    <Space orientation="vertical" size={4} style={{ marginTop: 8 }} data-testid="order-extras">
      {refund && (
        <Typography.Text data-testid="refund-state">
          {/* A refunded order says so in its status tag: its refund line gives staff's reason only. */}
          {refund.state !== 'SUCCEEDED' && <RefundStateTag refund={refund} />}
          {(refund.state === 'REJECTED' || refund.state === 'SUCCEEDED') &&
            refund.reason &&
            t('membership.reasonIs', { reason: refund.reason })}
          {refund.state === 'REQUESTED' && refund.requestReason && t('membership.reasonIs', { reason: refund.requestReason })}
        </Typography.Text>
      )}
      {invoice && (
        <Space wrap size={[8, 4]} data-testid="invoice-state">
          <InvoiceStateTag invoice={invoice} />
          {invoice.state === 'ISSUED' && <InvoiceIssued invoice={invoice} />}
          {invoice.state === 'ISSUED' && !invoice.void && (
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadInvoice(order.id, invoice.number).catch(() => undefined)}
              data-testid="invoice-download"
            >
              {t('membership.invoiceDownload')}
            </Button>
          )}
          {invoice.state === 'REJECTED' && invoice.rejectReason && (
            <Typography.Text type="secondary">{t('membership.reasonIs', { reason: invoice.rejectReason })}</Typography.Text>
          )}
        </Space>
      )}
    </Space>
  );
}
