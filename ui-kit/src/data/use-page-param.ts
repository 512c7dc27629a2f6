import { useCallback } from 'react';
import { useSearchParams } from '@b2b/shared/router';

/**
 * The page of a list, kept in the URL (`?page=2`, or `param` where one screen shows two lists), so reload, back
 * and a shared link show the same page. Page 1 leaves the parameter out; other parameters stay as they are.
 */
export function usePageParam(param = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(param));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next > 1) copy.set(param, String(next));
          else copy.delete(param);
          return copy;
        },
        { replace: true },
      ),
    [param, setParams],
  );
  return [page, setPage];
}
