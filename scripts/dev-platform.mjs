#!/usr/bin/env node
// `pnpm dev`: the API in watch mode and every app on its rspack dev server (ports 3000–3004).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './platform/platform.mjs';

const children = [
  spawn(join(ROOT, 'server/node_modules/.bin/tsx'), ['watch', 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    stdio: 'inherit',
    env: { DEMO: 'true', ...process.env },
  }),
  ...['host', 'remote-auth', 'remote-workstation', 'remote-chat', 'remote-account'].map((app) =>
    spawn(join(ROOT, app, 'node_modules/.bin/rspack'), ['dev', '--config', 'rspack.config.ts', '--mode', 'development'], {
      cwd: join(ROOT, app),
      stdio: 'inherit',
    }),
  ),
];
console.log('dev: open http://localhost:3000 (each remote also runs alone on 3001–3004)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
