import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { PAYMENTS_API } from '@b2b/shared/contract';
import { sandboxPayments } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import type { PaymentsApp } from '../access';
import { providerOf } from '../active-provider';
import { CHECKOUT_CSP, checkoutPage, returnPath } from '../sandbox/page';
import { settleSandboxPayment } from '../sandbox/provider';

const tokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{32}$' }) }, { additionalProperties: false });
const PUBLIC = { access: { kind: 'public' } } as const;

/**
 * The sandbox provider's own pages, standing in for a provider's hosted checkout: public, the random
 * token in the path is the credential. Served by the API (through the web origin's /api proxy) as
 * plain HTML without script, so the checkout lives outside the apps as a provider's would.
 */
export function registerSandboxCheckout(app: PaymentsApp) {
  void app.register(async (sandbox) => {
    // The page's forms post no fields.
    sandbox.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    sandbox.get(PAYMENTS_API.sandboxCheckout, { schema: { params: tokenParams }, config: PUBLIC }, async (request, reply) => {
      providerOf(app.ctx);
      const [row] = await app.ctx.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.token, (request.params as { token: string }).token));
      if (!row) throw new AppError('NOT_FOUND');
      return reply.type('text/html; charset=utf-8').header('content-security-policy', CHECKOUT_CSP).send(checkoutPage(row, request.lang));
    });
    for (const [path, status] of [
      [PAYMENTS_API.sandboxPay, 'PAID'],
      [PAYMENTS_API.sandboxCancel, 'CANCELLED'],
    ] as const) {
      sandbox.post(path, { schema: { params: tokenParams }, config: PUBLIC }, async (request, reply) => {
        providerOf(app.ctx);
        const row = await settleSandboxPayment(app.ctx, (request.params as { token: string }).token, status);
        return reply.code(303).header('location', returnPath(row)).send();
      });
    }
  });
}
