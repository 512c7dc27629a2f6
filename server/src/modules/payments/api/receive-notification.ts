import Type from 'typebox';
import { PAYMENTS_API } from '@b2b/shared/contract';
import { SANDBOX_WEBHOOK } from '../../../config';
import { ok, responses } from '../../../plugins/app/envelope';
import type { PaymentsApp } from '../access';
import { receiveNotification } from '../inbox';
import { providerOf } from '../active-provider';

/**
 * The provider's notifications. The declared `webhook` access checks the signature on the raw bytes
 * before parsing (fresh within 300 s, each signature once); the body reaches the handler as those
 * bytes, which the provider verifies and decodes itself. Answered at once; a job applies it.
 */
export function registerReceiveNotification(app: PaymentsApp) {
  void app.register(async (inbox) => {
    inbox.removeContentTypeParser('application/json');
    inbox.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    inbox.post(
      PAYMENTS_API.webhook,
      {
        schema: { response: responses(Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() })) },
        config: { access: { kind: 'webhook', secret: SANDBOX_WEBHOOK } },
      },
      async (request) => {
        const result = await receiveNotification(app.ctx, providerOf(app.ctx), request.body as Buffer, request.headers);
        return ok(request, { received: true, ...result });
      },
    );
  });
}
