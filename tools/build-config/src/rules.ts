/**
 * CSS rules shared by the browser build (`style-loader` injects) and the prerender build (the
 * collecting loader records the text): the same css-loader options, so both get the same class names.
 */
export function cssRules(appName: string, injector: string) {
  return [
    {
      // Global CSS is the host's alone (e.g. the progress bar); remotes use CSS Modules.
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [injector, require.resolve('css-loader')],
    },
    {
      test: /\.module\.css$/,
      use: [
        injector,
        {
          loader: require.resolve('css-loader'),
          options: { modules: { namedExport: false, localIdentName: `${appName}__[local]--[hash:base64:5]` } },
        },
      ],
    },
  ];
}

/**
 * TypeScript and JSX compiled by rspack's built-in SWC (types are checked by `tsc` in lint, not in the
 * build), to the same target and JSX runtime as tsconfig.base.json. Measured: docs/decisions/0004-build-speed.md.
 */
export const swcRule = {
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
    },
  },
};
