import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { cachedSatisfy } from './cached-satisfy';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

export interface SingletonShareOptions {
  /** Makes the plugin part of every federation instance created afterwards (each remote's own). */
  registerGlobal?: (plugins: ModuleFederationRuntimePlugin[]) => void;
  /** The version check: the runtime's, remembered per version and range (cached-satisfy.ts). */
  satisfies?: (version: string, range: string) => boolean;
}

/**
 * Hands a singleton its share directly when the version in the share scope satisfies the consumer's
 * `requiredVersion`. The runtime's own resolver makes the same check on every resolution and parses
 * the range again each time; this one remembers the answer per version and range, so the pairs the
 * host checked at start-up cost a remote's first page nothing. Any other case (not a singleton, no
 * string requirement, a version that does not satisfy it, a tree-shaken share) goes on to the
 * runtime's resolver, which warns or, with `strictVersion`, refuses as before. Registered before the
 * kernel-version plugin, which still decides every kernel subpath after it.
 */
export default function singletonSharePlugin(options: SingletonShareOptions = {}): ModuleFederationRuntimePlugin {
  const { registerGlobal = registerGlobalPlugins, satisfies = cachedSatisfy } = options;

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'b2b-singleton-share',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const { singleton, requiredVersion } = shareInfo.shareConfig ?? {};
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!singleton || !shared || shareInfo.treeShaking || typeof requiredVersion !== 'string') return args;
      if (!satisfies(version, requiredVersion)) return args;
      args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
  registerGlobal([plugin]);
  return plugin;
}
