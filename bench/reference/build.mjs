#!/usr/bin/env node
// The reference Module Federation platform (bench/navigation.mjs's yardstick): a host and one remote, built
// with rspack's JavaScript API into dist/ and precompressed like the platform, and served on two origins.
// `node bench/reference/build.mjs` builds it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { precompress } from '../../scripts/platform/precompress.mjs';
import { startStaticServer } from '../../scripts/platform/static-server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DIST = { host: join(HERE, 'dist', 'host'), remote: join(HERE, 'dist', 'remote') };
const REMOTE_NAME = 'reference_remote';
const require = createRequire(import.meta.url);

const versionOf = (pkg) => JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version;
const singleton = (pkg) => {
  const version = versionOf(pkg);
  return { singleton: true, requiredVersion: `^${version}`, version };
};
const SHARED = {
  react: singleton('react'),
  'react/jsx-runtime': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/client': singleton('react-dom'),
  dayjs: singleton('dayjs'),
};

const HTML = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," /><title>Reference host</title></head>
  <body><div id="root"></div></body>
</html>`;

function config({ name, app, out, entry, exposes, plugins = [] }) {
  return {
    mode: 'production',
    devtool: false,
    context: join(HERE, app),
    entry,
    output: {
      path: out,
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: SHARED,
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
      ...plugins,
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function compile(options) {
  return new Promise((done, fail) => {
    const compiler = rspack(options);
    compiler.run((error, stats) => {
      compiler.close(() => {
        if (error) return fail(error);
        if (stats.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
        done(stats);
      });
    });
  });
}

/** The .js files of a dist folder with their sizes in bytes (raw, and brotli when precompressed). */
function jsFiles(dir) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const br = join(dir, `${file}.br`);
      return { file, bytes: statSync(join(dir, file)).size, br: existsSync(br) ? statSync(br).size : null };
    });
}

/** Builds the reference host and remote into bench/reference/dist/{host,remote}; answers the time and the JS files. */
export async function buildReference() {
  const started = performance.now();
  await Promise.all([
    compile(config({ name: REMOTE_NAME, app: 'remote', out: DIST.remote, entry: {}, exposes: { './Widget': './src/Widget.tsx' } })),
    compile(
      config({
        name: 'reference_host',
        app: 'host',
        out: DIST.host,
        entry: { main: './src/index.ts' },
        plugins: [new rspack.HtmlRspackPlugin({ templateContent: HTML, chunks: ['main'], hash: true })],
      }),
    ),
  ]);
  await Promise.all([precompress(DIST.host), precompress(DIST.remote)]);
  return { ms: Math.round(performance.now() - started), host: jsFiles(DIST.host), remote: jsFiles(DIST.remote) };
}

const isBuilt = () => existsSync(join(DIST.host, 'index.html')) && existsSync(join(DIST.remote, 'mf-manifest.json'));

/** Builds the reference, unless `reuse` (a bench's `--skip-build`) and it is already built. */
export async function ensureReference({ reuse }) {
  if (!reuse || !isBuilt()) await buildReference();
}

/**
 * Serves the built reference: the host (SPA fallback, its CSP allowing the remote's origin) and the remote
 * (CORS for the host's origins). Answers the host page's URL, naming the remote's manifest in ?remote=, the
 * same page without its idle preload (`coldUrl`) and the remote's origin.
 */
export async function startReference({ hostPort, remotePort }) {
  if (!isBuilt()) throw new Error('the reference is not built: run `node bench/reference/build.mjs` first');
  const hostOrigin = `http://localhost:${hostPort}`;
  const manifestUrl = `http://localhost:${remotePort}/mf-manifest.json`;
  const remote = await startStaticServer({ root: DIST.remote, port: remotePort, cors: [hostOrigin, `http://127.0.0.1:${hostPort}`] });
  const host = await startStaticServer({
    root: DIST.host,
    port: hostPort,
    spa: true,
    remotes: () => ({ [REMOTE_NAME]: manifestUrl }),
  }).catch(async (error) => {
    await remote.close();
    throw error;
  });
  const url = `${hostOrigin}/?remote=${encodeURIComponent(manifestUrl)}`;
  return {
    url,
    // The same page without its idle preload (bootstrap.tsx), for a cold click.
    coldUrl: `${url}&preload=off`,
    remoteOrigin: new URL(manifestUrl).origin,
    stop: () => Promise.all([host.close(), remote.close()]).then(() => undefined),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ms, host, remote } = await buildReference();
  console.log(`reference built in ${ms} ms`);
  for (const [app, files] of Object.entries({ host, remote })) {
    for (const { file, bytes, br } of files) console.log(`  ${app}/${file}: ${bytes} B${br === null ? '' : ` (br ${br} B)`}`);
  }
}
