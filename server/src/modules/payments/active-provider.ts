import { AppError } from '../../lib/errors';
import type { AppContext } from '../../plugins/app/context';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox/provider';

/** The configured provider; 503 PAYMENT_UNAVAILABLE when none is (PAYMENT_PROVIDER=none). */
export function providerOf(ctx: AppContext): PaymentProvider {
  if (ctx.config.payments.provider !== 'sandbox') throw new AppError('PAYMENT_UNAVAILABLE');
  return sandboxProvider(ctx);
}
