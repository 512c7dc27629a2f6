import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { rspack, type Configuration } from '@rspack/core';
import type { Configuration as DevServerConfiguration } from '@rspack/dev-server';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { REMOTE_ENTRY_FILE } from '@b2b/shared/federation';
import { stylesheetTheme } from '@b2b/shared/ui';
import { antdStylesheet, AntdStylesheetPlugin } from './antd-stylesheet';
import { buildTag } from './build-tag';
import { addChunkGroups, addPageChunks } from './page-chunks';
import { productionBuildAliases } from './production-builds';
import { cssRules, swcRule } from './rules';
import { installedVersion, sharedConfig, type SharedEntry } from './shared-deps';

export { SHARED_SINGLETONS, sharedConfig } from './shared-deps';

/** The version of `@b2b/shared` an app is built with (the host passes it to its kernel-version plugin). */
export function kernelVersion(appDir: string): string {
  return installedVersion('@b2b/shared', appDir);
}

/**
 * The host provides the whole kernel, whether or not it imports a subpath itself: an `import` that is
 * an absolute path is always provided, so every `@b2b/shared/*` subpath is in the share scope from
 * the host at its version, and no remote ever becomes a kernel provider (host/src/federation/
 * kernel-version-plugin.ts hands every consumer the host's version).
 */
function withKernelFromHost(shared: Record<string, SharedEntry>, appDir: string): Record<string, SharedEntry> {
  return Object.fromEntries(
    Object.entries(shared).map(([name, entry]) => [
      name,
      name.startsWith('@b2b/shared/') ? { ...entry, import: require.resolve(name, { paths: [appDir] }) } : entry,
    ]),
  );
}

/**
 * Browser tests only: `E2E_KERNEL_VERSION=9.0.0` builds an app as if its `@b2b/shared` were that
 * version (every kernel subpath offered as 9.0.0 and requiring ^9.0.0), to prove the host refuses an
 * incompatible remote. Never set for a real build.
 */
function withE2eKernelVersion(shared: Record<string, SharedEntry>): Record<string, SharedEntry> {
  const version = process.env.E2E_KERNEL_VERSION;
  if (!version) return shared;
  return Object.fromEntries(
    Object.entries(shared).map(([name, entry]) => [
      name,
      name.startsWith('@b2b/shared/') ? { ...entry, version, requiredVersion: `^${version}` } : entry,
    ]),
  );
}

export interface AppOptions {
  /** Directory of the app (its package.json, src/, dist/). */
  dir: string;
  /** Module Federation name: `host`, `auth`, `workstation`, `chat`, `account`. */
  name: string;
  /** Dev-server port; also the port `pnpm start` serves the build on. */
  port: number;
  /** What the app exposes (remotes only). */
  exposes?: Record<string, string>;
  /** `own`: the app compiles its own tree-shaken antd instead of sharing the singleton (remote-auth). */
  antd?: 'shared' | 'own';
  /** Runtime plugins, as module paths (host only). */
  runtimePlugins?: (string | [string, Record<string, unknown>])[];
  /** Page title of the standalone index.html. */
  title: string;
  /** Host only: the dev-server ports of the remotes, served as /remotes.json in development. */
  devRemotes?: Record<string, number>;
}

/**
 * One build configuration for every app, in webpack's configuration format, run by rspack
 * (docs/decisions/0006-rspack.md). A remote is built to `dist/<version>/` (immutable
 * once deployed: new versions go beside the old ones); `remoteEntry.js` and `mf-manifest.json`
 * keep fixed names, every other chunk is content-hashed. The host is built to `dist/`.
 */
