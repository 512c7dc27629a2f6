#!/usr/bin/env node
// `pnpm start` after the build: the API on embedded defaults with demo data, the host and each
// remote on its own port, then the URL and the demo logins.
import { startPlatform } from './platform/platform.mjs';

const platform = await startPlatform({
  apiEnv: { DEV_OUTBOX: process.env.DEV_OUTBOX ?? 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
});

const res = await fetch(`${platform.apiUrl}/api/dev/demo-accounts`).catch(() => null);
const demo = res?.ok ? (await res.json()).data : [];

console.log(`
  B2B Connect is running:   ${platform.url}
  API:                      ${platform.apiUrl}/api/health
  Remotes:                  ${Object.entries(platform.remotes)
    .map(([n, u]) => `${n} ${u}`)
    .join('\n                            ')}
`);
if (demo.length) {
  console.log('  Demo logins:');
  for (const a of demo) console.log(`    ${a.email.padEnd(24)} ${a.password.padEnd(10)} ${a.description}`);
}
console.log(
  '\n  Verification codes are written to the API log (and /api/dev/outbox/latest while DEV_OUTBOX=true).\n  Ctrl+C stops everything.',
);

const shutdown = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
