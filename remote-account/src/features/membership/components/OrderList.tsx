import { useState } from 'react';
import { Alert, Button, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Order, OrderEventAction, OrderStatus } from '@b2b/shared/contract';
import { formatDate, formatDateTime, formatMoney } from '@b2b/shared/i18n';
import { EventTimeline, ItemRow, QueryPagedList, readServerError, usePageParam } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { useCancelOrder } from '../api/cancel-order';
import { useOrders } from '../api/get-orders';
import { openCheckout } from '../api/open-checkout';
import { leaveForCheckout } from '../lib/leave-for-checkout';
import { InvoiceDialog } from './InvoiceDialog';
import { OrderExtras } from './OrderExtras';
import { RefundDialog } from './RefundDialog';

const PAGE_SIZE = 10;
/** The trail lines whose reason a person wrote (the others' are the platform's notes). */
const SHOWS_REASON = new Set<OrderEventAction>(['REFUND_REQUESTED', 'REFUND_REJECTED', 'REFUND_STARTED', 'INVOICE_REJECTED']);
const STATUS_COLORS: Record<OrderStatus, string> = {
  CREATED: 'processing',
  PAID: 'cyan',
  FULFILLED: 'success',
  CANCELLED: 'default',
  REFUNDED: 'warning',
};

/** One order: plan, amount, state (a label), when; pay, cancel, invoice as its `can` allows; its trail on demand. */
interface ItemProps {
  order: Order;
  onInvoice: (order: Order) => void;
  onRefund: (order: Order) => void;
  onError: (message: string) => void;
}

function OrderItem({ order, onInvoice, onRefund, onError }: ItemProps) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const cancel = useCancelOrder();
  const [trail, setTrail] = useState(false);
  const [paying, setPaying] = useState(false);
  const fail = (failure: unknown) => onError(readServerError(failure)?.message || t('membership.buy.failed'));
  async function pay() {
    setPaying(true);
    try {
      leaveForCheckout((await openCheckout(order.id)).url);
    } catch (failure) {
      fail(failure);
      setPaying(false);
    }
  }
  const actions = [
    order.can.pay && (
      <Button key="pay" type="primary" size="small" loading={paying} onClick={pay}>
        {t('membership.orders.pay')}
      </Button>
    ),
    order.can.cancel && (
      <Popconfirm key="cancel" title={t('membership.orders.cancelConfirm')} onConfirm={() => cancel.mutateAsync(order.id).catch(fail)}>
        <Button size="small" loading={cancel.isPending}>
          {t('membership.orders.cancel')}
        </Button>
      </Popconfirm>
    ),
    order.can.invoice && (
      <Button key="invoice" size="small" onClick={() => onInvoice(order)}>
        {t('membership.orders.invoice')}
      </Button>
    ),
    order.can.requestRefund && (
      <Button key="refund" size="small" onClick={() => onRefund(order)} data-testid="order-refund">
        {t('membership.orders.refund')}
      </Button>
    ),
    <Button key="trail" size="small" type="link" onClick={() => setTrail((open) => !open)} aria-expanded={trail}>
      {t(trail ? 'membership.orders.hideTrail' : 'membership.orders.trail')}
    </Button>,
  ].filter(Boolean);
  return (
    <>
      <ItemRow
        title={
          <>
            {tc(`memberLevel.${order.level}`)} · {t(`membership.period.${order.period}`)}{' '}
            <Tag color={STATUS_COLORS[order.status]} data-testid="order-status">
              {t(`membership.status.${order.status}`)}
            </Tag>
          </>
        }
        meta={
          <Typography.Text type="secondary">
            {formatMoney(order.amount, order.currency, i18n.language)} · {formatDateTime(order.createdAt, i18n.language)}
            {order.membershipAfter?.expires && order.status === 'FULFILLED'
              ? ` · ${t('membership.orders.until', { date: formatDate(order.membershipAfter.expires, i18n.language) })}`
              : ''}
          </Typography.Text>
        }
        actions={actions}
      />
      <OrderExtras order={order} />
      {trail && (
        <div style={{ marginTop: 12 }}>
          <EventTimeline
            events={order.events.map((event) => ({
              key: event.id,
              at: event.createdAt,
              what: t(`membership.event.${event.action}`),
              who: event.actor,
              change:
                event.fromStatus && event.toStatus
                  ? `${t(`membership.status.${event.fromStatus}`)} → ${t(`membership.status.${event.toStatus}`)}`
                  : undefined,
              detail:
                [
                  event.reason && SHOWS_REASON.has(event.action) && t('membership.reasonIs', { reason: event.reason }),
                  event.providerEvent && t('membership.orders.providerEvent', { id: event.providerEvent }),
                ]
                  .filter(Boolean)
                  .join(' · ') || undefined,
            }))}
          />
        </div>
      )}
    </>
  );
}

/** The company's orders, newest first, paged in the URL. */
export function OrderList() {
  const { t } = useTranslation(NS);
  const [page, setPage] = usePageParam();
  const orders = useOrders({ page, pageSize: PAGE_SIZE });
  const [invoicing, setInvoicing] = useState<Order | null>(null);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="orders-title">
      <Typography.Title level={5} id="orders-title">
        {t('membership.orders.title')}
      </Typography.Title>
      {error && <Alert type="error" showIcon closable title={error} onClose={() => setError(null)} style={{ marginBottom: 12 }} />}
      <QueryPagedList
        query={orders}
        empty={{ title: t('membership.orders.empty') }}
        label={t('membership.orders.title')}
        rowKey={(order) => order.id}
        render={(order) => <OrderItem order={order} onInvoice={setInvoicing} onRefund={setRefunding} onError={setError} />}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
      />
      {invoicing && <InvoiceDialog order={invoicing} onClose={() => setInvoicing(null)} />}
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
    </section>
  );
}