export function createAppConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration & { devServer?: DevServerConfiguration } => {
    const mode = argv.mode ?? 'production';
    const production = mode === 'production';
    const pkg = JSON.parse(readFileSync(join(options.dir, 'package.json'), 'utf8'));
    const version: string = process.env.APP_VERSION || pkg.version;
    const isHost = !options.exposes;
    const outDir = isHost ? join(options.dir, 'dist') : join(options.dir, 'dist', version);
    const apiTarget = process.env.API_URL || 'http://127.0.0.1:4000';
    const shared = sharedConfig(options.dir, { shareAntd: options.antd !== 'own' });
    // Measurement only (decision 0005): BENCH_ANTD_RUNTIME_STYLES=true builds as before, antd making its styles at run time.
    const stylesheet = process.env.BENCH_ANTD_RUNTIME_STYLES === 'true' ? null : antdStylesheet(options.dir, stylesheetTheme, mode);

    return {
      mode,
      context: options.dir,
      entry: { main: './src/index.ts' },
      // Production maps are written beside the chunks for error tracking but not referenced from them,
      // so browsers never download them.
      devtool: production ? (process.env.SOURCE_MAPS === 'false' ? false : 'hidden-source-map') : 'eval-cheap-module-source-map',
      output: {
        path: outDir,
        // The host is served from its origin's root (deep links load /main.js); a remote finds its
        // chunks next to its remoteEntry, wherever the CDN puts its versioned folder.
        publicPath: isHost ? '/' : 'auto',
        // A remote's chunk-loading global is its build's own (build-tag.ts): an open tab may run two builds of it.
        uniqueName: isHost ? options.name : `${options.name}_${buildTag(options.dir)}`,
        // Entry files keep fixed names (remoteEntry.js must; the federation runtime chunk cannot take
        // a contenthash); they live in a versioned folder or are referenced with a hash query.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // A module whose evaluation threw (e.g. a shared module the kernel-version plugin refused)
        // is dropped from the module cache, so a retry fails the same way instead of getting its
        // half-initialised exports, and the remote ends on the "unavailable" panel.
        strictModuleExceptionHandling: true,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: production ? productionBuildAliases(options.dir) : {} },
      module: {
        rules: [{ test: /\.tsx?$/, exclude: /node_modules/, use: swcRule }, ...cssRules(options.name, require.resolve('style-loader'))],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          filename: REMOTE_ENTRY_FILE,
          exposes: options.exposes,
          remotes: {},
          shared: isHost ? withKernelFromHost(shared, options.dir) : withE2eKernelVersion(shared),
          shareStrategy: 'loaded-first',
          runtimePlugins: options.runtimePlugins,
          // A remote's manifest also lists each page's files, so the host fetches them alongside remoteEntry.
          manifest: isHost ? { additionalData: addChunkGroups } : { additionalData: addPageChunks },
          // Types of the exposes live in @b2b/shared/federation, so no per-build d.ts generation.
          dts: false,
          // A browser build: the federation runtime drops its Node code; a remote's runtime also drops
          // loading remotes and reading manifests, which only the host does.
          experiments: { optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true } },
        }),
        new HtmlWebpackPlugin({ template: join(__dirname, 'index.html'), title: options.title, chunks: ['main'], hash: production }),
        new rspack.DefinePlugin({
          __APP_NAME__: JSON.stringify(options.name),
          __APP_VERSION__: JSON.stringify(version),
          __ANTD_STYLESHEET__: stylesheet ? JSON.stringify(stylesheet.file) : 'undefined',
        }),
        ...(stylesheet ? [new AntdStylesheetPlugin(stylesheet)] : []),
      ],
      optimization: {
        minimize: production,
        // Scripts only: the antd stylesheet is written as antd extracts it, byte for byte the same in every app.
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ extractComments: false })],
      },
      performance: { hints: false },
      // `rspack dev` would otherwise compile dynamic imports on first request and reload the page each
      // time: a remote's pages are imported from the host's page, so it reloaded until all were built.
      lazyCompilation: false,
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiTarget, ws: true }],
        setupMiddlewares: (middlewares) => {
          if (!options.devRemotes) return middlewares;
          const remotes = JSON.stringify(
            Object.fromEntries(
              Object.entries(options.devRemotes).map(([name, port]) => [name, `http://localhost:${port}/mf-manifest.json`]),
            ),
          );
          const remotesJson = {
            name: 'remotes-json',
            path: '/remotes.json',
            middleware: (_req: unknown, res: { setHeader(name: string, value: string): void; end(body: string): void }) => {
              res.setHeader('Content-Type', 'application/json; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(remotes);
            },
          };
          return [remotesJson as (typeof middlewares)[number], ...middlewares];
        },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
export { createPrerenderConfig, type PrerenderOptions } from './prerender';
