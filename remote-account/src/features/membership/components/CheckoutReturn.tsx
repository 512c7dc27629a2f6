import { useEffect } from 'react';
import { Alert, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@b2b/shared/i18n';
import { queryKeys } from '@b2b/shared/query';
import { readServerError } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { refreshMember } from '../api/refresh-member';
import { useReturnedOrder } from '../api/use-returned-order';

/**
 * Back from the checkout (`?order=`): how the order stands, followed until it is settled. Once it is, the
 * session's user is loaded again (its new level opens the pay-member pages at once) and the orders refresh.
 */
export function CheckoutReturn({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const queryClient = useQueryClient();
  const { data: order, error } = useReturnedOrder(orderId);
  const settled = order && order.status !== 'CREATED' ? order.status : null;
  useEffect(() => {
    if (!settled) return;
    void refreshMember();
    void queryClient.invalidateQueries({ queryKey: queryKeys.payments.allOrders() });
  }, [settled, queryClient]);

  if (error)
    return (
      <Alert type="error" showIcon title={readServerError(error)?.message || t('membership.return.failed')} style={{ marginBottom: 16 }} />
    );
  if (!order || order.status === 'CREATED') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title={t('membership.return.pending')}
        description={t('membership.return.pendingBody')}
        style={{ marginBottom: 16 }}
        data-testid="checkout-return"
      />
    );
  }
  const done = order.status === 'FULFILLED' || order.status === 'PAID';
  const after = order.membershipAfter;
  return (
    <Alert
      type={done ? 'success' : 'warning'}
      showIcon
      title={t(`membership.return.${order.status}`)}
      description={
        done && after?.expires
          ? t('membership.return.activeUntil', { level: tc(`memberLevel.${after.level}`), date: formatDate(after.expires, i18n.language) })
          : undefined
      }
      style={{ marginBottom: 16 }}
      data-testid="checkout-return"
    />
  );
}
