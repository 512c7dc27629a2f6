import { eq } from 'drizzle-orm';
import { CERT_API, CertIdParams, CertificateDetailSchema, type CertificateDetail } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { CERT_PAGE, type CertApp } from '../access';
import { lockOwn, recordCertEvent } from '../state';
import { detailOf } from './get-certificate';

/** A certificate waiting for review taken back (WITHDRAWN): staff no longer see it; an edit submits it again. */
export async function withdrawCertificate(ctx: AppContext, caller: Caller, id: string): Promise<CertificateDetail> {
  return ctx.db.transaction(async (tx) => {
    const cert = await lockOwn(tx, caller, id);
    if (cert.state !== 'SUBMITTED') throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    const [row] = await companyScope(tx, caller.company.id)
      .update(certificates)
      .set({ state: 'WITHDRAWN', updatedAt: now })
      .where(eq(certificates.id, cert.id))
      .returning();
    await recordCertEvent(tx, row, { action: 'WITHDRAWN', userId: caller.user.id, fromState: cert.state, toState: 'WITHDRAWN' }, now);
    return detailOf(ctx, tx, row);
  });
}

export function registerWithdrawCertificate(app: CertApp) {
  const schema = { params: CertIdParams, response: responses(CertificateDetailSchema) };
  app.post(CERT_API.withdraw, { schema, config: { access: CERT_PAGE } }, async (request) =>
    ok(request, await withdrawCertificate(app.ctx, request.caller!, request.params.id)),
  );
}
