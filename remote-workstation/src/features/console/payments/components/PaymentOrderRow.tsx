import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '@b2b/shared/contract';
import { formatDate, formatMoney } from '@b2b/shared/i18n';
import { InvoiceIssued, InvoiceStateTag, ItemRow, RefundStateTag } from '@b2b/ui-kit';
import { NS } from '../i18n';
import type { DecisionKind } from './DecisionDialog';

/** One order in a payment queue: whose, which plan, its refund or invoice as it stands, and the actions allowed. */
export function PaymentOrderRow({
  order,
  view,
  onDecide,
}: {
  order: StaffOrder;
  view: 'refunds' | 'invoices';
  onDecide: (kind: DecisionKind) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const lang = i18n.language;
  const plan = `${tc(`memberLevel.${order.level}`)} · ${t(`period.${order.period}`)}`;
  const { refund, invoice } = order;
  const actions =
    view === 'refunds'
      ? [
          order.can.refund && refund?.state !== 'PENDING' && (
            <Button key="refund" size="small" type="primary" danger onClick={() => onDecide('refund')} data-testid={`refund-${order.id}`}>
              {t('approve')}
            </Button>
          ),
          order.can.rejectRefund && (
            <Button key="reject" size="small" onClick={() => onDecide('rejectRefund')}>
              {t('reject')}
            </Button>
          ),
        ]
      : [
          order.can.issueInvoice && (
            <Button key="issue" size="small" type="primary" onClick={() => onDecide('issueInvoice')} data-testid={`issue-${order.id}`}>
              {t('issue')}
            </Button>
          ),
          invoice?.state === 'REQUESTED' && (
            <Button key="reject" size="small" onClick={() => onDecide('rejectInvoice')}>
              {t('reject')}
            </Button>
          ),
        ];
  const stateTag = view === 'refunds' ? refund && <RefundStateTag refund={refund} /> : invoice && <InvoiceStateTag invoice={invoice} />;
  return (
    <ItemRow
      title={
        <Space size={4} wrap>
          <span>{order.companyName}</span>
          {stateTag}
          <Tag>{t(`status.${order.status}`)}</Tag>
        </Space>
      }
      meta={
        <Space orientation="vertical" size={0}>
          <Typography.Text type="secondary">
            {t('order', {
              plan,
              amount: formatMoney(order.amount, order.currency, lang),
              paid: order.paidAt ? formatDate(order.paidAt, lang) : '–',
            })}
          </Typography.Text>
          {view === 'refunds' && refund?.requestReason && (
            <Typography.Text>{t('requestReason', { reason: refund.requestReason })}</Typography.Text>
          )}
          {view === 'refunds' && refund?.reason && <Typography.Text>{t('staffReason', { reason: refund.reason })}</Typography.Text>}
          {view === 'invoices' && invoice && <Typography.Text>{t('invoiceFor', invoice)}</Typography.Text>}
          {view === 'invoices' && invoice && <InvoiceIssued invoice={invoice} />}
          {view === 'invoices' && invoice?.rejectReason && (
            <Typography.Text>{t('staffReason', { reason: invoice.rejectReason })}</Typography.Text>
          )}
        </Space>
      }
      actions={actions.filter(Boolean)}
    />
  );
}
