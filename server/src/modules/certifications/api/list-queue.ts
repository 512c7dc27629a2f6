import { asc, eq, inArray } from 'drizzle-orm';
import { CERT_API, CertQueueQuery, PagedSchema, StaffCertificateSchema, type Paged, type StaffCertificate } from '@b2b/shared/contract';
import { certificates, companies } from '../../../db/schema';
import { acrossCompanies } from '../../../db/scoped';
import { shanghaiDay } from '../../../lib/clock';
import { paginate } from '../../../lib/paging';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { STAFF, type CertApp } from '../access';
import { presentForStaff, scansOf } from '../present';

/** Certificates waiting for review, oldest submission first: staff look across every supplier. */
export async function certificateQueue(ctx: AppContext, query: CertQueueQuery): Promise<Paged<StaffCertificate>> {
  const queue = acrossCompanies(ctx.db, 'the certification queue: staff look across every supplier');
  const waiting = queue.select().from(certificates).where(eq(certificates.state, 'SUBMITTED'));
  const orderBy = [asc(certificates.submittedAt), asc(certificates.id)];
  const page = await paginate(ctx.db, waiting.$dynamic(), { ...query, orderBy }, (row) => row);
  const ids = [...new Set(page.list.map((row) => row.companyId))];
  const named = ids.length
    ? await queue
        .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn })
        .from(companies)
        .where(inArray(companies.id, ids))
    : [];
  const names = new Map(named.map((c) => [c.id, c]));
  const files = await scansOf(ctx.db, page.list);
  const today = shanghaiDay(ctx.clock.now());
  return {
    ...page,
    list: page.list.map((row) => presentForStaff(row, files, today, names.get(row.companyId) ?? { name: '', nameEn: null })),
  };
}

export function registerListQueue(app: CertApp) {
  const schema = { querystring: CertQueueQuery, response: responses(PagedSchema(StaffCertificateSchema)) };
  app.get(CERT_API.queue, { schema, config: { access: STAFF } }, async (request) =>
    ok(request, await certificateQueue(app.ctx, request.query)),
  );
}
