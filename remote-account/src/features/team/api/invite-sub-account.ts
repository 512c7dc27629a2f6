import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { TEAM_API, type Invitation, type InviteSubAccountBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Invites by mail; errors are shown on the form. */
export function inviteSubAccount(body: InviteSubAccountBody): Promise<Invitation> {
  return api.post<Invitation>(TEAM_API.invite, body, { silent: true });
}

export function useInviteSubAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteSubAccount, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }) });
}
