import { queryOptions, useQuery } from '@tanstack/react-query';
import { INLINE_ERROR, queryKeys } from '@b2b/shared/query';
import { previewInvitation } from './preview-invitation';

/** The link's invitation, once per token; the page shows a failure (an unusable link) itself. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invitation.preview(token),
    queryFn: () => previewInvitation(token),
    meta: INLINE_ERROR,
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQuery(token), enabled: !!token });
}
