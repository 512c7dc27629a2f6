#!/usr/bin/env node
// Production build of the host and the four remotes, two at a time (one per core), with timings; the
// host's public pages are then prerendered, and a remote's page shells where the remote has a prerender
// config (remote-auth), and each app's text assets precompressed (brotli and gzip) beside the originals.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, remoteVersion } from './platform/platform.mjs';
import { precompress } from './platform/precompress.mjs';
import { prerenderHost, prerenderRemoteShells } from './platform/prerender.mjs';

const APPS = process.argv[2] ? process.argv.slice(2) : ['host', 'remote-auth', 'remote-workstation', 'remote-chat', 'remote-account'];
const CONCURRENCY = Number(process.env.BUILD_CONCURRENCY ?? 2);

function build(app) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(ROOT, app, 'node_modules', '.bin', 'rspack'),
      ['build', '--config', 'rspack.config.ts', '--mode', 'production'],
      {
        cwd: join(ROOT, app),
        stdio: ['ignore', 'inherit', 'inherit'],
        env: process.env,
      },
    );
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${app} build failed (exit ${code})`));
      const kb = (n) => `${Math.round(n / 1024)} KB`;
      // Only what this build wrote: a remote's dist keeps other versions beside it (browser tests build some).
      const out = app === 'host' ? join(ROOT, app, 'dist') : join(ROOT, app, 'dist', process.env.APP_VERSION || remoteVersion(app));
      const prerendered =
        app === 'host'
          ? prerenderHost(join(ROOT, app))
          : existsSync(join(ROOT, app, 'prerender.rspack.config.ts'))
            ? prerenderRemoteShells(join(ROOT, app), out)
            : Promise.resolve();
      prerendered
        .then(() => precompress(out))
        .then((t) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          console.log(`built ${app} in ${seconds} s (${t.files} text files: ${kb(t.raw)}, brotli ${kb(t.br)}, gzip ${kb(t.gz)})`);
          resolve(Number(seconds));
        }, reject);
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
