import { CERT_API, CertIdParams } from '@b2b/shared/contract';
import { AppError } from '../../../lib/errors';
import { downloadCacheHook, serveFile } from '../../files/serve';
import { STAFF, type CertApp } from '../access';
import { scansOf } from '../present';
import { findForStaff } from './staff-get-certificate';

/**
 * The scan of any supplier's certificate, for staff reviewing it: through the API (the storage key names the
 * company), only the file the certificate names and only its own company's.
 */
export function registerStaffGetScan(app: CertApp) {
  const schema = { params: CertIdParams };
  app.get(CERT_API.staffScan, { schema, config: { access: STAFF }, onSend: downloadCacheHook }, async (request, reply) => {
    const row = await findForStaff(app.ctx, request.caller!, request.params.id);
    const file = row.scanFileId ? (await scansOf(app.ctx.db, [row])).get(row.scanFileId) : undefined;
    if (!file || file.companyId !== row.companyId) throw new AppError('NOT_FOUND');
    return serveFile(app.ctx, request, reply, file, false, { throughApi: true });
  });
}
