import { eq } from 'drizzle-orm';
import {
  CERT_API,
  CertIdParams,
  CertificateBody,
  CertificateDetailSchema,
  type CertificateDetail,
  type CertField,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { CERT_PAGE, type CertApp } from '../access';
import { changedFieldsOf, cleanCertificate } from '../clean';
import { todayOf } from '../present';
import { lockOwn, recordCertEvent } from '../state';
import { detailOf } from './get-certificate';

/**
 * A change of one of the company's certificates, in any state: it goes (back) to review. Staff see the fields
 * changed since the last review (an approved or rejected one), added up over edits made while it waits.
 */
export async function updateCertificate(ctx: AppContext, caller: Caller, id: string, body: CertificateBody): Promise<CertificateDetail> {
  return ctx.db.transaction(async (tx) => {
    const cert = await lockOwn(tx, caller, id);
    const now = ctx.clock.now();
    const values = await cleanCertificate(tx, caller.company.id, body, todayOf(ctx));
    const changed = changedFieldsOf(cert, values);
    const reviewed = cert.reviewedAt !== null;
    const pending: CertField[] = cert.state === 'SUBMITTED' ? (cert.changedFields ?? []) : [];
    const changedFields = reviewed ? [...new Set([...pending, ...changed])] : null;
    const [row] = await companyScope(tx, caller.company.id)
      .update(certificates)
      .set({
        ...values,
        state: 'SUBMITTED',
        changedFields: changedFields?.length ? changedFields : null,
        rejectReason: null,
        rejectFields: null,
        submittedAt: cert.state === 'SUBMITTED' ? cert.submittedAt : now,
        updatedAt: now,
      })
      .where(eq(certificates.id, cert.id))
      .returning();
    const change = {
      action: 'UPDATED',
      userId: caller.user.id,
      fromState: cert.state,
      toState: 'SUBMITTED',
      changedFields: changed,
    } as const;
    await recordCertEvent(tx, row, change, now);
    return detailOf(ctx, tx, row);
  });
}

export function registerUpdateCertificate(app: CertApp) {
  const schema = { params: CertIdParams, body: CertificateBody, response: responses(CertificateDetailSchema) };
  app.put(CERT_API.item, { schema, config: { access: CERT_PAGE } }, async (request) =>
    ok(request, await updateCertificate(app.ctx, request.caller!, request.params.id, request.body)),
  );
}
