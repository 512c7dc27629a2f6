import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * Bearer tokens, no cookies: only the listed origins (`CORS_ORIGINS`) may call cross-origin, without
 * credentials. None by default: the web app calls through its own origin's /api proxy.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Client-Id', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Session-Expires', 'X-Request-Id'],
    maxAge: 600,
  });
}
