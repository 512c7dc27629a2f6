import { CERT_LIMITS, CERT_SCAN_TYPES, type CertField, type CertificateBody } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { CertificateRow } from '../../db/rows';
import { AppError } from '../../lib/errors';
import { stripControl } from '../demands/clean';
import { attachableFiles } from '../files/attach';

/** The columns a certificate's body sets. */
export type CertValues = Pick<CertificateRow, 'kind' | 'name' | 'issuer' | 'number' | 'validFrom' | 'validTo' | 'scanFileId'>;

const oneLine = (value: string) =>
  stripControl(value)
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A real calendar day (the schema checked the shape only: 2025-02-30 is none). */
const isDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

const addYears = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

/**
 * The certificate as stored: texts on one line without tags, a name for OTHER only, real days with the
 * validity started, not over and at most `maxYears` long, and the scan one of the company's own confirmed
 * files, an image or a PDF: 400 on each field that fails, nothing saved.
 */
export async function cleanCertificate(tx: Tx, companyId: string, body: CertificateBody, today: string): Promise<CertValues> {
  const fields: string[] = [];
  const name = body.kind === 'OTHER' ? oneLine(body.name ?? '') : null;
  if (name !== null && (name.length < CERT_LIMITS.nameMin || name.length > CERT_LIMITS.nameMax)) fields.push('/name');
  const issuer = oneLine(body.issuer);
  if (issuer.length < CERT_LIMITS.issuerMin) fields.push('/issuer');
  const number = oneLine(body.number);
  if (number.length < CERT_LIMITS.numberMin) fields.push('/number');
  if (!isDay(body.validFrom) || body.validFrom > today) fields.push('/validFrom');
  if (
    !isDay(body.validTo) ||
    body.validTo < today ||
    body.validTo < body.validFrom ||
    body.validTo > addYears(body.validFrom, CERT_LIMITS.maxYears)
  )
    fields.push('/validTo');
  if (fields.length) throw new AppError('VALIDATION', { fields });
  const [scan] = await attachableFiles(tx, companyId, [body.scanFileId], '/scanFileId');
  if (!(CERT_SCAN_TYPES as readonly string[]).includes(scan.contentType))
    throw new AppError('FILE_NOT_ATTACHABLE', { fields: ['/scanFileId'] });
  return { kind: body.kind, name, issuer, number, validFrom: body.validFrom, validTo: body.validTo, scanFileId: scan.id };
}

/** The reviewable fields an edit changed. */
export function changedFieldsOf(before: CertValues, after: CertValues): CertField[] {
  const changed: CertField[] = [];
  if (before.kind !== after.kind) changed.push('kind');
  if ((before.name ?? '') !== (after.name ?? '')) changed.push('name');
  if (before.issuer !== after.issuer) changed.push('issuer');
  if (before.number !== after.number) changed.push('number');
  if (before.validFrom !== after.validFrom || before.validTo !== after.validTo) changed.push('validity');
  if (before.scanFileId !== after.scanFileId) changed.push('scan');
  return changed;
}
