import { PAYMENTS_API } from '@b2b/shared/contract';
import { downloadCacheHook, serveFile } from '../../files/serve';
import { BUYER, idParams, type PaymentsApp } from '../access';
import { invoiceFileOf } from '../invoices';

/**
 * The PDF of the company's issued invoice, through the API: the file is the issuing staff account's
 * company's, reached only through the company's own order (another company's order is 404).
 */
export function registerGetInvoiceFile(app: PaymentsApp) {
  app.get(
    PAYMENTS_API.invoiceFile,
    { schema: { params: idParams }, config: { access: BUYER }, onSend: downloadCacheHook },
    async (request, reply) => {
      const file = await invoiceFileOf(app.ctx, request.caller!, request.params.id);
      return serveFile(app.ctx, request, reply, file, false, { throughApi: true });
    },
  );
}
