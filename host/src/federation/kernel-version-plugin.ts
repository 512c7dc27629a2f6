import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { cachedSatisfy } from './cached-satisfy';

type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type ResolveShareArgs = Parameters<ResolveShare>[0];

export const KERNEL_PREFIX = '@b2b/shared/';

export interface KernelVersionOptions {
  /** The version of `@b2b/shared` the host was built with: the one kernel every app must run on. */
  kernelVersion?: string;
  /** The federation name of the app that provides the kernel. */
  provider?: string;
  /** Where the refusal is reported; once per consumer, subpath and versions. */
  report?: (message: string) => void;
  /**
   * Makes the plugin part of every federation instance created afterwards. A remote consumes its
   * shared modules through its own instance (created when its remoteEntry runs), so a host-only
   * plugin would never see a remote's requirement.
   */
  registerGlobal?: (plugins: ModuleFederationRuntimePlugin[]) => void;
}

/** Thrown instead of handing a consumer a kernel module that does not satisfy its requirement. */
export class KernelVersionError extends Error {
  constructor(
    readonly consumer: string,
    readonly pkgName: string,
    readonly provided: string,
    readonly needed: string,
    provider: string,
  ) {
    const who = consumer === provider ? `the ${provider} itself` : `remote "${consumer}"`;
    super(
      `[kernel] ${who} needs ${pkgName} ${needed}, but the ${provider} provides ${provided}: it is not loaded with another kernel. ` +
        `Rebuild "${consumer}" against @b2b/shared ${provided} (or deploy a ${provider} whose kernel satisfies ${needed}).`,
    );
    this.name = 'KernelVersionError';
  }
}

/**
 * The kernel (`@b2b/shared/*`) exists once, provided by the host. On every share resolution of a
 * kernel subpath, by the host or by any remote, this picks the host's version even when a remote
 * registered another one, and when that version does not satisfy the consumer's `requiredVersion`
 * it reports the consumer, subpath and both versions on `console.error` and makes the resolution
 * throw: the consumer's module fails to load, so the remote's routes show the "unavailable" panel
 * (resilient-remotes-plugin and RemoteBoundary) instead of running on a kernel it was not built for.
 * Like every runtime plugin it imports nothing from the share scope.
 */
export default function kernelVersionPlugin(options: KernelVersionOptions = {}): ModuleFederationRuntimePlugin {
  const {
    kernelVersion,
    provider = 'host',
    report = (message: string) => console.error(message),
    registerGlobal = registerGlobalPlugins,
  } = options;
  const reported = new Set<string>();

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'b2b-kernel-version',
    resolveShare(args: ResolveShareArgs) {
      const { pkgName, shareScopeMap, scope, shareInfo } = args;
      if (!pkgName.startsWith(KERNEL_PREFIX)) return args;
      const versions = shareScopeMap[scope]?.[pkgName] ?? {};
      const provided = kernelVersion && versions[kernelVersion] ? kernelVersion : args.version;
      const needed = shareInfo.shareConfig?.requiredVersion;

      if (typeof needed === 'string' && !cachedSatisfy(provided, needed)) {
        const error = new KernelVersionError(shareInfo.from || 'unknown', pkgName, provided, needed, provider);
        if (!reported.has(error.message)) {
          reported.add(error.message);
          report(error.message);
        }
        args.resolver = () => {
          throw error;
        };
        return args;
      }
      if (provided !== args.version) {
        // A remote brought another kernel version: the host's stays the only one in use.
        const shared = versions[provided];
        args.version = provided;
        args.resolver = () => ({ shared, useTreesShaking: false });
      }
      return args;
    },
  };
  registerGlobal([plugin]);
  return plugin;
}
