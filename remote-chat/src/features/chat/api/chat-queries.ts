import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import {
  apiPath,
  CHAT_API,
  CHAT_LIMITS,
  type ChatContact,
  type ChatGroup,
  type ChatMessage,
  type ContactsQuery,
  type Friendship,
  type FriendshipQuery,
  type GroupMember,
  type Paged,
  type PagingQuery,
} from '@b2b/shared/contract';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';

/** The caller's conversations, newest activity first, with last message and unread count. */
export const contactsQuery = (query: ContactsQuery) =>
  queryOptions({
    queryKey: queryKeys.chat.contacts(query),
    queryFn: ({ signal }) => api.get<Paged<ChatContact>>(CHAT_API.contacts, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    meta: INLINE_ERROR,
  });

export const friendshipsQuery = (query: FriendshipQuery) =>
  queryOptions({
    queryKey: queryKeys.chat.friendships(query),
    queryFn: ({ signal }) => api.get<Paged<Friendship>>(CHAT_API.friendships, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    meta: INLINE_ERROR,
  });

export const groupsQuery = (query: PagingQuery) =>
  queryOptions({
    queryKey: queryKeys.chat.groups(query),
    queryFn: ({ signal }) => api.get<Paged<ChatGroup>>(CHAT_API.groups, query, { signal, silent: true }),
    placeholderData: keepPreviousData,
    meta: INLINE_ERROR,
  });

export const groupMembersQuery = (groupId: string) =>
  queryOptions({
    queryKey: queryKeys.chat.groupMembers(groupId),
    queryFn: ({ signal }) => api.get<GroupMember[]>(CHAT_API.groupMembers, { groupId }, { signal, silent: true }),
    meta: INLINE_ERROR,
  });

/** A page of a conversation's history, newest first; `beforeSeq` for the page before the oldest shown. */
export function fetchHistory(conversationId: string, beforeSeq?: number): Promise<Paged<ChatMessage>> {
  const query = { page: 1, pageSize: CHAT_LIMITS.historyPageSize, ...(beforeSeq && { beforeSeq }) };
  return api.get<Paged<ChatMessage>>(apiPath(CHAT_API.history, { id: conversationId }), query, { silent: true });
}

/** The direct conversation with a friend (a user id), as a contact. */
export function fetchChatContact(userId: string): Promise<ChatContact> {
  return api.get<ChatContact>(apiPath(CHAT_API.chatContact, { id: userId }), undefined, { silent: true });
}

/** Whether a history page may have older messages before it: it was full and did not reach seq 1. */
export function pageHasOlder(page: Paged<ChatMessage>): boolean {
  const oldest = page.list.at(-1);
  return !!oldest && oldest.seq > 1 && page.list.length >= page.pageSize;
}
