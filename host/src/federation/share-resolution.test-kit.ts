import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * A resolution as the runtime asks a `resolveShare` plugin: the share scope (`default`) holding
 * `versions` of `pkgName`, the version it picked, and the consumer's share info; its own resolver is
 * a mock that hands over the picked share.
 */
export function shareResolution(
  pkgName: string,
  versions: Record<string, unknown>,
  picked: string,
  shareInfo: { from: string; shareConfig: Record<string, unknown>; treeShaking?: unknown },
) {
  const defaultResolver = jest.fn(() => ({ shared: versions[picked], useTreesShaking: false }));
  const args = {
    shareScopeMap: { default: { [pkgName]: versions } },
    scope: 'default',
    pkgName,
    version: picked,
    shareInfo,
    GlobalFederation: {},
    resolver: defaultResolver,
  } as unknown as ResolveShareArgs;
  return { args, defaultResolver };
}
