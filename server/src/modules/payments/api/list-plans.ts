import Type from 'typebox';
import { PAYMENTS_API, PLANS, PlanSchema } from '@b2b/shared/contract';
import { ok, responses } from '../../../plugins/app/envelope';
import type { PaymentsApp } from '../access';

/** The plans with their prices, for anyone (the vip page shows them to visitors too). */
export function registerListPlans(app: PaymentsApp) {
  app.get(
    PAYMENTS_API.plans,
    { schema: { response: responses(Type.Array(PlanSchema)) }, config: { access: { kind: 'public' }, cacheable: true } },
    async (request) => ok(request, [...PLANS]),
  );
}
