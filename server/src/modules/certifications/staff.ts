import { eq } from 'drizzle-orm';
import type { StaffCertificateDetail } from '@b2b/shared/contract';
import type { Tx } from '../../db/client';
import type { CertificateRow } from '../../db/rows';
import { companies } from '../../db/schema';
import { companyScope } from '../../db/scoped';
import { shanghaiDay } from '../../lib/clock';
import type { AppContext } from '../../plugins/app/context';
import { presentForStaff, scansOf } from './present';
import { certEvents } from './state';

/** A certificate as the console shows it: its company's names, the scan through the console's path, its history. */
export async function staffDetailOf(ctx: AppContext, db: Tx, row: CertificateRow): Promise<StaffCertificateDetail> {
  const [company] = await companyScope(db, row.companyId)
    .pick(companies, { name: companies.name, nameEn: companies.nameEn })
    .where(eq(companies.id, row.companyId));
  const cert = presentForStaff(row, await scansOf(db, [row]), shanghaiDay(ctx.clock.now()), company ?? { name: '', nameEn: null });
  return { ...cert, events: await certEvents(db, row) };
}
