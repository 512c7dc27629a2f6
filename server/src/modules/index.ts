import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import type { AppJob } from '../jobs';
import authRoutes from './auth/routes';
import { bulletinJobs } from './bulletin/jobs';
import bulletinRoutes from './bulletin/routes';
import { certificationJobs } from './certifications/jobs';
import certificationRoutes from './certifications/routes';
import chatRoutes from './chat/routes';
import { chatJobs } from './chat/service/jobs';
import collectionRoutes from './collections/routes';
import clientReportsRoutes from './client-reports/routes';
import codeRoutes from './codes/routes';
import commonRoutes from './common/routes';
import companyRoutes from './companies/routes';
import { demandJobs } from './demands/jobs';
import demandRoutes from './demands/routes';
import demoRoutes from './demo/routes';
import directoryRoutes from './directory/routes';
import { fileJobs } from './files/jobs';
import fileRoutes from './files/routes';
import healthRoutes from './health/routes';
import homeRoutes from './home/routes';
import manpowerRoutes from './manpower/routes';
import followRoutes from './follows/routes';
import noticeRoutes from './notices/routes';
import { paymentJobs } from './payments/jobs';
import paymentRoutes from './payments/routes';
import { projectJobs } from './projects/jobs';
import projectRoutes from './projects/routes';
import promotionRoutes from './promotion/routes';
import responseRoutes from './responses/routes';
import searchRoutes from './search/routes';
import showcaseRoutes from './showcase/routes';
import teamRoutes from './team/routes';
import testClockRoutes from './test-clock/routes';
import userRoutes from './users/routes';

export interface AppModule {
  name: string;
  /** Registers the module's own API paths. */
  plugin: FastifyPluginAsync;
  /** Registered only when this holds; always when absent. */
  enabled?: (config: Config) => boolean;
  /** Its timed work (src/jobs), run by every instance's runner. */
  jobs?: readonly AppJob[];
}

/** Every module of the API, registered in this order by `buildApp`. */
export const MODULES: readonly AppModule[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'codes', plugin: codeRoutes },
  { name: 'users', plugin: userRoutes },
  { name: 'companies', plugin: companyRoutes },
  { name: 'team', plugin: teamRoutes },
  { name: 'common', plugin: commonRoutes },
  { name: 'notices', plugin: noticeRoutes },
  { name: 'files', plugin: fileRoutes, jobs: fileJobs },
  { name: 'demands', plugin: demandRoutes, jobs: demandJobs },
  { name: 'responses', plugin: responseRoutes },
  { name: 'projects', plugin: projectRoutes, jobs: projectJobs },
  { name: 'collections', plugin: collectionRoutes },
  { name: 'manpower', plugin: manpowerRoutes },
  { name: 'chat', plugin: chatRoutes, jobs: chatJobs },
  { name: 'payments', plugin: paymentRoutes, jobs: paymentJobs },
  { name: 'bulletin', plugin: bulletinRoutes, jobs: bulletinJobs },
  { name: 'home', plugin: homeRoutes },
  { name: 'showcase', plugin: showcaseRoutes },
  { name: 'directory', plugin: directoryRoutes },
  { name: 'follows', plugin: followRoutes },
  { name: 'certifications', plugin: certificationRoutes, jobs: certificationJobs },
  { name: 'promotion', plugin: promotionRoutes },
  { name: 'search', plugin: searchRoutes },
  { name: 'client-reports', plugin: clientReportsRoutes },
  { name: 'demo', plugin: demoRoutes, enabled: (config) => config.demo },
  { name: 'test-clock', plugin: testClockRoutes, enabled: (config) => config.testClock },
];
