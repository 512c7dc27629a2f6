import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { CERT_KINDS, type CertBadge } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import { certificates } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';

/** Approved and its last day not passed (`today`: YYYY-MM-DD, Asia/Shanghai): as the partial index holds them. */
export const inForce = (today: unknown) => and(sql`${certificates.state} = 'APPROVED'`, gte(certificates.validTo, today as string))!;

/** A badge's name: an OTHER certificate's own; none for a listed kind, so two of one kind are one badge. */
const badgeName = sql<string | null>`case when ${certificates.kind} = 'OTHER' then ${certificates.name} end`;

/**
 * The badges of some companies: their approved certificates in force, one per kind (OTHER once per name),
 * in the order of the kinds' list. Any company's: a badge is public wherever the supplier appears.
 */
export async function badgesOf(db: Tx, companyIds: readonly string[], today: string): Promise<Map<string, CertBadge[]>> {
  const byCompany = new Map<string, CertBadge[]>();
  if (companyIds.length === 0) return byCompany;
  const rows = await acrossCompanies(db, "a supplier's approved certificates are its public badges")
    .selectDistinct({ companyId: certificates.companyId, kind: certificates.kind, name: badgeName })
    .from(certificates)
    .where(and(inArray(certificates.companyId, [...new Set(companyIds)]), inForce(today)))
    .orderBy(asc(certificates.companyId), asc(certificates.kind), asc(badgeName));
  for (const row of rows) {
    const list = byCompany.get(row.companyId) ?? [];
    list.push({ kind: row.kind, name: row.name });
    byCompany.set(row.companyId, list);
  }
  for (const list of byCompany.values()) sortBadges(list);
  return byCompany;
}

/** Badges in the order of the kinds' list. */
export const sortBadges = (list: CertBadge[]) => list.sort((a, b) => CERT_KINDS.indexOf(a.kind) - CERT_KINDS.indexOf(b.kind));

/**
 * The same badges as `badgesOf`, as a column of a statement that reads `companyId`: a JSON list built by the
 * database (a lookup in `certificates_in_force_idx` per row), so a page of cards needs no second query.
 * `sortBadges` puts them in the kinds' order.
 */
export function badgesColumn(db: Tx, companyId: SQL, today: unknown): SQL<CertBadge[]> {
  const held = acrossCompanies(db, "a supplier's approved certificates are its public badges")
    .selectDistinct({ kind: certificates.kind, name: badgeName.as('name') })
    .from(certificates)
    .where(and(sql`${certificates.companyId} = ${companyId}`, inForce(today)));
  return sql<
    CertBadge[]
  >`(select coalesce(json_agg(json_build_object('kind', b.kind, 'name', b.name) order by b.kind, b.name), '[]'::json) from (${held}) b)`;
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
