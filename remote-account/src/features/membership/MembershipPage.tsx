import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@b2b/shared/router';
import { useSession } from '@b2b/shared/session';
import { PageFrame } from '@b2b/ui-kit';
import { NS } from '../../i18n';
import { CheckoutReturn } from './components/CheckoutReturn';
import { MembershipStatus } from './components/MembershipStatus';
import { OrderList } from './components/OrderList';
import { PlanPicker } from './components/PlanPicker';

/**
 * Membership (`account/payment`, the main account's): where the company stands, buying or renewing a plan
 * through the provider's checkout, the orders with their states, pay / cancel / invoice, and each order's
 * trail. Back from the checkout (`?order=`) it follows the order until it is settled (docs/payments.md).
 */
export function MembershipPage() {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const user = useSession((s) => s.user);
  const [params] = useSearchParams();
  const returned = params.get('order');
  if (!user) return null;
  return (
    <PageFrame title={tc('route.accountPayment')} width={880}>
      <MembershipStatus user={user} />
      {returned && <CheckoutReturn key={returned} orderId={returned} />}
      <PlanPicker user={user} initialPlan={params.get('plan')} />
      <OrderList />
      <Space wrap size="middle" style={{ marginTop: 24 }}>
        <Link to="/vip">{t('membership.compare')}</Link>
        <Link to="/terms/sales">{t('membership.salesPolicy')}</Link>
      </Space>
    </PageFrame>
  );
}

export default MembershipPage;
