import { eq } from 'drizzle-orm';
import { CERT_API, CertIdParams, CertificateDetailSchema, type CertificateDetail } from '@b2b/shared/contract';
import type { Tx } from '../../../db/client';
import type { Caller, CertificateRow } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { authorize } from '../../../policies';
import { CERT_PAGE, type CertApp } from '../access';
import { presentCert, scansOf, todayOf } from '../present';
import { certEvents } from '../state';

/** A certificate with its history, as its company reads it. */
export async function detailOf(ctx: AppContext, db: Tx, row: CertificateRow): Promise<CertificateDetail> {
  const cert = presentCert(row, await scansOf(db, [row]), todayOf(ctx));
  return { ...cert, events: await certEvents(db, row) };
}

/** One of the caller's company's certificates; another company's id is 404. */
export async function getCertificate(ctx: AppContext, caller: Caller, id: string): Promise<CertificateDetail> {
  const [row] = await companyScope(ctx.db, caller.company.id).select(certificates).where(eq(certificates.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, 'read', { certificate: row });
  return detailOf(ctx, ctx.db, row);
}

export function registerGetCertificate(app: CertApp) {
  const schema = { params: CertIdParams, response: responses(CertificateDetailSchema) };
  app.get(CERT_API.item, { schema, config: { access: CERT_PAGE } }, async (request) =>
    ok(request, await getCertificate(app.ctx, request.caller!, request.params.id)),
  );
}
