import { desc } from 'drizzle-orm';
import Type from 'typebox';
import { CERT_API, CertificateSchema, type Certificate } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { CERT_PAGE, type CertApp } from '../access';
import { presentCert, scansOf, todayOf } from '../present';

/** The caller's company's certificates, newest first (a company keeps at most CERT_LIMITS.perCompany). */
export async function listCertificates(ctx: AppContext, caller: Caller): Promise<Certificate[]> {
  const rows = await companyScope(ctx.db, caller.company.id)
    .select(certificates)
    .where()
    .orderBy(desc(certificates.createdAt), desc(certificates.id));
  const files = await scansOf(ctx.db, rows);
  const today = todayOf(ctx);
  return rows.map((row) => presentCert(row, files, today));
}

export function registerListCertificates(app: CertApp) {
  const schema = { response: responses(Type.Array(CertificateSchema)) };
  app.get(CERT_API.list, { schema, config: { access: CERT_PAGE } }, async (request) =>
    ok(request, await listCertificates(app.ctx, request.caller!)),
  );
}
