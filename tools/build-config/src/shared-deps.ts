import { readFileSync } from 'node:fs';

/**
 * The modules every app shares as Module Federation singletons. antd is shared too, by the apps a
 * signed-in user moves between (see `sharedConfig`); @ant-design/icons never is: each app
 * tree-shakes the icons it uses.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'axios',
  'dayjs',
  '@tanstack/react-query',
] as const;

/**
 * The kernel modules with state or identity that must exist once. `@b2b/shared/contract` is left
 * out on purpose: it is stateless data and types, and unshared each app tree-shakes it, so the
 * TypeBox schemas the server needs never reach a browser. `router` is React Router: shared as the
 * kernel's list of the parts the apps use rather than as `react-router-dom`, whose share would
 * hold all of it, since a shared module is never tree-shaken (docs/decisions/0014-intro-size.md).
 */
export const KERNEL_SINGLETONS = ['access', 'session', 'api', 'i18n', 'ui', 'upload', 'federation', 'query', 'router'] as const;

/** Subpaths that must resolve to the same singleton as their package. */
const SUBPATHS: Record<string, string[]> = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
};

/** Split-state packages whose version drift would break the app: refuse a mismatching copy. */
const STRICT = new Set(['react', 'react-dom', 'zustand', '@tanstack/react-query']);

export function installedVersion(pkg: string, fromDir: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  version?: string;
  strictVersion: boolean;
  import?: string;
}

/**
 * `shareAntd`: antd as one singleton, loaded on first use (never eager, so the intro page carries
 * none), for the host and the remotes of the signed-in area, which then open a page with antd already
 * loaded, compiled and its theme computed. remote-auth, the first page of every new visitor, keeps its
 * own tree-shaken copy (docs/decisions/0001-antd-sharing.md has both measurements).
 */
export function sharedConfig(appDir: string, { shareAntd }: { shareAntd: boolean }): Record<string, SharedEntry> {
  const singleton = (version: string, strictVersion: boolean): SharedEntry => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    strictVersion,
  });
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SHARED_SINGLETONS) {
    const version = installedVersion(pkg, appDir);
    for (const name of [pkg, ...(SUBPATHS[pkg] ?? [])]) shared[name] = singleton(version, STRICT.has(pkg));
  }
  // Measurement only (bench/navigation.mjs, decision 0001): BENCH_ANTD_PER_APP=true builds every app
  // with its own antd copy, as before. Never set for a real build.
  if (shareAntd && process.env.BENCH_ANTD_PER_APP !== 'true') {
    // Not strict: a remote built on a newer antd minor runs on the one the page has.
    shared.antd = singleton(installedVersion('antd', appDir), false);
  }
  const kernelVersion = installedVersion('@b2b/shared', appDir);
  for (const sub of KERNEL_SINGLETONS) shared[`@b2b/shared/${sub}`] = singleton(kernelVersion, true);
  return shared;
}
