import { queryOptions } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { CHAT_API, CHAT_LIMITS } from '@b2b/shared/contract';
import { queryKeys } from './query-keys';

/**
 * The caller's unread chat messages over every conversation: the header's badge (a widget of remote-chat the
 * host mounts) and the chat screen, which clears it. Refreshed every `unreadRefreshMs` while a tab shows it.
 * A failure shows as no badge, never a toast: the header stays quiet.
 */
export const chatUnreadQuery = () =>
  queryOptions({
    queryKey: queryKeys.chat.unread(),
    queryFn: ({ signal }) => api.get<number>(CHAT_API.unreadCount, undefined, { signal, silent: true }),
    refetchInterval: CHAT_LIMITS.unreadRefreshMs,
    meta: { errorToast: false },
  });
