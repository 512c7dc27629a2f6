import { asc, eq } from 'drizzle-orm';
import type { CertEvent, CertEventAction, CertField, CertFieldReasons, CertState } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { Caller, CertificateRow } from '../../db/rows';
import { certificateEvents, certificates, users } from '../../db/schema';
import { acrossCompanies, companyScope } from '../../db/scoped';
import { AppError } from '../../lib/errors';
import { authorize } from '../../policies';

/** The caller's company's certificate, locked until the transaction ends; 404 for another company's or none. */
export async function lockOwn(tx: Tx, caller: Caller, id: string): Promise<CertificateRow> {
  const [row] = await companyScope(tx, caller.company.id).select(certificates).where(eq(certificates.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, 'write', { certificate: row });
  return row;
}

/** Any company's certificate for staff, locked; 404 when there is none. */
export async function lockForReview(tx: Tx, caller: Caller, id: string): Promise<CertificateRow> {
  const [row] = await acrossCompanies(tx, 'staff review a certificate of any supplier')
    .select()
    .from(certificates)
    .where(eq(certificates.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  authorize(caller, 'review', { certificate: row });
  return row;
}

export interface CertChange {
  action: CertEventAction;
  /** The acting account, null for the platform. */
  userId: string | null;
  fromState: CertState | null;
  toState: CertState | null;
  reason?: string | null;
  rejectFields?: CertFieldReasons | null;
  changedFields?: readonly CertField[] | null;
}

/** One line of the certificate's history, inside the transaction that made the change. */
export async function recordCertEvent(tx: Tx, cert: Pick<CertificateRow, 'id' | 'companyId'>, change: CertChange, at: Date) {
  await companyScope(tx, cert.companyId)
    .insert(certificateEvents)
    .values({
      certificateId: cert.id,
      userId: change.userId,
      action: change.action,
      fromState: change.fromState,
      toState: change.toState,
      reason: change.reason ?? null,
      rejectFields: change.rejectFields ?? null,
      changedFields: change.changedFields?.length ? [...change.changedFields] : null,
      createdAt: at,
    });
}

/** A certificate's history, oldest first, with the nickname of each acting account. */
export async function certEvents(tx: Tx, cert: Pick<CertificateRow, 'id' | 'companyId'>): Promise<CertEvent[]> {
  const rows = await acrossCompanies(tx, "a certificate's history names the staff who reviewed it")
    .select({ event: certificateEvents, actor: users.nickname })
    .from(certificateEvents)
    .leftJoin(users, eq(users.id, certificateEvents.userId))
    .where(companyScope(tx, cert.companyId).where(certificateEvents, eq(certificateEvents.certificateId, cert.id)))
    .orderBy(asc(certificateEvents.seq));
  return rows.map(({ event: { id, action, fromState, toState, reason, rejectFields, changedFields, createdAt }, actor }) => {
    const named = { id, action, actor: actor ?? null, fromState, toState, reason, createdAt: createdAt.getTime() };
    return { ...named, ...(rejectFields && { rejectFields }), ...(changedFields?.length && { changedFields }) };
  });
}
