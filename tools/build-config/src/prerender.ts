import { join } from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { cssRules, swcRule } from './rules';

export interface PrerenderOptions {
  /** Directory of the app. */
  dir: string;
  /** Module Federation name of the app: class names are built from it, as in the browser build. */
  name: string;
  /** The module that renders pages to HTML (relative to `dir`). */
  entry: string;
  /** Where the Node bundle is written. */
  outDir: string;
  /**
   * The app's antd takes its styles from the stylesheet its browser build wrote (zero runtime), so the
   * markup carries the same class names as in the browser; the caller inlines the rules it uses.
   */
  antdStylesheet?: boolean;
}

/**
 * A Node bundle of an app's own pages, run once at build time to write their HTML before any
 * JavaScript exists in the browser. Same sources, same CSS Modules names as the browser build; no
 * Module Federation (the prerendered pages are the host's own), one file (lazy pages included),
 * packages left to Node.
 */
export function createPrerenderConfig(options: PrerenderOptions) {
  return (): Configuration => ({
    mode: 'production',
    target: 'node',
    context: options.dir,
    entry: { render: options.entry },
    devtool: false,
    output: { path: options.outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    // Packages are required from node_modules when the bundle runs; only the apps' and the kernel's
    // own sources, and every stylesheet (their class names and text), go through the loaders.
    externals: ({ request }, callback) => {
      if (request && /^(?![./]|@b2b\/)(@[\w.-]+\/)?[\w.-]+(\/.*)?$/.test(request) && !request.endsWith('.css')) {
        return callback(undefined, `commonjs ${request}`);
      }
      callback();
    },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: swcRule },
        ...cssRules(options.name, join(__dirname, 'collect-css-loader.cjs')),
      ],
    },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({
        __APP_NAME__: JSON.stringify(options.name),
        __APP_VERSION__: JSON.stringify('prerender'),
        __ANTD_STYLESHEET__: options.antdStylesheet ? JSON.stringify('antd.css') : 'undefined',
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  });
}
