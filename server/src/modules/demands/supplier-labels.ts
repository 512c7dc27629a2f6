import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { DemandRow } from '../../db/rows';
import { participantScope } from '../../db/participants';
import { companies, demandResponses } from '../../db/schema';
import { acrossCompanies } from '../../db/scoped';
import { format, type Lang, type Text } from '../../lib/i18n';

/** What party A calls a supplier while the demand is blind. */
export const BLIND_SUPPLIER: Text = { 'zh-CN': '供应商 {n}', 'en-US': 'Supplier {n}' };

/** "Supplier N" by submission order among the demand's responses party A sees. */
export async function blindNumbers(db: Tx, demand: DemandRow): Promise<Map<string, number>> {
  const rows = await participantScope(db, { companyId: demand.companyId })
    .pick(demandResponses, { id: demandResponses.id })
    .where(and(eq(demandResponses.demandId, demand.id), ne(demandResponses.status, 'WITHDRAWN')))
    .orderBy(asc(demandResponses.submittedAt), asc(demandResponses.id));
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}

/**
 * The suppliers of some of the demand's responses as party A or staff may call them: the company's name, or
 * "Supplier N" while the demand hides them (`blind`). A withdrawn response keeps its supplier's name only
 * where names are shown at all.
 */
export async function supplierLabels(db: Tx, demand: DemandRow, responseIds: string[], blind: boolean, lang: Lang) {
  const labels = new Map<string, string>();
  if (responseIds.length === 0) return labels;
  if (blind) {
    for (const [id, n] of await blindNumbers(db, demand)) if (responseIds.includes(id)) labels.set(id, format(BLIND_SUPPLIER[lang], { n }));
    return labels;
  }
  const rows = await acrossCompanies(db, "the suppliers of a demand's responses, named to party A or staff")
    .select({ id: demandResponses.id, name: companies.name, nameEn: companies.nameEn })
    .from(demandResponses)
    .innerJoin(companies, eq(companies.id, demandResponses.companyId))
    .where(and(eq(demandResponses.demandId, demand.id), inArray(demandResponses.id, responseIds)));
  for (const row of rows) labels.set(row.id, (lang === 'en-US' && row.nameEn) || row.name);
  return labels;
}
