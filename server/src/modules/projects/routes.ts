import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerAcceptMilestone } from './api/accept-milestone';
import { registerAcceptRevision } from './api/accept-revision';
import { registerCancelProject } from './api/cancel-project';
import { registerGetProject } from './api/get-project';
import { registerInitProject } from './api/init-project';
import { registerListDisputes } from './api/list-disputes';
import { registerListProjects } from './api/list-projects';
import { registerOpenDispute } from './api/open-dispute';
import { registerProjectDashboard } from './api/project-dashboard';
import { registerProjectFile } from './api/project-file';
import { registerRateProject } from './api/rate-project';
import { registerRejectRevision } from './api/reject-revision';
import { registerReportProgress } from './api/report-progress';
import { registerResolveDispute } from './api/resolve-dispute';
import { registerSavePlan } from './api/save-plan';
import { registerSendBackMilestone } from './api/send-back-milestone';
import { registerStartProject } from './api/start-project';
import { registerSubmitMilestone } from './api/submit-milestone';

/** Delivery (docs/marketplace.md, Marketplace II): one file per endpoint under api/, each with its declared access. */
const projectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of [
    registerInitProject,
    registerListProjects,
    registerProjectDashboard,
    registerGetProject,
    registerSavePlan,
    registerStartProject,
    registerAcceptRevision,
    registerRejectRevision,
    registerReportProgress,
    registerSubmitMilestone,
    registerAcceptMilestone,
    registerSendBackMilestone,
    registerCancelProject,
    registerOpenDispute,
    registerRateProject,
    registerProjectFile,
    registerListDisputes,
    registerResolveDispute,
  ])
    register(app);
};

export default projectRoutes;
