import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableRemote } from './unavailable';

export interface ResilienceOptions {
  /** Further attempts after the first failure. */
  retries?: number;
  /** Delay before the first retry; doubles each time. */
  delayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote module that failed to load (its manifest, entry or chunk), then resolves it to
 * an `UnavailableRemote` marker instead of throwing, so only the routes of that remote show the
 * "unavailable" panel. It imports nothing from the share scope: React stays out of the runtime.
 */
export default function resilientRemotesPlugin(options: ResilienceOptions = {}): ModuleFederationRuntimePlugin {
  const { retries = 2, delayMs = 300, sleep = wait } = options;
  const attempts = new Map<string, number>();

  return {
    name: 'b2b-resilient-remotes',
    async errorLoadRemote(args) {
      // A failed manifest fetch is reported here first ("afterResolve"); answering it with a
      // module would be taken for the manifest. Let it fail through to the "onLoad" report.
      if (args.lifecycle !== 'onLoad') return undefined;
      const origin = args.origin as ModuleFederation;
      const done = attempts.get(args.id) ?? 0;
      if (done >= retries) {
        attempts.delete(args.id);
        console.warn(`[federation] ${args.id} unavailable after ${retries + 1} attempts`, args.error);
        return unavailableRemote(args.id, args.error);
      }
      attempts.set(args.id, done + 1);
      await sleep(delayMs * 2 ** done);
      try {
        return await origin.loadRemote(args.id);
      } finally {
        attempts.delete(args.id);
      }
    },
  };
}
