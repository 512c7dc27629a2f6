import { lazy, useState, type ComponentType } from 'react';

interface PageModule<P extends object> {
  default: ComponentType<P>;
  /** Asks for the page's data before it renders (a returning user's first page: bootstrap.tsx). */
  prefetch?: () => void;
}

export interface LoadablePage<P extends object = object> {
  /** Renders the page (or a remote's widget, with its props); suspends only while its module is still to come. */
  Page: ComponentType<P>;
  /** Loads the module (once; again after a failure). */
  load: () => Promise<PageModule<P>>;
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
export function loadablePage<P extends object = object>(importPage: () => Promise<PageModule<P>>): LoadablePage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
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
  function Page(props: P) {
    // Chosen once per mount: a page that suspended keeps its lazy wrapper, so it never remounts later.
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return <Chosen {...props} />;
  }
  return { Page, load, ready };
}
