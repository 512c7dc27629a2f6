import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCreateCertificate } from './api/create-certificate';
import { registerDeleteCertificate } from './api/delete-certificate';
import { registerGetCertificate } from './api/get-certificate';
import { registerListCertificates } from './api/list-certificates';
import { registerListQueue } from './api/list-queue';
import { registerReviewCertificate } from './api/review-certificate';
import { registerStaffGetCertificate } from './api/staff-get-certificate';
import { registerStaffGetScan } from './api/staff-get-scan';
import { registerUpdateCertificate } from './api/update-certificate';
import { registerWithdrawCertificate } from './api/withdraw-certificate';

/** Supplier certification (issue 37): one file per endpoint under api/, each with its declared access. */
const certificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerListCertificates,
    registerCreateCertificate,
    registerGetCertificate,
    registerUpdateCertificate,
    registerWithdrawCertificate,
    registerDeleteCertificate,
    registerListQueue,
    registerStaffGetCertificate,
    registerReviewCertificate,
    registerStaffGetScan,
  ])
    register(app);
};

export default certificationRoutes;
