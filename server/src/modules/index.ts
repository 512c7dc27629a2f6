import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config';
import authRoutes from './auth/routes';
import codeRoutes from './codes/routes';
import commonRoutes from './common/routes';
import companyRoutes from './companies/routes';
import devRoutes from './dev/routes';
import fileRoutes from './files/routes';
import healthRoutes from './health/routes';
import noticeRoutes from './notices/routes';
import userRoutes from './users/routes';

interface AppModule {
  name: string;
  /** Registers the module's own API paths. */
  plugin: FastifyPluginAsync;
  /** Registered only when this holds; always when absent. */
  enabled?: (config: Config) => boolean;
}

/** Every module of the API, registered in this order by `buildApp`. */
export const MODULES: readonly AppModule[] = [
  { name: 'health', plugin: healthRoutes },
  { name: 'auth', plugin: authRoutes },
  { name: 'codes', plugin: codeRoutes },
  { name: 'users', plugin: userRoutes },
  { name: 'companies', plugin: companyRoutes },
  { name: 'common', plugin: commonRoutes },
  { name: 'notices', plugin: noticeRoutes },
  { name: 'files', plugin: fileRoutes },
  { name: 'dev', plugin: devRoutes, enabled: (config) => config.demo },
];
