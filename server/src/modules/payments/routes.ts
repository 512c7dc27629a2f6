import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCancelOrder } from './api/cancel-order';
import { registerCreateOrder } from './api/create-order';
import { registerGetOrder } from './api/get-order';
import { registerListOrders } from './api/list-orders';
import { registerListPlans } from './api/list-plans';
import { registerOpenCheckout } from './api/open-checkout';
import { registerReceiveNotification } from './api/receive-notification';
import { registerRequestInvoice } from './api/request-invoice';
import { registerSandboxCheckout } from './api/sandbox-checkout';
import { registerSyncOrder } from './api/sync-order';
import { registerGetInvoiceFile } from './api/get-invoice-file';
import { registerRequestRefund } from './api/request-refund';
import { registerStaffIssueInvoice } from './api/staff-issue-invoice';
import { registerStaffRefund } from './api/staff-refund';
import { registerStaffRejectInvoice } from './api/staff-reject-invoice';
import { registerStaffRejectRefund } from './api/staff-reject-refund';
import { registerStaffListInvoices } from './api/staff-list-invoices';
import { registerStaffListRefunds } from './api/staff-list-refunds';

/** Membership purchase and payment (docs/payments.md): one file per endpoint under api/, each with its declared access. */
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerListPlans,
    registerCreateOrder,
    registerListOrders,
    registerGetOrder,
    registerOpenCheckout,
    registerCancelOrder,
    registerSyncOrder,
    registerRequestInvoice,
    registerGetInvoiceFile,
    registerRequestRefund,
    registerStaffListRefunds,
    registerStaffRefund,
    registerStaffRejectRefund,
    registerStaffListInvoices,
    registerStaffIssueInvoice,
    registerStaffRejectInvoice,
    registerReceiveNotification,
    registerSandboxCheckout,
  ])
    register(app);
};

export default paymentRoutes;
