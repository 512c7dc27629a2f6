#!/usr/bin/env node
// `pnpm start` after the build: the API on embedded defaults in demo mode (DEMO=true: demo data and
// the demo outbox, loopback only), the host and each remote on its own port, then the URL and the
// demo logins. `DEMO=false npm start` serves the same apps without demo data or /api/demo/*, on the
// embedded PGlite named here (the API takes it only when named), or on DATABASE_URL when set.
import { startPlatform } from './platform/platform.mjs';

const demo = !['0', 'false', 'no', 'off'].includes((process.env.DEMO ?? 'true').toLowerCase());
const embedded = !demo && !process.env.DATABASE_URL && !process.env.DATABASE;

const platform = await startPlatform({
  apiEnv: { DEMO: demo ? 'true' : 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...(embedded && { DATABASE: 'pglite' }) },
});

const res = await fetch(`${platform.apiUrl}/api/demo/accounts`).catch(() => null);
const accounts = res?.ok ? (await res.json()).data : [];

console.log(`
  B2B Connect is running:   ${platform.url}
  API:                      ${platform.apiUrl}/api/health
  Remotes:                  ${Object.entries(platform.remotes)
    .map(([n, u]) => `${n} ${u}`)
    .join('\n                            ')}
`);
if (demo) {
  console.log(
    '  DEMO MODE (DEMO=true): demo accounts with a published password, verification codes in the API log and at\n' +
      '  /api/demo/outbox/latest (this machine only). Not for real data; DEMO=false npm start turns it off.\n',
  );
}
if (accounts.length) {
  console.log('  Demo logins:');
  for (const a of accounts) console.log(`    ${a.email.padEnd(24)} ${a.password.padEnd(14)} ${a.description}`);
}
console.log('\n  Ctrl+C stops everything.');

const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
