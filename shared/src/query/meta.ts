import type { QueryMeta } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** What the one query cache does when the query fails (`query-client.ts`). */
    queryMeta: {
      /** `false`: the page shows the failure itself (a load state), so no toast. Default: a toast. */
      errorToast?: boolean;
    };
  }
}

/** For a query whose page shows its failure inline. */
export const INLINE_ERROR: QueryMeta = { errorToast: false };
