import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import {
  apiPath,
  CHAT_API,
  type ChatGroup,
  type CreateGroupBody,
  type Friendship,
  type FriendRequestBody,
  type GroupMemberBody,
  type GroupMembersBody,
  type RenameGroupBody,
} from '@b2b/shared/contract';
import { queryClient, queryKeys } from '@b2b/shared/query';

// Not silent: a refusal is toasted by the kernel in the user's language, and nothing changes.
const calls = {
  requestFriend: (body: FriendRequestBody) => api.post<Friendship>(CHAT_API.requestFriend, body),
  accept: (id: string) => api.post<Friendship>(apiPath(CHAT_API.acceptFriend, { id })),
  decline: (id: string) => api.post<Friendship>(apiPath(CHAT_API.declineFriend, { id })),
  removeFriend: (id: string) => api.delete<unknown>(apiPath(CHAT_API.removeFriend, { id })),
  block: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
    api.post<unknown>(apiPath(CHAT_API.block, { id: userId }), { blocked }),
  createGroup: (body: CreateGroupBody) => api.post<ChatGroup>(CHAT_API.createGroup, body),
  renameGroup: (body: RenameGroupBody) => api.post<ChatGroup>(CHAT_API.renameGroup, body),
  deleteGroup: (groupId: string) => api.delete<null>(CHAT_API.deleteGroup, { groupId }),
  addMembers: (body: GroupMembersBody) => api.post<ChatGroup>(CHAT_API.addGroupMembers, body),
  removeMember: (body: GroupMemberBody) => api.post<ChatGroup>(CHAT_API.removeGroupMember, body),
  transfer: (body: GroupMemberBody) => api.post<ChatGroup>(CHAT_API.transferGroup, body),
  leave: (groupId: string) => api.post<null>(CHAT_API.leaveGroup, { groupId }),
  deleteMessage: (id: string) => api.delete<unknown>(apiPath(CHAT_API.deleteMessage, { id })),
  recall: (id: string) => api.post<unknown>(apiPath(CHAT_API.recall, { id })),
};

export type ChatCall = keyof typeof calls;

/** One chat call as a mutation; afterwards every chat list (contacts, friends, groups, members, unread) is fetched again. */
export function useChatAction<K extends ChatCall>(call: K) {
  type Call = (typeof calls)[K];
  return useMutation<Awaited<ReturnType<Call>>, Error, Parameters<Call>[0]>({
    mutationFn: calls[call] as (input: Parameters<Call>[0]) => Promise<Awaited<ReturnType<Call>>>,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.all() }),
  });
}
