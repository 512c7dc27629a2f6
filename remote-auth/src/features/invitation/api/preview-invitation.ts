import { api } from '@b2b/shared/api';
import { TEAM_API, type InvitationCodeBody, type InvitationPreview } from '@b2b/shared/contract';

/** Who invites whom: the token of the link is the credential (a POST, so the token stays out of request logs). */
export function previewInvitation(token: string): Promise<InvitationPreview> {
  return api.post<InvitationPreview>(TEAM_API.previewInvitation, { token }, { silent: true });
}

/** The same for a phone invitation: its number and the text's code; a wrong code is counted by the server. */
export function previewCodeInvitation(body: InvitationCodeBody): Promise<InvitationPreview> {
  return api.post<InvitationPreview>(TEAM_API.previewCodeInvitation, body, { silent: true });
}
