/** Set by the DefinePlugin of each app's build. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/**
 * Set by the DefinePlugin of each app's build: the file name of the antd stylesheet its build wrote
 * (tools/build-config/src/antd-stylesheet.ts); undefined where nothing wrote one (unit tests, the
 * prerender build), and antd then makes its styles at run time.
 */
declare const __ANTD_STYLESHEET__: string | undefined;
/** webpack's public path of the running app (a remote's is where its remoteEntry.js came from). */
declare const __webpack_public_path__: string;
/** webpack's Module Federation API: fills the share scope `name` (the host's own and its remotes' shared modules). */
declare function __webpack_init_sharing__(name: string): Promise<void>;
