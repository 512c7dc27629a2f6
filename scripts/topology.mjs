#!/usr/bin/env node
// `pnpm topology`: the production topology on this machine (scripts/topology/start.mjs): nginx with the rules of
// deploy/nginx/ in front of two API processes on PostgreSQL, Redis and an S3 server, serving the built apps.
// TOPOLOGY_PORT_BASE (7100), DATABASE_URL (postgres://postgres@127.0.0.1:5432/b2b_topology), REDIS_URL, DEMO.
// Ctrl+C stops everything.
import { INSTALL_HINT, startTopology } from './topology/start.mjs';

const demo = !['0', 'false', 'no', 'off'].includes((process.env.DEMO ?? 'true').toLowerCase());
let topology;
try {
  topology = await startTopology({
    portBase: Number(process.env.TOPOLOGY_PORT_BASE ?? 7100),
    databaseUrl: process.env.DATABASE_URL,
    redisUrl: process.env.REDIS_URL,
    demo,
  });
} catch (error) {
  console.error(`\n  The topology did not start: ${error.message}\n  (nginx: ${INSTALL_HINT}; the apps: pnpm build)\n`);
  process.exit(1);
}

console.log(`
  B2B Connect (production topology) is running:   ${topology.url}
  CDN (every app's releases):                     ${topology.cdnOrigin}
  API instances (behind nginx; /metrics here):    ${topology.apis.map((api) => api.url).join(', ')}
  Database: ${topology.databaseUrl}   Redis: ${topology.redisUrl}   Object store: ${topology.env.S3_ENDPOINT}
  nginx configuration and logs:                   ${topology.prefix}/conf, ${topology.prefix}/logs
${demo ? '\n  DEMO MODE: the demo accounts (npm start lists them) on this database; DEMO=false pnpm topology turns it off.\n' : ''}
  Ctrl+C stops everything.`);

const shutdown = async () => {
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
