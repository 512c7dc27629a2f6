import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@b2b/shared/api';
import { API, apiPath, type Notice } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

export type OpenedNotice = { status: 'loading' } | { status: 'ready'; notice: Notice } | { status: 'failed'; error: unknown };

/** Opens one of the caller's notices: marking it read answers it. A refusal shows on the page, not as a toast. */
export function openNotice(id: string): Promise<Notice> {
  return api.put<Notice>(apiPath(API.noticeRead, { id }), undefined, { silent: true });
}

/**
 * The notice `id`, marked read as it opens (the message center's counts and the home page's figures are fetched
 * again); `retry` asks once more after a failure.
 */
export function useOpenedNotice(id: string): OpenedNotice & { retry: () => void } {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<OpenedNotice>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    openNotice(id).then(
      (notice) => {
        if (!current) return;
        setState({ status: 'ready', notice });
        void queryClient.invalidateQueries({ queryKey: queryKeys.notices.all() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.home.summary() });
      },
      (error: unknown) => current && setState({ status: 'failed', error }),
    );
    return () => {
      current = false;
    };
  }, [id, attempt, queryClient]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
