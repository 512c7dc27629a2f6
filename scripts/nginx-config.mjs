#!/usr/bin/env node
// `pnpm nginx:config`: writes the web tier's nginx rules (deploy/nginx/) and docker-compose.yml's main files
// (deploy/compose/nginx-web.conf, nginx-cdn.conf) from scripts/platform/web-rules.mjs. `--check` only compares
// and fails when a committed file differs (CI).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './platform/platform.mjs';
import { composeFiles } from './topology/compose-nginx.mjs';
import { sharedFiles } from './platform/nginx-config.mjs';

const check = process.argv[2] === '--check';
const files = {
  ...Object.fromEntries(Object.entries(sharedFiles()).map(([name, text]) => [join('deploy', 'nginx', name), text])),
  ...Object.fromEntries(Object.entries(composeFiles()).map(([name, text]) => [join('deploy', 'compose', name), text])),
};
const stale = [];
for (const [path, text] of Object.entries(files)) {
  const full = join(ROOT, path);
  let current = null;
  try {
    current = readFileSync(full, 'utf8');
  } catch {
    // not written yet
  }
  if (current === text) continue;
  if (check) stale.push(path);
  else {
    mkdirSync(join(full, '..'), { recursive: true });
    writeFileSync(full, text);
    console.log(`wrote ${path}`);
  }
}
if (stale.length) {
  console.error(`nginx configuration out of date (run \`pnpm nginx:config\`): ${stale.join(', ')}`);
  process.exit(1);
}
