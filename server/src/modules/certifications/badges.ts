import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { CERT_KINDS, type CertBadge } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { certificates } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';

/** Approved and its last day not passed (`today`: YYYY-MM-DD, Asia/Shanghai): as the partial index holds them. */
export const inForce = (today: unknown) => and(sql`${certificates.state} = 'APPROVED'`, gte(certificates.validTo, today as string))!;

/**
 * The badges of some companies: their approved certificates in force, one per kind (OTHER once per name),
 * in the order of the kinds' list. Any company's: a badge is public wherever the supplier appears.
 */
export async function badgesOf(db: Tx, companyIds: readonly string[], today: string): Promise<Map<string, CertBadge[]>> {
  const byCompany = new Map<string, CertBadge[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await acrossCompanies(db, "a supplier's approved certificates are its public badges")
    .selectDistinct({ companyId: certificates.companyId, kind: certificates.kind, name: certificates.name })
    .from(certificates)
    .where(and(inArray(certificates.companyId, [...new Set(companyIds)]), inForce(today)))
    .orderBy(asc(certificates.companyId), asc(certificates.kind), asc(certificates.name));
  for (const row of rows) {
    const list = byCompany.get(row.companyId) ?? [];
    list.push({ kind: row.kind, name: row.kind === 'OTHER' ? row.name : null });
    byCompany.set(row.companyId, list);
  }
  for (const list of byCompany.values()) list.sort((a, b) => CERT_KINDS.indexOf(a.kind) - CERT_KINDS.indexOf(b.kind));
  return byCompany;
}

/**
 * "The company has an approved certificate in force" (of `kind` when given), for a filter on `companyId`
 * (the directory's `certified`), answered from the partial index `certificates_in_force_idx`.
 */
export function certifiedWhere(db: Tx, companyId: SQL | unknown, today: unknown, kind?: unknown): SQL {
  const held = acrossCompanies(db, "the directory's certified filter reads every listed supplier's badges")
    .select({ one: sql`1` })
    .from(certificates)
    .where(
      and(
        eq(certificates.companyId, companyId as string),
        inForce(today),
        kind === undefined ? undefined : eq(certificates.kind, kind as never),
      ),
    );
  return sql`exists (${held})`;
}
