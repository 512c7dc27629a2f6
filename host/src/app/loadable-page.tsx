import { lazy, useState, type ComponentType } from 'react';

interface PageModule {
  default: ComponentType;
}

export interface LoadablePage {
  /** Renders the page; suspends only while its module is still to come. */
  Page: ComponentType;
  /** Loads the module (once; again after a failure). */
  load: () => Promise<PageModule>;
  /**
   * Waits for the module and never rejects: a failure is kept for the next load (the page's render),
   * which shows it instead of loading again, so the failure is not waited for twice.
   */
  ready: () => Promise<void>;
}

/**
 * A page whose module is loaded on demand and which, once that module is here (loaded by rendering
 * it or by `load()`), renders at once instead of suspending for a turn. The start-up loads a
 * prerendered page's module before hydrating, so no part of that page hydrates later than the rest.
 */
export function loadablePage(importPage: () => Promise<PageModule>): LoadablePage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  let failed: { error: unknown } | undefined;
  const load = () => {
    if (failed) {
      const { error } = failed;
      failed = undefined;
      return Promise.reject(error);
    }
    return (loading ??= importPage().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  };
  const ready = () =>
    load().then(
      () => undefined,
      (error: unknown) => {
        failed = { error };
      },
    );
  const Lazy = lazy(load);
  function Page() {
    // Chosen once per mount: a page that suspended keeps its lazy wrapper, so it never remounts later.
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Chosen />;
  }
  return { Page, load, ready };
}
