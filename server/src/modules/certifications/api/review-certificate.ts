import { eq } from 'drizzle-orm';
import {
  CERT_API,
  CertIdParams,
  ReviewCertificateBody,
  StaffCertificateDetailSchema,
  type CertField,
  type CertFieldReasons,
  type StaffCertificateDetail,
} from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { AppError } from '../../../lib/errors';
import { cleanText } from '../../../lib/text';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { notifyCompany } from '../../notices/service';
import { STAFF, type CertApp } from '../access';
import { certApproved, certFieldList, certName, certRejected } from '../messages';
import { staffDetailOf } from '../staff';
import { lockForReview, recordCertEvent } from '../state';

/** Each field's reason trimmed, never empty (the schema refused unknown fields and lengths), or null for none. */
function cleanFieldReasons(fields: CertFieldReasons | undefined): CertFieldReasons | null {
  const entries = Object.entries(fields ?? {}).map(([field, reason]) => [field, cleanText(reason, `/fields/${field}`, 2)]);
  return entries.length ? (Object.fromEntries(entries) as CertFieldReasons) : null;
}

/**
 * Staff approve a submitted certificate, or reject it with a reason and, per field, what to correct; the
 * company's accounts get a SYSTEM notice. 409 for any other state (a withdrawn or already reviewed one).
 */
export async function reviewCertificate(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: ReviewCertificateBody,
): Promise<StaffCertificateDetail> {
  return ctx.db.transaction(async (tx) => {
    const cert = await lockForReview(tx, caller, id);
    const reason = body.decision === 'REJECT' ? cleanText(body.reason, '/reason', 2) : null;
    const fields = body.decision === 'REJECT' ? cleanFieldReasons(body.fields) : null;
    if (cert.state !== 'SUBMITTED') throw new AppError('STATE_CONFLICT');
    const now = ctx.clock.now();
    const toState = reason ? 'REJECTED' : 'APPROVED';
    const [row] = await companyScope(tx, cert.companyId)
      .update(certificates)
      .set({
        state: toState,
        rejectReason: reason,
        rejectFields: fields,
        changedFields: null,
        warnedFor: null,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(certificates.id, cert.id))
      .returning();
    const change = { action: toState, userId: caller.user.id, fromState: cert.state, toState, reason, rejectFields: fields } as const;
    await recordCertEvent(tx, row, change, now);
    const values = { name: certName(row), reason: reason ?? '', fields: certFieldList(Object.keys(fields ?? {}) as CertField[]) };
    await notifyCompany(ctx, tx, row.companyId, 'SYSTEM', reason ? certRejected : certApproved, values);
    return staffDetailOf(ctx, tx, row);
  });
}

export function registerReviewCertificate(app: CertApp) {
  const schema = { params: CertIdParams, body: ReviewCertificateBody, response: responses(StaffCertificateDetailSchema) };
  app.put(CERT_API.review, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await reviewCertificate(app.ctx, request.caller!, request.params.id, request.body)),
  );
}
