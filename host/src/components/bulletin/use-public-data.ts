import { useCallback, useEffect, useState } from 'react';
import { ApiError, isCancel } from '@b2b/shared/api';

export type PublicData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; notFound: boolean; retry: () => void };

/**
 * Data of a public page, loaded after the page has painted (its effect runs once the prerendered HTML is
 * hydrated, or the page rendered), again when `key` changes (the language, the page); `retry` after a failure.
 * The first render is always `loading`, the same on the server's prerender and in the browser.
 */
export function usePublicData<T>(key: string, load: (signal: AbortSignal) => Promise<T>): PublicData<T> {
  const [state, setState] = useState<{ key: string; ok: true; data: T } | { key: string; ok: false; error: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState(null);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ key, ok: true, data }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isCancel(error)) setState({ key, ok: false, error });
      },
    );
    return () => controller.abort();
    // `load` is read for the key it belongs to: a new closure with the same key loads nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  if (!state || state.key !== key) return { status: 'loading' };
  if (state.ok) return { status: 'ready', data: state.data };
  return { status: 'failed', notFound: state.error instanceof ApiError && state.error.code === 404, retry };
}
