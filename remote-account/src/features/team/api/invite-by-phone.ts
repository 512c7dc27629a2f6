import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { TEAM_API, type Invitation, type InviteByPhoneBody } from '@b2b/shared/contract';
import { queryKeys } from '@b2b/shared/query';

/** Invites by mobile number (a text with a code); errors are shown on the form. */
export function inviteByPhone(body: InviteByPhoneBody): Promise<Invitation> {
  return api.post<Invitation>(TEAM_API.inviteByPhone, body, { silent: true });
}

export function useInviteByPhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: inviteByPhone, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all() }) });
}
