import { useEffect, useSyncExternalStore } from 'react';
import { api } from '@b2b/shared/api';
import { apiPath, CHAT_API, type ChatTicket, type SendResult } from '@b2b/shared/contract';
import { queryClient, queryKeys } from '@b2b/shared/query';
import { useSession } from '@b2b/shared/session';
import { ChatClient } from '../../../socket/chat-client';
import type { ChatState } from '../../../socket/chat-state';
import type { ConnectionStatus, SocketLike } from '../../../socket/connection';

let client: ChatClient | null = null;

/** The tab's one chat client (one socket per tab: this remote's module is loaded once per page). */
export function chatClient(): ChatClient {
  client ??= new ChatClient({
    ticket: () => api.post<ChatTicket>(CHAT_API.ticket, undefined, { silent: true }),
    // The browser's handlers take its own event types; the connection reads only `data`.
    open: (url) => new WebSocket(url) as unknown as SocketLike,
    origin: window.location.origin,
    sendRest: (body) => api.post<SendResult>(CHAT_API.send, body, { silent: true }),
    readRest: (conversationId, seq) =>
      api.post(apiPath(CHAT_API.read, { id: conversationId }), undefined, { params: { seq }, silent: true }),
    refresh: (what) => void queryClient.invalidateQueries({ queryKey: what === 'unread' ? queryKeys.chat.unread() : ['chat', 'contacts'] }),
    me: () => useSession.getState().user?.userId,
    watchOffline: (offline) => {
      window.addEventListener('offline', offline);
      return () => window.removeEventListener('offline', offline);
    },
  });
  return client;
}

/** Replaces the tab's client (tests). */
export function setChatClient(next: ChatClient | null): void {
  client = next;
}

/** Keeps the socket open while the calling screen is mounted. */
export function useChatConnection(): void {
  useEffect(() => chatClient().retain(), []);
}

export function useChatState<T>(select: (state: ChatState) => T): T {
  const c = chatClient();
  return useSyncExternalStore(c.subscribe, () => select(c.getState()));
}

export function useConnectionStatus(): ConnectionStatus {
  const c = chatClient();
  return useSyncExternalStore(c.subscribe, c.getStatus);
}
