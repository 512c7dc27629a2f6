import { eq } from 'drizzle-orm';
import Type from 'typebox';
import { CERT_API, CertIdParams } from '@b2b/shared/contract';
import type { Caller } from '../../../db/rows';
import { certificates } from '../../../db/schema';
import { companyScope } from '../../../db/scoped';
import { ok, responses } from '../../../plugins/app/envelope';
import type { AppContext } from '../../../plugins/app/context';
import { CERT_PAGE, type CertApp } from '../access';
import { lockOwn } from '../state';

/** Removes one of the company's certificates, with its history (its badge goes with it). */
export async function deleteCertificate(ctx: AppContext, caller: Caller, id: string): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const cert = await lockOwn(tx, caller, id);
    await companyScope(tx, caller.company.id).delete(certificates).where(eq(certificates.id, cert.id));
  });
  return null;
}

export function registerDeleteCertificate(app: CertApp) {
  const schema = { params: CertIdParams, response: responses(Type.Null()) };
  app.delete(CERT_API.item, { schema, config: { access: CERT_PAGE } }, async (request) =>
    ok(request, await deleteCertificate(app.ctx, request.caller!, request.params.id)),
  );
}
