import { count } from 'drizzle-orm';
import { CERT_API, CERT_LIMITS, CertificateBody, CertificateDetailSchema, type CertificateDetail } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { certificates, companies } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { authorize } from '../../../policies';
import { CERT_PAGE, type CertApp } from '../access';
import { cleanCertificate } from '../clean';
import { todayOf } from '../present';
import { recordCertEvent } from '../state';
import { detailOf } from './get-certificate';

/**
 * A new certificate of the caller's company, submitted for review at once. The company's row is locked so two
 * parallel additions cannot pass the per-company limit together.
 */
export async function createCertificate(ctx: AppContext, caller: Caller, body: CertificateBody): Promise<CertificateDetail> {
  return ctx.db.transaction(async (tx) => {
    const own = companyScope(tx, caller.company.id);
    authorize(caller, 'write', { certificate: { companyId: caller.company.id } });
    await own.select(companies).where().for('update');
    const now = ctx.clock.now();
    const values = await cleanCertificate(tx, caller.company.id, body, todayOf(ctx));
    const [{ n }] = await own.pick(certificates, { n: count() }).where();
    if (n >= CERT_LIMITS.perCompany) throw new AppError('CERT_LIMIT_REACHED');
    const [row] = await own
      .insert(certificates)
      .values({ ...values, state: 'SUBMITTED', submittedAt: now, createdAt: now, updatedAt: now })
      .returning();
    await recordCertEvent(tx, row, { action: 'SUBMITTED', userId: caller.user.id, fromState: null, toState: 'SUBMITTED' }, now);
    return detailOf(ctx, tx, row);
  });
}

export function registerCreateCertificate(app: CertApp) {
  const schema = { body: CertificateBody, response: responses(CertificateDetailSchema) };
  app.post(CERT_API.list, { schema, config: { access: CERT_PAGE } }, async (request) =>
    ok(request, await createCertificate(app.ctx, request.caller!, request.body)),
  );
}
