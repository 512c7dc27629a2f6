import { useMutation } from '@tanstack/react-query';
import { api } from '@b2b/shared/api';
import { TEAM_API, type AcceptCodeInvitationBody, type AcceptInvitationBody, type SessionResult } from '@b2b/shared/contract';
import { useSession } from '@b2b/shared/session';

/** Makes the invited account and signs it in; failures are shown on the page. */
export function acceptInvitation(body: AcceptInvitationBody): Promise<SessionResult> {
  return api.post<SessionResult>(TEAM_API.acceptInvitation, body, { silent: true });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation, onSuccess: (session) => useSession.getState().applySession(session) });
}

/** The same for a phone invitation: its number and code stand for the link's token. */
export function acceptCodeInvitation(body: AcceptCodeInvitationBody): Promise<SessionResult> {
  return api.post<SessionResult>(TEAM_API.acceptCodeInvitation, body, { silent: true });
}

export function useAcceptCodeInvitation() {
  return useMutation({ mutationFn: acceptCodeInvitation, onSuccess: (session) => useSession.getState().applySession(session) });
}
