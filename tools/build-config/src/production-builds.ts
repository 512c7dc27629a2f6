import { dirname, join } from 'node:path';

/**
 * Packages whose `exports` name only their development build, so a bundler picks it for production
 * too. React Router 7 ships its production build beside it (`dist/production`, the same code with
 * its development warnings off) but exports `dist/development` only (remix-run/react-router#12532).
 * A production build resolves the package to its production files instead.
 */
export function productionBuildAliases(appDir: string): Record<string, string> {
  const routerDom = dirname(require.resolve('react-router-dom/package.json', { paths: [appDir] }));
  const router = dirname(require.resolve('react-router/package.json', { paths: [routerDom] }));
  const production = join(router, 'dist', 'production');
  return {
    'react-router$': join(production, 'index.mjs'),
    'react-router/dom$': join(production, 'dom-export.mjs'),
  };
}
