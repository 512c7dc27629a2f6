#!/usr/bin/env node
// Production build of the host and the four remotes, two at a time (one per core), with timings.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './platform/platform.mjs';

const APPS = process.argv[2] ? process.argv.slice(2) : ['host', 'remote-auth', 'remote-workstation', 'remote-chat', 'remote-account'];
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY ?? 2);

function build(app) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, app, 'node_modules', '.bin', 'webpack'), ['--config', 'webpack.config.ts', '--mode', 'production'], {
      cwd: join(ROOT, app),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: process.env,
    });
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`built ${app} in ${seconds} s`);
        resolve(Number(seconds));
      } else reject(new Error(`${app} build failed (exit ${code})`));
    });
  });
}

const started = Date.now();
const queue = [...APPS];
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (queue.length) await build(queue.shift());
  }),
);
console.log(`built ${APPS.length} apps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
