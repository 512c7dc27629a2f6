import {
  apiPath,
  CERT_API,
  CERT_LIMITS,
  certDaysLeft,
  type Certificate,
  type StaffCertificate,
  type UploadedFileResult,
} from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { shanghaiDay } from '../../lib/clock';
import type { AppContext } from '../../plugins/app/context';
import type { CertificateRow, FileRow } from '../../db/rows';
import { filesById } from '../files/attach';
import { present as presentFile } from '../files/service';

/** Today in China (YYYY-MM-DD): the day a certificate's validity is measured against. */
export const todayOf = (ctx: Pick<AppContext, 'clock'>) => shanghaiDay(ctx.clock.now());

/** The scans of some certificates, by file id (only a file of the certificate's own company is shown). */
export const scansOf = (db: Tx, rows: CertificateRow[]) =>
  filesById(
    db,
    rows.flatMap((row) => (row.scanFileId ? [row.scanFileId] : [])),
  );

function scanOf(row: CertificateRow, files: Map<string, FileRow>): UploadedFileResult | null {
  const file = row.scanFileId ? files.get(row.scanFileId) : undefined;
  return file && file.companyId === row.companyId ? presentFile(file) : null;
}

/** A certificate as its company reads it; `today` (Asia/Shanghai) decides the days left and the warning. */
export function presentCert(row: CertificateRow, files: Map<string, FileRow>, today: string): Certificate {
  const daysLeft = certDaysLeft(row.validTo, today);
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    issuer: row.issuer,
    number: row.number,
    validFrom: row.validFrom,
    validTo: row.validTo,
    scan: scanOf(row, files),
    state: row.state === 'APPROVED' && daysLeft < 0 ? 'EXPIRED' : row.state,
    rejectReason: row.state === 'REJECTED' ? row.rejectReason : null,
    ...(row.state === 'REJECTED' && row.rejectFields ? { rejectFields: row.rejectFields } : {}),
    ...(row.state === 'SUBMITTED' && row.changedFields?.length ? { changedFields: row.changedFields } : {}),
    daysLeft,
    expiringSoon: row.state === 'APPROVED' && daysLeft >= 0 && daysLeft <= CERT_LIMITS.warnDays,
    submittedAt: row.submittedAt.getTime(),
    reviewedAt: row.reviewedAt?.getTime() ?? null,
    updatedAt: row.updatedAt.getTime(),
  };
}

/** A certificate as staff read it: with its company, the scan served through the console's path. */
export function presentForStaff(
  row: CertificateRow,
  files: Map<string, FileRow>,
  today: string,
  company: { name: string; nameEn: string | null },
): StaffCertificate {
  const cert = presentCert(row, files, today);
  const url = apiPath(CERT_API.staffScan, { id: row.id });
  return {
    ...cert,
    scan: cert.scan ? { ...cert.scan, url, thumbUrl: undefined } : null,
    companyId: row.companyId,
    companyName: company.name,
    companyNameEn: company.nameEn,
  };
}
