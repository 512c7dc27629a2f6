import { buildApp } from './app';
import { loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { processMetrics: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests still running after the grace period (an upload whose client stalled) are cut off.
    setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'closing the connections still open');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  await app.ctx.jobs.start();
  if (config.demo) app.log.warn('DEMO=true: demo accounts with the published password and /api/demo/* for loopback callers');
  if (config.payments.provider === 'sandbox' && !config.demo)
    app.log.warn('PAYMENT_PROVIDER=sandbox: memberships can be "paid" without money; production needs a real provider (docs/payments.md)');
  app.log.info({ db: app.ctx.database.kind, demo: config.demo, trustProxy: config.trustProxy }, 'API ready');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
