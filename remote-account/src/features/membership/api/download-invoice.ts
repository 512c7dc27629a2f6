import { apiPath, PAYMENTS_API } from '@b2b/shared/contract';
import { downloadBlob } from '@b2b/shared/upload';

/** The issued invoice's PDF, through the API with the session, saved under its number. */
export const downloadInvoice = (orderId: string, number: string | null) =>
  downloadBlob(apiPath(PAYMENTS_API.invoiceFile, { id: orderId }), `invoice-${number ?? orderId}.pdf`);
