import { eq } from 'drizzle-orm';
import { CERT_API, CertIdParams, StaffCertificateDetailSchema, type StaffCertificateDetail } from '@b2b/shared/contract';
import type { Caller, CertificateRow } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { authorize } from '../../../policies';
import { STAFF, type CertApp } from '../access';
import { staffDetailOf } from '../staff';

/** Any supplier's certificate for staff, by id; 404 when there is none. */
export async function findForStaff(ctx: AppContext, caller: Caller, id: string): Promise<CertificateRow> {
  const [row] = await acrossCompanies(ctx.db, 'staff open a certificate of any supplier')
    .select()
    .from(certificates)
    .where(eq(certificates.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, 'review', { certificate: row });
  return row;
}

export async function staffGetCertificate(ctx: AppContext, caller: Caller, id: string): Promise<StaffCertificateDetail> {
  return staffDetailOf(ctx, ctx.db, await findForStaff(ctx, caller, id));
}

export function registerStaffGetCertificate(app: CertApp) {
  const schema = { params: CertIdParams, response: responses(StaffCertificateDetailSchema) };
  app.get(CERT_API.staffItem, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await staffGetCertificate(app.ctx, request.caller!, request.params.id)),
  );
}
