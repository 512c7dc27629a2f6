import { useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { levelRank, PLANS, type Plan, type PlanId, type UserInfo } from '@b2b/shared/contract';
import { formatMoney } from '@b2b/shared/i18n';
import { readServerError } from '@b2b/ui-kit';
import { NS } from '../../../i18n';
import { createOrder } from '../api/create-order';
import { openCheckout } from '../api/open-checkout';
import { leaveForCheckout } from '../lib/leave-for-checkout';
import { newIdempotencyKey } from '../lib/new-key';

/** The plans this company may buy: its own level (a renewal) and those above it. */
export const plansFor = (user: UserInfo): Plan[] => PLANS.filter((plan) => levelRank(plan.level) >= levelRank(user.memberLevel));

/**
 * Buy or renew: pick a plan (the vip page's choice comes as `?plan=`), then the order is placed and the
 * browser leaves for the provider's checkout. One Idempotency-Key per attempt: a retry after a failure
 * reuses it, so a double click or a lost answer never makes two orders.
 */
export function PlanPicker({ user, initialPlan }: { user: UserInfo; initialPlan: string | null }) {
  const { t, i18n } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  const plans = plansFor(user);
  const [planId, setPlanId] = useState<PlanId | undefined>(
    plans.find((plan) => plan.id === initialPlan)?.id ?? plans.find((plan) => plan.level === user.memberLevel)?.id ?? plans[0]?.id,
  );
  const key = useRef(newIdempotencyKey());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = plans.find((p) => p.id === planId);
  const renewing = plan?.level === user.memberLevel;

  async function pay() {
    if (!plan) return;
    setBusy(true);
    setError(null);
    try {
      const order = await createOrder({ planId: plan.id, key: key.current });
      const { url } = await openCheckout(order.id);
      key.current = newIdempotencyKey();
      leaveForCheckout(url);
    } catch (failure) {
      setError(readServerError(failure)?.message || t('membership.buy.failed'));
      setBusy(false);
    }
  }

  return (
    <Card
      size="small"
      title={t(user.memberLevel === 'ORDINARY' ? 'membership.buy.title' : 'membership.buy.renewTitle')}
      style={{ marginBottom: 24 }}
    >
      <Radio.Group
        value={planId}
        onChange={(event) => {
          setPlanId(event.target.value as PlanId);
          key.current = newIdempotencyKey();
        }}
        style={{ width: '100%' }}
      >
        <Flex vertical gap={8}>
          {plans.map((p) => (
            <div key={p.id} data-testid={`plan-${p.id}`}>
              <Radio value={p.id}>
                <span>
                  {tc(`memberLevel.${p.level}`)} · {t(`membership.period.${p.period}`)}
                </span>
                <Typography.Text strong style={{ marginLeft: 8 }}>
                  {formatMoney(p.price, p.currency, i18n.language)}
                </Typography.Text>
              </Radio>
            </div>
          ))}
        </Flex>
      </Radio.Group>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      <Flex wrap gap={12} align="center" style={{ marginTop: 16 }}>
        <Button type="primary" loading={busy} disabled={!plan} onClick={pay} data-testid="pay-plan">
          {plan
            ? t(renewing ? 'membership.buy.renew' : 'membership.buy.pay', { price: formatMoney(plan.price, plan.currency, i18n.language) })
            : t('membership.buy.pick')}
        </Button>
        <Typography.Text type="secondary">{t('membership.buy.hint')}</Typography.Text>
      </Flex>
    </Card>
  );
}
