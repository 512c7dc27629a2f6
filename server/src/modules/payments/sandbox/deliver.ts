import { defineJob } from '../../../jobs';
import { SIGNATURE_HEADER, signWebhook } from '../../../plugins/app/webhook';
import { receiveNotification } from '../inbox';
import { DELIVER_JOB } from './events';
import { sandboxProvider } from './provider';

/**
 * The sandbox sends a notification: signed with the current time (a retry signs again, as providers
 * do) and handed to the inbox. The sandbox runs inside the API, so it hands it over in-process; a
 * real provider POSTs the same bytes to `PAYMENTS_API.webhook`. A failure is retried by the jobs module.
 */
export const sandboxDeliverJob = defineJob<{ body: string }>(DELIVER_JOB, async (ctx, { body }) => {
  const raw = Buffer.from(body, 'utf8');
  const signature = signWebhook(ctx.config.payments.sandboxSecret, raw, ctx.clock.now());
  await receiveNotification(ctx, sandboxProvider(ctx), raw, { [SIGNATURE_HEADER]: signature });
});
